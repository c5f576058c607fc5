import {badRequest} from '../HttpError'
import {booleanOption} from '../queryOptions'
import type {ImageMetadataOptions} from './imageMetadata'

/** Where an asset came from, as the `source` of its document. */
export interface AssetSource {
  name: string
  id?: string
  url?: string
}

/** The query options of an upload, checked. */
export interface UploadOptions {
  /** The file name the client gave, without any directory part. */
  filename?: string
  label?: string
  title?: string
  description?: string
  altText?: string
  creditLine?: string
  source?: AssetSource
  /** Which optional image metadata to extract. */
  meta: Required<ImageMetadataOptions>
  /** Keep `filename` as the document's `originalFilename` (default true). */
  storeOriginalFilename: boolean
}

/**
 * The `meta` values hosted content lakes accept. `exif` is accepted for compatibility but
 * not extracted (yet); `image` is what is always extracted (dimensions, alpha); `none` asks
 * for nothing optional.
 */
const META_VALUES = ['blurhash', 'lqip', 'palette', 'location', 'exif', 'image', 'none'] as const
type MetaValue = (typeof META_VALUES)[number]

/** What is extracted when `meta` is not given: as hosted content lakes, no location. */
const DEFAULT_META: Required<ImageMetadataOptions> = {blurhash: true, lqip: true, palette: true, location: false}

const MAX_TEXT_LENGTH = 10_000

function text(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)
  if (value === null || value === '') return undefined
  if (value.length > MAX_TEXT_LENGTH)
    throw badRequest(`Query option "${name}" is longer than ${MAX_TEXT_LENGTH} characters`)
  return value
}

/**
 * `meta` as @sanity/client sends it (`meta=lqip&meta=palette`, `meta=none` for an empty
 * list); a comma-separated value is read too.
 */
function metaOption(query: URLSearchParams): Required<ImageMetadataOptions> {
  const values = query
    .getAll('meta')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (values.length === 0) return {...DEFAULT_META}
  for (const value of values) {
    if (!(META_VALUES as readonly string[]).includes(value)) {
      throw badRequest(`Query option "meta" must be some of ${META_VALUES.join(', ')}, not "${value}"`)
    }
  }
  const wanted = new Set(values as MetaValue[])
  return {
    blurhash: wanted.has('blurhash'),
    lqip: wanted.has('lqip'),
    palette: wanted.has('palette'),
    location: wanted.has('location'),
  }
}

/** The last path segment of a client file name, without control characters. */
function baseName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (base === '' || base === '.' || base === '..') return undefined
  return base.slice(0, 255)
}

/**
 * Reads an upload's query options: `filename`, `label`, `title`, `description`, `altText`,
 * `creditLine`, `sourceName`/`sourceId`/`sourceUrl`, `meta` and `storeOriginalFilename`.
 * @throws HttpError 400 for an unknown `meta` value, a source without a name, a malformed flag
 */
export function parseUploadOptions(query: URLSearchParams): UploadOptions {
  const options: UploadOptions = {
    meta: metaOption(query),
    storeOriginalFilename: booleanOption(query, 'storeOriginalFilename', true),
  }
  const filename = baseName(text(query, 'filename'))
  if (filename !== undefined) options.filename = filename
  for (const name of ['label', 'title', 'description', 'altText', 'creditLine'] as const) {
    const value = text(query, name)
    if (value !== undefined) options[name] = value
  }
  const sourceName = text(query, 'sourceName')
  const sourceId = text(query, 'sourceId')
  const sourceUrl = text(query, 'sourceUrl')
  if (sourceName === undefined && (sourceId !== undefined || sourceUrl !== undefined)) {
    throw badRequest('Query option "sourceName" is required with "sourceId" or "sourceUrl"')
  }
  if (sourceName !== undefined) {
    options.source = {name: sourceName}
    if (sourceId !== undefined) options.source.id = sourceId
    if (sourceUrl !== undefined) options.source.url = sourceUrl
  }
  return options
}

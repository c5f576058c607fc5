import {detectFileType, readImageHeader} from '../../lake'
import type {ContentDocument} from '../../types'
import type {AssetKind, UploadAssetOptions} from '../UploadEvent'
import {badRequest} from './serverErrors'

const TYPE_OF: Record<AssetKind, string> = {image: 'sanity.imageAsset', file: 'sanity.fileAsset'}

const MAX_TEXT_LENGTH = 10_000

/** The file name's last path segment without control characters, as the server keeps it. */
export function baseName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (base === '' || base === '.' || base === '..') return undefined
  return base.slice(0, 255)
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  // In slices: spreading a large array into fromCharCode would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

function uploadId(): string {
  return base64(globalThis.crypto.getRandomValues(new Uint8Array(24)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The SHA-1 of the bytes as 40 hex digits (Web Crypto, as browsers and Node have it). */
export async function sha1Hex(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle)
    throw new TypeError(
      'In-process uploads need Web Crypto (crypto.subtle), which browsers offer only in secure contexts (https or localhost)',
    )
  return hex(await subtle.digest('SHA-1', bytes as Uint8Array<ArrayBuffer>))
}

/** Checks the text options of an upload as the server does. */
export function checkUploadOptions(options: Omit<UploadAssetOptions, 'tag'>): void {
  for (const name of ['filename', 'label', 'title', 'description', 'creditLine'] as const) {
    const value = options[name]
    if (value !== undefined && value.length > MAX_TEXT_LENGTH)
      throw badRequest(`Query option "${name}" is longer than ${MAX_TEXT_LENGTH} characters`)
  }
  if (options.source !== undefined && (typeof options.source.name !== 'string' || options.source.name === '')) {
    throw badRequest('Query option "sourceName" is required with "sourceId" or "sourceUrl"')
  }
}

/** What the in-process transport needs to describe an upload. */
export interface AssetContext {
  projectId: string
  dataset: string
  kind: AssetKind
  bytes: Uint8Array
  sha1: string
  contentType: string
  options: Omit<UploadAssetOptions, 'tag'>
  /** Where assets are served from; a `data:` URL is used when absent. */
  assetBaseUrl?: string
}

/**
 * The asset document the server would create for an upload, with the same id scheme
 * (`image-{sha1}-{w}x{h}-{ext}`, `file-{sha1}-{ext}`), path and fields. What the in-process
 * transport cannot compute without decoding pixels (LQIP, BlurHash, palette, EXIF location) is
 * left out of `metadata`; `isOpaque` is read as "has no alpha channel".
 *
 * @throws ClientError 400 for an image in a format it cannot read (PNG, JPEG, GIF, WebP, SVG are read).
 */
export function describeAsset(context: AssetContext): ContentDocument {
  const {kind, bytes, sha1, options, projectId, dataset} = context
  const filename = baseName(options.filename)
  let document: ContentDocument
  if (kind === 'image') {
    const image = readImageHeader(bytes)
    if (!image)
      throw badRequest(
        'Invalid image: it is not a supported image format; send JPEG, PNG, WebP, GIF or SVG, or upload it as a file',
      )
    const path = `images/${projectId}/${dataset}/${sha1}-${image.width}x${image.height}.${image.extension}`
    document = {
      _id: `image-${sha1}-${image.width}x${image.height}-${image.extension}`,
      _type: TYPE_OF.image,
      assetId: sha1,
      extension: image.extension,
      mimeType: image.mimeType,
      path,
      sha1hash: sha1,
      size: bytes.length,
      uploadId: uploadId(),
      url: context.assetBaseUrl
        ? `${context.assetBaseUrl.replace(/\/+$/, '')}/${path}`
        : `data:${image.mimeType};base64,${base64(bytes)}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: image.width,
          height: image.height,
          aspectRatio: image.width / image.height,
        },
        hasAlpha: image.hasAlpha,
        isOpaque: !image.hasAlpha,
      },
    }
  } else {
    const {mimeType, extension} = detectFileType(bytes, filename, context.contentType)
    const path = `files/${projectId}/${dataset}/${sha1}.${extension}`
    document = {
      _id: `file-${sha1}-${extension}`,
      _type: TYPE_OF.file,
      assetId: sha1,
      extension,
      mimeType,
      path,
      sha1hash: sha1,
      size: bytes.length,
      uploadId: uploadId(),
      url: context.assetBaseUrl
        ? `${context.assetBaseUrl.replace(/\/+$/, '')}/${path}`
        : `data:${mimeType};base64,${base64(bytes)}`,
    }
  }
  if (filename !== undefined && options.preserveFilename !== false) document.originalFilename = filename
  for (const field of ['label', 'title', 'description', 'creditLine'] as const) {
    if (options[field] !== undefined && options[field] !== '') document[field] = options[field]
  }
  if (options.source) {
    document.source = {
      name: options.source.name,
      ...(options.source.id === undefined ? {} : {id: options.source.id}),
      ...(options.source.url === undefined ? {} : {url: options.source.url}),
    }
  }
  return document
}

/** The asset document type of an upload kind. */
export function assetType(kind: AssetKind): string {
  return TYPE_OF[kind]
}

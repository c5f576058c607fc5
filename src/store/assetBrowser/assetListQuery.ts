import type {QueryParams} from '../../client'

/** The asset browser's page size: 200 assets at a time. */
export const ASSET_LIST_PAGE_SIZE = 200

/**
 * What the asset browser lists: assets of a kind, filtered by a field's `accept`, the first `limit`.
 * @beta
 */
export interface AssetListQueryRequest {
  /** Which assets: images (`sanity.imageAsset`) or files (`sanity.fileAsset`). */
  assetType: 'image' | 'file'
  /** The field's `accept` option: comma-separated extensions (`.pdf`), MIME types (`application/pdf`) and wildcards (`image/*`). */
  accept?: string
  /** How many, newest first (a positive integer). */
  limit: number
}

/** The queries of an asset list: the one to fetch, the filter to listen on, and their parameters. */
export interface AssetListQuery {
  fetch: string
  listen: string
  params: QueryParams
}

/** The fields the browser shows of each asset. */
const ASSET_FIELDS =
  '_id, _type, _updatedAt, _createdAt, url, originalFilename, mimeType, extension, size, "metadata": {"dimensions": metadata.dimensions}'

/**
 * The GROQ conditions of an `accept` list, with their parameters (values are never spliced into
 * the query): a wildcard such as `image/*` matches MIME types starting with `image/`, an
 * extension such as `.pdf` matches the asset's `extension`, anything else with a `/` its exact
 * `mimeType`. Entries that are none of these are ignored; none left means no filter.
 *
 * @example
 * acceptConditions('image/*, .pdf') // {conditions: ['string::startsWith(mimeType, $accept0)', 'extension == $accept1'], params: {accept0: 'image/', accept1: 'pdf'}}
 */
export function acceptConditions(accept: string | undefined): {conditions: string[]; params: Record<string, string>} {
  const conditions: string[] = []
  const params: Record<string, string> = {}
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  for (const entry of new Set(entries)) {
    const name = `accept${conditions.length}`
    if (entry.startsWith('.') && entry.length > 1) {
      conditions.push(`extension == $${name}`)
      params[name] = entry.slice(1)
    } else if (/^[a-z0-9.+-]+\/\*$/.test(entry)) {
      conditions.push(`string::startsWith(mimeType, $${name})`)
      params[name] = entry.slice(0, -1)
    } else if (/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(entry)) {
      conditions.push(`mimeType == $${name}`)
      params[name] = entry
    }
  }
  return {conditions, params}
}

/**
 * The asset browser's list query: assets of the kind's type accepted by
 * `accept`, newest first (by `_updatedAt`, then `_createdAt`), the first `limit`; listened on
 * by type, so any change to an asset of the kind refreshes it.
 *
 * @throws RangeError for a limit that is not a positive integer
 */
export function assetListQuery({assetType, accept, limit}: AssetListQueryRequest): AssetListQuery {
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new RangeError(`An asset list limit must be a positive integer, not ${limit}`)
  const type = assetType === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset'
  const {conditions, params} = acceptConditions(accept)
  const filter = conditions.length === 0 ? '_type == $type' : `_type == $type && (${conditions.join(' || ')})`
  return {
    fetch: `*[${filter}] | order(_updatedAt desc, _createdAt desc) [0...${limit}] {${ASSET_FIELDS}}`,
    listen: '*[_type == $type]',
    params: {type, ...params},
  }
}

import type {ReferringDocument} from './AssetBrowserServices'

const DRAFT_PREFIX = 'drafts.'

/** What the delete dialog makes of the documents using an asset. */
export interface AssetUses {
  /** The documents to list: a draft is left out when its published version is listed too. */
  listed: ReferringDocument[]
  /** Whether published (non-draft) documents use it: then it cannot be deleted. */
  usedByPublished: boolean
  /** Whether more documents use it than were read. */
  more: boolean
}

/**
 * Reads the documents using an asset: drafts whose published counterpart is
 * also listed are ignored, delete is disabled while non-draft documents refer to it, and a
 * full page (more than `shown`) means there are more.
 *
 * @param shown - how many to list (100: one fewer than the 101 asked for)
 */
export function assetUses(referring: readonly ReferringDocument[], shown = 100): AssetUses {
  const ids = new Set(referring.map((document) => document._id))
  const listed = referring.filter(
    (document) => !(document._id.startsWith(DRAFT_PREFIX) && ids.has(document._id.slice(DRAFT_PREFIX.length))),
  )
  return {
    listed: listed.slice(0, shown),
    usedByPublished: listed.some((document) => !document._id.startsWith(DRAFT_PREFIX)),
    more: referring.length > shown,
  }
}

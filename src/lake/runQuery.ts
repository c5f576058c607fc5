import {getDraftId, getPublishedId, isDraftId} from '../document'
import type {ContentDocument, Perspective} from '../types'
import {evaluateWithDeadline, type PreparedQuery} from './evaluateQuery'
import type {DocumentFilter, LakeStorage} from './LakeStorage'
import {planCandidates} from './planCandidates'
import type {QueryDeadline} from './QueryDeadline'

const isVersionId = (id: string): boolean => id.startsWith('versions.')

/** Widens filters for the drafts perspective, where a draft appears under its published id. */
function widenForDrafts(filters: DocumentFilter[]): DocumentFilter[] {
  return filters.flatMap((filter): DocumentFilter[] => {
    // Id globs are written against the overlaid ids; they cannot narrow the stored ones.
    if (filter.idPatterns?.length) return []
    if (!filter.ids) return [filter]
    return [{...filter, ids: [...new Set(filter.ids.flatMap((id) => [getPublishedId(id), getDraftId(id)]))]}]
  })
}

/** Overlays drafts on published documents; candidates bring their counterparts along. */
function overlayDrafts(
  storage: LakeStorage,
  dataset: string,
  candidates: Iterable<ContentDocument>,
): ContentDocument[] {
  const byPublishedId = new Map<string, {published?: ContentDocument; draft?: ContentDocument}>()
  const missing: string[] = []
  for (const doc of candidates) {
    if (isVersionId(doc._id)) continue
    const publishedId = getPublishedId(doc._id)
    let pair = byPublishedId.get(publishedId)
    if (!pair) byPublishedId.set(publishedId, (pair = {}))
    if (isDraftId(doc._id)) pair.draft = doc
    else pair.published = doc
  }
  for (const [publishedId, pair] of byPublishedId) {
    if (!pair.draft) missing.push(getDraftId(publishedId))
    if (!pair.published) missing.push(publishedId)
  }
  // A narrowed candidate set may hold only one half of a pair; the other half decides the view.
  for (const doc of storage.getDocuments(dataset, missing)) {
    if (!doc) continue
    const pair = byPublishedId.get(getPublishedId(doc._id))!
    if (isDraftId(doc._id)) pair.draft = doc
    else pair.published = doc
  }
  const out: ContentDocument[] = []
  for (const [publishedId, pair] of byPublishedId) {
    const chosen = pair.draft ?? pair.published!
    out.push({...chosen, _id: publishedId, _originalId: chosen._id})
  }
  return out
}

/**
 * Evaluates a parsed query against a dataset: asks the planner which documents the query can
 * see, fetches only those (through the storage's indexes), applies the perspective, and lets
 * groq-js evaluate, within the deadline (see {@link evaluateWithDeadline}). References (`->`)
 * resolve through indexed id lookups, not scans, and check the deadline too.
 */
export async function runQuery(
  storage: LakeStorage,
  dataset: string,
  query: PreparedQuery,
  params: Record<string, unknown>,
  perspective: Perspective,
  deadline: QueryDeadline,
): Promise<unknown> {
  const plan = planCandidates(query.tree, params)
  let filters = plan.filters
  if (perspective === 'drafts') filters = widenForDrafts(filters)

  let documents: ContentDocument[]
  const candidates = storage.findDocuments(dataset, filters)
  if (perspective === 'raw') documents = [...candidates]
  else if (perspective === 'published')
    documents = [...candidates].filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id))
  else documents = overlayDrafts(storage, dataset, candidates)

  const dereference = ({_ref}: {_ref: string}): ContentDocument | null => {
    if (perspective === 'raw') return storage.getDocuments(dataset, [_ref])[0] ?? null
    if (isDraftId(_ref) || isVersionId(_ref))
      return perspective === 'published' ? null : (storage.getDocuments(dataset, [_ref])[0] ?? null)
    if (perspective === 'published') return storage.getDocuments(dataset, [_ref])[0] ?? null
    return (
      overlayDrafts(
        storage,
        dataset,
        storage.getDocuments(dataset, [_ref, getDraftId(_ref)]).filter((doc): doc is ContentDocument => doc !== null),
      )[0] ?? null
    )
  }
  // Fetching can take a while on a large dataset: the query may be out of time already.
  deadline.check()
  return evaluateWithDeadline(query, {dataset: documents, params, dereference}, deadline)
}

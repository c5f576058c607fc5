import type {Chunk} from './Chunk'
import type {Timeline} from './Timeline'
import type {PairDocuments, TimelineSelection} from './TimelineSelection'

/** A `since` that means "the last publish before `rev`" (or the oldest chunk when never published). */
export const LAST_PUBLISHED = '@lastPublished'

/**
 * Resolves a `since`/`rev` selection of time ids against a timeline; the logic behind
 * {@link Timeline.resolveSelection}.
 */
export function resolveSelection(timeline: Timeline, since: string | null, rev: string | null): TimelineSelection {
  if (since === null && rev === null) return {state: 'inactive'}
  const revChunk = rev === null ? null : timeline.parseTimeId(rev)
  let sinceChunk: Chunk | 'loading' | 'invalid' | null = null
  if (since === LAST_PUBLISHED)
    sinceChunk = typeof revChunk === 'string' ? revChunk : timeline.findLastPublishedBefore(revChunk)
  else if (since !== null) sinceChunk = timeline.parseTimeId(since)

  if (revChunk === 'loading' || sinceChunk === 'loading') return {state: 'loading', need: {kind: 'transactions'}}
  if (revChunk === 'invalid' || sinceChunk === 'invalid') return {state: 'invalid'}

  const target = revChunk ?? timeline.lastChunk()
  if (!target) return {state: 'invalid'}
  if (sinceChunk && sinceChunk.index > target.index) return {state: 'invalid'}

  const chunks = sinceChunk ? [sinceChunk, target] : [target]
  const documents: PairDocuments[] = []
  for (const chunk of chunks) {
    const reconstruction = timeline.documentsAt(chunk)
    if (!reconstruction.ready) return {state: 'loading', need: {kind: 'documents', requests: reconstruction.requests}}
    documents.push(reconstruction.documents)
  }
  if (sinceChunk)
    return {state: 'range', since: sinceChunk, rev: target, sinceDocuments: documents[0]!, revDocuments: documents[1]!}
  return {state: 'rev', rev: target, documents: documents[0]!}
}

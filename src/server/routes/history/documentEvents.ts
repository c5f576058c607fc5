import {DRAFTS_PREFIX, getPublishedId} from '../../../document'
import type {Mutation, TransactionLogEntry} from '../../../types'

/**
 * One event of a document's history as the hosted studio's history timeline reads it from
 * `GET /data/history/{dataset}/events/documents/{id}`.
 */
export interface DocumentEvent {
  type:
    | 'document.createVersion'
    | 'document.editVersion'
    | 'document.publishVersion'
    | 'document.unpublish'
    | 'document.deleteVersion'
    | 'document.deleteGroup'
  timestamp: string
  author: string
  documentId: string
  /** The transaction, also the `_rev` of what it wrote. */
  revisionId: string
  /** The draft the event is about (the published id for edits of a live-edit document). */
  versionId?: string
  /** The revision of that draft the event read or wrote. */
  versionRevisionId?: string
}

type Change = 'created' | 'replaced' | 'edited' | 'deleted'

function mutationId(mutation: Mutation): string | undefined {
  if ('create' in mutation) return mutation.create._id
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id
  if ('delete' in mutation) return 'id' in mutation.delete ? mutation.delete.id : undefined
  return mutation.patch.id
}

/**
 * What a transaction did to one document it changed, from the last of its mutations on it and
 * whether the document existed before.
 */
function changeOf(entry: TransactionLogEntry, id: string, existed: boolean): Change {
  const last = [...(entry.mutations ?? [])].reverse().find((mutation) => mutationId(mutation) === id)
  if (last && 'delete' in last) return 'deleted'
  if (!existed) return 'created'
  return last && 'patch' in last ? 'edited' : 'replaced'
}

/**
 * The events of one document (its published version and its draft) from its transactions,
 * oldest first: a draft appearing is `createVersion`, a draft changing `editVersion`, the
 * published document written as the draft goes `publishVersion`, the published document
 * going while the draft stays or appears `unpublish`, a draft going alone `deleteVersion`, and
 * the published document going with no draft left `deleteGroup`. Edits of the published
 * document alone (live edit) are `editVersion` of the published id.
 *
 * @param entries the transactions that changed the published id or the draft, oldest first,
 *   with their mutations, limited to those two ids.
 */
export function documentEvents(id: string, entries: readonly TransactionLogEntry[]): DocumentEvent[] {
  const publishedId = getPublishedId(id)
  const draftId = `${DRAFTS_PREFIX}${publishedId}`
  const exists = {published: false, draft: false}
  const events: DocumentEvent[] = []
  for (const entry of entries) {
    const base = {timestamp: entry.timestamp, author: entry.author, documentId: publishedId, revisionId: entry.id}
    const published = entry.documentIDs.includes(publishedId)
      ? changeOf(entry, publishedId, exists.published)
      : undefined
    const draft = entry.documentIDs.includes(draftId) ? changeOf(entry, draftId, exists.draft) : undefined
    const draftBefore = exists.draft
    if (published) exists.published = published !== 'deleted'
    if (draft) exists.draft = draft !== 'deleted'
    const onDraft = {versionId: draftId, versionRevisionId: entry.id}
    if (published && published !== 'deleted' && draft === 'deleted')
      events.push({...base, type: 'document.publishVersion', ...onDraft})
    else if (published === 'deleted' && exists.draft) events.push({...base, type: 'document.unpublish', ...onDraft})
    else if (published === 'deleted') events.push({...base, type: 'document.deleteGroup'})
    else if (draft === 'deleted') events.push({...base, type: 'document.deleteVersion', ...onDraft})
    else if (draft === 'created' && !draftBefore) events.push({...base, type: 'document.createVersion', ...onDraft})
    else if (draft) events.push({...base, type: 'document.editVersion', ...onDraft})
    else if (published === 'created')
      events.push({...base, type: 'document.createVersion', versionId: publishedId, versionRevisionId: entry.id})
    else if (published)
      events.push({...base, type: 'document.editVersion', versionId: publishedId, versionRevisionId: entry.id})
  }
  return events
}

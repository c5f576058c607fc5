import {isValidDocumentId} from '../document'
import type {DeletedDocument, DeletedDocumentsOptions, DeletedDocumentsPage} from '../types'
import type {Lake} from './createLake'
import {LakeError} from './LakeError'
import type {DocumentDeletion} from './LakeStorage'
import type {HistoryPermission} from './transactionLog'

/** How many deleted documents a page lists unless asked otherwise. */
export const DEFAULT_DELETED_LIMIT = 50

/** The most deleted documents one page may list. */
export const MAX_DELETED_LIMIT = 200

/** Deletions read per batch when some are hidden from the caller after reading. */
const MIN_BATCH = 50

// Schema type names (as `defineType` accepts them), at most 128 characters.
const TYPE_NAME = /^[a-zA-Z_][a-zA-Z0-9_.-]{0,127}$/

// Transaction ids and document ids hold neither `~` nor anything a URL must escape.
const CURSOR = /^([A-Za-z0-9._-]{1,128})~([^~]+)$/

/** The cursor that continues after a deletion: `<transaction id>~<document id>`. */
function cursorOf(deletion: DocumentDeletion): string {
  return `${deletion.transactionId}~${deletion.id}`
}

function parseCursor(cursor: string): {transactionId: string; id: string} {
  const match = CURSOR.exec(cursor)
  if (!match || !isValidDocumentId(match[2])) throw badCursor(cursor)
  return {transactionId: match[1]!, id: match[2]!}
}

function badCursor(cursor: string): LakeError {
  const shown = cursor.length > 40 ? `${JSON.stringify(cursor.slice(0, 40)).slice(0, -1)}…"` : JSON.stringify(cursor)
  return new LakeError('badRequest', `Query option "before" must be a "nextCursor" of this list, not ${shown}`)
}

function checkOptions(options: DeletedDocumentsOptions): void {
  const {limit, type, before} = options
  if (
    limit !== undefined &&
    (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_DELETED_LIMIT)
  ) {
    throw new LakeError(
      'badRequest',
      `Query option "limit" must be an integer from 1 to ${MAX_DELETED_LIMIT}, not "${String(limit)}"`,
    )
  }
  if (type !== undefined && (typeof type !== 'string' || !TYPE_NAME.test(type))) {
    throw new LakeError(
      'badRequest',
      `Query option "type" must be a type name (letters, digits, "_", "." and "-", starting with a letter or "_"), not ${JSON.stringify(String(type)).slice(0, 60)}`,
    )
  }
  if (before !== undefined && typeof before !== 'string') throw badCursor(String(before))
}

function listed(deletion: DocumentDeletion): DeletedDocument {
  return {
    documentId: deletion.id,
    type: deletion.document._type,
    deletedAt: deletion.timestamp,
    deletedBy: deletion.author,
    revision: deletion.revision,
  }
}

/**
 * The recently deleted documents, as `GET /data/history/{dataset}/deleted` lists them:
 * documents whose latest transaction deleted them (so not created again since), newest
 * deletion first, published and `drafts.` ids alike (`versions.` ids are left out). Each
 * names its `revision`, the last version before the deletion, which the History API's
 * `documents/{id}?revision=` reads back for a restore.
 *
 * With `mayReadHistory`, only deletions whose last version the caller may see the history of
 * are listed (see {@link HistoryPermission}); the others are skipped before counting, so
 * neither their ids nor how many there are show, and a page is never short because of them.
 *
 * @param options - `type` (the `_type` of the last version), `limit` (default
 *   {@link DEFAULT_DELETED_LIMIT}, at most {@link MAX_DELETED_LIMIT}) and `before` (a page's
 *   `nextCursor`)
 * @param mayReadHistory - whether the caller may see a revision; absent: every one
 * @throws LakeError `badRequest` for a `limit` out of range, a `type` that is not a type name
 *   or a `before` that is not a cursor of this dataset's list; `notFound` for an unknown dataset.
 * @example
 * const first = deletedDocuments(lake, 'production', {type: 'post', limit: 20})
 * const next = first.nextCursor && deletedDocuments(lake, 'production', {type: 'post', limit: 20, before: first.nextCursor})
 */
export function deletedDocuments(
  lake: Pick<Lake, 'getDeletions'>,
  dataset: string,
  options: DeletedDocumentsOptions = {},
  mayReadHistory?: HistoryPermission,
): DeletedDocumentsPage {
  checkOptions(options)
  const limit = options.limit ?? DEFAULT_DELETED_LIMIT
  let before = options.before === undefined ? undefined : parseCursor(options.before)
  // One more than the page, to know whether another page follows.
  const wanted = limit + 1
  const batchSize = mayReadHistory ? Math.max(wanted, MIN_BATCH) : wanted
  const shown: DocumentDeletion[] = []
  for (;;) {
    const batch = lake.getDeletions(dataset, {
      limit: batchSize,
      ...(options.type === undefined ? {} : {type: options.type}),
      ...(before === undefined ? {} : {before}),
    })
    if (batch === undefined) throw badCursor(options.before!)
    for (const deletion of batch) {
      if (mayReadHistory && !mayReadHistory(deletion.document)) continue
      shown.push(deletion)
      if (shown.length === wanted) break
    }
    if (shown.length === wanted || batch.length < batchSize) break
    const last = batch[batch.length - 1]!
    before = {transactionId: last.transactionId, id: last.id}
  }
  const page = shown.slice(0, limit)
  return {
    documents: page.map(listed),
    nextCursor: shown.length > limit ? cursorOf(page[page.length - 1]!) : null,
  }
}

import {isRecord} from '../../document'

/**
 * The mendoza effects of one transaction on one document: `apply` turns the previous version into the next, `revert` the other way.
 * @beta
 */
export interface MendozaEffectPair {
  /** The mendoza patch that turns the version before the transaction into the one after. */
  apply: unknown[]
  /** The mendoza patch that turns the version after the transaction back into the one before. */
  revert: unknown[]
}

/**
 * One transaction of a document pair's history: one NDJSON line of
 * `GET /data/history/{dataset}/transactions/{publishedId},{draftId}` requested with
 * `effectFormat=mendoza` (see {@link historyTransactionsPath}), or one transaction told by
 * the pair listener.
 * @beta
 */
export interface HistoryTransaction {
  /** The transaction id; also the `_rev` of every document it wrote. */
  id: string
  /** ISO time the transaction was committed. */
  timestamp: string
  /** Id of the user or token that committed it. */
  author: string
  /** Ids of the documents it changed (the History API's spelling). */
  documentIDs?: string[]
  /** Mendoza effects per changed document id. */
  effects?: Record<string, MendozaEffectPair>
}

const isPatch = (value: unknown): value is unknown[] => Array.isArray(value)

/**
 * Checks one entry of the history transactions stream and returns it typed. An error line
 * (`{error: {description}}`) becomes a thrown error with the server's description.
 *
 * @throws Error naming what is wrong with the entry.
 */
export function parseHistoryTransaction(entry: unknown): HistoryTransaction {
  if (!isRecord(entry)) throw new Error('History transaction must be an object')
  if (isRecord(entry.error)) {
    const {description, type} = entry.error
    throw new Error(
      typeof description === 'string' ? description : typeof type === 'string' ? type : 'History request failed',
    )
  }
  const {id, timestamp, author, documentIDs, effects} = entry
  if (typeof id !== 'string' || id === '') throw new Error('History transaction must have a string "id"')
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) {
    throw new Error(`History transaction "${id}" must have an ISO "timestamp"`)
  }
  if (typeof author !== 'string') throw new Error(`History transaction "${id}" must have a string "author"`)
  if (
    documentIDs !== undefined &&
    !(Array.isArray(documentIDs) && documentIDs.every((docId) => typeof docId === 'string'))
  ) {
    throw new Error(`History transaction "${id}" has "documentIDs" that are not a list of ids`)
  }
  if (effects === undefined) {
    throw new Error(`History transaction "${id}" has no "effects": request history with effectFormat=mendoza`)
  }
  if (!isRecord(effects)) throw new Error(`History transaction "${id}" has "effects" that are not an object`)
  for (const [docId, pair] of Object.entries(effects)) {
    if (!isRecord(pair) || !isPatch(pair.apply) || !isPatch(pair.revert)) {
      throw new Error(`History transaction "${id}" has effects for "${docId}" without "apply" and "revert" patches`)
    }
  }
  const transaction: HistoryTransaction = {id, timestamp, author, effects: effects as Record<string, MendozaEffectPair>}
  if (documentIDs !== undefined) transaction.documentIDs = documentIDs as string[]
  return transaction
}

import {VERSIONS_PREFIX} from '../document'
import type {ContentDocument} from '../types'
import {valueAtDottedPath} from './attributeValues'
import {collectReferences} from './collectReferences'
import type {
  DeletionQuery,
  DocumentDeletion,
  DocumentFilter,
  DocumentRevision,
  LakeStorage,
  TransactionQuery,
  TransactionRecord,
} from './LakeStorage'
import {matchesPathGlob} from './pathGlob'

interface MemoryDataset {
  documents: Map<string, ContentDocument>
  byType: Map<string, Set<string>>
  byReference: Map<string, Set<string>>
  transactions: TransactionRecord[]
  transactionIndex: Map<string, number>
  /** Revisions per document id, oldest first. */
  revisions: Map<string, DocumentRevision[]>
  /** Every deletion, in listing order reversed: by transaction, then by id. */
  deletions: DeletionEntry[]
  /** The deletion each deleted document's latest revision is; a document created again leaves it. */
  latestDeletion: Map<string, DeletionEntry>
}

interface DeletionEntry {
  /** The deleting transaction's index in the log. */
  position: number
  deletion: DocumentDeletion
}

function addTo(index: Map<string, Set<string>>, key: string, id: string): void {
  let ids = index.get(key)
  if (!ids) index.set(key, (ids = new Set()))
  ids.add(id)
}

function removeFrom(index: Map<string, Set<string>>, key: string, id: string): void {
  const ids = index.get(key)
  if (!ids) return
  ids.delete(id)
  if (ids.size === 0) index.delete(key)
}

/**
 * A storage that keeps everything in memory, for Storybook, DOM tests and docs: the same lake
 * code runs over it as over SQLite. Transactions are atomic because `commit` is the only
 * write and it cannot fail half-way; `transaction` just runs its function.
 * @public
 */
export function memoryStorage(): LakeStorage {
  const datasets = new Map<string, MemoryDataset>()

  const emptyDataset = (): MemoryDataset => ({
    documents: new Map(),
    byType: new Map(),
    byReference: new Map(),
    transactions: [],
    transactionIndex: new Map(),
    revisions: new Map(),
    deletions: [],
    latestDeletion: new Map(),
  })
  // What reads of a dataset that was never created see; reading never creates one.
  const nothing = emptyDataset()
  const get = (name: string): MemoryDataset => datasets.get(name) ?? nothing
  const ensure = (name: string): MemoryDataset => {
    let dataset = datasets.get(name)
    if (!dataset) datasets.set(name, (dataset = emptyDataset()))
    return dataset
  }

  const unindex = (dataset: MemoryDataset, doc: ContentDocument): void => {
    removeFrom(dataset.byType, doc._type, doc._id)
    for (const ref of collectReferences(doc)) removeFrom(dataset.byReference, ref, doc._id)
  }

  const index = (dataset: MemoryDataset, doc: ContentDocument): void => {
    addTo(dataset.byType, doc._type, doc._id)
    for (const ref of collectReferences(doc)) addTo(dataset.byReference, ref, doc._id)
  }

  /** Ids matching one filter (an OR of its parts), or undefined when it cannot narrow. */
  const idsFor = (dataset: MemoryDataset, filter: DocumentFilter): Set<string> | undefined => {
    const ids = new Set<string>()
    let narrowed = false
    for (const type of filter.types ?? []) {
      narrowed = true
      for (const id of dataset.byType.get(type) ?? []) ids.add(id)
    }
    for (const id of filter.ids ?? []) {
      narrowed = true
      if (dataset.documents.has(id)) ids.add(id)
    }
    for (const ref of filter.references ?? []) {
      narrowed = true
      for (const id of dataset.byReference.get(ref) ?? []) ids.add(id)
    }
    if (filter.equals?.length) {
      narrowed = true
      // No attribute index in memory: look at the documents the other parts did not already admit.
      for (const [id, doc] of dataset.documents) {
        if (!ids.has(id) && filter.equals.some(({path, value}) => valueAtDottedPath(doc, path) === value)) ids.add(id)
      }
    }
    if (filter.idPatterns?.length) {
      narrowed = true
      for (const id of dataset.documents.keys())
        if (filter.idPatterns.some((pattern) => matchesPathGlob(pattern, id))) ids.add(id)
    }
    return narrowed ? ids : undefined
  }

  return {
    listDatasets: () => [...datasets.keys()],
    hasDataset: (name) => datasets.has(name),
    ensureDataset: (name) => void ensure(name),
    transaction: (fn) => fn(),
    getDocuments: (name, ids) => {
      const dataset = get(name)
      return ids.map((id) => dataset.documents.get(id) ?? null)
    },
    findDocuments: (name, filters) => {
      const dataset = get(name)
      let result: Set<string> | undefined
      for (const filter of filters) {
        const ids = idsFor(dataset, filter)
        if (!ids) continue
        result = result ? new Set([...result].filter((id) => ids.has(id))) : ids
      }
      // Always in _id order, as SQLite returns them: a narrowed query must see its documents in
      // the same order as a full scan, or queries without order() would differ.
      return [...(result ?? dataset.documents.keys())].sort().map((id) => dataset.documents.get(id)!)
    },
    countDocuments: (name) => get(name).documents.size,
    commit: (name, record, revisions) => {
      const dataset = ensure(name)
      const position = dataset.transactions.length
      // Sorted by id, so the deletions of one transaction sit in the order getDeletions reverses.
      for (const revision of [...revisions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
        if (revision.document) {
          dataset.latestDeletion.delete(revision.id)
          continue
        }
        const last = dataset.revisions.get(revision.id)?.at(-1)
        if (!last?.document) continue
        const entry: DeletionEntry = {
          position,
          deletion: {
            id: revision.id,
            transactionId: record.id,
            timestamp: record.timestamp,
            author: record.author,
            revision: last.rev,
            document: last.document,
          },
        }
        dataset.deletions.push(entry)
        dataset.latestDeletion.set(revision.id, entry)
      }
      for (const revision of revisions) {
        const previous = dataset.documents.get(revision.id)
        if (previous) unindex(dataset, previous)
        if (revision.document) {
          dataset.documents.set(revision.id, revision.document)
          index(dataset, revision.document)
        } else {
          dataset.documents.delete(revision.id)
        }
        let history = dataset.revisions.get(revision.id)
        if (!history) dataset.revisions.set(revision.id, (history = []))
        history.push(revision)
      }
      dataset.transactionIndex.set(record.id, position)
      dataset.transactions.push(record)
    },
    getDeletions: (name, query) => selectDeletions(get(name), query),
    getTransactions: (name, query) => selectTransactions(get(name), query),
    getRevision: (name, id, rev) =>
      get(name)
        .revisions.get(id)
        ?.find((revision) => revision.rev === rev),
    getRevisionAt: (name, id, time) => {
      const history = get(name).revisions.get(id) ?? []
      let found: DocumentRevision | undefined
      for (const revision of history) {
        if (revision.timestamp > time) break
        found = revision
      }
      return found
    },
    getRevisionBefore: (name, id, rev) => {
      const dataset = get(name)
      const position = dataset.transactionIndex.get(rev)
      if (position === undefined) return undefined
      const history = dataset.revisions.get(id) ?? []
      let found: DocumentRevision | undefined
      for (const revision of history) {
        // Revisions are appended in commit order, as transactions are.
        if (dataset.transactionIndex.get(revision.rev)! >= position) break
        found = revision
      }
      return found
    },
    // Frees the documents; the datasets stay (empty), as the lake still answers listeners after closing.
    close: () => {
      for (const name of datasets.keys()) datasets.set(name, emptyDataset())
    },
  }
}

function selectTransactions(dataset: MemoryDataset, query: TransactionQuery): TransactionRecord[] {
  const start = query.fromTransaction === undefined ? 0 : dataset.transactionIndex.get(query.fromTransaction)
  const end =
    query.toTransaction === undefined
      ? dataset.transactions.length - 1
      : dataset.transactionIndex.get(query.toTransaction)
  if (start === undefined || end === undefined) return []
  const wanted = query.documentIds ? new Set(query.documentIds) : undefined
  const selected = dataset.transactions
    .slice(start, end + 1)
    .filter((record) => !wanted || record.documentIds.some((id) => wanted.has(id)))
  if (query.reverse) selected.reverse()
  return query.limit === undefined ? selected : selected.slice(0, query.limit)
}

function selectDeletions(dataset: MemoryDataset, query: DeletionQuery): DocumentDeletion[] | undefined {
  const {deletions} = dataset
  let end = deletions.length
  if (query.before) {
    const position = dataset.transactionIndex.get(query.before.transactionId)
    if (position === undefined) return undefined
    const {id} = query.before
    // The first entry at or after the cursor (entries are ordered by position, then id).
    let low = 0
    let high = deletions.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const entry = deletions[middle]!
      if (entry.position < position || (entry.position === position && entry.deletion.id < id)) low = middle + 1
      else high = middle
    }
    end = low
  }
  const found: DocumentDeletion[] = []
  // Entries of documents created (or deleted) again since are stale: skipped, not removed.
  for (let index = end - 1; index >= 0 && found.length < query.limit; index--) {
    const entry = deletions[index]!
    const {deletion} = entry
    if (dataset.latestDeletion.get(deletion.id) !== entry) continue
    if (deletion.id.startsWith(VERSIONS_PREFIX)) continue
    if (query.type !== undefined && deletion.document._type !== query.type) continue
    found.push(deletion)
  }
  return found
}

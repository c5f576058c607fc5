import {parse, type ExprNode} from 'groq-js'
import type {ContentDocument, ListenEvent, MutateResult, Mutation, Perspective, TextSearchRequest, TextSearchResult} from '../types'
import {CommitQueue} from './CommitQueue'
import {prepareMutations, type MutateOptions} from './commitMutations'
import {evaluateQueryAsync} from './evaluateQuery'
import type {CompiledGrants} from './grantsEvaluate'
import {readableStorage} from './grantsEnforce'
import {LakeError, queryParseError} from './LakeError'
import type {DocumentRevision, LakeStorage, TransactionQuery, TransactionRecord} from './LakeStorage'
import {ListenerHub, type ListenOptions} from './ListenerHub'
import {runQuery} from './runQuery'
import {searchText} from './textSearch'
import {newTransactionId} from './transactionId'

/** Options of {@link createLake}. */
export interface LakeOptions {
  storage: LakeStorage
  /** The clock; tests pass a fixed or stepping one. */
  now?: () => Date
  /** Transaction ids; by default 22 characters that sort by time (see {@link newTransactionId}). */
  generateTransactionId?: () => string
}

/** Options of {@link Lake.query}. */
export interface QueryOptions {
  perspective?: Perspective
  /**
   * The caller's grants: every `*` sees only documents they allow to read, and a `->` to an
   * unreadable document resolves to null. Absent: every document is visible.
   */
  grants?: CompiledGrants
}

/** Options of {@link Lake.textSearch}. */
export interface TextSearchOptions {
  /** The caller's grants: only documents they allow to read are candidates (and hits). */
  grants?: CompiledGrants
}

/** Which past state {@link Lake.getDocumentsAt} reads. */
export type RevisionSelector = {revision: string} | {time: string}

/**
 * The content lake: documents, transactions, GROQ queries, listeners, history and text
 * search over a {@link LakeStorage}. Isomorphic: the HTTP server runs it over SQLite,
 * Storybook and DOM tests run it in-process over {@link memoryStorage}.
 */
export interface Lake {
  /**
   * Evaluates a GROQ query.
   * @throws LakeError `queryParse` with the position of a syntax error.
   */
  query(dataset: string, query: string, params?: Record<string, unknown>, options?: QueryOptions): Promise<unknown>
  /** Applies mutations as one all-or-nothing transaction. */
  mutate(dataset: string, mutations: Mutation[], options?: MutateOptions): Promise<MutateResult>
  /** Current documents by id, null where missing. */
  getDocuments(dataset: string, ids: string[]): Array<ContentDocument | null>
  /** Listens for changes to documents matching a query; returns the teardown. */
  listen(dataset: string, query: string, params: Record<string, unknown>, options: ListenOptions, onEvent: (event: ListenEvent) => void): () => void
  /** Transactions from the history log. */
  getTransactions(dataset: string, query: TransactionQuery): TransactionRecord[]
  /** Documents as they were at a revision or a time (null where they did not exist). */
  getDocumentsAt(dataset: string, ids: string[], selector: RevisionSelector): Array<ContentDocument | null>
  /** Ranked text search. */
  textSearch(dataset: string, request: TextSearchRequest, options?: TextSearchOptions): Promise<TextSearchResult>
  /** Datasets that exist. */
  listDatasets(): string[]
  /** Creates a dataset if it does not exist. */
  ensureDataset(name: string): void
  /** The storage underneath (for the server's own tables). */
  readonly storage: LakeStorage
  /** Tells listeners to reconnect and closes the storage. */
  close(): void
}

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** Throws a clear error for a dataset name the lake does not accept. */
export function assertDatasetName(name: string): void {
  if (!DATASET_NAME.test(name)) {
    throw new LakeError('badRequest', `Invalid dataset name "${name}": use 1-64 lowercase letters, digits, "_" or "-", starting with a letter or digit`)
  }
}

/**
 * Creates a lake over a storage.
 * @example
 * const lake = createLake({storage: memoryStorage()})
 * await lake.mutate('production', [{create: {_id: 'a', _type: 'post', title: 'Hello'}}])
 * await lake.query('production', '*[_type == "post"].title') // ['Hello']
 */
export function createLake(options: LakeOptions): Lake {
  const {storage} = options
  const now = options.now ?? (() => new Date())
  const generateTransactionId = options.generateTransactionId ?? (() => newTransactionId())
  const hub = new ListenerHub()
  const commits = new CommitQueue(storage, (dataset, committed) => hub.publish(dataset, committed.record, committed.changes))
  const parseCache = new Map<string, ExprNode>()

  // Trees are parsed without params: groq-js inlines the values of params given to `parse`,
  // so a tree cached by query text must keep its Parameter nodes for evaluation to fill.
  const parseQuery = (query: string): ExprNode => {
    let tree = parseCache.get(query)
    if (!tree) {
      try {
        tree = parse(query)
      } catch (error) {
        throw queryParseError(error, query)
      }
      if (parseCache.size > 500) parseCache.clear()
      parseCache.set(query, tree)
    }
    return tree
  }

  const lake: Lake = {
    storage,
    query: async (dataset, query, params = {}, queryOptions = {}) => {
      assertDatasetName(dataset)
      const tree = parseQuery(query)
      return runQuery(readableStorage(storage, queryOptions.grants), dataset, tree, params, queryOptions.perspective ?? 'raw')
    },
    mutate: async (dataset, mutations, mutateOptions = {}) => {
      assertDatasetName(dataset)
      storage.ensureDataset(dataset)
      // Deletes by query see what the caller may read, like the caller's own queries.
      const visible = readableStorage(storage, mutateOptions.grants)
      const resolveQuery = (query: string, params: Record<string, unknown>) => runQuery(visible, dataset, parseQuery(query), params, 'raw')
      const prepared = await prepareMutations({storage, dataset, mutations, options: mutateOptions, now, generateTransactionId, resolveQuery})
      return commits.commit(dataset, prepared)
    },
    getDocuments: (dataset, ids) => {
      assertDatasetName(dataset)
      return storage.getDocuments(dataset, ids)
    },
    listen: (dataset, query, params, listenOptions, onEvent) => {
      assertDatasetName(dataset)
      return hub.listen(dataset, query, params, listenOptions, onEvent)
    },
    getTransactions: (dataset, query) => storage.getTransactions(dataset, query),
    getDocumentsAt: (dataset, ids, selector) =>
      ids.map((id) => {
        const revision: DocumentRevision | undefined =
          'revision' in selector ? storage.getRevision(dataset, id, selector.revision) : storage.getRevisionAt(dataset, id, selector.time)
        return revision?.document ?? null
      }),
    textSearch: (dataset, request, searchOptions = {}) => {
      assertDatasetName(dataset)
      const visible = readableStorage(storage, searchOptions.grants)
      return searchText(
        visible,
        dataset,
        request,
        (query, params) => runQuery(visible, dataset, parseQuery(query), params, 'raw'),
        (documents, filter, params) =>
          evaluateQueryAsync(parseQuery(`*[${filter}]._id`), {
            dataset: documents,
            params,
            dereference: ({_ref}) => visible.getDocuments(dataset, [_ref])[0] ?? null,
          }),
      )
    },
    listDatasets: () => storage.listDatasets(),
    ensureDataset: (name) => {
      assertDatasetName(name)
      storage.ensureDataset(name)
    },
    close: () => {
      hub.reconnectAll()
      storage.close()
    },
  }
  return lake
}

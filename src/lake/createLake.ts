import type {
  ContentDocument,
  ListenEvent,
  MutateResult,
  Mutation,
  Perspective,
  TextSearchRequest,
  TextSearchResult,
} from '../types'
import {CommitQueue} from './CommitQueue'
import {prepareMutations, type LakeMutateOptions} from './commitMutations'
import {evaluateWithDeadline} from './evaluateQuery'
import type {CompiledGrants} from './grantsEvaluate'
import {readableStorage} from './grantsEnforce'
import {exceedsJsonBytes} from './jsonSize'
import {LakeError} from './LakeError'
import type {
  DeletionQuery,
  DocumentDeletion,
  DocumentRevision,
  LakeStorage,
  TransactionQuery,
  TransactionRecord,
} from './LakeStorage'
import {ListenerHub, type LakeListenOptions} from './ListenerHub'
import {createQueryCache} from './queryCache'
import {QueryDeadline} from './QueryDeadline'
import {assertQueryLength, DEFAULT_QUERY_LIMITS, type QueryLimits} from './queryLimits'
import {runQuery} from './runQuery'
import {searchText} from './textSearch'
import {newTransactionId} from './transactionId'

/**
 * Options of {@link createLake}.
 * @public
 */
export interface LakeOptions {
  /**
   * Where datasets, documents and the transaction log are kept: {@link memoryStorage} or the server's SQLite storage.
   */
  storage: LakeStorage
  /** The clock; tests pass a fixed or stepping one. */
  now?: () => Date
  /** Transaction ids; by default 22 characters that sort by time (see {@link newTransactionId}). */
  generateTransactionId?: () => string
  /**
   * What one query may cost (length, time, result size; see {@link QueryLimits}) unless a
   * call says otherwise; default {@link DEFAULT_QUERY_LIMITS}. Deletes by query and listen
   * filters always run under these.
   */
  limits?: Partial<QueryLimits>
  /**
   * The datasets that exist from the start (created when missing); default `['production']`.
   * Any other dataset must be created with {@link Lake.ensureDataset} before it is used:
   * reading or writing one that was never created is a LakeError `notFound`.
   */
  datasets?: readonly string[]
}

/** The datasets a lake has from the start unless told otherwise. */
export const DEFAULT_DATASETS: readonly string[] = Object.freeze(['production'])

/**
 * Options of {@link Lake.query}.
 * @public
 */
export interface QueryOptions {
  /**
   * Which documents the query sees (see {@link Perspective}); default `raw`, every document including drafts and
   * versions.
   */
  perspective?: Perspective
  /**
   * The caller's grants: every `*` sees only documents they allow to read, and a `->` to an
   * unreadable document resolves to null. Absent: every document is visible.
   */
  grants?: CompiledGrants
  /** Limits for this query in place of the lake's (the server passes its own). */
  limits?: Partial<QueryLimits>
}

/**
 * Options of {@link Lake.textSearch}.
 * @public
 */
export interface TextSearchOptions {
  /** The caller's grants: only documents they allow to read are candidates (and hits). */
  grants?: CompiledGrants
  /** Limits for the search's GROQ filter in place of the lake's (length and time). */
  limits?: Partial<QueryLimits>
}

/**
 * Which past state {@link Lake.getDocumentsAt} reads: the revision a transaction wrote, the
 * one in force at a time, or the one in force just before a transaction.
 * @public
 */
export type RevisionSelector = {revision: string} | {time: string} | {beforeRevision: string}

/**
 * The content lake: documents, transactions, GROQ queries, listeners, history and text
 * search over a {@link LakeStorage}. Isomorphic: the HTTP server runs it over SQLite,
 * Storybook and DOM tests run it in-process over {@link memoryStorage}.
 * @public
 */
export interface Lake {
  /**
   * Evaluates a GROQ query, within the lake's limits or the call's (see {@link QueryLimits}).
   * @throws LakeError `queryParse` with the position of a syntax error; `tooLarge` for a query
   *   longer than `maxLength`; `queryEvaluation` for one groq-js cannot evaluate (a function
   *   given the wrong types, one not implemented); `queryLimit` 'Query timed out' past
   *   `timeoutMs`, or for a result larger than `maxResultBytes`.
   */
  query(dataset: string, query: string, params?: Record<string, unknown>, options?: QueryOptions): Promise<unknown>
  /**
   * Applies mutations as one all-or-nothing transaction.
   * @throws LakeError `notFound` for a dataset that was never created; `badRequest`/`mutation`
   *   for an invalid document id (see `isValidDocumentId`) or mutation.
   */
  mutate(dataset: string, mutations: Mutation[], options?: LakeMutateOptions): Promise<MutateResult>
  /**
   * Current documents by id, null where missing. Like every call here but `ensureDataset`,
   * `listDatasets` and `hasDataset`, a LakeError `notFound` for a dataset that was never created.
   */
  getDocuments(dataset: string, ids: string[]): Array<ContentDocument | null>
  /** Listens for changes to documents matching a query; returns the teardown. */
  listen(
    dataset: string,
    query: string,
    params: Record<string, unknown>,
    options: LakeListenOptions,
    onEvent: (event: ListenEvent) => void,
  ): () => void
  /** Transactions from the history log. */
  getTransactions(dataset: string, query: TransactionQuery): TransactionRecord[]
  /** Documents as they were at a revision or a time (null where they did not exist). */
  getDocumentsAt(dataset: string, ids: string[], selector: RevisionSelector): Array<ContentDocument | null>
  /**
   * Documents whose latest transaction deleted them, newest deletion first, with their last
   * version (see {@link LakeStorage.getDeletions}; `deletedDocuments` pages and checks them
   * as the History API lists them); undefined for a `before` transaction the dataset does not have.
   */
  getDeletions(dataset: string, query: DeletionQuery): DocumentDeletion[] | undefined
  /** Ranked text search. */
  textSearch(dataset: string, request: TextSearchRequest, options?: TextSearchOptions): Promise<TextSearchResult>
  /** Datasets that exist. */
  listDatasets(): string[]
  /** Whether a dataset exists. Every other method but {@link Lake.ensureDataset} refuses one that does not (LakeError `notFound`). */
  hasDataset(name: string): boolean
  /** Creates a dataset if it does not exist: the one way a dataset comes into being. */
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
    throw new LakeError(
      'badRequest',
      `Invalid dataset name "${name}": use 1-64 lowercase letters, digits, "_" or "-", starting with a letter or digit`,
    )
  }
}

/** The LakeError `notFound` for a dataset that was never created. */
export function datasetNotFound(name: string): LakeError {
  return new LakeError('notFound', `Dataset "${name}" not found`)
}

/**
 * Creates a lake over a storage.
 * @example
 * const lake = createLake({storage: memoryStorage()})
 * await lake.mutate('production', [{create: {_id: 'a', _type: 'post', title: 'Hello'}}])
 * await lake.query('production', '*[_type == "post"].title') // ['Hello']
 * @public
 */
export function createLake(options: LakeOptions): Lake {
  const {storage} = options
  const now = options.now ?? (() => new Date())
  const generateTransactionId = options.generateTransactionId ?? (() => newTransactionId())
  const limits: QueryLimits = {...DEFAULT_QUERY_LIMITS, ...options.limits}
  const limitsFor = (given: Partial<QueryLimits> | undefined): QueryLimits => (given ? {...limits, ...given} : limits)
  const hub = new ListenerHub({maxQueryLength: limits.listenMaxLength})
  const commits = new CommitQueue(storage, (dataset, committed) =>
    hub.publish(dataset, committed.record, committed.changes),
  )
  const parseQuery = createQueryCache()
  for (const name of options.datasets ?? DEFAULT_DATASETS) {
    assertDatasetName(name)
    storage.ensureDataset(name)
  }
  // A dataset springs into existence only through ensureDataset: a typo in a dataset name is
  // a 404, not a new empty dataset.
  const requireDataset = (dataset: string): void => {
    assertDatasetName(dataset)
    if (!storage.hasDataset(dataset)) throw datasetNotFound(dataset)
  }

  const lake: Lake = {
    storage,
    query: async (dataset, query, params = {}, queryOptions = {}) => {
      assertDatasetName(dataset)
      requireDataset(dataset)
      const {maxLength, timeoutMs, maxResultBytes} = limitsFor(queryOptions.limits)
      const deadline = new QueryDeadline(timeoutMs)
      const prepared = parseQuery(query, maxLength, params)
      const result = await runQuery(
        readableStorage(storage, queryOptions.grants),
        dataset,
        prepared,
        params,
        queryOptions.perspective ?? 'raw',
        deadline,
      )
      if (exceedsJsonBytes(result, maxResultBytes)) {
        const limit = maxResultBytes.toLocaleString('en-US')
        throw new LakeError(
          'queryLimit',
          `The query result is larger than the limit of ${limit} bytes of JSON; select fewer documents or fields, or page with a slice like [0...100]`,
          {type: 'queryResultTooLargeError', maxResultBytes},
        )
      }
      return result
    },
    mutate: async (dataset, mutations, mutateOptions = {}) => {
      requireDataset(dataset)
      // Deletes by query see what the caller may read, like the caller's own queries.
      const visible = readableStorage(storage, mutateOptions.grants)
      // One deadline for all the deletes by query of the transaction.
      const deadline = new QueryDeadline(limits.timeoutMs)
      const resolveQuery = (query: string, params: Record<string, unknown>) =>
        runQuery(visible, dataset, parseQuery(query, limits.maxLength, params), params, 'raw', deadline)
      const prepared = await prepareMutations({
        storage,
        dataset,
        mutations,
        options: mutateOptions,
        now,
        generateTransactionId,
        resolveQuery,
      })
      return commits.commit(dataset, prepared)
    },
    getDocuments: (dataset, ids) => {
      requireDataset(dataset)
      return storage.getDocuments(dataset, ids)
    },
    listen: (dataset, query, params, listenOptions, onEvent) => {
      requireDataset(dataset)
      return hub.listen(dataset, query, params, listenOptions, onEvent)
    },
    getTransactions: (dataset, query) => {
      requireDataset(dataset)
      return storage.getTransactions(dataset, query)
    },
    getDocumentsAt: (dataset, ids, selector) => {
      requireDataset(dataset)
      return ids.map((id) => {
        const revision: DocumentRevision | undefined =
          'revision' in selector
            ? storage.getRevision(dataset, id, selector.revision)
            : 'beforeRevision' in selector
              ? storage.getRevisionBefore(dataset, id, selector.beforeRevision)
              : storage.getRevisionAt(dataset, id, selector.time)
        return revision?.document ?? null
      })
    },
    getDeletions: (dataset, query) => {
      requireDataset(dataset)
      return storage.getDeletions(dataset, query)
    },
    textSearch: async (dataset, request, searchOptions = {}) => {
      assertDatasetName(dataset)
      requireDataset(dataset)
      const visible = readableStorage(storage, searchOptions.grants)
      const {maxLength, timeoutMs} = limitsFor(searchOptions.limits)
      const deadline = new QueryDeadline(timeoutMs)
      // The filter is checked on its own; the query around it (`*[…]._id`) adds 7 characters.
      if (typeof request?.filter === 'string') assertQueryLength(request.filter, maxLength, 'Text search filter')
      const wrapped = maxLength + 7
      return searchText(
        visible,
        dataset,
        request,
        (query, params) => runQuery(visible, dataset, parseQuery(query, wrapped, params), params, 'raw', deadline),
        (documents, filter, params) =>
          evaluateWithDeadline(
            parseQuery(`*[${filter}]._id`, wrapped, params),
            {dataset: documents, params, dereference: ({_ref}) => visible.getDocuments(dataset, [_ref])[0] ?? null},
            deadline,
          ),
      )
    },
    listDatasets: () => storage.listDatasets(),
    hasDataset: (name) => storage.hasDataset(name),
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

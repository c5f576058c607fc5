import type {ContentDocument, Mutation, Permission} from '../../types'
import type {ListenEvent} from '../ListenEvent'
import type {Perspective, TextSearchRequest, TextSearchResult} from '../VellumClient'

/**
 * Compiled grants as the lake takes them (`compileGrants(...)` from `vellum/lake`), described
 * by the parts the in-process transport reads: each grant's filter and permissions.
 */
export interface LakeGrants {
  readonly grants: ReadonlyArray<{readonly filter: string; readonly permissions: ReadonlySet<Permission>}>
}

/** One transaction of the lake's history log. */
export interface LakeTransactionRecord {
  id: string
  timestamp: string
  author: string
  mutations: Mutation[]
  documentIds: string[]
  effects: Record<string, {apply: unknown[]; revert: unknown[]}>
}

/** The options of a lake listener (the listen endpoint's options plus grants). */
export interface LakeListenOptions {
  includeResult?: boolean
  includePreviousRevision?: boolean
  includeMutations?: boolean
  effectFormat?: 'mendoza'
  listenerName?: string
  grants?: LakeGrants
}

/**
 * The lake the in-process transport calls: the methods of `Lake` (from `createLake` in
 * `vellum/lake`) it uses, described here so the client does not depend on the lake layer. A
 * real lake satisfies it as it is.
 *
 * @example
 * const lake = createLake({storage: memoryStorage()})
 * const client = createInProcessClient({lake, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'})
 */
export interface InProcessLake {
  query(dataset: string, query: string, params?: Record<string, unknown>, options?: {perspective?: Perspective; grants?: LakeGrants}): Promise<unknown>
  mutate(
    dataset: string,
    mutations: Mutation[],
    options?: {transactionId?: string; author?: string; dryRun?: boolean; autoGenerateArrayKeys?: boolean; grants?: LakeGrants},
  ): Promise<{transactionId: string; results: Array<{id: string; operation: 'create' | 'update' | 'delete' | 'none'; document?: ContentDocument}>}>
  getDocuments(dataset: string, ids: string[]): Array<ContentDocument | null>
  listen(dataset: string, query: string, params: Record<string, unknown>, options: LakeListenOptions, onEvent: (event: ListenEvent) => void): () => void
  getTransactions(dataset: string, query: {documentIds?: string[]; fromTransaction?: string; toTransaction?: string; reverse?: boolean; limit?: number}): LakeTransactionRecord[]
  getDocumentsAt(dataset: string, ids: string[], selector: {revision: string} | {time: string}): Array<ContentDocument | null>
  textSearch(dataset: string, request: TextSearchRequest, options?: {grants?: LakeGrants}): Promise<TextSearchResult>
}

/**
 * What an in-process client may do, as the server would decide it for a user: the compiled
 * grants the lake enforces, and the lake's `checkPermission` for the checks the server makes
 * itself (document reads, history, returned documents, asset creation).
 *
 * @example
 * import {checkPermission, compileGrants, getRole} from 'vellum/lake'
 * const access = {grants: compileGrants(getRole('viewer')!.grants), checkPermission}
 */
export interface InProcessAccess {
  grants: LakeGrants
  checkPermission(grants: LakeGrants, permission: Permission, document: ContentDocument): boolean
}

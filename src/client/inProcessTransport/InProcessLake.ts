import type {CompiledGrants, Lake, TransactionRecord} from '../../lake'
import type {ContentDocument, Permission} from '../../types'

/**
 * Compiled grants as the lake takes them (`compileGrants(...)` from `vellum/lake`).
 * @public
 */
export type LakeGrants = CompiledGrants

/**
 * One transaction of the lake's history log.
 * @public
 */
export type LakeTransactionRecord = TransactionRecord

// The options of a lake listener (the listen endpoint's options plus grants): the lake's own type,
// under the one name it has in every entry.
export type {LakeListenOptions} from '../../lake'

/**
 * The lake the in-process transport calls: the methods of `Lake` (from `createLake` in
 * `vellum/lake`) it uses, so a wrapper or a test double need only provide these.
 *
 * @example
 * const lake = createLake({storage: memoryStorage()})
 * const client = createInProcessClient({lake, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'})
 * @public
 */
export type InProcessLake = Pick<
  Lake,
  'query' | 'mutate' | 'getDocuments' | 'listen' | 'getTransactions' | 'getDocumentsAt' | 'getDeletions' | 'textSearch'
>

/**
 * What an in-process client may do, as the server would decide it for a user: the compiled
 * grants the lake enforces, and the lake's `checkPermission` for the checks the server makes
 * itself (document reads, history, returned documents, asset creation).
 *
 * @example
 * import {checkPermission, compileGrants, getRole} from 'vellum/lake'
 * const access = {grants: compileGrants(getRole('viewer')!.grants), checkPermission}
 * @public
 */
export interface InProcessAccess {
  /** The user's compiled grants; the lake enforces them on queries, listeners and mutations. */
  grants: LakeGrants
  /** Whether `grants` allow `permission` on `document`; pass the lake's `checkPermission`. */
  checkPermission(grants: LakeGrants, permission: Permission, document: ContentDocument): boolean
}

// Public API of `vellum/lake`: the isomorphic content lake (documents, transactions, history,
// GROQ, listeners, text search) over a storage, and the grants it evaluates. What the server
// wraps and the in-process client talks to; see api/vellum-lake.api.md.

// ---------------------------------------------------------------------------------------------
// The lake and its storage
// ---------------------------------------------------------------------------------------------
export {
  createLake,
  memoryStorage,
  LakeError,
  type Lake,
  type LakeOptions,
  type LakeErrorKind,
  type QueryOptions,
  type QueryLimits,
  type RevisionSelector,
  type TextSearchOptions,
  type LakeMutateOptions,
  type LakeListenOptions,
  type DocumentChange,
  type LakeStorage,
  type DocumentFilter,
  type DocumentRevision,
  type DocumentDeletion,
  type DeletionQuery,
  type TransactionQuery,
  type TransactionRecord,
} from '../lake'
// The wire types the lake shares with the server and the client.
export type {
  Perspective,
  QueryParams,
  MutateResult,
  MutationResultItem,
  CommitOptions,
  ListenEvent,
  ListenEventOptions,
  MutationEvent,
  WelcomeEvent,
  ReconnectEvent,
  DocumentEffects,
  TransactionLogEntry,
  TransactionLogOptions,
  HistorySelector,
  DeletedDocument,
  DeletedDocumentsOptions,
  DeletedDocumentsPage,
  TextSearchRequest,
  TextSearchResult,
  TextSearchHit,
  SearchPath,
} from '../types'

// ---------------------------------------------------------------------------------------------
// Grants and roles: what a caller may read, create, update and see the history of
// ---------------------------------------------------------------------------------------------
export {
  compileGrants,
  checkPermission,
  checkPairPermission,
  BUILT_IN_ROLES,
  getRole,
  defineRole,
  grantsForRoles,
  type DebugRoleName,
  type DebugRoleOptions,
  type CompiledGrants,
  type CompiledGrant,
  type CompileGrantsOptions,
  type GrantedDocument,
  type GrantedPair,
  type PairPermissionAction,
  type PairPermissionOptions,
  type PermissionCheckResult,
  type RoleDefinition,
} from '../lake'
export type {Grant, Grants, Permission} from '../types'

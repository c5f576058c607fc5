// Public face of the lake layer (entry `vellum/lake`).
// The wire types the lake shares with the server and the client live in src/types.
export type {
  DeletedDocument,
  DeletedDocumentsOptions,
  DeletedDocumentsPage,
  ListenEvent,
  MutateResult,
  MutationEvent,
  MutationResultItem,
  Perspective,
  SearchPath,
  TextSearchHit,
  TextSearchRequest,
  TextSearchResult,
} from '../types'
export {attributeValues, valueAtDottedPath, ATTRIBUTE_INDEX_DEPTH, ATTRIBUTE_INDEX_MAX_LENGTH} from './attributeValues'
export {collectReferences} from './collectReferences'
export {
  createLake,
  assertDatasetName,
  datasetNotFound,
  DEFAULT_DATASETS,
  type Lake,
  type LakeOptions,
  type QueryOptions,
  type RevisionSelector,
  type TextSearchOptions,
} from './createLake'
// Document ids as the lake accepts them, for the server's routes.
export {documentIdProblem, isValidDocumentId, MAX_DOCUMENT_ID_LENGTH} from '../document'
export type {LakeMutateOptions} from './commitMutations'
export {matchesPathGlob, pathGlobToRegExp} from './pathGlob'
export {analyzeQuery, planQuery, type PlanConstraint, type QueryPlan} from './queryPlan'
export {LakeError, permissionDenied, type LakeErrorKind} from './LakeError'
export {assertQueryLength, DEFAULT_QUERY_LIMITS, type QueryLimits} from './queryLimits'
export {channelErrorBody, lakeErrorResponse, type LakeErrorResponse} from './lakeErrorResponse'
export {httpErrorBody, reasonPhrase, type HttpErrorBody} from './httpErrorBody'
export type {
  DeletionQuery,
  DocumentDeletion,
  DocumentEffects,
  DocumentFilter,
  DocumentRevision,
  LakeStorage,
  TransactionQuery,
  TransactionRecord,
} from './LakeStorage'
export type {DocumentChange, LakeListenOptions} from './ListenerHub'
export {memoryStorage} from './memoryStorage'
export {diffMendoza, mendozaEffects, type MendozaEffects, type MendozaPatch} from './mendozaDiff'
export {defaultPerspective, PUBLISHED_BY_DEFAULT_FROM} from './defaultPerspective'
export {lookupDocuments, type DocumentLookup} from './lookupDocuments'
export {mutationResults} from './mutationResults'
export {newTransactionId} from './transactionId'
export {
  searchText,
  searchableStrings,
  searchableText,
  tokenize,
  HEAD_TEXT_MAX_LENGTH,
  TEXT_SEARCH_LIMIT,
  type SearchableText,
} from './textSearch'
// What the server's routes and the in-process client both do around the lake, written once.
export {cleanMimeType, detectFileType, extensionOf, FILE_TYPE_SNIFF_BYTES, type FileType} from './detectFileType'
export {isSvg} from './isSvg'
export {readImageHeader, type ImageHeader} from './readImageHeader'
export {rasterFormatInfo, sniffRasterFormat, type RasterImageFormat} from './sniffRasterFormat'
export {parseTextSearchRequest} from './parseTextSearchRequest'
export {historyTime, transactionLog, type HistoryPermission} from './transactionLog'
export {checkDocumentIds} from './checkDocumentIds'
export {historyDocuments, lastRevision} from './historyDocuments'
export {DEFAULT_DELETED_LIMIT, deletedDocuments, MAX_DELETED_LIMIT} from './deletedDocuments'
export {
  checkKeyValueKeys,
  checkKeyValuePairs,
  MAX_KEY_LENGTH,
  MAX_KEYS_PER_REQUEST,
  MAX_VALUE_BYTES,
  type KeyValueRefusal,
} from './checkKeyValuePairs'
export {
  ALL_DOCUMENTS_FILTER,
  PERMISSIONS,
  grantProblems,
  isPermission,
  parseGrantFilter,
  validateGrant,
  type ParsedGrantFilter,
} from './grants'
export {checkChanges, isReadable, readableStorage, readsEverything, type GrantedChange} from './grantsEnforce'
export {
  checkDocumentPermission,
  checkPermission,
  compileGrants,
  filterReadable,
  readFilter,
  type CompiledGrant,
  type CompiledGrants,
  type CompileGrantsOptions,
  type GrantedDocument,
  type PermissionCheckResult,
} from './grantsEvaluate'
export {
  checkPairPermission,
  DUPLICATE_PLACEHOLDER_ID,
  PAIR_PERMISSION_ACTIONS,
  type GrantedPair,
  type PairPermissionAction,
  type PairPermissionOptions,
} from './grantsPair'
export {
  DEBUG_ROLE_NAMES,
  DEBUG_ROLES_HASH_PARAM,
  DEFAULT_DEBUG_RESTRICTED_TYPES,
  debugRoleGrants,
  parseDebugRoles,
  type DebugRoleName,
  type DebugRoleOptions,
} from './grantsDebug'
export {
  BUILT_IN_ROLES,
  MAX_ROLE_TITLE_LENGTH,
  ROLE_NAME_PATTERN,
  UNPUBLISHED_DOCUMENTS_FILTER,
  defineRole,
  getRole,
  grantsForRoles,
  type RoleDefinition,
} from './roles'

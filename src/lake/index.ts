// Public face of the lake layer (entry `vellum/lake`).
export {attributeValues, valueAtDottedPath, ATTRIBUTE_INDEX_DEPTH, ATTRIBUTE_INDEX_MAX_LENGTH} from './attributeValues'
export {collectReferences} from './collectReferences'
export {createLake, assertDatasetName, type Lake, type LakeOptions, type QueryOptions, type RevisionSelector, type TextSearchOptions} from './createLake'
export type {MutateOptions, MutateResult, MutationResultItem} from './commitMutations'
export {matchesPathGlob, pathGlobToRegExp} from './pathGlob'
export {analyzeQuery, planQuery, type PlanConstraint, type QueryPlan} from './queryPlan'
export {LakeError, type LakeErrorKind} from './LakeError'
export type {DocumentEffects, DocumentFilter, DocumentRevision, LakeStorage, TransactionQuery, TransactionRecord} from './LakeStorage'
export type {DocumentChange, ListenEvent, ListenOptions, MutationEvent} from './ListenerHub'
export {memoryStorage} from './memoryStorage'
export {diffMendoza, mendozaEffects, type MendozaEffects, type MendozaPatch} from './mendozaDiff'
export type {Perspective} from './runQuery'
export {newTransactionId} from './transactionId'
export {searchText, searchableStrings, searchableText, tokenize, HEAD_TEXT_MAX_LENGTH, TEXT_SEARCH_LIMIT, type SearchableText, type SearchPath, type TextSearchHit, type TextSearchRequest, type TextSearchResult} from './textSearch'
export {ALL_DOCUMENTS_FILTER, PERMISSIONS, grantProblems, isPermission, parseGrantFilter, validateGrant, type ParsedGrantFilter} from './grants'
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
export {DEBUG_ROLE_NAMES, DEBUG_ROLES_HASH_PARAM, DEFAULT_DEBUG_RESTRICTED_TYPES, debugRoleGrants, parseDebugRoles, type DebugRoleName, type DebugRoleOptions} from './grantsDebug'
export {BUILT_IN_ROLES, MAX_ROLE_TITLE_LENGTH, ROLE_NAME_PATTERN, UNPUBLISHED_DOCUMENTS_FILTER, defineRole, getRole, grantsForRoles, type RoleDefinition} from './roles'

// Public face of the mutation engine: the one implementation of patches and mutations that
// the server and the studio's optimistic buffer share.
export {
  applyMutation,
  applyMutationWithOutcome,
  type MutationContext,
  type MutationOperation,
  type MutationOutcome,
} from './applyMutation'
export {applyPatch, applyPatches} from './applyPatches'
export {applyPatchOperations} from './applyPatchOperations'
export {applyTransaction, type AppliedTransaction, type TransactionResult} from './applyTransaction'
export {getMutationDocumentId, getMutationKind} from './getMutationDocumentId'
export {MutationError, type MutationErrorDetails, type MutationErrorType} from './MutationError'
export {toPatchOperations, type ToPatchOperationsOptions} from './toPatchOperations'
export {makeTextPatch, mergeText, textEditSize} from './textMerge'

// Public face of the store's document operations: publish, unpublish, discard, delete,
// duplicate, restore and patch of a checked-out pair, with their disabled reasons.
export type {DocumentOperations, Operation, OperationName, OperationsTransport} from './DocumentOperations'
export {OperationDisabledError} from './OperationDisabledError'
export {OPERATION_DISABLED_REASONS, type OperationDisabledReason} from './OperationDisabledReason'
export {operationsFor, type OperationsOptions} from './operationsFor'
export {OPERATION_REQUEST_TAGS} from './sendTransaction'
export {strengthenOnPublish} from './strengthenOnPublish'
export {whenConsistent} from './whenConsistent'

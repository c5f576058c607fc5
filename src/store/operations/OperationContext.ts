import type {DocumentPair, PairSnapshot} from '../document'
import type {OperationDisabledReason} from './OperationDisabledReason'
import type {OperationsTransport} from './DocumentOperations'

/** What every operation of one pair runs with. @internal */
export interface OperationContext {
  pair: DocumentPair
  transport: OperationsTransport
  /** The schema type name of the document. */
  typeName: string
  /** Whether the type is live-edit: operations act on the published document only. */
  liveEdit: boolean
}

/** The state an operation's availability is judged on: the pair's documents and the type's live-edit flag. */
export interface OperationState extends PairSnapshot {
  liveEdit: boolean
}

/**
 * One operation: when it is disabled, judged on a loaded pair (`NOT_READY` is decided by the
 * caller), and how it runs. @internal
 */
export interface OperationImpl<Args extends unknown[], Result> {
  disabled(state: OperationState): false | OperationDisabledReason
  execute(context: OperationContext, ...args: Args): Result
}

import type {Mutation} from '../../types'
import type {PairSnapshot} from '../document'
import type {OperationName} from './DocumentOperations'
import {OperationDisabledError} from './OperationDisabledError'
import type {OperationContext, OperationImpl} from './OperationContext'
import {sendTransaction} from './sendTransaction'
import {whenConsistent} from './whenConsistent'
import {withPairHeld} from './whenLoaded'

/**
 * Runs a pair-changing operation the way publish, unpublish, discard and delete run: once the
 * pair is consistent (every local edit committed and seen back from the server), checked again
 * against the server's versions it then shows, as one transaction built from them.
 *
 * @throws OperationDisabledError when the operation is disabled at that moment
 */
export function runWhenConsistent(
  context: OperationContext,
  name: OperationName,
  operation: OperationImpl<[], Promise<void>>,
  tag: string,
  transaction: (snapshot: PairSnapshot) => Mutation[],
): Promise<void> {
  return withPairHeld(context.pair, async () => {
    const snapshot = await whenConsistent(context.pair)
    const reason = operation.disabled({...snapshot, liveEdit: context.liveEdit})
    if (reason) throw new OperationDisabledError(name, reason)
    await sendTransaction(context.transport, transaction(snapshot), tag)
  })
}

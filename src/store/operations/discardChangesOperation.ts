import type {OperationImpl} from './OperationContext'
import {runWhenConsistent} from './runWhenConsistent'
import {OPERATION_REQUEST_TAGS} from './sendTransaction'

/**
 * Discard changes: deletes the draft, going back to the published version. Needs a draft and
 * a published document (a draft alone is the whole document: that is delete); not for
 * live-edit types.
 */
export const discardChangesOperation: OperationImpl<[], Promise<void>> = {
  disabled: ({draft, published, liveEdit}) => {
    if (liveEdit) return 'LIVE_EDIT_ENABLED'
    if (!draft) return 'NO_CHANGES'
    if (!published) return 'NOT_PUBLISHED'
    return false
  },
  execute: (context) =>
    runWhenConsistent(context, 'discardChanges', discardChangesOperation, OPERATION_REQUEST_TAGS.discardChanges, () => [
      {delete: {id: context.pair.idPair.draftId}},
    ]),
}

import type {OperationImpl} from './OperationContext'
import {runWhenConsistent} from './runWhenConsistent'
import {OPERATION_REQUEST_TAGS} from './sendTransaction'

/**
 * Delete: deletes the draft and the published document in one transaction. For live-edit
 * types only the published document counts (a stray draft is deleted with it).
 */
export const deleteOperation: OperationImpl<[], Promise<void>> = {
  disabled: ({draft, published, liveEdit}) =>
    (liveEdit ? published : (draft ?? published)) ? false : 'NOTHING_TO_DELETE',
  execute: (context) =>
    runWhenConsistent(context, 'delete', deleteOperation, OPERATION_REQUEST_TAGS.delete, () => [
      {delete: {id: context.pair.idPair.publishedId}},
      {delete: {id: context.pair.idPair.draftId}},
    ]),
}

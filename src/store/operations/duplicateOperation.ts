import {getDraftId, isDraftId, isVersionId} from '../../document'
import {OperationDisabledError} from './OperationDisabledError'
import type {OperationImpl} from './OperationContext'
import {OPERATION_REQUEST_TAGS, sendTransaction} from './sendTransaction'
import {whenLoaded, withPairHeld} from './whenLoaded'
import {withoutSystemFields} from './withoutSystemFields'

function checkDuplicateId(duplicateId: unknown): asserts duplicateId is string {
  if (typeof duplicateId !== 'string' || duplicateId === '')
    throw new TypeError('duplicate needs the published id of the new document')
  if (isDraftId(duplicateId) || isVersionId(duplicateId))
    throw new TypeError(`duplicate needs a published id, not "${duplicateId}"`)
}

/**
 * Duplicate: creates a new document from the draft or, without one, the published version
 * (live-edit types: the published version) as the pair shows it, unsaved edits included,
 * without `_createdAt` and `_updatedAt`. The copy is the new document's draft, or for a
 * live-edit type the published document. Creating refuses an id that is taken.
 */
export const duplicateOperation: OperationImpl<[duplicateId: string], Promise<void>> = {
  disabled: ({draft, published, liveEdit}) =>
    (liveEdit ? published : (draft ?? published)) ? false : 'NOTHING_TO_DUPLICATE',
  execute: (context, duplicateId) => {
    try {
      checkDuplicateId(duplicateId)
    } catch (error) {
      return Promise.reject(error as Error)
    }
    return withPairHeld(context.pair, async () => {
      const snapshot = await whenLoaded(context.pair)
      const reason = duplicateOperation.disabled({...snapshot, liveEdit: context.liveEdit})
      const source = context.liveEdit ? snapshot.published : (snapshot.draft ?? snapshot.published)
      if (reason || !source) throw new OperationDisabledError('duplicate', reason || 'NOTHING_TO_DUPLICATE')
      const _id = context.liveEdit ? duplicateId : getDraftId(duplicateId)
      await sendTransaction(
        context.transport,
        [{create: {...withoutSystemFields(source), _type: source._type, _id}}],
        OPERATION_REQUEST_TAGS.duplicate,
      )
    })
  },
}

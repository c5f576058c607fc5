import type {Mutation} from '../../types'
import type {OperationImpl} from './OperationContext'
import {OperationDisabledError} from './OperationDisabledError'
import {runWhenConsistent} from './runWhenConsistent'
import {OPERATION_REQUEST_TAGS} from './sendTransaction'
import {strengthenOnPublish} from './strengthenOnPublish'
import {withoutSystemFields} from './withoutSystemFields'

/**
 * Publish: needs a draft; not for live-edit types. One transaction copies the draft to the
 * published id and deletes the draft. Both documents are guarded by the revision the pair
 * shows (`ifRevisionID`), so what is published is exactly the draft the user saw, and a
 * published document changed meanwhile is not overwritten: the server refuses with 409.
 * The published copy keeps the draft's `_createdAt`.
 */
export const publishOperation: OperationImpl<[], Promise<void>> = {
  disabled: ({draft, published, liveEdit}) => {
    if (liveEdit) return 'LIVE_EDIT_ENABLED'
    if (!draft) return published ? 'ALREADY_PUBLISHED' : 'NO_CHANGES'
    return false
  },
  execute: (context) =>
    runWhenConsistent(context, 'publish', publishOperation, OPERATION_REQUEST_TAGS.publish, ({draft, published}) => {
      const {publishedId, draftId} = context.pair.idPair
      if (!draft) throw new OperationDisabledError('publish', 'NO_CHANGES')
      const value = {
        ...strengthenOnPublish(withoutSystemFields(draft, {keepCreatedAt: true})),
        _type: draft._type,
        _id: publishedId,
      }
      const mutations: Mutation[] = []
      if (draft._rev !== undefined) mutations.push({patch: {id: draftId, ifRevisionID: draft._rev}})
      if (published) {
        if (published._rev !== undefined) mutations.push({patch: {id: publishedId, ifRevisionID: published._rev}})
        mutations.push({createOrReplace: value})
      } else {
        // Created, not replaced: one that appeared meanwhile makes the server refuse it.
        mutations.push({create: value})
      }
      mutations.push({delete: {id: draftId}})
      return mutations
    }),
}

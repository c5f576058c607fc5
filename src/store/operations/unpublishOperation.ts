import type {Mutation} from '../../types'
import type {OperationImpl} from './OperationContext'
import {OperationDisabledError} from './OperationDisabledError'
import {runWhenConsistent} from './runWhenConsistent'
import {OPERATION_REQUEST_TAGS} from './sendTransaction'
import {withoutSystemFields} from './withoutSystemFields'

/**
 * Unpublish: needs the published document; not for live-edit types. One transaction deletes
 * it and recreates it as the draft — unless a draft exists, which is kept as it is. Guarded by
 * the published revision the pair shows, so the draft gets the version the user saw.
 */
export const unpublishOperation: OperationImpl<[], Promise<void>> = {
  disabled: ({published, liveEdit}) => {
    if (liveEdit) return 'LIVE_EDIT_ENABLED'
    return published ? false : 'NOT_PUBLISHED'
  },
  execute: (context) =>
    runWhenConsistent(context, 'unpublish', unpublishOperation, OPERATION_REQUEST_TAGS.unpublish, ({published}) => {
      const {publishedId, draftId} = context.pair.idPair
      if (!published) throw new OperationDisabledError('unpublish', 'NOT_PUBLISHED')
      const mutations: Mutation[] = []
      if (published._rev !== undefined) mutations.push({patch: {id: publishedId, ifRevisionID: published._rev}})
      mutations.push({delete: {id: publishedId}})
      mutations.push({
        createIfNotExists: {
          ...withoutSystemFields(published, {keepCreatedAt: true}),
          _type: published._type,
          _id: draftId,
        },
      })
      return mutations
    }),
}

import {getDocumentAtRevision} from '../timeline'
import type {OperationImpl} from './OperationContext'
import {whenLoaded, withPairHeld} from './whenLoaded'
import {withoutSystemFields} from './withoutSystemFields'

/**
 * Restore: puts the document as it was at a revision (its draft then, else its published
 * version) into the draft — or, for a live-edit type, into the published document — replacing
 * what is there. It goes through the pair like an edit (it shows at once and is committed
 * with the edits before it); `execute` resolves once the server accepted it.
 *
 * @throws Error 'Unable to find document with ID {id} at revision {revision}' when the
 * document did not exist at that revision
 */
export const restoreOperation: OperationImpl<[revision: string], Promise<void>> = {
  disabled: () => false,
  execute: (context, revision) => {
    if (typeof revision !== 'string' || revision === '')
      return Promise.reject(new TypeError('restore needs the revision (a transaction id) to restore'))
    const {pair, transport, liveEdit} = context
    return withPairHeld(pair, async () => {
      const [restored] = await Promise.all([
        getDocumentAtRevision((ids, at) => transport.history.documents(ids, at), pair.idPair.publishedId, revision),
        whenLoaded(pair),
      ])
      const target = liveEdit ? pair.published : pair.draft
      target.createOrReplace({...withoutSystemFields(restored, {keepCreatedAt: true}), _type: restored._type})
      await target.commit()
    })
  },
}

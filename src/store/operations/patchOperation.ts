import {isRecord} from '../../document'
import {applyPatches, MutationError} from '../../mutations'
import type {ContentDocument, DocumentInput, Patch} from '../../types'
import {OperationDisabledError} from './OperationDisabledError'
import type {OperationImpl} from './OperationContext'
import {withoutSystemFields} from './withoutSystemFields'

/**
 * Patch: applies patches to the draft — to the published document for a live-edit type — at
 * once, and the buffered document commits them (throttled to 1 s). A missing draft is created
 * first from the published version over `initialValue`; a missing live-edit document from
 * `initialValue`. All or nothing: patches that do not apply throw before anything changes.
 *
 * @throws OperationDisabledError `NOT_READY` before the pair is loaded; MutationError for a
 * patch that does not apply
 */
export const patchOperation: OperationImpl<[patches: readonly Patch[], initialValue?: Record<string, unknown>], void> =
  {
    disabled: () => false,
    execute: (context, patches, initialValue = {}) => {
      const {pair, liveEdit, typeName} = context
      if (!Array.isArray(patches)) throw new TypeError('patch needs an array of patches')
      const draft = pair.draft.getSnapshot()
      const published = pair.published.getSnapshot()
      if (draft === undefined || published === undefined) throw new OperationDisabledError('patch', 'NOT_READY')
      const target = liveEdit ? pair.published : pair.draft
      const current = liveEdit ? published : draft
      if (current) {
        target.patch(patches)
        return
      }
      const created: DocumentInput = liveEdit
        ? {...initialValue, _type: typeName}
        : {
            ...initialValue,
            ...(published ? withoutSystemFields(published, {keepCreatedAt: true}) : {}),
            _type: typeName,
          }
      // Tried on the document it would create first, so a bad patch creates nothing.
      const candidate = {...created, _id: target.documentId} as ContentDocument
      const patched = applyPatches<unknown>(candidate, patches)
      for (const attribute of ['_id', '_type'] as const) {
        if (!isRecord(patched) || patched[attribute] !== candidate[attribute]) {
          throw new MutationError({
            type: 'invalidPatchError',
            description: `Cannot modify immutable attribute "${attribute}"`,
            path: [attribute],
            documentId: target.documentId,
          })
        }
      }
      target.createIfNotExists(created)
      target.patch(patches)
    },
  }

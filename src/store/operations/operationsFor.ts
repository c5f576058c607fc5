import {distinctUntilChanged, map, type Observable} from 'rxjs'
import type {ObjectSchemaType} from '../../types'
import {editState, type DocumentPair, type EditState} from '../document'
import {deleteOperation} from './deleteOperation'
import {discardChangesOperation} from './discardChangesOperation'
import type {DocumentOperations, OperationName, OperationsTransport} from './DocumentOperations'
import {duplicateOperation} from './duplicateOperation'
import type {OperationContext, OperationState} from './OperationContext'
import type {OperationDisabledReason} from './OperationDisabledReason'
import {patchOperation} from './patchOperation'
import {publishOperation} from './publishOperation'
import {restoreOperation} from './restoreOperation'
import {unpublishOperation} from './unpublishOperation'

/**
 * Options of {@link operationsFor}.
 * @beta
 */
export interface OperationsOptions {
  /** The connection the pair was checked out over (the Vellum client satisfies it). */
  transport: OperationsTransport
  /** The document's schema type, or its name. A compiled type tells whether it is live-edit. */
  schemaType: ObjectSchemaType | string
  /** Whether the type is live-edit; overrides the schema type's `liveEdit`. */
  liveEdit?: boolean
}

// When each operation is disabled, judged on a loaded pair.
const DISABLED: Record<OperationName, (state: OperationState) => false | OperationDisabledReason> = {
  publish: publishOperation.disabled,
  unpublish: unpublishOperation.disabled,
  discardChanges: discardChangesOperation.disabled,
  delete: deleteOperation.disabled,
  duplicate: duplicateOperation.disabled,
  restore: restoreOperation.disabled,
  patch: patchOperation.disabled,
}

const NAMES = Object.keys(DISABLED) as OperationName[]

type DisabledReasons = Record<OperationName, false | OperationDisabledReason>

/** Every operation's disabled reason for an edit state: `NOT_READY` until the pair is loaded. */
function disabledReasons(state: EditState): DisabledReasons {
  const reasons = {} as DisabledReasons
  for (const name of NAMES) reasons[name] = state.ready ? DISABLED[name](state) : 'NOT_READY'
  return reasons
}

const sameReasons = (a: DisabledReasons, b: DisabledReasons): boolean => NAMES.every((name) => a[name] === b[name])

function resolveContext(pair: DocumentPair, options: OperationsOptions): OperationContext {
  const {transport, schemaType} = options ?? ({} as Partial<OperationsOptions>)
  if (typeof transport?.mutate !== 'function' || typeof transport.history?.documents !== 'function') {
    throw new TypeError('operationsFor needs a transport with mutate and history.documents (a Vellum client)')
  }
  const typeName = typeof schemaType === 'string' ? schemaType : schemaType?.name
  if (typeof typeName !== 'string' || typeName === '')
    throw new TypeError('operationsFor needs the schema type of the document, or its name')
  const liveEdit = options.liveEdit ?? (typeof schemaType === 'object' && schemaType.liveEdit === true)
  return {pair, transport, typeName, liveEdit}
}

/**
 * The operations of a checked-out document pair: publish, unpublish,
 * discardChanges, delete, duplicate, restore and patch, each with its `disabled` reason.
 *
 * Emits at once on subscribe — every operation `NOT_READY` until the pair is loaded — and again
 * whenever a reason changes (not on every keystroke). The `execute` functions stay the same
 * across emissions and judge the pair as it is when they run, so an older emission's
 * `execute` is as good as the latest's. Subscribing keeps the pair's listener open; run
 * operations on a pair that is watched, so its views are current.
 *
 * @throws TypeError for a transport without `mutate` and `history.documents`, or no type name
 * @example
 * ```ts
 * const pair = checkoutPair({publishedId: 'post-1', draftId: 'drafts.post-1'}, client)
 * operationsFor(pair, {transport: client, schemaType: 'post'}).subscribe(({publish}) => {
 *   button.disabled = publish.disabled !== false
 *   button.onclick = () => publish.execute().catch(showError)
 * })
 * ```
 * @beta
 */
export function operationsFor(pair: DocumentPair, options: OperationsOptions): Observable<DocumentOperations> {
  const context = resolveContext(pair, options)
  const execute = {
    publish: () => publishOperation.execute(context),
    unpublish: () => unpublishOperation.execute(context),
    discardChanges: () => discardChangesOperation.execute(context),
    delete: () => deleteOperation.execute(context),
    duplicate: (duplicateId: string) => duplicateOperation.execute(context, duplicateId),
    restore: (revision: string) => restoreOperation.execute(context, revision),
    patch: (patches: Parameters<DocumentOperations['patch']['execute']>[0], initialValue?: Record<string, unknown>) =>
      patchOperation.execute(context, patches, initialValue),
  } satisfies {[Name in OperationName]: DocumentOperations[Name]['execute']}
  return editState(pair, context.typeName, context.liveEdit).pipe(
    map(disabledReasons),
    distinctUntilChanged(sameReasons),
    map((reasons): DocumentOperations => ({
      publish: {disabled: reasons.publish, execute: execute.publish},
      unpublish: {disabled: reasons.unpublish, execute: execute.unpublish},
      discardChanges: {disabled: reasons.discardChanges, execute: execute.discardChanges},
      delete: {disabled: reasons.delete, execute: execute.delete},
      duplicate: {disabled: reasons.duplicate, execute: execute.duplicate},
      restore: {disabled: reasons.restore, execute: execute.restore},
      patch: {disabled: reasons.patch, execute: execute.patch},
    })),
  )
}

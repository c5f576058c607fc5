import {getValueAtPath, isRecord, jsonEqual, pathsAreEqual} from '../../document'
import {
  applyMutation,
  applyPatch,
  makeTextPatch,
  mergeText,
  MutationError,
  toPatchOperations,
  type MutationContext,
} from '../../mutations'
import type {ContentDocument, Mutation, Patch, PatchCondition, Path} from '../../types'
import {textEditOf, textPatchOf, type TextEdit} from './textEdits'
import {textPlaceAt} from './textPlace'

/**
 * One local edit of a buffered document that is not committed yet: a path patch as form
 * inputs emit it, or a whole-document mutation (`create`, `createIfNotExists`,
 * `createOrReplace`, `delete`) of that document.
 *
 * `typedOn` makes a patch a text edit: a `set` of a string (or an `unset`) of a text that held
 * `typedOn` when the edit was made (`''` when it held nothing). When the text has changed
 * under it since (a remote change), the edit is merged into the new text as text (see
 * {@link rebaseChange}) instead of replacing it. It comes from the patch (see `Patch`): text
 * inputs say what they typed on; any other `set` (a value picked from a list, a block's style,
 * a reference, a revert) replaces the value, last write wins.
 *
 * `onlyIf` makes a patch hold only on what the input showed (see `Patch`): it applies while
 * the value at `onlyIf.path` is `onlyIf.equals`, and is dropped, not replayed, once that has
 * changed (see {@link holdsOn}).
 * @public
 */
export type LocalChange =
  {type: 'patch'; patch: Patch; typedOn?: string; onlyIf?: PatchCondition} | {type: 'mutation'; mutation: Mutation}

/**
 * Whether a local change means what it means only on the version it is encoded against: one
 * that holds only on a value there (`onlyIf`), or a `move`, whose wire form carries the moved
 * items as that version has them. A commit of one is guarded by that version's revision.
 */
export function heldOnVersion(change: LocalChange): boolean {
  return change.type === 'patch' && (change.onlyIf !== undefined || change.patch.type === 'move')
}

/**
 * Whether a local change holds on `document`: true unless its condition (`onlyIf`) is not
 * met there. One that does not hold is dropped without a word: it was made to apply only to
 * what its input showed, and someone else's edit has changed that.
 */
export function holdsOn(document: ContentDocument | null, change: LocalChange): boolean {
  if (change.type !== 'patch' || change.onlyIf === undefined) return true
  return jsonEqual(getValueAtPath(document, change.onlyIf.path), change.onlyIf.equals)
}

/**
 * A local change that could not be applied on top of a newer version of its document.
 * @public
 */
export interface DroppedChange {
  /** The change that was dropped. */
  change: LocalChange
  /** Why it no longer applies (usually a {@link MutationError}). */
  error: unknown
}

/**
 * Applies one local change to the document it edits (`null` when absent), exactly as the
 * server will: patches with the mutation engine, mutations with {@link applyMutation}, and
 * the written document stamped with the transaction's `_rev` and `_updatedAt`. Patching a
 * missing document, or changing `_id`/`_type` with a patch, throws as the server refuses it.
 *
 * @param documentId - the id of the document the change edits
 * @param context - the transaction the change will be committed in
 * @throws {@link MutationError}
 */
export function applyLocalChange(
  documentId: string,
  document: ContentDocument | null,
  change: LocalChange,
  context: MutationContext,
): ContentDocument | null {
  if (change.type === 'mutation') return applyMutation(document, change.mutation, context)
  if (document === null) {
    throw new MutationError({
      type: 'documentNotFoundError',
      description: `Cannot patch missing document "${documentId}"`,
      documentId,
    })
  }
  const patched: unknown = applyPatch(document, change.patch)
  for (const attribute of ['_id', '_type'] as const) {
    if (!isRecord(patched) || patched[attribute] !== document[attribute]) {
      throw new MutationError({
        type: 'invalidPatchError',
        description: `Cannot modify immutable attribute "${attribute}"`,
        path: [attribute],
        documentId,
      })
    }
  }
  const next = patched as ContentDocument
  // Consecutive patches of one transaction stamp the same values: keep the object then.
  if (
    next._rev === context.transactionId &&
    next._updatedAt === context.timestamp &&
    next._createdAt === document._createdAt
  )
    return next
  const stamped: ContentDocument = {...next, _rev: context.transactionId, _updatedAt: context.timestamp}
  // As on the server, a patch cannot move the creation time.
  if (document._createdAt !== undefined) stamped._createdAt = document._createdAt
  return stamped
}

/** What {@link replayChanges} gives. */
export interface ReplayResult {
  document: ContentDocument | null
  /** The changes that still apply, in order. */
  kept: LocalChange[]
  /** Those that no longer do, with the reason. */
  dropped: DroppedChange[]
}

/**
 * A local change as it applies on top of `document`, the newer version it is replayed on. A
 * text edit whose text has changed since it was typed becomes the three-way merge
 * ({@link mergeText}) of the edit and the new text: what both sides typed is kept and what
 * either deleted is gone, rather than the edit's whole text replacing the other side's. The
 * returned edit is typed on the new text, so it can be rebased again. A text edit whose place
 * no longer holds text (a number now) applies as the plain patch it is. Anything else is
 * returned as it is.
 */
export function rebaseChange(document: ContentDocument | null, change: LocalChange): LocalChange {
  if (change.type !== 'patch' || change.typedOn === undefined) return change
  const {patch, typedOn} = change
  // The usual case, cheaply: the text is still the one it was typed on.
  if (getValueAtPath(document, patch.path) === typedOn) return change
  const place = textPlaceAt(document, patch.path)
  const condition = change.onlyIf ? {onlyIf: change.onlyIf} : {}
  if (place === undefined) return {type: 'patch', patch, ...condition}
  if (place.text === typedOn) return change
  const typed = patch.type === 'set' && typeof patch.value === 'string' ? patch.value : ''
  const merged = mergeText(typedOn, typed, place.text)
  return {
    type: 'patch',
    patch: textPatchOf(patch.path, merged, patch.type === 'unset'),
    typedOn: place.text,
    ...condition,
  }
}

/**
 * Applies local changes in order on top of a document, skipping (and reporting) each one
 * that no longer applies, so one conflicting edit does not take the later ones with it. Text
 * edits are merged into the text they meet (see {@link rebaseChange}); `kept` holds the
 * changes as they applied. A change that no longer holds (see {@link holdsOn}) is left out.
 */
export function replayChanges(
  documentId: string,
  start: ContentDocument | null,
  changes: readonly LocalChange[],
  context: MutationContext,
): ReplayResult {
  let document = start
  const kept: LocalChange[] = []
  const dropped: DroppedChange[] = []
  for (const change of changes) {
    if (!holdsOn(document, change)) continue
    try {
      const rebased = rebaseChange(document, change)
      document = applyLocalChange(documentId, document, rebased, context)
      kept.push(rebased)
    } catch (error) {
      dropped.push({change, error})
    }
  }
  return {document, kept, dropped}
}

/**
 * Appends a change to a queue, folding a `set` into an immediately preceding `set` of the same
 * path: typing in a field sets it once per keystroke, and only the last value needs sending.
 * The fold is exact: two consecutive sets of one path leave what the second alone leaves; a
 * folded text edit keeps the text the first was typed on, and stays a text edit only when
 * both were (a value picked after typing replaces the text).
 */
export function appendChange(changes: LocalChange[], change: LocalChange): void {
  const last = changes[changes.length - 1]
  if (
    last?.type === 'patch' &&
    change.type === 'patch' &&
    last.patch.type === 'set' &&
    change.patch.type === 'set' &&
    pathsAreEqual(last.patch.path, change.patch.path)
  ) {
    const typedOn = change.typedOn !== undefined ? last.typedOn : undefined
    changes[changes.length - 1] =
      typedOn === undefined ? {type: 'patch', patch: change.patch} : {type: 'patch', patch: change.patch, typedOn}
    return
  }
  changes.push(change)
}

/**
 * A wire `diffMatchPatch` mutation of a commit and the `set` it stands for: applied to the
 * text it was made on (`from`), the patch gives exactly what the set gives, more cheaply.
 */
export interface TextShortcut {
  /** The index of the `diffMatchPatch` mutation in the commit. */
  index: number
  path: Path
  from: string
  /** The `set` mutation with the same effect on `from`. */
  set: Mutation
}

/** What {@link changesToMutations} gives. */
export interface WireChanges extends ReplayResult {
  /** The wire mutations of the kept changes, in order. */
  mutations: Mutation[]
  /** Whether a kept change is a text edit (see {@link textEditOf}). */
  editsText: boolean
  /** Whether a kept change means what it means only on the version it was encoded against (see {@link heldOnVersion}). */
  conditional: boolean
  /** The `diffMatchPatch` mutations among `mutations`, with their equivalent `set`s. */
  shortcuts: TextShortcut[]
}

/**
 * The `diffMatchPatch` mutation that sends a text edit, with the `set` it stands for; none
 * when there is no text to patch on the server (the edit starts from an empty or missing
 * text, or removes the value) or no exact patch (see {@link makeTextPatch}).
 */
function textMutations(documentId: string, edit: TextEdit | undefined): {patch: Mutation; set: Mutation} | undefined {
  if (!edit || edit.removes || edit.from === '' || edit.from === edit.to) return undefined
  const patchText = makeTextPatch(edit.from, edit.to)
  if (patchText === undefined) return undefined
  const set = toPatchOperations([{type: 'set', path: edit.path, value: edit.to}])[0]?.set ?? {}
  const [path] = Object.keys(set)
  if (path === undefined) return undefined
  return {patch: {patch: {id: documentId, diffMatchPatch: {[path]: patchText}}}, set: {patch: {id: documentId, set}}}
}

/**
 * The wire mutations of local changes, as one transaction sends them: each patch becomes a
 * `{patch: {id, ...operations}}` (see {@link toPatchOperations}), each mutation is sent as
 * it is. The changes are replayed on `start` (the document they apply to) on the way: a
 * `move` is encoded against the document as the earlier changes leave it, and a `set` of a
 * string over a non-empty string is sent as a `diffMatchPatch` from that string (made with
 * {@link makeTextPatch}) rather than as the whole new text — also when it replaces the whole
 * text, since the patch is then no more than the old text and the new one. A change that
 * does not apply there is left out and reported, as {@link replayChanges} does; one that
 * does not hold there (see {@link holdsOn}) is left out.
 */
export function changesToMutations(
  documentId: string,
  start: ContentDocument | null,
  changes: readonly LocalChange[],
  context: MutationContext,
): WireChanges {
  const mutations: Mutation[] = []
  const kept: LocalChange[] = []
  const dropped: DroppedChange[] = []
  let editsText = false
  let conditional = false
  const shortcuts: TextShortcut[] = []
  let document = start
  for (const change of changes) {
    if (!holdsOn(document, change)) continue
    try {
      const next = applyLocalChange(documentId, document, change, context)
      const edit = change.type === 'patch' ? textEditOf(document, change.patch) : undefined
      const text = textMutations(documentId, edit)
      if (change.type === 'mutation') {
        mutations.push(change.mutation)
      } else if (edit && text) {
        shortcuts.push({index: mutations.length, path: edit.path, from: edit.from, set: text.set})
        mutations.push(text.patch)
      } else {
        for (const operations of toPatchOperations([change.patch], {base: document})) {
          // A move that moves nothing encodes as no operations; sending it would be noise.
          if (Object.keys(operations).length > 0) mutations.push({patch: {id: documentId, ...operations}})
        }
      }
      document = next
      kept.push(change)
      if (edit) editsText = true
      if (heldOnVersion(change)) conditional = true
    } catch (error) {
      dropped.push({change, error})
    }
  }
  return {document, kept, dropped, mutations, editsText, conditional, shortcuts}
}

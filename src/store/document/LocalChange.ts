import {isRecord, pathsAreEqual} from '../../document'
import {applyMutation, applyPatch, MutationError, toPatchOperations, type MutationContext} from '../../mutations'
import type {ContentDocument, Mutation, Patch} from '../../types'

/**
 * One local edit of a buffered document that is not committed yet: a path patch as form
 * inputs emit it, or a whole-document mutation (`create`, `createIfNotExists`,
 * `createOrReplace`, `delete`) of that document.
 */
export type LocalChange = {type: 'patch'; patch: Patch} | {type: 'mutation'; mutation: Mutation}

/** A local change that could not be applied on top of a newer version of its document. */
export interface DroppedChange {
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
export function applyLocalChange(documentId: string, document: ContentDocument | null, change: LocalChange, context: MutationContext): ContentDocument | null {
  if (change.type === 'mutation') return applyMutation(document, change.mutation, context)
  if (document === null) {
    throw new MutationError({type: 'documentNotFoundError', description: `Cannot patch missing document "${documentId}"`, documentId})
  }
  const patched: unknown = applyPatch(document, change.patch)
  for (const attribute of ['_id', '_type'] as const) {
    if (!isRecord(patched) || patched[attribute] !== document[attribute]) {
      throw new MutationError({type: 'invalidPatchError', description: `Cannot modify immutable attribute "${attribute}"`, path: [attribute], documentId})
    }
  }
  const next = patched as ContentDocument
  // Consecutive patches of one transaction stamp the same values: keep the object then.
  if (next._rev === context.transactionId && next._updatedAt === context.timestamp && next._createdAt === document._createdAt) return next
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
 * Applies local changes in order on top of a document, skipping (and reporting) each one
 * that no longer applies, so one conflicting edit does not take the later ones with it.
 */
export function replayChanges(documentId: string, start: ContentDocument | null, changes: readonly LocalChange[], context: MutationContext): ReplayResult {
  let document = start
  const kept: LocalChange[] = []
  const dropped: DroppedChange[] = []
  for (const change of changes) {
    try {
      document = applyLocalChange(documentId, document, change, context)
      kept.push(change)
    } catch (error) {
      dropped.push({change, error})
    }
  }
  return {document, kept, dropped}
}

/**
 * Appends a change to a queue, folding a `set` into an immediately preceding `set` of the same
 * path: typing in a field sets it once per keystroke, and only the last value needs sending.
 * The fold is exact: two consecutive sets of one path leave what the second alone leaves.
 */
export function appendChange(changes: LocalChange[], change: LocalChange): void {
  const last = changes[changes.length - 1]
  if (last?.type === 'patch' && change.type === 'patch' && last.patch.type === 'set' && change.patch.type === 'set' && pathsAreEqual(last.patch.path, change.patch.path)) {
    changes[changes.length - 1] = change
    return
  }
  changes.push(change)
}

/** What {@link changesToMutations} gives. */
export interface WireChanges extends ReplayResult {
  /** The wire mutations of the kept changes, in order. */
  mutations: Mutation[]
}

/**
 * The wire mutations of local changes, as one transaction sends them: each patch becomes a
 * `{patch: {id, ...operations}}` (see {@link toPatchOperations}), each mutation is sent as
 * it is. A `move` is encoded against the document as the earlier changes leave it, which is
 * why the changes are replayed on `start` (the document they apply to) on the way; a change
 * that does not apply there is left out and reported, as {@link replayChanges} does.
 */
export function changesToMutations(documentId: string, start: ContentDocument | null, changes: readonly LocalChange[], context: MutationContext): WireChanges {
  const mutations: Mutation[] = []
  const kept: LocalChange[] = []
  const dropped: DroppedChange[] = []
  let document = start
  for (const change of changes) {
    try {
      const next = applyLocalChange(documentId, document, change, context)
      if (change.type === 'mutation') {
        mutations.push(change.mutation)
      } else {
        for (const operations of toPatchOperations([change.patch], {base: document})) {
          // A move that moves nothing encodes as no operations; sending it would be noise.
          if (Object.keys(operations).length > 0) mutations.push({patch: {id: documentId, ...operations}})
        }
      }
      document = next
      kept.push(change)
    } catch (error) {
      dropped.push({change, error})
    }
  }
  return {document, kept, dropped, mutations}
}

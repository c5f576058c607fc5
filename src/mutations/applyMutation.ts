import {isRecord} from '../document'
import type {ContentDocument, DocumentInput, Mutation} from '../types'
import {applyPatchOperations} from './applyPatchOperations'
import {getMutationDocumentId, getMutationKind} from './getMutationDocumentId'
import {MutationError} from './MutationError'

/**
 * What a transaction stamps on every document it writes.
 * @public
 */
export interface MutationContext {
  /** Becomes the `_rev` of every written document. */
  transactionId: string
  /** ISO timestamp; becomes `_updatedAt` (and `_createdAt` of new documents). */
  timestamp: string
}

/**
 * What a mutation did to its document.
 * @public
 */
export type MutationOperation = 'create' | 'update' | 'delete' | 'none'

/** A mutation's new document (`null` when absent) and what happened to it. */
export interface MutationOutcome {
  document: ContentDocument | null
  operation: MutationOperation
}

/**
 * Applies one mutation to the current state of its document (`null` when it does not exist)
 * and returns the new state (`null` when deleted or still absent). Pure: `current` is never
 * mutated.
 *
 * - `create` fails with `documentAlreadyExistsError` if the document exists. Its `_id` must be
 *   set: assigning ids is the caller's job.
 * - `createOrReplace` writes the document whole, keeping the existing `_createdAt`; it may
 *   change `_type` (as a dataset import does).
 * - `createIfNotExists` does nothing when the document exists.
 * - `delete` removes the document by id (a missing one is fine); delete by query must be
 *   resolved into ids by the caller and is an `invalidMutationError` here.
 * - `patch` fails with `documentNotFoundError` on a missing document and with
 *   `documentRevisionIDDoesNotMatchError` when `ifRevisionID` is not the current `_rev`.
 *   `_id` and `_type` are immutable: a patch changing them is an `invalidPatchError`.
 *
 * Every written document gets `_rev = transactionId` and `_updatedAt = timestamp`; new ones get
 * `_createdAt = timestamp` unless the input carries a `_createdAt` string (imports keep theirs).
 *
 * @throws {@link MutationError} carrying the `documentId`
 * @public
 */
export function applyMutation(
  current: ContentDocument | null,
  mutation: Mutation,
  context: MutationContext,
): ContentDocument | null {
  return applyMutationWithOutcome(current, mutation, context).document
}

/** {@link applyMutation}, also telling what happened (`create`, `update`, `delete`, `none`). */
export function applyMutationWithOutcome(
  current: ContentDocument | null,
  mutation: Mutation,
  context: MutationContext,
): MutationOutcome {
  const documentId = isRecord(mutation) ? getMutationDocumentId(mutation) : undefined
  try {
    return outcome(current, mutation, context, documentId)
  } catch (error) {
    if (error instanceof MutationError && documentId !== undefined) throw error.withContext({documentId})
    throw error
  }
}

function outcome(
  current: ContentDocument | null,
  mutation: Mutation,
  context: MutationContext,
  id: string | undefined,
): MutationOutcome {
  const kind = isRecord(mutation) ? getMutationKind(mutation) : undefined
  if (kind === undefined)
    throw invalidMutation('Unknown mutation: expected create, createOrReplace, createIfNotExists, delete or patch')
  if (id === undefined || typeof id !== 'string' || id === '') {
    if (kind === 'delete')
      throw invalidMutation('delete by query must be resolved into document ids before it is applied')
    throw invalidMutation(
      kind === 'create' ? 'create needs an _id: assign one before applying' : `${kind} needs a document id`,
    )
  }
  if (current !== null && current._id !== id)
    throw invalidMutation(`Mutation of "${id}" was given document "${current._id}"`)

  switch (kind) {
    case 'create':
    case 'createOrReplace':
    case 'createIfNotExists': {
      const input = (mutation as Record<typeof kind, DocumentInput>)[kind]
      if (current !== null) {
        if (kind === 'create') {
          throw new MutationError({type: 'documentAlreadyExistsError', description: `Document "${id}" already exists`})
        }
        if (kind === 'createIfNotExists') return {document: current, operation: 'none'}
      }
      return {document: stampNew(input, id, current, context), operation: current === null ? 'create' : 'update'}
    }
    case 'delete':
      return {document: null, operation: current === null ? 'none' : 'delete'}
    case 'patch': {
      if (current === null)
        throw new MutationError({type: 'documentNotFoundError', description: `Cannot patch missing document "${id}"`})
      const patch = (mutation as Extract<Mutation, {patch: unknown}>).patch
      if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== current._rev) {
        throw new MutationError({
          type: 'documentRevisionIDDoesNotMatchError',
          description: `Document "${id}" has revision "${current._rev ?? ''}", expected "${patch.ifRevisionID}"`,
        })
      }
      const patched: unknown = applyPatchOperations<unknown>(current, patch)
      for (const attribute of ['_id', '_type'] as const) {
        if (!isRecord(patched) || patched[attribute] !== current[attribute]) {
          throw new MutationError({
            type: 'invalidPatchError',
            description: `Cannot modify immutable attribute "${attribute}"`,
            path: [attribute],
          })
        }
      }
      const document = {...(patched as ContentDocument), _rev: context.transactionId, _updatedAt: context.timestamp}
      if (current._createdAt !== undefined) document._createdAt = current._createdAt
      return {document, operation: 'update'}
    }
  }
}

function stampNew(
  input: DocumentInput,
  id: string,
  current: ContentDocument | null,
  context: MutationContext,
): ContentDocument {
  if (!isRecord(input)) throw invalidMutation('A document must be an object')
  if (typeof input._type !== 'string' || input._type === '') throw invalidMutation(`Document "${id}" needs a _type`)
  const createdAt = current?._createdAt ?? (typeof input._createdAt === 'string' ? input._createdAt : context.timestamp)
  return {
    ...input,
    _id: id,
    _type: input._type,
    _createdAt: createdAt,
    _updatedAt: context.timestamp,
    _rev: context.transactionId,
  }
}

function invalidMutation(description: string): MutationError {
  return new MutationError({type: 'invalidMutationError', description})
}

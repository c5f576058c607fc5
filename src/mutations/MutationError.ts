import type {Path} from '../types'

/**
 * What went wrong in a mutation. The document-level names are the error types content-lake
 * HTTP APIs report, so the server can pass them through unchanged.
 * @public
 */
export type MutationErrorType =
  | 'documentAlreadyExistsError'
  | 'documentNotFoundError'
  | 'documentRevisionIDDoesNotMatchError'
  | 'invalidPatchError'
  | 'invalidPathError'
  | 'typeMismatchError'
  | 'invalidMutationError'

/**
 * What a {@link MutationError} is made of.
 * @public
 */
export interface MutationErrorDetails {
  /** The kind of failure. */
  type: MutationErrorType
  /** A human-readable explanation; it becomes the error's `message`. */
  description: string
  /** Where in the value the error happened, when it concerns one place. */
  path?: Path
  /** The document the failing mutation addressed. */
  documentId?: string
  /** The position of the failing mutation in its transaction. */
  index?: number
  /** The underlying error, e.g. a JSONMatch syntax error. */
  cause?: unknown
}

/**
 * The one error the mutation engine throws. A mutation or patch that fails throws this and
 * changes nothing: the engine is pure, so the caller still holds the unchanged input.
 *
 * @example
 * ```ts
 * try {
 *   applyMutation(null, {patch: {id: 'a', set: {title: 'x'}}}, ctx)
 * } catch (error) {
 *   if (error instanceof MutationError && error.type === 'documentNotFoundError') …
 * }
 * ```
 * @public
 */
export class MutationError extends Error {
  /** Always `'MutationError'`, so the error can be told apart after serialisation. */
  override readonly name = 'MutationError'
  /** The kind of failure. */
  readonly type: MutationErrorType
  /** A human-readable explanation (also the `message`). */
  readonly description: string
  /** Where in the value the error happened, when it concerns one place. */
  readonly path?: Path
  /** The document the failing mutation addressed. */
  readonly documentId?: string
  /** The position of the failing mutation in its transaction. */
  readonly index?: number

  constructor(details: MutationErrorDetails) {
    super(details.description, details.cause === undefined ? undefined : {cause: details.cause})
    this.type = details.type
    this.description = details.description
    if (details.path !== undefined) this.path = details.path
    if (details.documentId !== undefined) this.documentId = details.documentId
    if (details.index !== undefined) this.index = details.index
  }

  /** A copy of this error with the document id and/or transaction index filled in. */
  withContext(context: {documentId?: string; index?: number}): MutationError {
    return new MutationError({
      type: this.type,
      description: this.description,
      path: this.path,
      documentId: context.documentId ?? this.documentId,
      index: context.index ?? this.index,
      cause: this.cause,
    })
  }
}

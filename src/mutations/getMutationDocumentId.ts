import type {Mutation, MutationKind} from '../types'

/**
 * The id of the document a mutation addresses, or `undefined` when it has none yet (a
 * `create` without `_id`) or addresses documents by query (`delete` by query).
 *
 * @example
 * ```ts
 * getMutationDocumentId({patch: {id: 'post-1', set: {title: 'x'}}}) // 'post-1'
 * ```
 */
export function getMutationDocumentId(mutation: Mutation): string | undefined {
  if ('create' in mutation) return mutation.create._id
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id
  if ('delete' in mutation) return 'id' in mutation.delete ? mutation.delete.id : undefined
  if ('patch' in mutation) return mutation.patch.id
  return undefined
}

/** The kind of a mutation (`create`, `patch`, …), or `undefined` for an unknown shape. */
export function getMutationKind(mutation: Mutation): MutationKind | undefined {
  for (const kind of ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const) {
    if (kind in mutation) return kind
  }
  return undefined
}

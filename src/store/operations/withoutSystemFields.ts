import type {ContentDocument} from '../../types'

/** The attributes the lake stamps on every write. */
type Stamped = '_id' | '_rev' | '_createdAt' | '_updatedAt'

/**
 * A document's content without the attributes the lake stamps (`_id`, `_rev`, `_updatedAt`)
 * and, unless `keepCreatedAt`, `_createdAt` — for writing it under another id.
 */
export function withoutSystemFields(
  document: ContentDocument,
  {keepCreatedAt = false}: {keepCreatedAt?: boolean} = {},
): Omit<ContentDocument, Stamped> & {_createdAt?: string} {
  const {_id, _rev, _createdAt, _updatedAt, ...content} = document
  return keepCreatedAt && _createdAt !== undefined ? {...content, _createdAt} : content
}

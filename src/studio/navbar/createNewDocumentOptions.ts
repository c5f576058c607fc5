import type {Schema} from '../../types'
import type {NewDocumentCreateOption} from './NewDocumentCreateOption'

/** A resolved new-document item (the workspace's `newDocumentOptions` hold them). */
export type NewDocumentItemLike = Omit<NewDocumentCreateOption, 'hasPermission'>

/** Options of {@link createNewDocumentOptions}. */
export interface CreateNewDocumentOptionsOptions {
  /** The workspace's schema, to leave out read-only types. */
  schema: Pick<Schema, 'get'>
  /** Whether the user may create documents from an item; everything is allowed when left out. */
  hasPermission?: (item: NewDocumentItemLike) => boolean
}

/**
 * Turns a workspace's new-document items into the picker's options: types that are read-only
 * (`readOnly: true`) or no longer in the schema are left out, and each option says whether
 * the user may create it. A `readOnly` callback is decided per document, so such a type stays
 * offered.
 *
 * @example
 * ```ts
 * const options = createNewDocumentOptions(workspace.newDocumentOptions, {
 *   schema: workspace.schema,
 *   hasPermission: (item) => grants.canCreate(item.schemaType),
 * })
 * ```
 */
export function createNewDocumentOptions(
  items: readonly NewDocumentItemLike[],
  options: CreateNewDocumentOptionsOptions,
): NewDocumentCreateOption[] {
  const {schema, hasPermission} = options
  return items.flatMap((item) => {
    const schemaType = schema.get(item.schemaType)
    if (!schemaType || schemaType.readOnly === true) return []
    return [{...item, hasPermission: hasPermission ? hasPermission(item) : true}]
  })
}

import type {ArraySchemaType, SchemaType} from '../../../types'
import {ARRAY_ITEM_MODAL_DEFAULT_WIDTH, ARRAY_ITEM_MODAL_WIDTHS} from '../../constants'

/** How an array input lays out and edits its items, from the array's (and the item type's) options. */
export interface ArrayDisplayOptions {
  /** `options.layout: 'grid'` lays items out as cards in a grid; anything else is a list. */
  layout: 'list' | 'grid'
  /** Whether items can be dragged to a new place: `options.sortable` unless it is `false`. */
  sortable: boolean
}

/** How an object item opens: in a dialog (the default) or a popover by the row, and how wide. */
export interface ArrayItemModalOptions {
  type: 'dialog' | 'popover'
  /** Maximum width in px. */
  width: number
}

/** The layout options of an array type. */
export function arrayDisplayOptions(schemaType: ArraySchemaType): ArrayDisplayOptions {
  const options = schemaType.options
  return {layout: options?.layout === 'grid' ? 'grid' : 'list', sortable: options?.sortable !== false}
}

/**
 * How an object item opens: `options.modal` of the item's type, else of the array —
 * `type: 'popover'` for a popover by the row, a dialog otherwise; `width` is an index into
 * {@link ARRAY_ITEM_MODAL_WIDTHS} ({@link ARRAY_ITEM_MODAL_DEFAULT_WIDTH} unless given).
 */
export function arrayItemModalOptions(itemType: SchemaType, arrayType: ArraySchemaType): ArrayItemModalOptions {
  const modal = modalOf(itemType) ?? modalOf(arrayType)
  const index =
    typeof modal?.width === 'number' && Number.isInteger(modal.width) ? modal.width : ARRAY_ITEM_MODAL_DEFAULT_WIDTH
  const widths = ARRAY_ITEM_MODAL_WIDTHS
  return {
    type: modal?.type === 'popover' ? 'popover' : 'dialog',
    width: widths[Math.min(Math.max(index, 0), widths.length - 1)]!,
  }
}

/** The title of a member type, as menus and 'Edit {type}' name it. */
export function typeTitle(type: SchemaType): string {
  return type.title ?? type.name
}

function modalOf(type: SchemaType): {type?: unknown; width?: unknown} | undefined {
  const modal = type.options?.modal
  return typeof modal === 'object' && modal !== null ? (modal as {type?: unknown; width?: unknown}) : undefined
}

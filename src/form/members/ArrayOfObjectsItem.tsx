import {createElement, memo, useMemo, type ReactNode} from 'react'
import {useFormBuilder} from '../builder/FormBuilderContext'
import type {ArrayItemActions} from '../inputs/array/useArrayActions'
import {typeTitle} from '../inputs/array/arrayOptions'
import {arrayItemPreview} from '../inputs/array/arrayItemPreview'
import type {ItemProps} from '../resolve/ItemProps'
import type {PreviewProps} from '../resolve/PreviewProps'
import type {ArrayOfObjectsItemMember} from '../state/FormNode'
import {baseItemProps} from './baseItemProps'
import {FieldErrorBoundary} from './FieldErrorBoundary'
import {useInputProps} from './useInputProps'

/** Props of {@link ArrayOfObjectsItem}. */
export interface ArrayOfObjectsItemProps {
  member: ArrayOfObjectsItemMember
  /** The array input's item actions (see `useArrayActions`). */
  actions: ArrayItemActions
  layout?: 'list' | 'grid'
  /** The drag handle to place in the row, when the item can be moved. */
  dragHandle?: ReactNode
}

/**
 * Renders one item of an array of objects: the `item` component resolved for the item's type
 * (configuration's overrides, the type's own, then the form's `DefaultItem`), given the item's
 * preview — rendered through the `preview` slot from the type's `preview` config — and its
 * object input, which the item shows when it is opened. Memoised on the member, which form
 * state keeps identical while the item is unchanged.
 */
export const ArrayOfObjectsItem = memo(function ArrayOfObjectsItem({
  member,
  actions,
  layout = 'list',
  dragHandle = null,
}: ArrayOfObjectsItemProps) {
  const form = useFormBuilder()
  const {item, key} = member
  const {schemaType, value} = item
  // The item's editor has no field header around it: nothing for `aria-describedby` to point at.
  const inputProps = useInputProps(item, {inField: false})
  const fields = useMemo(() => arrayItemPreview(schemaType, value), [schemaType, value])
  const previewProps: PreviewProps = {
    schemaType,
    value,
    layout: layout === 'grid' ? 'media' : 'default',
    ...fields,
    media: fields.media as ReactNode,
  }
  const itemProps: ItemProps = {
    ...baseItemProps({form, member, actions, at: {_key: key}, layout, dragHandle, inputProps}),
    collapsible: member.collapsible,
    collapsed: member.collapsed,
    onCollapse: () => actions.close(key),
    onExpand: () => actions.open(key),
    preview: createElement(form.resolver.resolve('preview', schemaType), previewProps),
  }
  return (
    <FieldErrorBoundary title={typeTitle(schemaType)} t={form.t}>
      {createElement(form.resolver.resolve('item', schemaType), itemProps)}
    </FieldErrorBoundary>
  )
})

import {createElement, memo, useMemo, type ReactNode} from 'react'
import {useFormBuilder} from '../builder/FormBuilderContext'
import type {ArrayItemActions} from '../inputs/array/useArrayActions'
import {typeTitle} from '../inputs/array/arrayOptions'
import {emptyPrimitiveValue} from '../inputs/array/newArrayItem'
import {set} from '../patch/patches'
import {PatchEvent, type PatchArg} from '../patch/PatchEvent'
import type {InputProps} from '../resolve/InputProps'
import type {ItemProps} from '../resolve/ItemProps'
import type {ArrayOfPrimitivesItemMember} from '../state/FormNode'
import {baseItemProps} from './baseItemProps'
import {FieldErrorBoundary} from './FieldErrorBoundary'
import {useInputProps} from './useInputProps'

/** Props of {@link ArrayOfPrimitivesItem}. */
export interface ArrayOfPrimitivesItemProps {
  member: ArrayOfPrimitivesItemMember
  /** The array input's item actions (see `useArrayActions`). */
  actions: ArrayItemActions
  layout?: 'list' | 'grid'
  /** The drag handle to place in the row, when the item can be moved. */
  dragHandle?: ReactNode
}

/**
 * Renders one item of an array of strings, numbers or booleans: the `item` component resolved
 * for its type around the type's input, edited in place and addressed by index. Clearing the
 * input keeps the item, empty (`''`, or `0` for a number): an item is removed only from its
 * menu, not by deleting its text on the way to a new one.
 */
export const ArrayOfPrimitivesItem = memo(function ArrayOfPrimitivesItem({
  member,
  actions,
  layout = 'list',
  dragHandle = null,
}: ArrayOfPrimitivesItemProps) {
  const form = useFormBuilder()
  const {item, index} = member
  const {schemaType} = item
  const base = useInputProps(item, {inField: false})
  const inputProps = useMemo((): InputProps => {
    const empty = emptyPrimitiveValue(schemaType)
    const onChange = (...patches: PatchArg[]) =>
      base.onChange(
        PatchEvent.from(patches).patches.map((patch) =>
          patch.type === 'unset' && patch.path.length === 0 ? set(empty) : patch,
        ),
      )
    return {...base, onChange} as InputProps
  }, [base, schemaType])
  const itemProps: ItemProps = {
    ...baseItemProps({form, member, actions, at: index, layout, dragHandle, inputProps}),
    collapsible: false,
    collapsed: false,
    // Primitive items are edited in place: there is nothing to open or close.
    onCollapse: () => {},
    onExpand: () => {},
  }
  return (
    <FieldErrorBoundary title={typeTitle(schemaType)} t={form.t}>
      {createElement(form.resolver.resolve('item', schemaType), itemProps)}
    </FieldErrorBoundary>
  )
})

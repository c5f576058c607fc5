import {createElement, type ReactNode} from 'react'
import type {FormBuilderContextValue} from '../builder/FormBuilderContext'
import {arrayItemModalOptions, typeTitle} from '../inputs/array/arrayOptions'
import type {ArrayItemActions, ArrayItemSegment} from '../inputs/array/useArrayActions'
import type {InputProps} from '../resolve/InputProps'
import type {ItemProps} from '../resolve/ItemProps'
import type {ArrayOfObjectsItemMember, ArrayOfPrimitivesItemMember} from '../state/FormNode'

/** What {@link baseItemProps} builds the props of an array item from. */
export interface BaseItemPropsInput {
  form: FormBuilderContextValue
  member: ArrayOfObjectsItemMember | ArrayOfPrimitivesItemMember
  /** The array input's item actions (see `useArrayActions`). */
  actions: ArrayItemActions
  /** How the actions address the item: its keyed segment (objects) or its index (primitives). */
  at: ArrayItemSegment
  layout: 'list' | 'grid'
  dragHandle: ReactNode
  /** The props the item's input is rendered with. */
  inputProps: InputProps
}

/** The part of {@link ItemProps} that depends on whether the item is an object or a primitive. */
export type ItemKindProps = Pick<ItemProps, 'collapsible' | 'collapsed' | 'onCollapse' | 'onExpand' | 'preview'>

/**
 * The props every array item gets, whatever it holds: where it is, its type, value, state,
 * remove/duplicate/insert bound to the item, how it opens, and its input rendered through the
 * `input` slot. Object and primitive items add {@link ItemKindProps}. @internal
 */
export function baseItemProps(input: BaseItemPropsInput): Omit<ItemProps, keyof ItemKindProps> {
  const {form, member, actions, at, layout, dragHandle, inputProps} = input
  const {item, parentSchemaType} = member
  const {schemaType, value} = item
  const modal = arrayItemModalOptions(schemaType, parentSchemaType)
  return {
    itemKey: member.key,
    index: member.index,
    path: item.path,
    schemaType,
    parentSchemaType,
    value,
    title: typeTitle(schemaType),
    readOnly: item.readOnly,
    validation: item.validation,
    presence: item.presence,
    onRemove: () => actions.remove(at),
    onDuplicate: () => actions.duplicate(at, value),
    onInsert: (position, type) => actions.insert(position, at, type),
    layout,
    openAs: modal.type,
    modalWidth: modal.width,
    dragHandle,
    inputProps,
    children: createElement(form.resolver.resolve('input', schemaType), inputProps),
  }
}

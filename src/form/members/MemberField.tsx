import {createElement, memo, useMemo} from 'react'
import {useFormBuilder} from '../builder/FormBuilderContext'
import type {FieldActionNode} from '../field/FieldActionNode'
import type {FieldProps} from '../field/FieldProps'
import type {FieldMember} from '../state/FormNode'
import {FieldErrorBoundary} from './FieldErrorBoundary'
import {useInputProps} from './useInputProps'

/**
 * Props of {@link MemberField}.
 * @beta
 */
export interface MemberFieldProps {
  /** The field to render, from its object's `members`. */
  member: FieldMember
}

const NO_ACTIONS: readonly FieldActionNode[] = Object.freeze([])

/**
 * Renders one field of an object: the field component resolved for its type (configuration's
 * overrides, the type's own, then the default) around the resolved input, inside an error
 * boundary. Memoised on the member, which form state keeps identical while the field is
 * unchanged: typing in one field does not render its siblings.
 * @beta
 */
export const MemberField = memo(function MemberField({member}: MemberFieldProps) {
  const form = useFormBuilder()
  const {field} = member
  const inputProps = useInputProps(field)
  const {schemaType, path, value, readOnly} = field
  const actions = useMemo(
    () => form.fieldActions?.({path, schemaType, value, readOnly}) ?? NO_ACTIONS,
    [form, path, schemaType, value, readOnly],
  )
  const input = createElement(form.resolver.resolve('input', schemaType), inputProps)
  const fieldProps: FieldProps = {
    name: member.name,
    index: member.index,
    title: schemaType.title,
    description: schemaType.description,
    level: field.level,
    path,
    schemaType,
    value,
    inputId: field.id,
    validation: field.validation,
    presence: field.presence,
    readOnly,
    deprecated: schemaType.deprecated,
    collapsible: member.collapsible,
    collapsed: member.collapsed,
    onCollapse: () => form.onSetPathCollapsed(path, true),
    onExpand: () => form.onSetPathCollapsed(path, false),
    actions,
    inputProps,
    children: input,
  }
  return (
    <FieldErrorBoundary title={schemaType.title} t={form.t}>
      {createElement(form.resolver.resolve('field', schemaType), fieldProps)}
    </FieldErrorBoundary>
  )
})

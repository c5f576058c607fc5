import {useCallback, useEffect, useMemo, useRef, type FocusEvent} from 'react'
import {joinDescribedBy} from './joinDescribedBy'
import {useFormBuilder} from '../builder/FormBuilderContext'
import {fieldElementIds} from '../field/fieldElementIds'
import {PatchEvent, type PatchArg} from '../patch/PatchEvent'
import type {InputElementProps, InputProps} from '../resolve/InputProps'
import type {FormNode} from '../state/FormNode'

/**
 * The props of the input of a node: the node itself, plus an `onChange` that prefixes the
 * node's path, element props that report focus and blur, and — for objects and arrays — the
 * callbacks for groups, fieldsets and collapsing. Everything keeps its identity while the node
 * does, so a memoised input of an unchanged node does not re-render.
 *
 * `inField: false` (the root input) leaves out `aria-describedby`: no field renders the
 * description and messages it would point at.
 *
 * When the node becomes focused (the form's focus path moved to it, say from a validation
 * list), focus moves to the element the input gave `elementProps.ref`, unless focus is already
 * inside it.
 */
export function useInputProps(node: FormNode, options: {inField?: boolean} = {}): InputProps {
  const inField = options.inField !== false
  const form = useFormBuilder()
  const {path, id, focused, validation} = node
  const element = useRef<HTMLElement | null>(null)
  // Outside a field (the root) there is no description or message list to point at.
  const hasDescription = inField && Boolean(node.schemaType.description)
  const hasValidation = inField && validation.length > 0

  useEffect(() => {
    const target = element.current
    if (focused && target && !target.contains(target.ownerDocument.activeElement)) target.focus()
  }, [focused])

  const ref = useCallback((target: HTMLElement | null) => {
    element.current = target
  }, [])
  const elementProps = useMemo((): InputElementProps => {
    const ids = fieldElementIds(id)
    return {
      id,
      ref,
      // Only the element itself reports: focus inside a group of inputs is reported by the inner input.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) form.onPathFocus(path)
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) form.onPathBlur(path)
      },
      'aria-describedby': joinDescribedBy(hasDescription && ids.description, hasValidation && ids.validation),
    }
  }, [form, path, id, ref, hasDescription, hasValidation])

  const onChange = useCallback(
    (...patches: PatchArg[]) => form.onChange(PatchEvent.from(patches).prefixAll(...path)),
    [form, path],
  )

  const isObject = 'groups' in node
  const isArray = !isObject && 'members' in node
  return useMemo((): InputProps => {
    const base = {...node, onChange, elementProps}
    if (isObject) {
      return {
        ...base,
        onFieldGroupSelect: (groupName: string) => form.onFieldGroupSelect(path, groupName),
        onFieldCollapse: (fieldName: string) => form.onSetPathCollapsed([...path, fieldName], true),
        onFieldExpand: (fieldName: string) => form.onSetPathCollapsed([...path, fieldName], false),
        onFieldSetCollapse: (name: string) => form.onSetFieldSetCollapsed([...path, name], true),
        onFieldSetExpand: (name: string) => form.onSetFieldSetCollapsed([...path, name], false),
      } as InputProps
    }
    if (isArray) {
      return {
        ...base,
        onItemCollapse: (key: string) => form.onSetPathCollapsed([...path, {_key: key}], true),
        onItemExpand: (key: string) => form.onSetPathCollapsed([...path, {_key: key}], false),
      } as InputProps
    }
    return base as InputProps
  }, [node, onChange, elementProps, isObject, isArray, form, path])
}

import {createContext, useContext} from 'react'
import type {Path} from '../../types'
import type {FieldActionsResolver} from '../field/FieldActionNode'
import type {FormTranslate} from '../translation/useFormTranslation'
import type {PatchEvent} from '../patch/PatchEvent'
import type {FormComponentResolver} from '../resolve/createFormComponentResolver'

/**
 * What every part of one form shares. It keeps its identity while the user types (the
 * callbacks read the latest props when called), so memoised members are not re-rendered by it.
 */
export interface FormBuilderContextValue {
  /** Takes patches with paths from the root value and hands them on (see `FormBuilder`). */
  onChange: (event: PatchEvent) => void
  /**
   * Tells the form that the change about to be emitted is typing, shown by its input at once:
   * the form renders the value that comes back after the keystroke has painted.
   */
  onTyping: () => void
  onPathFocus: (path: Path) => void
  onPathBlur: (path: Path) => void
  onSetPathCollapsed: (path: Path, collapsed: boolean) => void
  onSetFieldSetCollapsed: (path: Path, collapsed: boolean) => void
  onFieldGroupSelect: (path: Path, groupName: string) => void
  resolver: FormComponentResolver
  t: FormTranslate
  fieldActions: FieldActionsResolver | undefined
}

/** The form the component is in; null outside a `FormBuilder`. */
export const FormBuilderContext = createContext<FormBuilderContextValue | null>(null)

/**
 * The form the component is in.
 * @throws Error outside a `FormBuilder`
 */
export function useFormBuilder(): FormBuilderContextValue {
  const form = useContext(FormBuilderContext)
  if (!form) throw new Error('Form components must be rendered inside a <FormBuilder>')
  return form
}

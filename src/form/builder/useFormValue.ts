import {useContext} from 'react'
import {getValueAtPath} from '../../document'
import type {Path} from '../../types'
import {FormValueContext, NO_FORM_VALUE} from './FormValueContext'

/**
 * The value at `path` (from the document root) of the form the component is in: a custom
 * input reads a sibling field with it. The component re-renders whenever the form's value
 * changes, so use it sparingly.
 *
 * @throws Error outside a `FormBuilder`
 * @example
 * ```tsx
 * const title = useFormValue(['title'])
 * ```
 * @public
 */
export function useFormValue(path: Path): unknown {
  const value = useContext(FormValueContext)
  if (value === NO_FORM_VALUE) throw new Error('useFormValue() must be called inside a <FormBuilder>')
  return getValueAtPath(value, path)
}

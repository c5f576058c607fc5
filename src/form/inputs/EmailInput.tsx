import type {StringInputProps} from '../resolve/InputProps'
import {StringInput} from './StringInput'

/**
 * The input of an `email` field: a text input for e-mail addresses (the e-mail keyboard on phones).
 * @beta
 */
export function EmailInput(props: StringInputProps) {
  return <StringInput {...props} type="email" inputMode="email" />
}

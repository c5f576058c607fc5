import {TextInput} from '../../ui'
import {textPatch} from '../patch/textPatch'
import type {StringInputProps} from '../resolve/InputProps'
import {useFormServices} from '../services/useFormServices'
import {hasErrors} from './hasErrors'
import {useTypedText} from './useTypedText'

/**
 * Props of {@link StringInput}: a string input's props, plus the native input type and keyboard hint.
 * @beta
 */
export type StringInputElementProps = StringInputProps & {
  /** The native input type; `text` unless told. */
  type?: 'text' | 'email' | 'url'
  inputMode?: 'text' | 'email' | 'url'
}

/**
 * The input of a `string` field: one line of text with the type's `placeholder`. Each change
 * emits `set` with the new text, or `unset` when the text is emptied (a diff-match-patch patch
 * for long texts when the form's services turn that on). The input shows what is typed at once
 * (see `useTypedText`).
 * @beta
 */
export function StringInput(props: StringInputElementProps) {
  const {value, schemaType, readOnly, validation, elementProps, onChange, type = 'text', inputMode} = props
  const {diffMatchPatch} = useFormServices()
  const typed = useTypedText<HTMLInputElement>(
    typeof value === 'string' ? value : undefined,
    (previous, next) => onChange(textPatch(previous, next, [], {diffMatchPatch})),
    elementProps,
  )
  return (
    <TextInput
      {...elementProps}
      type={type}
      inputMode={inputMode}
      {...typed}
      placeholder={schemaType.placeholder}
      readOnly={readOnly}
      invalid={hasErrors(validation)}
    />
  )
}

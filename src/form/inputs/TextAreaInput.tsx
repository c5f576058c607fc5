import {TextArea} from '../../ui'
import {TEXT_DEFAULT_ROWS} from '../constants'
import {textPatch} from '../patch/textPatch'
import type {StringInputProps} from '../resolve/InputProps'
import {useFormServices} from '../services/useFormServices'
import {hasErrors} from './hasErrors'
import {useTypedText} from './useTypedText'

/**
 * The input of a `text` field: a textarea of the type's `rows` ({@link TEXT_DEFAULT_ROWS} unless
 * given) with its `placeholder`. Changes emit `set`, or `unset` when emptied. The textarea shows
 * what is typed at once (see `useTypedText`).
 * @beta
 */
export function TextAreaInput(props: StringInputProps) {
  const {value, schemaType, readOnly, validation, elementProps, onChange} = props
  const {diffMatchPatch} = useFormServices()
  const typed = useTypedText<HTMLTextAreaElement>(
    typeof value === 'string' ? value : undefined,
    (previous, next) => onChange(textPatch(previous, next, [], {diffMatchPatch})),
    elementProps,
  )
  const rows = typeof schemaType.rows === 'number' && schemaType.rows > 0 ? schemaType.rows : TEXT_DEFAULT_ROWS
  return (
    <TextArea
      {...elementProps}
      rows={rows}
      {...typed}
      placeholder={schemaType.placeholder}
      readOnly={readOnly}
      invalid={hasErrors(validation)}
    />
  )
}

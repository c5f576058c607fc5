import type {ChangeEvent} from 'react'
import {TextArea} from '../../ui'
import {TEXT_DEFAULT_ROWS} from '../constants'
import {textPatch} from '../patch/textPatch'
import type {StringInputProps} from '../resolve/InputProps'
import {useFormServices} from '../services/useFormServices'
import {hasErrors} from './hasErrors'

/**
 * The input of a `text` field: a textarea of the type's `rows` ({@link TEXT_DEFAULT_ROWS} unless
 * given) with its `placeholder`. Changes emit `set`, or `unset` when emptied.
 */
export function TextAreaInput(props: StringInputProps) {
  const {value, schemaType, readOnly, validation, elementProps, onChange} = props
  const {diffMatchPatch} = useFormServices()
  const rows = typeof schemaType.rows === 'number' && schemaType.rows > 0 ? schemaType.rows : TEXT_DEFAULT_ROWS
  return (
    <TextArea
      {...elementProps}
      rows={rows}
      value={value ?? ''}
      placeholder={schemaType.placeholder}
      readOnly={readOnly}
      invalid={hasErrors(validation)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(textPatch(value, event.currentTarget.value, [], {diffMatchPatch}))}
    />
  )
}

import type {ChangeEvent} from 'react'
import {Checkbox, Switch} from '../../ui'
import {set} from '../patch/patches'
import type {BooleanInputProps} from '../resolve/InputProps'
import {hasErrors} from './hasErrors'

/**
 * The input of a `boolean` field: a switch, or a checkbox with `options.layout: 'checkbox'`.
 * Toggling emits `set(true)` or `set(false)`. Without a value the checkbox shows the mixed
 * state and the switch is off with `data-indeterminate`, so "not answered" stays visible.
 * Read-only disables it (a native checkbox cannot be made read-only otherwise). The field
 * puts its title beside it, as its label.
 * @beta
 */
export function BooleanInput(props: BooleanInputProps) {
  const {value, schemaType, readOnly, validation, elementProps, onChange} = props
  const common = {
    ...elementProps,
    checked: value === true,
    disabled: readOnly,
    invalid: hasErrors(validation),
    className: 'vellum-form-boolean-input',
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(set(event.currentTarget.checked)),
  }
  if (schemaType.options?.layout === 'checkbox')
    return <Checkbox {...common} indeterminate={typeof value !== 'boolean'} />
  return <Switch {...common} data-indeterminate={typeof value !== 'boolean' || undefined} />
}

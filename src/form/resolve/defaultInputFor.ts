import type {ComponentType} from 'react'
import type {IntrinsicTypeName, SchemaType} from '../../types'
import {BooleanInput} from '../inputs/BooleanInput'
import {EmailInput} from '../inputs/EmailInput'
import {hasListOptions} from '../inputs/listOptions'
import {NumberInput} from '../inputs/NumberInput'
import {ObjectInput} from '../inputs/ObjectInput'
import {SelectInput} from '../inputs/SelectInput'
import {StringInput} from '../inputs/StringInput'
import {TextAreaInput} from '../inputs/TextAreaInput'
import {UrlInput} from '../inputs/UrlInput'
import type {InputProps} from './InputProps'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each input takes its own narrowed props
type AnyInput = ComponentType<any>

/**
 * A rule that picks an input by what a type says beyond its intrinsic type (its options), or
 * passes (undefined). Rules are tried in order, before {@link DEFAULT_INTRINSIC_INPUTS}.
 */
export type InputRule = (schemaType: SchemaType) => ComponentType<InputProps> | undefined

/**
 * The form's option-driven inputs: a string or number with `options.list` is a dropdown or a
 * radio list. Inputs added later (tags, checkbox lists) add their rule here.
 */
export const DEFAULT_INPUT_RULES: readonly InputRule[] = Object.freeze([(schemaType: SchemaType) => (hasListOptions(schemaType) ? (SelectInput as AnyInput) : undefined)])

/**
 * The form's input for each intrinsic type it ships one for. The types without one here
 * (arrays, dates, slugs, geopoints, references, files, images, portable text) get theirs from
 * the inputs that add them; until then a field of such a type shows the missing-input error.
 */
export const DEFAULT_INTRINSIC_INPUTS: Readonly<Partial<Record<IntrinsicTypeName, AnyInput>>> = Object.freeze({
  string: StringInput,
  text: TextAreaInput,
  number: NumberInput,
  boolean: BooleanInput,
  email: EmailInput,
  url: UrlInput,
  object: ObjectInput,
  document: ObjectInput,
})

/**
 * The form's own input for a type: the first {@link DEFAULT_INPUT_RULES} rule that picks one,
 * else the input of the type's intrinsic type, else undefined.
 */
export function defaultInputFor(schemaType: SchemaType): ComponentType<InputProps> | undefined {
  for (const rule of DEFAULT_INPUT_RULES) {
    const input = rule(schemaType)
    if (input) return input
  }
  return DEFAULT_INTRINSIC_INPUTS[schemaType.intrinsic]
}

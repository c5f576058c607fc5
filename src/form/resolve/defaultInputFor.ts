import type {ComponentType} from 'react'
import type {IntrinsicTypeName, SchemaType} from '../../types'
import {ArrayInput} from '../inputs/array/ArrayInput'
import {BooleanInput} from '../inputs/BooleanInput'
import {CheckboxListInput} from '../inputs/checkboxList/CheckboxListInput'
import {CrossDatasetReferenceInput} from '../inputs/crossDatasetReference/CrossDatasetReferenceInput'
import {isCheckboxListArray} from '../inputs/checkboxList/isCheckboxListArray'
import {DateInput} from '../inputs/date/DateInput'
import {DateTimeInput} from '../inputs/date/DateTimeInput'
import {EmailInput} from '../inputs/EmailInput'
import {FileInput} from '../inputs/file/FileInput'
import {GeopointInput} from '../inputs/geopoint/GeopointInput'
import {ImageInput} from '../inputs/image/ImageInput'
import {hasListOptions} from '../inputs/listOptions'
import {NumberInput} from '../inputs/NumberInput'
import {ObjectInput} from '../inputs/ObjectInput'
import {isPortableTextArray, PortableTextInput} from '../inputs/portableText/PortableTextInput'
import {ReferenceInput} from '../inputs/reference/ReferenceInput'
import {SelectInput} from '../inputs/SelectInput'
import {SlugInput} from '../inputs/slug/SlugInput'
import {StringInput} from '../inputs/StringInput'
import {isTagsArray} from '../inputs/tags/isTagsArray'
import {TagsInput} from '../inputs/tags/TagsInput'
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
 * The form's option-driven inputs: an array of strings or numbers with `options.list` is a
 * checkbox list (the list wins over `layout: 'tags'`), an array of strings with
 * `layout: 'tags'` is a tags input, and a string or number with `options.list` is a dropdown
 * or a radio list.
 */
export const DEFAULT_INPUT_RULES: readonly InputRule[] = Object.freeze([
  (schemaType: SchemaType) => (isPortableTextArray(schemaType) ? (PortableTextInput as AnyInput) : undefined),
  (schemaType: SchemaType) => (isCheckboxListArray(schemaType) ? (CheckboxListInput as AnyInput) : undefined),
  (schemaType: SchemaType) => (isTagsArray(schemaType) ? (TagsInput as AnyInput) : undefined),
  (schemaType: SchemaType) => (hasListOptions(schemaType) ? (SelectInput as AnyInput) : undefined),
])

/**
 * The form's input for each intrinsic type it ships one for. Arrays of blocks (portable text)
 * are picked by a rule of {@link DEFAULT_INPUT_RULES}; a type with no input here nor from a rule
 * shows the missing-input error.
 */
export const DEFAULT_INTRINSIC_INPUTS: Readonly<Partial<Record<IntrinsicTypeName, AnyInput>>> = Object.freeze({
  array: ArrayInput,
  string: StringInput,
  text: TextAreaInput,
  number: NumberInput,
  boolean: BooleanInput,
  email: EmailInput,
  url: UrlInput,
  date: DateInput,
  datetime: DateTimeInput,
  slug: SlugInput,
  geopoint: GeopointInput,
  object: ObjectInput,
  document: ObjectInput,
  image: ImageInput,
  file: FileInput,
  reference: ReferenceInput,
  crossDatasetReference: CrossDatasetReferenceInput,
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

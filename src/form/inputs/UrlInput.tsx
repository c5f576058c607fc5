import {inferRules} from '../../validation'
import type {SchemaType} from '../../types'
import type {StringInputProps} from '../resolve/InputProps'
import {StringInput} from './StringInput'

/**
 * The input of a `url` field: a text input for URLs (the URL keyboard on phones). A field whose
 * `uri` rule allows relative URLs gets a plain text input, since a browser's URL input would
 * call `/about` invalid.
 * @beta
 */
export function UrlInput(props: StringInputProps) {
  return <StringInput {...props} type={allowsRelativeUrls(props.schemaType) ? 'text' : 'url'} inputMode="url" />
}

/** Whether a type's `uri` rule accepts relative URLs (`allowRelative` or `relativeOnly`). */
export function allowsRelativeUrls(schemaType: SchemaType): boolean {
  return inferRules(schemaType).some((rule) =>
    rule._specs.some(
      (spec) =>
        spec.flag === 'uri' && (spec.constraint.allowRelative === true || spec.constraint.relativeOnly === true),
    ),
  )
}

import type {ValidationMarker} from '../types'
import {createDocumentValidator, type DocumentValidatorOptions} from './createDocumentValidator'

/**
 * Options of {@link validateDocument}.
 * @public
 */
export interface ValidateDocumentOptions extends DocumentValidatorOptions {
  /** The document to validate; anything is accepted, bad input becomes markers. */
  document: unknown
  /** Aborting rejects with an AbortError and stops starting validators. */
  signal?: AbortSignal
}

/**
 * Validates a whole document against its schema type (looked up by `_type`): the JSON type
 * of every value, the rules each type implies and declares, unknown fields, unknown array item
 * types and portable text structure. Never throws for bad input or failing validators: those
 * become markers. Possibly-async validators run at most 40 at a time.
 *
 * @returns the markers sorted by path, then level (error, warning, info), then message.
 * @example
 * ```ts
 * const markers = await validateDocument({document, schema, getDocumentExists})
 * const blocking = markers.filter((marker) => marker.level === 'error')
 * ```
 * @public
 */
export function validateDocument(options: ValidateDocumentOptions): Promise<ValidationMarker[]> {
  const {document, signal, ...validatorOptions} = options
  return createDocumentValidator(validatorOptions).validate(document, {signal})
}

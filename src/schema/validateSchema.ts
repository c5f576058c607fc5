import type {AnyDefinition, SchemaProblem} from '../types'
import {compileSchema} from './compileSchema'

/**
 * Finds every problem of a list of type definitions, errors and warnings, without throwing.
 * The studio lists configuration issues from it; `createSchema` throws when any is an error.
 *
 * @param types - The schema author's type definitions.
 * @returns The problems, in the order they were found (definition checks first, then previews).
 * @example
 * ```ts
 * validateSchema([{name: 'post', type: 'document', fields: [{name: 'title', type: 'strng'}]}])
 * // [{severity: 'error', path: ['post', 'title'], helpId: 'schema-type-unknown',
 * //   message: 'Unknown type "strng" (did you mean "string"?)'}]
 * ```
 * @public
 */
export function validateSchema(types: readonly AnyDefinition[]): SchemaProblem[] {
  return compileSchema(types, 'default').problems
}

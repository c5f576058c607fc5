// Real schema problems for the screens: compiled from small schemas with a typo and a bad preview.
import {createSchema, SchemaError} from '../../../src/schema'
import type {AnyDefinition, SchemaProblem} from '../../../src/types'

const author = {
  name: 'author',
  type: 'document',
  fields: [{name: 'name', type: 'string'}],
  preview: {select: {title: 'nope'}},
} as unknown as AnyDefinition
const post = {name: 'post', type: 'document', fields: [{name: 'title', type: 'strng'}]} as unknown as AnyDefinition

/** The problems `createSchema` throws for a schema with one error (a typo) and one warning. */
export function schemaProblems(): SchemaProblem[] {
  try {
    createSchema([post, author])
  } catch (error) {
    if (error instanceof SchemaError) return error.problems
    throw error
  }
  throw new Error('Expected the schema to have errors')
}

/** The warnings of a schema that compiles. */
export function schemaWarnings(): SchemaProblem[] {
  return createSchema([author]).problems
}

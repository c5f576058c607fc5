// Tiny builders for template tests: a schema of a few types, a TemplateError thrown or rejected with.
import {expect} from 'vitest'
import {createSchema} from '../../../src/schema'
import {TemplateError} from '../../../src/store/templates'
import type {AnyDefinition, FieldDefinition, Schema} from '../../../src/types'

/** A compiled schema of the given type definitions: `schemaOf(doc('post'))`. */
export function schemaOf(...types: AnyDefinition[]): Schema {
  return createSchema(types)
}

/** An object type whose `weight` starts at 1: array items of it get that default. */
export const tagType: AnyDefinition = {
  name: 'tag',
  type: 'object',
  fields: [
    {name: 'label', type: 'string'},
    {name: 'weight', type: 'number', initialValue: 1},
  ],
}

/** A `post` document type: a title, a status starting as `'draft'`, then the given fields. */
export function postType(...fields: FieldDefinition[]): AnyDefinition {
  return {
    name: 'post',
    type: 'document',
    fields: [{name: 'title', type: 'string'}, {name: 'status', type: 'string', initialValue: 'draft'}, ...fields],
  } as AnyDefinition
}

/** A document type with a `status` field: `doc('post', {title: 'Blog post'})`. */
export function doc(name: string, extra: Record<string, unknown> = {}): AnyDefinition {
  return {name, type: 'document', fields: [{name: 'status', type: 'string'}], ...extra} as AnyDefinition
}

/** What `fn` throws, checked to be a TemplateError. */
export function thrown(fn: () => unknown): TemplateError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError)
    return error as TemplateError
  }
  throw new Error('expected a TemplateError')
}

/** The TemplateError a promise rejects with. */
export async function rejection(promise: Promise<unknown>): Promise<TemplateError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(TemplateError)
  return error as TemplateError
}

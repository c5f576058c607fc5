import {describe, expect, it} from 'vitest'
import {createSchema} from '../../../src/schema'
import {
  defaultTemplatesForSchema,
  getTemplateById,
  initialValueErrorMessage,
  prepareTemplates,
  resolveInitialValue,
  resolveNewDocumentOptions,
  TemplateError,
  type Template,
} from '../../../src/store/templates'
import type {AnyDefinition} from '../../../src/types'

const schema = createSchema([
  {name: 'author', type: 'document', title: 'Writer', fields: [{name: 'name', type: 'string'}]},
  {name: 'seo', type: 'object', fields: [{name: 'title', type: 'string'}]},
  {name: 'post', type: 'document', initialValue: () => ({status: 'draft'}), fields: [{name: 'status', type: 'string'}]},
] as AnyDefinition[])

const byAuthor: Template = {id: 'post-by-author', title: 'Post by author', schemaType: 'post', parameters: [{name: 'authorId', type: 'string'}], value: {}}

/** What `fn` throws, checked to be a TemplateError. */
function thrown(fn: () => unknown): TemplateError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError)
    return error as TemplateError
  }
  throw new Error('expected a TemplateError')
}

const problem = (templates: unknown[]) => thrown(() => prepareTemplates(schema, templates as Template[]))

describe('prepareTemplates', () => {
  it('returns valid templates, a missing value becoming {_type}', () => {
    const prepared = prepareTemplates(schema, [byAuthor, {id: 'plain', title: 'Plain', schemaType: 'author'}])
    expect(prepared).toEqual([byAuthor, {id: 'plain', title: 'Plain', schemaType: 'author', value: {_type: 'author'}}])
  })

  it('requires an object with id, title and schema type', () => {
    expect(problem(['x'])).toMatchObject({kind: 'invalidTemplate', message: 'Template at index 0 is not an object'})
    expect(problem([{title: 'Untitled', schemaType: 'post'}])).toMatchObject({kind: 'invalidTemplate', message: 'Template "Untitled" is missing required properties: id'})
    expect(problem([{schemaType: 'post'}]).message).toBe('Template at index 0 is missing required properties: id, title')
    expect(problem([{id: 't', title: 'T'}])).toMatchObject({kind: 'missingSchemaType', message: 'Template "t" is missing required properties: schemaType', templateId: 't'})
  })

  it('requires the schema type to exist', () => {
    expect(problem([{id: 't', title: 'T', schemaType: 'page'}])).toMatchObject({kind: 'missingSchemaType', message: 'Could not find schema type "page" for template "t"'})
  })

  it('requires value to be an object or a resolver, and spots "values"', () => {
    expect(problem([{id: 't', title: 'T', schemaType: 'post', value: 'x'}])).toMatchObject({
      kind: 'invalidValue',
      message: 'Template "t" has an invalid "value" property; should be a function or an object',
    })
    expect(problem([{id: 't', title: 'T', schemaType: 'post', values: {}}]).message).toBe('Template "t" is missing "value" property, but contained "values". Typo?')
  })

  it('requires unique ids', () => {
    expect(problem([byAuthor, {...byAuthor, title: 'Again'}]).message).toBe(
      'Template "Again" at index 1 has the same ID ("post-by-author") as template "Post by author" at index 0',
    )
  })

  it('requires named parameters of known types', () => {
    const withParameters = (parameters: unknown) => problem([{...byAuthor, parameters}]).message
    expect(withParameters('authorId')).toBe('Template "post-by-author" has an invalid "parameters" property; must be an array')
    expect(withParameters([{type: 'string'}])).toBe('Template "post-by-author" has a parameter at index 0 that is missing its "name"-property')
    expect(withParameters([{name: 'template', type: 'string'}])).toBe('Template parameters cannot be named "template", see parameter #0 for template "post-by-author"')
    expect(withParameters([{name: 'x', type: 'nope'}])).toBe('Template parameter "x" has an invalid/unknown type: "nope"')
  })
})

describe('defaultTemplatesForSchema', () => {
  it('gives one template per document type, titled after it', () => {
    expect(defaultTemplatesForSchema(schema)).toEqual([
      {id: 'author', schemaType: 'author', title: 'Writer', value: {_type: 'author'}},
      {id: 'post', schemaType: 'post', title: 'Post', value: {_type: 'post'}},
    ])
  })

  it("resolves to the type's own initial value, calling its resolver once", async () => {
    let calls = 0
    const counted = createSchema([
      {
        name: 'post',
        type: 'document',
        initialValue: () => {
          calls++
          return {status: 'draft'}
        },
        fields: [{name: 'status', type: 'string'}],
      } as AnyDefinition,
    ])
    const [post] = defaultTemplatesForSchema(counted)
    expect(await resolveInitialValue(post!, {}, {schema: counted, currentUser: null})).toEqual({_type: 'post', status: 'draft'})
    expect(calls).toBe(1)
  })
})

describe('finding templates', () => {
  const templates = prepareTemplates(schema, [byAuthor])

  it('finds a template by id, or says it is not found', () => {
    expect(getTemplateById(templates, 'post-by-author')).toBe(templates[0])
    expect(thrown(() => getTemplateById(templates, 'nope'))).toMatchObject({kind: 'notFound', message: 'Template "nope" not found', templateId: 'nope'})
  })

  it('pairs new-document options with known templates only', () => {
    expect(resolveNewDocumentOptions([{templateId: 'post-by-author', parameters: {authorId: 'a'}}], templates, schema)).toEqual([
      {templateId: 'post-by-author', parameters: {authorId: 'a'}, template: templates[0], schemaType: 'post', title: 'Post by author'},
    ])
    expect(thrown(() => resolveNewDocumentOptions([{templateId: 'gone'}], templates, schema))).toMatchObject({
      kind: 'unknownTemplateId',
      message: 'New document option refers to unknown template ID "gone"',
    })
    const stale: Template = {...byAuthor, schemaType: 'page'}
    expect(thrown(() => resolveNewDocumentOptions([{templateId: 'post-by-author'}], [stale], schema)).kind).toBe('missingSchemaType')
  })
})

describe('initialValueErrorMessage', () => {
  it('says which type failed and why', () => {
    expect(initialValueErrorMessage('post', new Error('offline'))).toBe('Unable to resolve initial value for type post: offline')
  })
})

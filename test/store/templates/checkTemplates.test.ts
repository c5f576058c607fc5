import {describe, expect, it} from 'vitest'
import {checkTemplates, prepareTemplates, type StoreTemplate, type TemplateError} from '../../../src/store/templates'
import {doc, schemaOf, thrown} from './support'

const schema = schemaOf(
  doc('author', {title: 'Writer'}),
  {name: 'seo', type: 'object', fields: [{name: 'title', type: 'string'}]},
  doc('post'),
)
const byAuthor: StoreTemplate = {
  id: 'post-by-author',
  title: 'Post by author',
  schemaType: 'post',
  parameters: [{name: 'authorId', type: 'string'}],
  value: {},
}

/** The message of the one error `checkTemplates` finds in a list. */
function problem(templates: unknown[]): TemplateError {
  const {errors} = checkTemplates(schema, templates)
  expect(errors).toHaveLength(1)
  return errors[0]!
}

describe('checkTemplates', () => {
  it('returns valid templates, a missing value becoming {_type}', () => {
    const plain = {id: 'plain', title: 'Plain', schemaType: 'author'}
    expect(checkTemplates(schema, [byAuthor, plain])).toEqual({
      templates: [byAuthor, {...plain, value: {_type: 'author'}}],
      errors: [],
    })
  })

  it('requires an object with id, title and schema type', () => {
    expect(problem(['x'])).toMatchObject({kind: 'invalidTemplate', message: 'Template at index 0 is not an object'})
    expect(problem([{title: 'Untitled', schemaType: 'post'}])).toMatchObject({
      kind: 'invalidTemplate',
      message: 'Template "Untitled" is missing required properties: id',
    })
    expect(problem([{schemaType: 'post'}]).message).toBe(
      'Template at index 0 is missing required properties: id, title',
    )
    expect(problem([{id: 't', title: 'T'}])).toMatchObject({
      kind: 'missingSchemaType',
      message: 'Template "t" is missing required properties: schemaType',
      templateId: 't',
    })
  })

  it('requires the schema type to exist', () => {
    expect(problem([{id: 't', title: 'T', schemaType: 'page'}])).toMatchObject({
      kind: 'missingSchemaType',
      message: 'Could not find matching schema type `page` for template `t`',
    })
  })

  it('requires value to be a plain object or a resolver, and spots "values"', () => {
    for (const value of ['x', [], new Date(0)]) {
      expect(problem([{id: 't', title: 'T', schemaType: 'post', value}])).toMatchObject({
        kind: 'invalidValue',
        message: 'Template "t" has an invalid "value" property; should be a function or an object',
      })
    }
    expect(problem([{id: 't', title: 'T', schemaType: 'post', values: {}}]).message).toBe(
      'Template "t" is missing "value" property, but contained "values". Typo?',
    )
  })

  it('checks a static value up front: its _type must be the schema type', () => {
    expect(problem([{id: 't', title: 'T', schemaType: 'post', value: {_type: 'author'}}])).toMatchObject({
      kind: 'invalidInitialValue',
      message: 'Template "t" initial value: includes "_type"-property (author) that does not match template (post)',
    })
    expect(problem([{id: 't', title: 'T', schemaType: 'post', value: {grid: [['a']]}}]).message).toBe(
      'Template "t" initial value: multidimensional arrays are not supported at path "grid[0]"',
    )
  })

  it('requires named parameters of known types', () => {
    const withParameters = (parameters: unknown) => problem([{...byAuthor, parameters}]).message
    expect(withParameters('authorId')).toBe(
      'Template "post-by-author" has an invalid "parameters" property; must be an array',
    )
    expect(withParameters([{type: 'string'}])).toBe(
      'Template "post-by-author" has a parameter at index 0 that is missing its "name"-property',
    )
    expect(withParameters([{name: 'template', type: 'string'}])).toBe(
      'Template parameters cannot be named "template", see parameter #0 for template "post-by-author"',
    )
    expect(withParameters([{name: 'x', type: 'nope'}])).toBe(
      'Template parameter "x" has an invalid/unknown type: "nope"',
    )
  })

  it('requires unique ids, even when the first template with the id is invalid', () => {
    expect(problem([byAuthor, {...byAuthor, title: 'Again'}]).message).toBe(
      'Template "Again" at index 1 has the same ID ("post-by-author") as template "Post by author" at index 0',
    )
    const {errors} = checkTemplates(schema, [
      {...byAuthor, value: 'x'},
      {...byAuthor, title: 'Again'},
    ])
    expect(errors.map((error) => error.kind)).toEqual(['invalidValue', 'invalidTemplate'])
  })

  it('reports one error per invalid template and keeps the valid ones in order', () => {
    const {templates, errors} = checkTemplates(schema, [
      {id: 'a', title: 'A', schemaType: 'page'},
      byAuthor,
      'x',
      {...byAuthor, id: 'b', value: 1},
    ])
    expect(templates).toEqual([byAuthor])
    expect(errors.map((error) => [error.kind, error.templateId])).toEqual([
      ['missingSchemaType', 'a'],
      ['invalidTemplate', undefined],
      ['invalidValue', 'b'],
    ])
  })

  it('refuses something that is not a list', () => {
    expect(problem('post' as never)).toMatchObject({kind: 'invalidTemplate', message: 'Templates must be a list'})
  })
})

describe('prepareTemplates', () => {
  it('returns the templates ready to use, or throws the first problem', () => {
    expect(prepareTemplates(schema, [byAuthor])).toEqual([byAuthor])
    const broken = [
      {...byAuthor, schemaType: 'page'},
      {...byAuthor, id: 'x', value: 1 as never},
    ]
    expect(thrown(() => prepareTemplates(schema, broken))).toMatchObject({
      kind: 'missingSchemaType',
      templateId: 'post-by-author',
    })
  })
})

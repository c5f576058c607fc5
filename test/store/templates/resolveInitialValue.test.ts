import {describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {createSchema} from '../../../src/schema'
import {
  getTemplateById,
  initialValueErrorMessage,
  resolveInitialValue,
  type InitialValueResolverContext,
  type StoreTemplate,
} from '../../../src/store/templates'
import type {ContentDocument, Schema} from '../../../src/types'
import {validateDocument} from '../../../src/validation'
import {postType, rejection, tagType, thrown} from './support'

const KEY = /^[a-zA-Z0-9]{12}$/

const schema: Schema = createSchema([
  {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]},
  tagType,
  postType(
    {
      name: 'seo',
      type: 'object',
      fields: [
        {name: 'robots', type: 'string', initialValue: 'index'},
        {name: 'description', type: 'string'},
      ],
    },
    {name: 'author', type: 'reference', to: [{type: 'author'}]},
    {name: 'tags', type: 'array', of: [{type: 'tag'}]},
    {name: 'grid', type: 'array', of: [{type: 'string'}]},
  ),
])
const context: InitialValueResolverContext = {
  schema,
  currentUser: {id: 'ada', roles: []},
  projectId: 'p1',
  dataset: 'production',
}
const template = (fields: Partial<StoreTemplate> = {}): StoreTemplate => ({
  id: 'post',
  title: 'Post',
  schemaType: 'post',
  ...fields,
})

describe('resolveInitialValue', () => {
  it('makes an empty value, or none, into _type plus the schema type initial values', async () => {
    const expected = {_type: 'post', status: 'draft', seo: {robots: 'index'}}
    expect(await resolveInitialValue(template({value: {}}), {}, context)).toEqual(expected)
    expect(await resolveInitialValue(template(), {}, context)).toEqual(expected)
  })

  it('calls a resolver with the parameters and context, and lays its value over the schema defaults', async () => {
    const calls: unknown[] = []
    const byAuthor = template({
      id: 'post-by-author',
      value: async (params, ctx) => {
        calls.push([params, ctx.currentUser?.id, ctx.dataset])
        return {title: `By ${String(params.authorId)}`, seo: {description: 'd'}, author: {_ref: params.authorId}}
      },
    })
    const value = await resolveInitialValue(byAuthor, {authorId: 'grace'}, context)
    expect(calls).toEqual([[{authorId: 'grace'}, 'ada', 'production']])
    expect(value).toEqual({
      _type: 'post',
      title: 'By grace',
      status: 'draft',
      seo: {robots: 'index', description: 'd'},
      author: {_ref: 'grace', _type: 'reference'},
    })
  })

  it('gives new array items keys, keeping unique ones it was given', async () => {
    const value = await resolveInitialValue(
      template({
        value: {
          tags: [
            {_type: 'tag', label: 'a'},
            {_type: 'tag', _key: 'same', label: 'b'},
            {_type: 'tag', _key: 'same', label: 'c'},
          ],
        },
      }),
      {},
      context,
    )
    const keys = (value.tags as Array<{_key: string}>).map((item) => item._key)
    expect(keys[0]).toMatch(KEY)
    expect(keys[1]).toBe('same')
    expect(keys[2]).toMatch(KEY)
    expect(new Set(keys).size).toBe(3)
  })

  it('gives a value a real lake stores and validation accepts', async () => {
    const value = await resolveInitialValue(template({value: {tags: [{_type: 'tag', label: 'a'}]}}), {}, context)
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [{create: {...value, _type: 'post', _id: 'drafts.new'}}])
    const [stored] = lake.getDocuments('production', ['drafts.new'])
    expect(stored).toMatchObject(value)
    expect(await validateDocument({schema, document: stored as ContentDocument})).toEqual([])
  })

  describe('errors', () => {
    it('refuses a _type that is not the template schema type', async () => {
      const error = await rejection(resolveInitialValue(template({value: {_type: 'author'}}), {}, context))
      expect(error.kind).toBe('invalidInitialValue')
      expect(error.message).toBe(
        'Template "post" initial value: includes "_type"-property (author) that does not match template (post)',
      )
    })

    it('refuses a value that is not a plain object', async () => {
      for (const value of [() => 'text', () => [1], () => new Date(0), () => null]) {
        const error = await rejection(resolveInitialValue(template({value: value as never}), {}, context))
        expect(error.kind).toBe('invalidValue')
        expect(error.message).toBe(
          'Template "post" has invalid "value" property - must be a plain object or a resolver function returning a plain object',
        )
      }
    })

    it('surfaces a failing resolver with the template id and parameters', async () => {
      const error = await rejection(
        resolveInitialValue(template({value: () => Promise.reject(new Error('offline'))}), {lang: 'nb'}, context),
      )
      expect(error).toMatchObject({
        kind: 'resolverFailed',
        templateId: 'post',
        parameters: {lang: 'nb'},
        message: 'Template "post" failed to resolve its initial value: offline',
      })
      expect((error.cause as Error).message).toBe('offline')
    })

    it('refuses a template without a known schema type', async () => {
      expect(await rejection(resolveInitialValue(template({schemaType: 'nope'}), {}, context))).toMatchObject({
        kind: 'missingSchemaType',
        message: 'Could not find matching schema type `nope` for template `post`',
      })
      expect(await rejection(resolveInitialValue(template({schemaType: ''}), {}, context))).toMatchObject({
        kind: 'missingSchemaType',
        message: 'Template "post" has no "schemaType"',
      })
    })

    it('refuses arrays inside arrays', async () => {
      const error = await rejection(resolveInitialValue(template({value: {grid: [['a']]}}), {}, context))
      expect(error.message).toBe(
        'Template "post" initial value: multidimensional arrays are not supported at path "grid[0]"',
      )
    })

    it('refuses references with type instead of _type, or with other properties', async () => {
      const typo = await rejection(
        resolveInitialValue(template({value: {author: {_ref: 'a', type: 'reference'}}}), {}, context),
      )
      expect(typo.message).toBe(
        'Template "post" initial value: Reference is missing "_type", but has a "type" property at path "author"',
      )
      const extra = await rejection(
        resolveInitialValue(
          template({value: {author: {_ref: 'a', _type: 'reference', name: 'x', title: 'y'}}}),
          {},
          context,
        ),
      )
      expect(extra.message).toBe(
        'Template "post" initial value: Disallowed properties found in reference: "name", "title" at path "author"',
      )
    })

    it('refuses data JSON cannot hold', async () => {
      const error = await rejection(
        resolveInitialValue(template({value: {seo: {description: new Date(0)}}}), {}, context),
      )
      expect(error.message).toBe('Template "post" initial value: a Date is not JSON data at path "seo.description"')
      const looped: Record<string, unknown> = {}
      looped.self = looped
      expect((await rejection(resolveInitialValue(template({value: {seo: looped}}), {}, context))).message).toBe(
        'Template "post" initial value: the value contains itself at path "seo.self"',
      )
    })
  })
})

describe('getTemplateById', () => {
  it('finds a template by id, or says it is not found', () => {
    const templates = [template(), template({id: 'post-by-author'})]
    expect(getTemplateById(templates, 'post-by-author')).toBe(templates[1])
    expect(thrown(() => getTemplateById(templates, 'nope'))).toMatchObject({
      kind: 'notFound',
      message: 'Template "nope" not found',
      templateId: 'nope',
    })
  })
})

describe('initialValueErrorMessage', () => {
  it('says which type failed and why', () => {
    expect(initialValueErrorMessage('post', new Error('offline'))).toBe(
      'Unable to resolve initial value for type post: offline',
    )
  })
})

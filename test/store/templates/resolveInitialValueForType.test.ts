import {describe, expect, it} from 'vitest'
import {
  INITIAL_VALUE_MAX_DEPTH,
  resolveInitialValueForType,
  type InitialValueResolverContext,
} from '../../../src/store/templates'
import type {AnyDefinition, Schema} from '../../../src/types'
import {postType, schemaOf, tagType} from './support'

const contextFor = (schema: Schema): InitialValueResolverContext => ({
  schema,
  currentUser: {id: 'ada', name: 'Ada', roles: [{name: 'editor'}]},
  dataset: 'production',
})
const KEY = /^[a-zA-Z0-9]{12}$/

describe('resolveInitialValueForType', () => {
  const schema = schemaOf(
    {
      name: 'seo',
      type: 'object',
      fields: [
        {name: 'robots', type: 'string', initialValue: 'index'},
        {name: 'title', type: 'string'},
      ],
    },
    tagType,
    postType(
      {name: 'featured', type: 'boolean', initialValue: async () => false},
      {name: 'owner', type: 'string', initialValue: (_params, context) => context.currentUser?.id},
      {name: 'lang', type: 'string', initialValue: (params) => params?.lang},
      {name: 'seo', type: 'seo'},
      {name: 'meta', type: 'object', fields: [{name: 'views', type: 'number', initialValue: 0}]},
      {
        name: 'tags',
        type: 'array',
        of: [{type: 'tag'}],
        initialValue: [{label: 'new'}, {_type: 'tag', _key: 'kept', label: 'old', weight: 5}],
      },
      {name: 'keywords', type: 'array', of: [{type: 'string'}], initialValue: ['a', 'b']},
    ),
  )

  it('resolves static, function and async initial values of every field, with params and context', async () => {
    const value = (await resolveInitialValueForType(schema.get('post')!, {lang: 'nb'}, contextFor(schema))) as Record<
      string,
      unknown
    >
    expect(value).toMatchObject({
      _type: 'post',
      status: 'draft',
      featured: false,
      owner: 'ada',
      lang: 'nb',
      seo: {_type: 'seo', robots: 'index'},
      meta: {views: 0},
      keywords: ['a', 'b'],
    })
    expect(value).not.toHaveProperty('title')
    // An anonymous inline object has no `_type`.
    expect(value.meta).toEqual({views: 0})
  })

  it('gives new array items a key, their type and their member type defaults', async () => {
    const value = (await resolveInitialValueForType(schema.get('post')!, {}, contextFor(schema))) as {
      tags: Array<Record<string, unknown>>
    }
    expect(value.tags).toEqual([
      {_type: 'tag', _key: expect.stringMatching(KEY), label: 'new', weight: 1},
      {_type: 'tag', _key: 'kept', label: 'old', weight: 5},
    ])
  })

  it("lays a type's own initial value over its fields' deeply", async () => {
    const withOwn = schemaOf(
      {
        name: 'seo',
        type: 'object',
        fields: [
          {name: 'robots', type: 'string', initialValue: 'index'},
          {name: 'title', type: 'string'},
        ],
      },
      {
        name: 'page',
        type: 'document',
        initialValue: {seo: {title: 'Untitled'}},
        fields: [{name: 'seo', type: 'seo'}],
      } as AnyDefinition,
    )
    expect(await resolveInitialValueForType(withOwn.get('page')!, {}, contextFor(withOwn))).toEqual({
      _type: 'page',
      seo: {_type: 'seo', robots: 'index', title: 'Untitled'},
    })
  })

  it('is undefined for a type that gives nothing', async () => {
    const plain = schemaOf({name: 'note', type: 'document', fields: [{name: 'text', type: 'string'}]} as AnyDefinition)
    expect(await resolveInitialValueForType(plain.get('note')!, {}, contextFor(plain))).toBeUndefined()
  })

  it(`stops recursive types after ${INITIAL_VALUE_MAX_DEPTH} levels`, async () => {
    const recursive = schemaOf({
      name: 'node',
      type: 'document',
      fields: [
        {name: 'label', type: 'string', initialValue: 'x'},
        {name: 'child', type: 'node'},
      ],
    } as AnyDefinition)
    let value = (await resolveInitialValueForType(recursive.get('node')!, {}, contextFor(recursive))) as
      Record<string, unknown> | undefined
    let levels = 0
    while (value) {
      levels++
      value = value.child as Record<string, unknown> | undefined
    }
    // The node's label sits one level below the node: the deepest node has only its label.
    expect(levels).toBe(INITIAL_VALUE_MAX_DEPTH - 1)
    const shallow = (await resolveInitialValueForType(recursive.get('node')!, {}, contextFor(recursive), 3)) as Record<
      string,
      unknown
    >
    expect(shallow).toEqual({_type: 'node', label: 'x', child: {_type: 'node', label: 'x'}})
  })

  it('names the type and path of a resolver that fails', async () => {
    const failing = schemaOf({
      name: 'post',
      type: 'document',
      fields: [
        {
          name: 'meta',
          type: 'object',
          fields: [{name: 'slug', type: 'string', initialValue: () => Promise.reject(new Error('offline'))}],
        },
      ],
    } as AnyDefinition)
    await expect(resolveInitialValueForType(failing.get('post')!, {}, contextFor(failing))).rejects.toThrow(
      'Initial value resolver of type "string" at "meta.slug" failed: offline',
    )
  })

  it('refuses a non-object for an object type and a non-array for an array type', async () => {
    const bad = schemaOf(
      {
        name: 'a',
        type: 'document',
        fields: [{name: 'o', type: 'object', initialValue: 'text', fields: [{name: 'x', type: 'string'}]}],
      } as AnyDefinition,
      {
        name: 'b',
        type: 'document',
        fields: [{name: 'list', type: 'array', of: [{type: 'string'}], initialValue: {x: 1}}],
      } as AnyDefinition,
    )
    await expect(resolveInitialValueForType(bad.get('a')!, {}, contextFor(bad))).rejects.toThrow(
      'Initial value of type "object" at "o" must be a plain object, got a string',
    )
    await expect(resolveInitialValueForType(bad.get('b')!, {}, contextFor(bad))).rejects.toThrow(
      'Initial value of type "array" at "list" must be an array, got a non-plain object',
    )
  })
})

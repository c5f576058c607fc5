import {describe, expect, it} from 'vitest'
import {createSchema, defineArrayMember, defineField, defineType, SchemaError} from '../../src/entries/index'
import {createLake, memoryStorage} from '../../src/entries/lake'
import {validateDocument} from '../../src/entries/validation'

// The README's examples, through the public entry points, doing what the README says.

const post = defineType({
  name: 'post',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'slug', type: 'slug', options: {source: 'title'}}),
    defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
    defineField({name: 'tags', type: 'array', of: [defineArrayMember({type: 'string'})], options: {layout: 'tags'}}),
  ],
})
const author = defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]})

describe('README examples', () => {
  it('compiles the blog schema', () => {
    const schema = createSchema([post, author])
    expect(schema.get('post')?.jsonType).toBe('object')
    expect(schema.get('post')?.intrinsic).toBe('document')
  })

  it('throws one SchemaError listing every problem', () => {
    const broken = () => createSchema([post]) // author is missing
    expect(broken).toThrow(SchemaError)
    try {
      broken()
    } catch (error) {
      expect((error as SchemaError).problems.some((problem) => problem.severity === 'error' && /author/.test(problem.message))).toBe(true)
    }
  })

  it('validates a post with an empty title', async () => {
    const schema = createSchema([post, author])
    const markers = await validateDocument({document: {_id: 'p1', _type: 'post', title: ''}, schema})
    expect(markers).toEqual([{level: 'error', message: 'Required', path: ['title']}])
  })

  it('runs a lake in memory', async () => {
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [{create: {_id: 'p1', _type: 'post', title: 'Hello'}}])
    expect(await lake.query('production', '*[_type == "post"].title')).toEqual(['Hello'])
  })
})

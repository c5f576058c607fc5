import {firstValueFrom} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {createSchema, defineArrayMember, defineField, defineType, SchemaError} from '../../src/entries/index'
import {createLake, memoryStorage} from '../../src/entries/lake'
import {checkoutPair, createInProcessClient} from '../../src/entries/store'
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
      expect(
        (error as SchemaError).problems.some(
          (problem) => problem.severity === 'error' && /author/.test(problem.message),
        ),
      ).toBe(true)
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

  it('edits a draft through the store and commits it to the lake', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({lake, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'})
    const pair = checkoutPair({publishedId: 'post-1', draftId: 'drafts.post-1'}, client)
    const titles: Array<unknown> = []
    const subscription = pair.draft.snapshots$.subscribe((draft) => titles.push(draft?.title))
    expect(await firstValueFrom(pair.draft.snapshots$)).toBeNull()
    pair.draft.createIfNotExists({_id: 'drafts.post-1', _type: 'post'})
    pair.draft.patch([{type: 'set', path: ['title'], value: 'Hello'}])
    expect(pair.draft.getSnapshot()).toMatchObject({title: 'Hello'})
    await pair.draft.commit()
    subscription.unsubscribe()
    expect(titles.at(-1)).toBe('Hello')
    expect(lake.getDocuments('production', ['drafts.post-1'])[0]).toMatchObject({_type: 'post', title: 'Hello'})
  })
})

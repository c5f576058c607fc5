import {describe, expect, it} from 'vitest'
import {defaultTemplatesForSchema, resolveInitialValue} from '../../../src/store/templates'
import {doc, schemaOf} from './support'

describe('defaultTemplatesForSchema', () => {
  it('gives one template per document type, titled after it, in schema order', () => {
    const schema = schemaOf(
      doc('author', {title: 'Writer'}),
      {name: 'seo', type: 'object', fields: [{name: 'title', type: 'string'}]},
      doc('post'),
    )
    expect(defaultTemplatesForSchema(schema)).toEqual([
      {id: 'author', schemaType: 'author', title: 'Writer', value: {_type: 'author'}},
      {id: 'post', schemaType: 'post', title: 'Post', value: {_type: 'post'}},
    ])
  })

  it('leaves out the built-in asset documents', () => {
    const schema = schemaOf(doc('post'))
    expect(schema.has('sanity.imageAsset')).toBe(true)
    expect(defaultTemplatesForSchema(schema).map((template) => template.id)).toEqual(['post'])
  })

  it("resolves to the type's own initial value, calling its resolver once", async () => {
    let calls = 0
    const initialValue = () => {
      calls++
      return {status: 'draft'}
    }
    const schema = schemaOf(doc('post', {initialValue}))
    const [post] = defaultTemplatesForSchema(schema)
    expect(await resolveInitialValue(post!, {}, {schema, currentUser: null})).toEqual({_type: 'post', status: 'draft'})
    expect(calls).toBe(1)
  })
})

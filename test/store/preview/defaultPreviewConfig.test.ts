import {describe, expect, it} from 'vitest'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {defaultPreviewConfig} from '../../../src/store/preview'
import type {ArraySchemaType, ObjectSchemaType} from '../../../src/types'

const schema = createSchema([
  defineType({
    name: 'person',
    type: 'document',
    fields: [
      defineField({name: 'bio', type: 'text'}),
      defineField({name: 'name', type: 'string'}),
      defineField({name: 'label', type: 'string'}),
      defineField({name: 'photo', type: 'image'}),
    ],
  }),
  defineType({
    name: 'note',
    type: 'object',
    fields: [
      defineField({name: 'body', type: 'text'}),
      defineField({name: 'mood', type: 'string'}),
      defineField({name: 'count', type: 'number'}),
    ],
  }),
  defineType({name: 'counter', type: 'object', fields: [defineField({name: 'count', type: 'number'})]}),
  defineType({name: 'figure', type: 'image', fields: [defineField({name: 'caption', type: 'string'})]}),
  defineType({
    name: 'article',
    type: 'document',
    fields: [defineField({name: 'body', type: 'array', of: [{type: 'block'}]})],
  }),
])

describe('defaultPreviewConfig', () => {
  it('picks the title from the first candidate field, the description from the next, and media from the first image', () => {
    expect(defaultPreviewConfig(schema.get('person')!)).toEqual({
      select: {title: 'name', description: 'label', media: 'photo'},
    })
  })

  it('takes the first two string fields when no field has a title-like name', () => {
    expect(defaultPreviewConfig(schema.get('note')!)).toEqual({select: {title: 'body', description: 'mood'}})
  })

  it('selects nothing for an object without string fields, so the id becomes the title', () => {
    expect(defaultPreviewConfig(schema.get('counter')!)).toEqual({select: {}})
  })

  it('titles images by a caption field, else the asset filename, and shows the asset url', () => {
    expect(defaultPreviewConfig(schema.get('figure')!)).toEqual({select: {title: 'caption', imageUrl: 'asset.url'}})
    expect(defaultPreviewConfig(schema.get('image')!)).toEqual({
      select: {title: 'asset.originalFilename', imageUrl: 'asset.url'},
    })
    expect(defaultPreviewConfig(schema.get('file')!)).toEqual({select: {title: 'asset.originalFilename'}})
  })

  it('titles a text block by the text of its spans', () => {
    const block = ((schema.get('article') as ObjectSchemaType).fields[0]!.type as ArraySchemaType).of[0]!
    const config = defaultPreviewConfig(block)
    expect(config.select).toEqual({children: 'children'})
    expect(
      config.prepare!({
        children: [
          {_type: 'span', text: 'Hello '},
          {_type: 'span', text: 'world'},
        ],
      }),
    ).toEqual({title: 'Hello world'})
    expect(config.prepare!({children: []})).toEqual({title: undefined})
  })
})

import {describe, expect, it} from 'vitest'
import {createSchema, defineArrayMember, defineField, defineType} from '../../../src/schema'
import {fieldTitlePath} from '../../../src/structure/inspectors/fieldTitlePath'

const schema = createSchema([
  defineType({
    name: 'link',
    title: 'Link',
    type: 'object',
    fields: [defineField({name: 'href', title: 'Address', type: 'url'})],
  }),
  defineType({
    name: 'page',
    type: 'document',
    fields: [
      defineField({name: 'seo', type: 'object', fields: [defineField({name: 'metaTitle', type: 'string'})]}),
      defineField({name: 'links', title: 'Links', type: 'array', of: [defineArrayMember({type: 'link'})]}),
    ],
  }),
])
const page = schema.get('page')!

describe('fieldTitlePath', () => {
  it('reads field titles, start-casing names without one', () => {
    expect(fieldTitlePath(page, ['seo', 'metaTitle'], {})).toEqual(['Seo', 'Meta Title'])
  })

  it('reads array items as their position, and continues in the item’s type', () => {
    const value = {
      links: [
        {_key: 'a', _type: 'link'},
        {_key: 'b', _type: 'link'},
      ],
    }
    expect(fieldTitlePath(page, ['links', {_key: 'b'}, 'href'], value)).toEqual(['Links', '#2', 'Address'])
    expect(fieldTitlePath(page, ['links', 0], value)).toEqual(['Links', '#1'])
  })

  it('names an item the value lacks by its key, assuming the array’s only item type', () => {
    expect(fieldTitlePath(page, ['links', {_key: 'gone'}, 'href'], {links: []})).toEqual(['Links', '[gone]', 'Address'])
  })

  it('keeps going by name where the schema does not know the step', () => {
    expect(fieldTitlePath(page, ['extra', 'deepField'], {})).toEqual(['Extra', 'Deep Field'])
    expect(fieldTitlePath(page, [], {})).toEqual([])
  })
})

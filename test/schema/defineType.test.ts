import {describe, expect, expectTypeOf, it} from 'vitest'
import {defineArrayMember, defineField, defineType} from '../../src/schema'
import type {AnyDefinition, ArrayMemberDefinition, FieldDefinition, ObjectDefinition} from '../../src/types'

// The type-level cases below are checked by `tsc --noEmit` (test/ is in tsconfig's include);
// the runtime assertions check the helpers are identities.

describe('defineType', () => {
  it('returns the definition it is given', () => {
    const definition = {name: 'post', type: 'document' as const, fields: [{name: 'title', type: 'string'}]}
    expect(defineType(definition)).toBe(definition)
  })

  it('keeps the literal name and type', () => {
    const post = defineType({name: 'post', type: 'document', fields: [defineField({name: 'title', type: 'string'})]})
    expectTypeOf(post.name).toEqualTypeOf<'post'>()
    expectTypeOf(post.type).toEqualTypeOf<'document'>()
  })

  it('checks options against the intrinsic type', () => {
    defineType({name: 'hero', type: 'image', options: {hotspot: true}})
    // @ts-expect-error hotspot is an image option, not a string option
    defineType({name: 'headline', type: 'string', options: {hotspot: true}})
    // @ts-expect-error layout of a string is dropdown or radio
    defineType({name: 'choice', type: 'string', options: {layout: 'grid'}})
  })

  it('requires what the intrinsic type requires', () => {
    // @ts-expect-error a reference needs `to`
    defineType({name: 'authorRef', type: 'reference'})
    // @ts-expect-error an array needs `of`
    defineType({name: 'tags', type: 'array'})
    // @ts-expect-error an object needs fields
    defineType({name: 'seo', type: 'object'})
    defineType({name: 'authorRef', type: 'reference', to: [{type: 'author'}]})
  })

  it('accepts any options on types that extend named types', () => {
    const alias = defineType({name: 'heroPhoto', type: 'photo', options: {anything: true}})
    expectTypeOf(alias.type).toEqualTypeOf<'photo'>()
  })

  it('produces definitions createSchema accepts', () => {
    const types: AnyDefinition[] = [
      defineType({name: 'seo', type: 'object', fields: [defineField({name: 'metaTitle', type: 'string'})]}),
      defineType({name: 'heroPhoto', type: 'photo'}),
    ]
    expect(types).toHaveLength(2)
  })
})

describe('defineField', () => {
  it('returns the definition it is given', () => {
    const definition = {name: 'title', type: 'string', fieldset: 'meta', group: ['content']}
    expect(defineField(definition)).toBe(definition)
  })

  it('keeps the literal name and checks the field type', () => {
    const cover = defineField({name: 'cover', type: 'image', options: {hotspot: true}, group: 'media'})
    expectTypeOf(cover.name).toEqualTypeOf<'cover'>()
    expectTypeOf(cover).toExtend<FieldDefinition>()
    // @ts-expect-error number options have no `source`
    defineField({name: 'count', type: 'number', options: {source: 'title'}})
    // @ts-expect-error a field needs a name
    defineField({type: 'string'})
  })

  it('lets inline definitions nest fields and members', () => {
    const seo: ObjectDefinition = {
      name: 'seo',
      type: 'object',
      fields: [
        {name: 'keywords', type: 'array', of: [{type: 'string'}]},
        {name: 'image', type: 'image', fields: [{name: 'alt', type: 'string'}]},
      ],
    }
    expect(seo.fields).toHaveLength(2)
  })
})

describe('defineArrayMember', () => {
  it('returns the definition it is given, name optional', () => {
    const definition = {type: 'block'}
    expect(defineArrayMember(definition)).toBe(definition)
    const figure = defineArrayMember({type: 'image', name: 'figure', options: {hotspot: true}})
    expectTypeOf(figure.name).toEqualTypeOf<'figure' | undefined>()
    expectTypeOf(figure.type).toEqualTypeOf<'image'>()
    expectTypeOf(figure).toExtend<ArrayMemberDefinition>()
  })

  it('checks member options and required properties', () => {
    // @ts-expect-error a reference member needs `to`
    defineArrayMember({type: 'reference'})
    // @ts-expect-error blocks take styles as {title, value}
    defineArrayMember({type: 'block', styles: ['normal']})
    defineArrayMember({
      type: 'block',
      styles: [{title: 'Normal', value: 'normal'}],
      marks: {decorators: [{title: 'Overline', value: 'overline'}]},
    })
  })
})

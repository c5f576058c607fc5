import {describe, expectTypeOf, it} from 'vitest'
import {
  defineArrayMember,
  defineField,
  defineType,
  type ArrayOptions,
  type FieldDefinition,
  type FieldDefinitionOf,
  type FileOptions,
  type ImageOptions,
  type InitialValueProperty,
  type ReferenceOptions,
  type ReferenceTarget,
  type SlugOptions,
  type StringOptions,
  type TypeDefinitionOf,
} from 'vellum'

// defineType, defineField and defineArrayMember through `vellum`: literal names and types are
// kept, and each definition is checked against its intrinsic type's.

describe('defineType', () => {
  it('keeps the literal name and type', () => {
    const post = defineType({name: 'post', type: 'document', fields: [defineField({name: 'title', type: 'string'})]})
    expectTypeOf(post).toEqualTypeOf<TypeDefinitionOf<'document', 'post'>>()
    expectTypeOf(post.name).toEqualTypeOf<'post'>()
    expectTypeOf(post.type).toEqualTypeOf<'document'>()
  })

  it('gives a document its document-only properties and requires fields', () => {
    const post = defineType({
      name: 'post',
      type: 'document',
      liveEdit: true,
      orderings: [{name: 'new', title: 'Newest', by: [{field: '_createdAt', direction: 'desc'}]}],
      fields: [],
    })
    expectTypeOf(post.liveEdit).toEqualTypeOf<boolean | undefined>()
    // @ts-expect-error a document needs `fields`
    defineType({name: 'post', type: 'document'})
    // @ts-expect-error `liveEdit` belongs to documents, not objects
    defineType({name: 'address', type: 'object', fields: [], liveEdit: true})
  })

  it('checks options against the intrinsic type', () => {
    defineType({name: 'cover', type: 'image', options: {hotspot: true, metadata: ['lqip', 'palette']}})
    // @ts-expect-error hotspot is an image option, not a file option
    defineType({name: 'attachment', type: 'file', options: {hotspot: true}})
    // @ts-expect-error a string list layout is a dropdown or radio buttons
    defineType({name: 'status', type: 'string', options: {layout: 'grid'}})
    // @ts-expect-error no such metadata
    defineType({name: 'cover', type: 'image', options: {metadata: ['thumbnail']}})
  })

  it('requires what an intrinsic type cannot do without', () => {
    // @ts-expect-error a reference needs `to`
    defineType({name: 'authorRef', type: 'reference'})
    // @ts-expect-error an array needs `of`
    defineType({name: 'tags', type: 'array'})
    // @ts-expect-error a cross-dataset reference needs its dataset
    defineType({name: 'external', type: 'crossDatasetReference', to: [{type: 'product'}]})
  })

  it('accepts a type extending a named type, loosely', () => {
    const blog = defineType({name: 'blogPost', type: 'post', fields: [defineField({name: 'tagline', type: 'string'})]})
    expectTypeOf(blog.type).toEqualTypeOf<'post'>()
    expectTypeOf(blog.fields).toEqualTypeOf<FieldDefinition[] | undefined>()
  })
})

describe('defineField', () => {
  it('infers each intrinsic type’s options and initial value', () => {
    expectTypeOf(defineField({name: 'title', type: 'string'}).options).toEqualTypeOf<StringOptions | undefined>()
    expectTypeOf(defineField({name: 'title', type: 'string'}).initialValue).toEqualTypeOf<
      InitialValueProperty<string> | undefined
    >()
    expectTypeOf(defineField({name: 'rating', type: 'number'}).initialValue).toEqualTypeOf<
      InitialValueProperty<number> | undefined
    >()
    expectTypeOf(defineField({name: 'rating', type: 'number'}).options).toEqualTypeOf<
      | {
          list?: Array<number | {title: string; value: number}>
          layout?: 'dropdown' | 'radio'
          direction?: 'horizontal' | 'vertical'
        }
      | undefined
    >()
    expectTypeOf(defineField({name: 'featured', type: 'boolean'}).initialValue).toEqualTypeOf<
      InitialValueProperty<boolean> | undefined
    >()
    expectTypeOf(defineField({name: 'featured', type: 'boolean'}).options).toEqualTypeOf<
      {layout?: 'switch' | 'checkbox'} | undefined
    >()
    expectTypeOf(defineField({name: 'excerpt', type: 'text'}).rows).toEqualTypeOf<number | undefined>()
    expectTypeOf(defineField({name: 'launch', type: 'date'}).options).toEqualTypeOf<{dateFormat?: string} | undefined>()
    expectTypeOf(defineField({name: 'publishedAt', type: 'datetime'}).options).toEqualTypeOf<
      {dateFormat?: string; timeFormat?: string; timeStep?: number; allowTimeZoneSwitch?: boolean} | undefined
    >()
    expectTypeOf(defineField({name: 'slug', type: 'slug'}).options).toEqualTypeOf<SlugOptions | undefined>()
    expectTypeOf(defineField({name: 'tags', type: 'array', of: [{type: 'string'}]}).options).toEqualTypeOf<
      ArrayOptions | undefined
    >()
    expectTypeOf(defineField({name: 'author', type: 'reference', to: {type: 'author'}}).to).toEqualTypeOf<
      ReferenceTarget | ReferenceTarget[]
    >()
    expectTypeOf(defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}).options).toEqualTypeOf<
      ReferenceOptions | undefined
    >()
    expectTypeOf(defineField({name: 'attachment', type: 'file'}).options).toEqualTypeOf<FileOptions | undefined>()
    expectTypeOf(defineField({name: 'cover', type: 'image'}).options).toEqualTypeOf<ImageOptions | undefined>()
  })

  it('keeps the literal name and type, and takes a fieldset and groups', () => {
    const title = defineField({name: 'title', type: 'string', fieldset: 'meta', group: ['content', 'seo']})
    expectTypeOf(title).toEqualTypeOf<FieldDefinitionOf<'string', 'title'>>()
    expectTypeOf(title.name).toEqualTypeOf<'title'>()
    expectTypeOf(title.group).toEqualTypeOf<string | string[] | undefined>()
  })

  it('refuses an initial value of the wrong type', () => {
    defineField({name: 'count', type: 'number', initialValue: () => Promise.resolve(3)})
    // @ts-expect-error a number field starts with a number
    defineField({name: 'count', type: 'number', initialValue: 'three'})
    // @ts-expect-error a boolean field starts with a boolean
    defineField({name: 'featured', type: 'boolean', initialValue: () => 'yes'})
  })

  it('types the validation rule builder', () => {
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().min(3).max(80).warning('Short titles read badly'),
    })
    // @ts-expect-error the builder returns rules, not strings
    defineField({name: 'title', type: 'string', validation: () => 'required'})
  })
})

describe('defineArrayMember', () => {
  it('makes the name optional and keeps it literal when given', () => {
    const block = defineArrayMember({type: 'block'})
    expectTypeOf(block.type).toEqualTypeOf<'block'>()
    expectTypeOf(block.name).toEqualTypeOf<undefined>()
    const figure = defineArrayMember({type: 'image', name: 'figure', options: {hotspot: true}})
    expectTypeOf(figure.name).toEqualTypeOf<'figure' | undefined>()
    // @ts-expect-error options are checked for members too
    defineArrayMember({type: 'string', options: {hotspot: true}})
  })
})

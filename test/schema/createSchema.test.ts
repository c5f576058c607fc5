import {describe, expect, it} from 'vitest'
import {createSchema, INTRINSIC_TYPE_NAMES, SchemaError} from '../../src/schema'
import type {ArraySchemaType, IntrinsicTypeName, JsonType, ObjectSchemaType, SchemaType} from '../../src/types'
import {blogTypes, documentType, field, member, objectType, schemaOf, typeOf} from '../fixtures/schemas'

const objectFields = (type: SchemaType | undefined) => (type as ObjectSchemaType).fields
const fieldOf = (type: SchemaType | undefined, name: string) => objectFields(type).find((f) => f.name === name)

describe('createSchema', () => {
  describe('intrinsic types', () => {
    const expected: Array<[IntrinsicTypeName, JsonType]> = [
      ['array', 'array'],
      ['block', 'object'],
      ['boolean', 'boolean'],
      ['crossDatasetReference', 'object'],
      ['date', 'string'],
      ['datetime', 'string'],
      ['document', 'object'],
      ['email', 'string'],
      ['file', 'object'],
      ['geopoint', 'object'],
      ['image', 'object'],
      ['number', 'number'],
      ['object', 'object'],
      ['reference', 'object'],
      ['slug', 'object'],
      ['span', 'object'],
      ['string', 'string'],
      ['text', 'string'],
      ['url', 'string'],
    ]

    it.each(expected)('compiles %s with jsonType %s', (name, jsonType) => {
      const type = schemaOf().get(name)
      expect(type).toMatchObject({name, jsonType, intrinsic: name})
      expect(type?.type).toBeUndefined()
    })

    it('covers every intrinsic type name', () => {
      expect(expected.map(([name]) => name).sort()).toEqual([...INTRINSIC_TYPE_NAMES].sort())
    })

    it('titles intrinsic types', () => {
      const schema = schemaOf()
      expect(schema.get('string')?.title).toBe('String')
      expect(schema.get('url')?.title).toBe('URL')
      expect(schema.get('crossDatasetReference')?.title).toBe('Cross-dataset reference')
    })
  })

  describe('schema', () => {
    it('is named, "default" unless told otherwise', () => {
      expect(createSchema([]).name).toBe('default')
      expect(createSchema([], {name: 'blog'}).name).toBe('blog')
    })

    it('lists intrinsic, built-in and user types, and tells which it has', () => {
      const schema = schemaOf(...blogTypes)
      const names = schema.getTypeNames()
      expect(names).toEqual(expect.arrayContaining(['string', 'sanity.imageAsset', 'post', 'author']))
      expect(names.indexOf('string')).toBeLessThan(names.indexOf('sanity.imageAsset'))
      expect(names.indexOf('sanity.imageAsset')).toBeLessThan(names.indexOf('post'))
      expect(schema.has('post')).toBe(true)
      expect(schema.has('nope')).toBe(false)
      expect(schema.get('nope')).toBeUndefined()
    })

    it('returns the same compiled object on every read', () => {
      const schema = schemaOf(...blogTypes)
      expect(schema.get('post')).toBe(schema.get('post'))
      expect(objectFields(schema.get('post'))).toBe(objectFields(schema.get('post')))
    })

    it('throws a SchemaError carrying every problem when one is an error', () => {
      const types = [
        documentType('post', [field('title', 'strng')], {deprecated: {}}),
        documentType('post', [field('title', 'string')]),
      ]
      let thrown: unknown
      try {
        createSchema(types)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(SchemaError)
      const problems = (thrown as SchemaError).problems
      expect(problems.map((p) => [p.severity, p.path.join('.'), p.helpId])).toEqual([
        ['warning', 'post', 'schema-deprecated-reason-missing'],
        ['error', 'post.title', 'schema-type-unknown'],
        ['error', 'post', 'schema-type-name-duplicate'],
      ])
      expect((thrown as SchemaError).message).toMatch(/^Schema has 2 errors: /)
      expect((thrown as SchemaError).name).toBe('SchemaError')
    })

    it('keeps warnings on schema.problems', () => {
      const schema = schemaOf(documentType('post', [field('title', 'string', {deprecated: {reason: ''}})]))
      expect(schema.problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          path: ['post', 'title'],
          helpId: 'schema-deprecated-reason-missing',
        }),
      ])
    })

    it('compiles 100 types in a few milliseconds', () => {
      const types = Array.from({length: 100}, (_, index) =>
        documentType(`doc${index}`, [
          field('title', 'string'),
          field('body', 'array', {of: [member('block'), member('image')]}),
          field('next', 'reference', {to: [{type: `doc${(index + 1) % 100}`}]}),
          field('meta', 'object', {
            fields: [
              field('tags', 'array', {of: [member('string')]}),
              field('cover', 'image', {options: {hotspot: true}}),
            ],
          }),
        ]),
      )
      // The best of a few runs, so a busy machine does not fail the test (a run takes ~3 ms when warm).
      const durations = Array.from({length: 5}, () => {
        const started = performance.now()
        createSchema(types)
        return performance.now() - started
      })
      expect(Math.min(...durations)).toBeLessThan(50)
    })
  })

  describe('named types', () => {
    it('resolve down their chain to an intrinsic type', () => {
      const schema = schemaOf(typeOf('shortText', 'string'), typeOf('tagline', 'shortText'))
      const tagline = schema.get('tagline')
      expect(tagline).toMatchObject({name: 'tagline', jsonType: 'string', intrinsic: 'string'})
      expect(tagline?.type).toBe(schema.get('shortText'))
      expect(tagline?.type?.type).toBe(schema.get('string'))
    })

    it('are titled from their name unless titled', () => {
      const schema = schemaOf(
        typeOf('publishedAt', 'datetime'),
        typeOf('when', 'datetime', {title: 'When it happened'}),
      )
      expect(schema.get('publishedAt')?.title).toBe('Published At')
      expect(schema.get('when')?.title).toBe('When it happened')
    })

    it('merge options down the chain, the more specific winning per key', () => {
      const schema = schemaOf(
        typeOf('photo', 'image', {options: {hotspot: true, accept: 'image/*'}}),
        typeOf('heroPhoto', 'photo', {options: {accept: 'image/jpeg', metadata: ['palette']}}),
        typeOf('bigHero', 'heroPhoto', {options: {storeOriginalFilename: false}}),
      )
      expect(schema.get('bigHero')?.options).toEqual({
        hotspot: true,
        accept: 'image/jpeg',
        metadata: ['palette'],
        storeOriginalFilename: false,
      })
      expect(schema.get('photo')?.options).toEqual({hotspot: true, accept: 'image/*'})
    })

    it('take the nearest validation, description and other properties in the chain', () => {
      const required = () => undefined
      const optional = () => undefined
      const schema = schemaOf(
        typeOf('code', 'string', {validation: required, description: 'A code', readOnly: true}),
        typeOf('shortCode', 'code'),
        typeOf('looseCode', 'code', {validation: optional, description: 'Any code'}),
      )
      expect(schema.get('shortCode')).toMatchObject({validation: required, description: 'A code', readOnly: true})
      expect(schema.get('looseCode')).toMatchObject({validation: optional, description: 'Any code', readOnly: true})
    })

    it('keep the definition they were compiled from', () => {
      const seo = objectType('seo', [field('metaTitle', 'string')])
      expect(schemaOf(seo).get('seo')?.definition).toBe(seo)
    })
  })

  describe('fields', () => {
    it('name the type they use and extend it with their own properties', () => {
      const schema = schemaOf(
        objectType('seo', [field('metaTitle', 'string')], {description: 'Search'}),
        documentType('page', [field('seo', 'seo', {title: 'SEO', hidden: true}), field('publishedAt', 'datetime')]),
      )
      const seo = fieldOf(schema.get('page'), 'seo')
      expect(seo?.type).toMatchObject({
        name: 'seo',
        title: 'SEO',
        hidden: true,
        description: 'Search',
        jsonType: 'object',
        intrinsic: 'object',
      })
      expect(seo?.type.type).toBe(schema.get('seo'))
      expect(objectFields(seo?.type)).toBe(objectFields(schema.get('seo')))
      expect(fieldOf(schema.get('page'), 'publishedAt')?.type).toMatchObject({name: 'datetime', title: 'Published At'})
    })

    it('merge their options over the options of the type they use', () => {
      const schema = schemaOf(
        typeOf('status', 'string', {options: {list: ['a', 'b'], layout: 'radio'}}),
        documentType('task', [field('status', 'status', {options: {layout: 'dropdown'}})]),
      )
      expect(fieldOf(schema.get('task'), 'status')?.type.options).toEqual({list: ['a', 'b'], layout: 'dropdown'})
    })

    it('keep validation, readOnly, initialValue and placeholder of the field', () => {
      const validation = () => undefined
      const schema = schemaOf(
        documentType('task', [
          field('title', 'string', {validation, readOnly: true, initialValue: 'Untitled', placeholder: 'Title…'}),
        ]),
      )
      expect(fieldOf(schema.get('task'), 'title')?.type).toMatchObject({
        validation,
        readOnly: true,
        initialValue: 'Untitled',
        placeholder: 'Title…',
      })
    })

    it('compile fieldsets and groups with the names of their fields', () => {
      const post = schemaOf(...blogTypes).get('post') as ObjectSchemaType
      expect(post.fieldsets).toEqual([
        {name: 'meta', title: 'Meta', options: {collapsible: true}, fieldNames: ['publishedAt', 'status']},
      ])
      expect(post.groups).toEqual([
        {
          name: 'content',
          title: 'Content',
          default: true,
          fieldNames: ['title', 'slug', 'author', 'mainImage', 'body'],
        },
        {name: 'seo', title: 'SEO', fieldNames: ['seo']},
      ])
      expect(post.fields.find((f) => f.name === 'title')).toMatchObject({group: ['content']})
      expect(post.fields.find((f) => f.name === 'status')).toMatchObject({fieldset: 'meta'})
    })

    it('give documents their orderings and liveEdit', () => {
      const schema = schemaOf(...blogTypes, documentType('setting', [field('title', 'string')], {liveEdit: true}))
      expect((schema.get('post') as ObjectSchemaType).orderings).toEqual([
        expect.objectContaining({name: 'publishedAtDesc'}),
      ])
      expect((schema.get('setting') as ObjectSchemaType).liveEdit).toBe(true)
    })
  })

  describe('array members', () => {
    it('are named after their type unless named', () => {
      const schema = schemaOf(
        documentType('page', [
          field('items', 'array', {
            of: [member('image'), member('object', {name: 'quote', fields: [field('text', 'string')]})],
          }),
        ]),
      )
      const [image, quote] = (fieldOf(schema.get('page'), 'items')?.type as ArraySchemaType).of
      expect(image).toMatchObject({name: 'image', title: 'Image', intrinsic: 'image'})
      expect(image?.type).toBe(schema.get('image'))
      expect(quote).toMatchObject({name: 'quote', title: 'Quote', intrinsic: 'object', jsonType: 'object'})
      expect(objectFields(quote).map((f) => f.name)).toEqual(['text'])
    })

    it('are inherited by types that extend an array', () => {
      const schema = schemaOf(
        typeOf('tags', 'array', {of: [member('string')]}),
        typeOf('labels', 'tags', {options: {layout: 'tags'}}),
      )
      expect((schema.get('labels') as ArraySchemaType).of).toBe((schema.get('tags') as ArraySchemaType).of)
      expect(schema.get('labels')?.options).toEqual({layout: 'tags'})
    })
  })
})

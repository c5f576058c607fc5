import {describe, expect, it} from 'vitest'
import {DEFAULT_BLOCK_STYLES, DEFAULT_DECORATORS, DEFAULT_LIST_TYPES} from '../../src/schema'
import type {
  ArraySchemaType,
  BlockSchemaType,
  CrossDatasetReferenceSchemaType,
  ObjectSchemaType,
  ReferenceSchemaType,
  SchemaType,
} from '../../src/types'
import {assetTypes, blogTypes, documentType, field, member, objectType, schemaOf, typeOf} from '../fixtures/schemas'

const fieldsOf = (type: SchemaType | undefined) => (type as ObjectSchemaType).fields
const fieldNames = (type: SchemaType | undefined) => fieldsOf(type).map((f) => f.name)
const fieldType = (type: SchemaType | undefined, name: string) => fieldsOf(type).find((f) => f.name === name)?.type
const membersOf = (type: SchemaType | undefined) => (type as ArraySchemaType).of

describe('compiled images and files', () => {
  it('gives an image an asset reference to sanity.imageAsset', () => {
    const schema = schemaOf()
    const asset = fieldType(schema.get('image'), 'asset') as ReferenceSchemaType
    expect(fieldNames(schema.get('image'))).toEqual(['asset'])
    expect(asset).toMatchObject({name: 'reference', intrinsic: 'reference'})
    expect(asset.to).toEqual([schema.get('sanity.imageAsset')])
  })

  it('adds hotspot and crop when options.hotspot is set, then the author’s fields', () => {
    const schema = schemaOf(typeOf('photo', 'image', {options: {hotspot: true}, fields: [field('caption', 'string')]}))
    expect(fieldNames(schema.get('photo'))).toEqual(['asset', 'hotspot', 'crop', 'caption'])
    expect(fieldType(schema.get('photo'), 'hotspot')?.type).toBe(schema.get('sanity.imageHotspot'))
    expect(fieldType(schema.get('photo'), 'crop')?.type).toBe(schema.get('sanity.imageCrop'))
  })

  it('keeps the fields of an aliased image and recomputes them when hotspot changes', () => {
    const schema = schemaOf(
      typeOf('photo', 'image', {fields: [field('caption', 'string')]}),
      typeOf('sameFields', 'photo', {options: {accept: 'image/png'}}),
      typeOf('croppable', 'photo', {options: {hotspot: true}}),
      typeOf('credited', 'croppable', {fields: [field('credit', 'string')]}),
    )
    expect(fieldsOf(schema.get('sameFields'))).toBe(fieldsOf(schema.get('photo')))
    expect(fieldNames(schema.get('croppable'))).toEqual(['asset', 'hotspot', 'crop', 'caption'])
    // Own fields replace the inherited user fields; built-in ones stay.
    expect(fieldNames(schema.get('credited'))).toEqual(['asset', 'hotspot', 'crop', 'credit'])
  })

  it('keeps user fields through an alias of an alias whose fields were never read', () => {
    const schema = schemaOf(...assetTypes)
    expect(fieldNames(schema.get('heroPhoto'))).toEqual(['asset', 'hotspot', 'crop', 'caption', 'credit'])
    expect(schema.get('heroPhoto')?.options).toEqual({hotspot: true, accept: 'image/*', metadata: ['palette', 'lqip']})
  })

  it('gives a file an asset reference to sanity.fileAsset, then the author’s fields', () => {
    const schema = schemaOf(...assetTypes)
    const attachment = fieldType(schema.get('mediaItem'), 'attachment')
    expect(fieldNames(attachment)).toEqual(['asset', 'description'])
    expect((fieldType(attachment, 'asset') as ReferenceSchemaType).to).toEqual([schema.get('sanity.fileAsset')])
    expect(attachment?.options).toEqual({accept: 'application/pdf', storeOriginalFilename: true})
  })
})

describe('compiled blocks', () => {
  it('have children, style, listItem, markDefs and level fields', () => {
    const block = schemaOf().get('block') as BlockSchemaType
    expect(fieldNames(block)).toEqual(['children', 'style', 'listItem', 'markDefs', 'level'])
    expect(membersOf(fieldType(block, 'children')).map((m) => m.name)).toEqual(['span'])
    expect(fieldType(block, 'style')?.options?.list).toEqual(DEFAULT_BLOCK_STYLES)
    expect(fieldType(block, 'listItem')?.options?.list).toEqual(DEFAULT_LIST_TYPES)
    expect(fieldType(block, 'level')?.jsonType).toBe('number')
  })

  it('default to the standard styles, lists, decorators and a link annotation', () => {
    const block = schemaOf().get('block') as BlockSchemaType
    expect(block.styles.map((s) => s.value)).toEqual(['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'])
    expect(block.lists.map((s) => s.value)).toEqual(['bullet', 'number'])
    expect(block.decorators.map((s) => s.value)).toEqual(['strong', 'em', 'underline', 'strike-through', 'code'])
    expect(block.decorators).toEqual(DEFAULT_DECORATORS)
    expect(block.annotations.map((a) => a.name)).toEqual(['link'])
    expect(fieldType(block.annotations[0], 'href')?.intrinsic).toBe('url')
    expect(block.inlineObjects).toEqual([])
  })

  it('take configured styles, decorators (overline too), annotations and inline objects', () => {
    const schema = schemaOf(...blogTypes)
    const block = membersOf(schema.get('blockContent'))[0] as BlockSchemaType
    expect(block.styles.map((s) => s.value)).toEqual(DEFAULT_BLOCK_STYLES.map((s) => s.value))
    expect(block.decorators.map((s) => s.value)).toEqual(['strong', 'overline'])
    expect(block.annotations.map((a) => a.name)).toEqual(['internalLink'])
    expect(block.inlineObjects.map((a) => [a.name, a.intrinsic])).toEqual([['inlineImage', 'image']])
    // The summaries are the very types of the fields.
    expect(membersOf(fieldType(block, 'markDefs'))).toBe(block.annotations)
    expect(membersOf(fieldType(block, 'children')).slice(1)).toEqual(block.inlineObjects)
  })

  it('inherit the block configuration of the type they extend', () => {
    const schema = schemaOf(
      typeOf('simpleBlock', 'block', {styles: [{title: 'Normal', value: 'normal'}], lists: []}),
      typeOf('captionBlock', 'simpleBlock', {title: 'Caption'}),
    )
    const caption = schema.get('captionBlock') as BlockSchemaType
    expect(caption.styles).toEqual([{title: 'Normal', value: 'normal'}])
    expect(caption.lists).toEqual([])
    expect(caption.fields).toBe((schema.get('simpleBlock') as BlockSchemaType).fields)
  })

  it('compile spans with text and marks', () => {
    const span = schemaOf().get('span')
    expect(fieldNames(span)).toEqual(['text', 'marks'])
    expect(membersOf(fieldType(span, 'marks')).map((m) => m.name)).toEqual(['string'])
  })
})

describe('compiled references', () => {
  it('point at the compiled target types', () => {
    const schema = schemaOf(...blogTypes)
    const author = fieldType(schema.get('post'), 'author') as ReferenceSchemaType
    expect(author.to).toHaveLength(1)
    expect(author.to[0]).toBe(schema.get('author'))
    expect(fieldNames(author)).toEqual(['_ref', '_weak'])
  })

  it('resolve cycles: post → author → post', () => {
    const schema = schemaOf(...blogTypes)
    const author = (fieldType(schema.get('post'), 'author') as ReferenceSchemaType).to[0]
    const posts = membersOf(fieldType(author, 'posts'))[0] as ReferenceSchemaType
    expect(posts.to[0]).toBe(schema.get('post'))
  })

  it('accept a single target and keep weak', () => {
    const schema = schemaOf(
      documentType('author', [field('name', 'string')]),
      documentType('post', [field('author', 'reference', {to: {type: 'author'}, weak: true})]),
    )
    const reference = fieldType(schema.get('post'), 'author') as ReferenceSchemaType
    expect(reference.to).toEqual([schema.get('author')])
    expect(reference.weak).toBe(true)
  })

  it('inherit targets from the reference type they extend', () => {
    const schema = schemaOf(
      documentType('author', [field('name', 'string')]),
      typeOf('authorRef', 'reference', {to: [{type: 'author'}]}),
      documentType('book', [field('writer', 'authorRef')]),
    )
    expect((fieldType(schema.get('book'), 'writer') as ReferenceSchemaType).to).toEqual([schema.get('author')])
  })

  it('describe cross-dataset targets without compiling them', () => {
    const schema = schemaOf(
      documentType('post', [
        field('product', 'crossDatasetReference', {
          dataset: 'shop',
          projectId: 'p1',
          to: [{type: 'product', title: 'Product'}],
        }),
      ]),
    )
    const reference = fieldType(schema.get('post'), 'product') as CrossDatasetReferenceSchemaType
    expect(reference).toMatchObject({dataset: 'shop', projectId: 'p1', to: [{type: 'product', title: 'Product'}]})
    expect(fieldNames(reference)).toEqual(['_ref', '_weak', '_dataset', '_projectId'])
  })
})

describe('recursive types', () => {
  it('compile an object whose array holds itself', () => {
    const schema = schemaOf(
      objectType('menuItem', [field('label', 'string'), field('children', 'array', {of: [member('menuItem')]})]),
    )
    const menuItem = schema.get('menuItem')
    const child = membersOf(fieldType(menuItem, 'children'))[0]
    expect(child?.type).toBe(menuItem)
    expect(fieldsOf(child)).toBe(fieldsOf(menuItem))
  })
})

describe('slugs and geopoints', () => {
  it('compile slug with current and a hidden source', () => {
    const slug = schemaOf().get('slug')
    expect(fieldNames(slug)).toEqual(['current', 'source'])
    expect(fieldType(slug, 'source')?.hidden).toBe(true)
  })

  it('compile geopoint with lat, lng and alt numbers', () => {
    const geopoint = schemaOf().get('geopoint')
    expect(fieldsOf(geopoint).map((f) => [f.name, f.type.jsonType])).toEqual([
      ['lat', 'number'],
      ['lng', 'number'],
      ['alt', 'number'],
    ])
  })
})

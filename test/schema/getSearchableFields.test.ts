import {describe, expect, it} from 'vitest'
import {getSearchableFields} from '../../src/schema'
import type {SearchFieldDefinition} from '../../src/types'
import {assetTypes, blogTypes, documentType, field, member, objectType, schemaOf, typeOf} from '../fixtures/schemas'

const paths = (fields: SearchFieldDefinition[]) => fields.map((f) => f.fieldPath)
const byPath = (fields: SearchFieldDefinition[], fieldPath: string) => fields.find((f) => f.fieldPath === fieldPath)

describe('getSearchableFields', () => {
  describe('which fields', () => {
    it('walks document types only, not objects on their own', () => {
      const fields = getSearchableFields(
        schemaOf(objectType('seo', [field('metaTitle', 'string')]), documentType('page', [field('title', 'string')])),
      )
      expect(paths(fields)).toEqual(['title'])
    })

    it('skips the sanity. system documents', () => {
      const fields = getSearchableFields(schemaOf(documentType('page', [field('title', 'string')])))
      expect(fields.flatMap((f) => f.documentTypes)).toEqual(['page'])
      expect(paths(getSearchableFields(schemaOf()))).toEqual([])
    })

    it('skips fields whose names start with an underscore', () => {
      const fields = getSearchableFields(
        schemaOf(documentType('page', [field('_legacyId', 'string'), field('title', 'string')])),
      )
      expect(paths(fields)).toEqual(['title'])
    })

    it('skips slug fields, their current and source included', () => {
      const fields = getSearchableFields(
        schemaOf(documentType('page', [field('title', 'string'), field('slug', 'slug')])),
      )
      expect(fields.map((f) => [f.fieldPath, f.filterName])).toEqual([['title', 'string']])
    })

    it('enters objects up to depth 3', () => {
      const schema = schemaOf(
        documentType('page', [
          field('a', 'object', {
            fields: [
              field('b', 'object', {
                fields: [field('x', 'string'), field('c', 'object', {fields: [field('d', 'string')]})],
              }),
              field('y', 'number'),
            ],
          }),
        ]),
      )
      expect(paths(getSearchableFields(schema)).sort()).toEqual(['a.b.x', 'a.y'])
      expect(paths(getSearchableFields(schema, {maxDepth: 4})).sort()).toEqual(['a.b.c.d', 'a.b.x', 'a.y'])
      expect(paths(getSearchableFields(schema, {maxDepth: 1}))).toEqual([])
    })

    it('enters object members of arrays with [] in the path and the array title in the title path', () => {
      const schema = schemaOf(
        documentType('book', [
          field('authors', 'array', {of: [member('object', {name: 'credit', fields: [field('name', 'string')]})]}),
        ]),
      )
      expect(byPath(getSearchableFields(schema), 'authors[].name')).toMatchObject({
        name: 'name',
        title: 'Name',
        titlePath: ['Authors'],
        filterName: 'string',
      })
    })

    it('does not enter references', () => {
      const fields = getSearchableFields(schemaOf(...blogTypes))
      expect(paths(fields).some((path) => path.startsWith('author.'))).toBe(false)
      expect(byPath(fields, 'author')?.filterName).toBe('reference')
    })

    it('offers images and files and enters their own fields, not asset, hotspot or crop', () => {
      const fields = getSearchableFields(schemaOf(...assetTypes))
      expect(paths(fields).filter((path) => path.startsWith('hero'))).toEqual(['hero.caption', 'hero.credit', 'hero'])
      expect(byPath(fields, 'attachment')?.filterName).toBe('file')
      expect(byPath(fields, 'attachment.description')?.filterName).toBe('text')
      expect(byPath(fields, 'gallery[].caption')).toBeDefined()
    })
  })

  describe('filter names', () => {
    const schema = schemaOf(
      documentType('other', [field('title', 'string')]),
      typeOf('shortText', 'string'),
      documentType('kitchenSink', [
        field('plain', 'string'),
        field('choice', 'string', {options: {list: ['a', 'b']}}),
        field('alias', 'shortText'),
        field('count', 'number'),
        field('done', 'boolean'),
        field('day', 'date'),
        field('at', 'datetime'),
        field('site', 'url'),
        field('mail', 'email'),
        field('notes', 'text'),
        field('place', 'geopoint'),
        field('link', 'reference', {to: [{type: 'other'}]}),
        field('remote', 'crossDatasetReference', {dataset: 'shop', to: [{type: 'product'}]}),
        field('picture', 'image'),
        field('doc', 'file'),
        field('refs', 'array', {of: [member('reference', {to: [{type: 'other'}]})]}),
        field('body', 'array', {of: [member('block'), member('image')]}),
        field('tags', 'array', {of: [member('string')], options: {list: ['x', 'y']}}),
        field('freeTags', 'array', {of: [member('string')]}),
        field('items', 'array', {of: [member('object', {name: 'item', fields: [field('label', 'string')]})]}),
      ]),
    )
    const fields = getSearchableFields(schema)

    it.each([
      ['plain', 'string', 'string'],
      ['choice', 'stringList', 'string'],
      ['alias', 'string', 'shortText'],
      ['count', 'number', 'number'],
      ['done', 'boolean', 'boolean'],
      ['day', 'date', 'date'],
      ['at', 'datetime', 'datetime'],
      ['site', 'url', 'url'],
      ['mail', 'email', 'email'],
      ['notes', 'text', 'text'],
      ['link', 'reference', 'reference'],
      ['remote', 'crossDatasetReference', 'crossDatasetReference'],
      ['picture', 'image', 'image'],
      ['doc', 'file', 'file'],
      ['refs', 'arrayReferences', 'array'],
      ['body', 'portableText', 'array'],
      ['tags', 'arrayList', 'array'],
      ['freeTags', 'array', 'array'],
      ['items', 'array', 'array'],
      ['items[].label', 'string', 'string'],
      ['place.lat', 'number', 'number'],
    ])('gives %s the filter %s (type %s)', (fieldPath, filterName, type) => {
      expect(byPath(fields, fieldPath)).toMatchObject({filterName, type})
    })

    it('offers plain objects only through their fields', () => {
      expect(byPath(fields, 'place')).toBeUndefined()
    })
  })

  describe('duplicates, ids and order', () => {
    it('merges the same field of several document types', () => {
      const fields = getSearchableFields(schemaOf(...blogTypes, ...assetTypes))
      expect(byPath(fields, 'title')?.documentTypes).toEqual(['post', 'category', 'mediaItem'])
      expect(fields.filter((f) => f.fieldPath === 'title')).toHaveLength(1)
    })

    it('keeps fields of one path apart when titles or types differ', () => {
      const fields = getSearchableFields(
        schemaOf(
          documentType('a', [field('title', 'string')]),
          documentType('b', [field('title', 'string', {title: 'Headline'})]),
          documentType('c', [field('title', 'text')]),
        ),
      )
      expect(fields.map((f) => [f.title, f.type, f.documentTypes])).toEqual([
        ['Headline', 'string', ['b']],
        ['Title', 'string', ['a']],
        ['Title', 'text', ['c']],
      ])
    })

    it('gives fields of one path with different titles or types their own ids', () => {
      const fields = getSearchableFields(
        schemaOf(
          documentType('a', [field('title', 'string')]),
          documentType('b', [field('title', 'string', {title: 'Headline'})]),
          documentType('c', [field('title', 'text')]),
        ),
      )
      expect(new Set(fields.map((f) => f.id)).size).toBe(3)
    })

    it("keeps a post's author reference beside another type's author reference of another title", () => {
      // Regression: the kitchen sink's `author` (titled 'Reference') took the post's `author`
      // (titled 'Author') out of the filter picker, both having the id `author-reference-…`.
      const fields = getSearchableFields(
        schemaOf(
          documentType('person', [field('name', 'string')]),
          documentType('post', [field('author', 'reference', {title: 'Author', to: [{type: 'person'}]})]),
          documentType('kitchenSink', [field('author', 'reference', {title: 'Reference', to: [{type: 'person'}]})]),
        ),
      )
      const authors = fields.filter((f) => f.fieldPath === 'author')
      expect(authors.map((f) => [f.title, f.filterName, f.documentTypes])).toEqual([
        ['Author', 'reference', ['post']],
        ['Reference', 'reference', ['kitchenSink']],
      ])
      const byId = new Map(fields.map((f) => [f.id, f]))
      expect(authors.map((f) => byId.get(f.id)?.title)).toEqual(['Author', 'Reference'])
    })

    it('sorts by title, then parent titles, then path', () => {
      const fields = getSearchableFields(
        schemaOf(
          documentType('page', [
            field('zeta', 'string', {title: 'Name'}),
            field('seo', 'object', {fields: [field('name', 'string')]}),
            field('alpha', 'string', {title: 'Name'}),
            field('author', 'object', {title: 'Author', fields: [field('name', 'string')]}),
            field('about', 'string'),
          ]),
        ),
      )
      expect(fields.map((f) => [f.title, f.titlePath.join('/'), f.fieldPath])).toEqual([
        ['About', '', 'about'],
        ['Name', '', 'alpha'],
        ['Name', '', 'zeta'],
        ['Name', 'Author', 'author.name'],
        ['Name', 'Seo', 'seo.name'],
      ])
    })

    it('gives deterministic ids made of path, filter and a hash of the title path, title and type', () => {
      const first = getSearchableFields(schemaOf(...blogTypes))
      const second = getSearchableFields(schemaOf(...blogTypes))
      expect(first.map((f) => f.id)).toEqual(second.map((f) => f.id))
      expect(byPath(first, 'seo.metaTitle')?.id).toMatch(/^seo\.metaTitle-string-[0-9a-z]+$/)
      expect(new Set(first.map((f) => f.id)).size).toBe(first.length)
    })

    it('is pure: the same schema gives equal results', () => {
      const schema = schemaOf(...blogTypes)
      expect(getSearchableFields(schema)).toEqual(getSearchableFields(schema))
    })
  })
})

import {describe, expect, it} from 'vitest'
import {createSchema, SchemaError, validateSchema} from '../../src/schema'
import type {AnyDefinition} from '../../src/types'
import {assetTypes, blogTypes, documentType, field, member, objectType, typeOf} from '../fixtures/schemas'

type Expected = [severity: 'error' | 'warning', path: string, helpId: string]

const problemsOf = (types: unknown[]): Expected[] =>
  validateSchema(types as AnyDefinition[]).map((p) => [p.severity, p.path.join('.'), p.helpId])

const doc = (...fields: ReturnType<typeof field>[]) => documentType('post', fields)

describe('validateSchema', () => {
  it('finds no problems in the fixture schemas', () => {
    expect(validateSchema([...blogTypes, ...assetTypes])).toEqual([])
  })

  describe('type names', () => {
    it.each<[string, unknown[], Expected[]]>([
      ['a definition that is not an object', [null], [['error', '<unnamed type at index 0>', 'schema-type-invalid']]],
      [
        'a top-level type without a name',
        [{type: 'string'}],
        [['error', '<unnamed type at index 0>', 'schema-type-missing-name-or-type']],
      ],
      [
        'a top-level type without a type',
        [{name: 'headline'}],
        [['error', 'headline', 'schema-type-missing-name-or-type']],
      ],
      ['an invalid type name', [typeOf('my type', 'string')], [['error', 'my type', 'schema-type-name-invalid']]],
      ['a name starting with a digit', [typeOf('1st', 'string')], [['error', '1st', 'schema-type-name-invalid']]],
      [
        'an intrinsic type name',
        [typeOf('image', 'object', {fields: [field('x', 'string')]})],
        [['error', 'image', 'schema-type-name-reserved']],
      ],
      [
        'a sanity. type name',
        [typeOf('sanity.myAsset', 'string')],
        [['error', 'sanity.myAsset', 'schema-type-name-reserved']],
      ],
      [
        'two types of one name',
        [typeOf('headline', 'string'), typeOf('headline', 'text')],
        [['error', 'headline', 'schema-type-name-duplicate']],
      ],
      [
        'a type extending an unknown type',
        [typeOf('headline', 'strin')],
        [['error', 'headline', 'schema-type-unknown']],
      ],
      ['a type extending itself', [typeOf('loop', 'loop')], [['error', 'loop', 'schema-type-circular']]],
      [
        'types extending each other',
        [typeOf('a', 'b'), typeOf('b', 'a')],
        [
          ['error', 'a', 'schema-type-circular'],
          ['error', 'b', 'schema-type-circular'],
        ],
      ],
    ])('reports %s', (_, types, expected) => {
      expect(problemsOf(types)).toEqual(expected)
    })

    it('allows namespaced plugin type names', () => {
      expect(problemsOf([typeOf('mux.video', 'object', {fields: [field('id', 'string')]})])).toEqual([])
    })

    it('suggests the nearest known name for an unknown type', () => {
      const [problem] = validateSchema([
        doc(field('author', 'reference', {to: [{type: 'autor'}]})),
        documentType('author', [field('name', 'string')]),
      ])
      expect(problem?.message).toBe('Unknown reference target type "autor" (did you mean "author"?)')
    })
  })

  describe('objects and fields', () => {
    it.each<[string, unknown[], Expected[]]>([
      ['a field of an unknown type', [doc(field('title', 'strng'))], [['error', 'post.title', 'schema-type-unknown']]],
      [
        'a field without a type',
        [doc({name: 'title'} as never)],
        [['error', 'post.title', 'schema-type-missing-name-or-type']],
      ],
      [
        'a field without a name',
        [doc({type: 'string'} as never)],
        [['error', 'post.<field at index 0>', 'schema-field-name-missing']],
      ],
      [
        'an invalid field name',
        [doc(field('first name', 'string'))],
        [['error', 'post.first name', 'schema-field-name-invalid']],
      ],
      [
        'a field with a dot in its name',
        [doc(field('a.b', 'string'))],
        [['error', 'post.a.b', 'schema-field-name-invalid']],
      ],
      [
        'a system property as a field name',
        [doc(field('_id', 'string'))],
        [['error', 'post._id', 'schema-field-name-reserved']],
      ],
      [
        'two fields of one name',
        [doc(field('title', 'string'), field('title', 'text'))],
        [['error', 'post.title', 'schema-object-fields-duplicate']],
      ],
      [
        'fields on a string',
        [typeOf('headline', 'string', {fields: [field('x', 'string')]})],
        [['error', 'headline', 'schema-type-fields-not-allowed']],
      ],
      [
        'fields on an array field',
        [doc(field('tags', 'array', {of: [member('string')], fields: []}))],
        [['error', 'post.tags', 'schema-type-fields-not-allowed']],
      ],
      ['an object without fields', [typeOf('seo', 'object')], [['error', 'seo', 'schema-object-fields-missing']]],
      ['a document with empty fields', [documentType('post', [])], [['error', 'post', 'schema-object-fields-missing']]],
      [
        'an inline object without fields',
        [doc(field('seo', 'object'))],
        [['error', 'post.seo', 'schema-object-fields-missing']],
      ],
      [
        'fields that are not an array',
        [typeOf('seo', 'object', {fields: {title: 'string'}})],
        [['error', 'seo', 'schema-object-fields-invalid']],
      ],
      [
        'a field in an undeclared fieldset',
        [doc(field('title', 'string', {fieldset: 'meta'}))],
        [['error', 'post.title', 'schema-object-fieldset-unknown']],
      ],
      [
        'a field in an undeclared group',
        [documentType('post', [field('title', 'string', {group: ['content', 'seo']})], {groups: [{name: 'content'}]})],
        [['error', 'post.title', 'schema-object-group-unknown']],
      ],
      [
        'two default groups',
        [
          documentType('post', [field('title', 'string')], {
            groups: [
              {name: 'a', default: true},
              {name: 'b', default: true},
            ],
          }),
        ],
        [['error', 'post', 'schema-object-groups-multiple-default']],
      ],
      [
        'two fieldsets of one name',
        [documentType('post', [field('title', 'string')], {fieldsets: [{name: 'meta'}, {name: 'meta'}]})],
        [['error', 'post', 'schema-object-fieldsets-duplicate']],
      ],
    ])('reports %s', (_, types, expected) => {
      expect(problemsOf(types)).toEqual(expected)
    })

    it('allows image and file types without fields, and with extra fields', () => {
      expect(
        problemsOf([
          typeOf('photo', 'image', {fields: [field('caption', 'string')]}),
          doc(field('file', 'file', {fields: []})),
        ]),
      ).toEqual([])
    })

    it('allows an alias of an object without fields of its own', () => {
      expect(
        problemsOf([objectType('seo', [field('title', 'string')]), typeOf('pageSeo', 'seo', {title: 'Page SEO'})]),
      ).toEqual([])
    })
  })

  describe('arrays', () => {
    it.each<[string, unknown[], Expected[]]>([
      ['an array without of', [doc(field('tags', 'array'))], [['error', 'post.tags', 'schema-array-of-missing']]],
      ['an array with empty of', [typeOf('tags', 'array', {of: []})], [['error', 'tags', 'schema-array-of-missing']]],
      [
        'an array directly in an array',
        [doc(field('matrix', 'array', {of: [member('array', {of: [member('number')]})]}))],
        [['error', 'post.matrix.array', 'schema-array-of-array']],
      ],
      [
        'an array type directly in an array',
        [typeOf('row', 'array', {of: [member('number')]}), doc(field('matrix', 'array', {of: [member('row')]}))],
        [['error', 'post.matrix.row', 'schema-array-of-array']],
      ],
      [
        'primitive and object members mixed',
        [doc(field('mixed', 'array', {of: [member('string'), member('image')]}))],
        [['error', 'post.mixed', 'schema-array-of-mixed']],
      ],
      [
        'two members of one name',
        [doc(field('items', 'array', {of: [member('image'), member('image', {options: {hotspot: true}})]}))],
        [['error', 'post.items.image', 'schema-array-of-duplicate']],
      ],
      [
        'a member of an unknown type',
        [doc(field('items', 'array', {of: [member('imgae')]}))],
        [['error', 'post.items.imgae', 'schema-type-unknown']],
      ],
      [
        'of on a non-array',
        [typeOf('headline', 'string', {of: [member('string')]})],
        [['error', 'headline', 'schema-type-of-not-allowed']],
      ],
      [
        'a block annotation that is not an object',
        [
          doc(
            field('body', 'array', {of: [member('block', {marks: {annotations: [member('string', {name: 'note'})]}})]}),
          ),
        ],
        [['error', 'post.body.block.note', 'schema-block-member-invalid']],
      ],
    ])('reports %s', (_, types, expected) => {
      expect(problemsOf(types)).toEqual(expected)
    })

    it('allows distinct names for members of one type', () => {
      expect(
        problemsOf([doc(field('items', 'array', {of: [member('image'), member('image', {name: 'figure'})]}))]),
      ).toEqual([])
    })
  })

  describe('references', () => {
    it.each<[string, unknown[], Expected[]]>([
      [
        'a reference without to',
        [doc(field('author', 'reference'))],
        [['error', 'post.author', 'schema-reference-to-missing']],
      ],
      [
        'a reference with empty to',
        [doc(field('author', 'reference', {to: []}))],
        [['error', 'post.author', 'schema-reference-to-missing']],
      ],
      [
        'a reference to an unknown type',
        [doc(field('author', 'reference', {to: [{type: 'person'}]}))],
        [['error', 'post.author', 'schema-type-unknown']],
      ],
      [
        'a reference to an object type',
        [objectType('seo', [field('title', 'string')]), doc(field('seo', 'reference', {to: [{type: 'seo'}]}))],
        [['error', 'post.seo', 'schema-reference-to-invalid']],
      ],
      [
        'to on a non-reference',
        [doc(field('title', 'string', {to: [{type: 'post'}]}))],
        [['error', 'post.title', 'schema-type-to-not-allowed']],
      ],
      [
        'a cross-dataset reference without dataset',
        [doc(field('product', 'crossDatasetReference', {to: [{type: 'product'}]}))],
        [['error', 'post.product', 'schema-cross-dataset-reference-dataset-missing']],
      ],
    ])('reports %s', (_, types, expected) => {
      expect(problemsOf(types)).toEqual(expected)
    })

    it('allows references to the asset documents', () => {
      expect(problemsOf([doc(field('asset', 'reference', {to: [{type: 'sanity.imageAsset'}]}))])).toEqual([])
    })
  })

  describe('warnings', () => {
    it.each<[string, unknown[], Expected[]]>([
      [
        'deprecated without reason',
        [doc(field('title', 'string', {deprecated: {}}))],
        [['warning', 'post.title', 'schema-deprecated-reason-missing']],
      ],
      [
        'deprecated with an empty reason',
        [typeOf('headline', 'string', {deprecated: {reason: ' '}})],
        [['warning', 'headline', 'schema-deprecated-reason-missing']],
      ],
      [
        'a preview selecting an unknown field',
        [documentType('post', [field('title', 'string')], {preview: {select: {title: 'title', subtitle: 'subtitle'}}})],
        [['warning', 'post', 'schema-preview-select-unknown-field']],
      ],
      [
        'a preview selecting past a string',
        [documentType('post', [field('title', 'string')], {preview: {select: {title: 'title.current'}}})],
        [['warning', 'post', 'schema-preview-select-unknown-field']],
      ],
      [
        'an inline object’s preview selecting an unknown field',
        [
          doc(
            field('items', 'array', {
              of: [
                member('object', {name: 'quote', fields: [field('text', 'string')], preview: {select: {title: 'txt'}}}),
              ],
            }),
          ),
        ],
        [['warning', 'post.items.quote', 'schema-preview-select-unknown-field']],
      ],
    ])('reports %s', (_, types, expected) => {
      expect(problemsOf(types)).toEqual(expected)
    })

    it('follows preview selections through references, assets, arrays and system properties', () => {
      const types = [
        documentType('author', [field('name', 'string'), field('photo', 'image')]),
        documentType(
          'post',
          [
            field('author', 'reference', {to: [{type: 'author'}]}),
            field('cover', 'image'),
            field('tags', 'array', {of: [member('string')]}),
          ],
          {
            preview: {
              select: {
                title: 'author.name',
                media: 'author.photo',
                imageUrl: 'cover.asset.url',
                subtitle: 'tags.0',
                description: '_id',
                date: '_updatedAt',
              },
            },
          },
        ),
      ]
      expect(problemsOf(types)).toEqual([])
    })

    it('reports preview problems alongside errors', () => {
      const types = [
        documentType('post', [field('title', 'strng'), field('body', 'text')], {
          preview: {select: {title: 'headline'}},
        }),
      ]
      expect(problemsOf(types)).toEqual([
        ['error', 'post.title', 'schema-type-unknown'],
        ['warning', 'post', 'schema-preview-select-unknown-field'],
      ])
    })
  })

  it('collects every problem without throwing, where createSchema throws them in a SchemaError', () => {
    const types = [
      typeOf('seo', 'object'),
      doc(field('title', 'string', {deprecated: {}}), field('title', 'string')),
      typeOf('loop', 'loop'),
    ]
    const problems = validateSchema(types)
    expect(problems.map((p) => p.helpId)).toEqual([
      'schema-object-fields-missing',
      'schema-deprecated-reason-missing',
      'schema-object-fields-duplicate',
      'schema-type-circular',
    ])
    expect(() => createSchema(types)).toThrow(SchemaError)
    try {
      createSchema(types)
    } catch (error) {
      expect((error as SchemaError).problems).toEqual(problems)
    }
  })

  it('survives malformed definitions from untyped configuration', () => {
    const junk = [
      undefined,
      42,
      {name: 'a', type: 'object', fields: [null, 'title', {name: 'x'}, {type: 'string'}]},
      {name: 'b', type: 'array', of: 'string'},
      {name: 'c', type: 'reference', to: ['author', null]},
      {name: 'd', type: 'block', marks: {annotations: 'link'}, of: [null]},
      {
        name: 'e',
        type: 'document',
        fields: [{name: 'f', type: 'string', group: 7, fieldset: null}],
        groups: [null],
        fieldsets: 'meta',
      },
      {name: 'g', type: 'image', fields: [], preview: {select: {title: 42, subtitle: 'missing'}}},
    ]
    const problems = validateSchema(junk as never)
    expect(problems.filter((p) => p.severity === 'error').length).toBeGreaterThan(5)
    expect(() => createSchema(junk as never)).toThrow(SchemaError)
  })

  it('gives every problem a message', () => {
    const problems = validateSchema([typeOf('seo', 'object'), doc(field('x', 'strng', {deprecated: true}))])
    for (const problem of problems) expect(problem.message.length).toBeGreaterThan(10)
  })
})

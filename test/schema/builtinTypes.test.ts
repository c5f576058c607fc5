import {describe, expect, it} from 'vitest'
import {isIntrinsicTypeName} from '../../src/schema'
import type {ObjectSchemaType, SchemaType} from '../../src/types'
import {schemaOf} from '../fixtures/schemas'

const schema = schemaOf()
const fieldsOf = (type: SchemaType | undefined) => (type as ObjectSchemaType).fields
const shape = (name: string) => fieldsOf(schema.get(name)).map((f) => [f.name, f.type.name])

describe('built-in types', () => {
  const assetFieldNames = [
    'originalFilename',
    'label',
    'title',
    'description',
    'altText',
    'creditLine',
    'sha1hash',
    'extension',
    'mimeType',
    'size',
    'assetId',
    'uploadId',
    'path',
    'url',
  ]

  it('define sanity.imageAsset as a document with metadata', () => {
    expect(schema.get('sanity.imageAsset')).toMatchObject({jsonType: 'object', intrinsic: 'document', title: 'Image'})
    expect(fieldsOf(schema.get('sanity.imageAsset')).map((f) => f.name)).toEqual([
      ...assetFieldNames,
      'metadata',
      'source',
    ])
  })

  it('define sanity.fileAsset as the same document without metadata', () => {
    expect(schema.get('sanity.fileAsset')).toMatchObject({intrinsic: 'document', title: 'File'})
    expect(fieldsOf(schema.get('sanity.fileAsset')).map((f) => f.name)).toEqual([...assetFieldNames, 'source'])
  })

  it('make the system-managed asset fields read-only and hide uploadId', () => {
    const fields = fieldsOf(schema.get('sanity.imageAsset'))
    const readOnly = fields.filter((f) => f.type.readOnly === true).map((f) => f.name)
    expect(readOnly).toEqual([
      'originalFilename',
      'sha1hash',
      'extension',
      'mimeType',
      'size',
      'assetId',
      'uploadId',
      'path',
      'url',
      'metadata',
      'source',
    ])
    expect(fields.filter((f) => f.type.hidden === true).map((f) => f.name)).toEqual(['uploadId'])
  })

  it.each([
    [
      'sanity.imageMetadata',
      [
        ['location', 'geopoint'],
        ['dimensions', 'sanity.imageDimensions'],
        ['palette', 'sanity.imagePalette'],
        ['lqip', 'string'],
        ['blurHash', 'string'],
        ['hasAlpha', 'boolean'],
        ['isOpaque', 'boolean'],
      ],
    ],
    [
      'sanity.imageDimensions',
      [
        ['height', 'number'],
        ['width', 'number'],
        ['aspectRatio', 'number'],
      ],
    ],
    [
      'sanity.imagePaletteSwatch',
      [
        ['background', 'string'],
        ['foreground', 'string'],
        ['population', 'number'],
        ['title', 'string'],
      ],
    ],
    [
      'sanity.imageCrop',
      [
        ['top', 'number'],
        ['bottom', 'number'],
        ['left', 'number'],
        ['right', 'number'],
      ],
    ],
    [
      'sanity.imageHotspot',
      [
        ['x', 'number'],
        ['y', 'number'],
        ['height', 'number'],
        ['width', 'number'],
      ],
    ],
    [
      'sanity.assetSourceData',
      [
        ['name', 'string'],
        ['id', 'string'],
        ['url', 'url'],
      ],
    ],
  ])('define %s as an object with its fields', (name, fields) => {
    expect(schema.get(name)).toMatchObject({jsonType: 'object', intrinsic: 'object'})
    expect(shape(name)).toEqual(fields)
  })

  it('define sanity.imagePalette with seven swatches', () => {
    expect(shape('sanity.imagePalette')).toEqual(
      ['darkMuted', 'lightVibrant', 'darkVibrant', 'vibrant', 'dominant', 'lightMuted', 'muted'].map((name) => [
        name,
        'sanity.imagePaletteSwatch',
      ]),
    )
  })

  it('are present in every schema, apart from the user’s types', () => {
    const names = schema.getTypeNames()
    expect(names.filter((name) => name.startsWith('sanity.'))).toHaveLength(9)
    expect(names.filter((name) => !name.startsWith('sanity.')).every(isIntrinsicTypeName)).toBe(true)
  })
})

import {describe, expect, it} from 'vitest'
import {
  getFieldType,
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isPrimitiveSchemaType,
  isReferenceSchemaType,
  isTypeOf,
} from '../../src/schema'
import {assetTypes, blogTypes, schemaOf} from '../fixtures/schemas'

const schema = schemaOf(...blogTypes, ...assetTypes)
const get = (name: string) => schema.get(name)

describe('schema type guards', () => {
  const guards = {
    isObjectSchemaType,
    isArraySchemaType,
    isReferenceSchemaType,
    isCrossDatasetReferenceSchemaType,
    isBlockSchemaType,
    isDocumentSchemaType,
    isFileSchemaType,
    isImageSchemaType,
    isPrimitiveSchemaType,
  }

  it.each<[string, Array<keyof typeof guards>]>([
    ['string', ['isPrimitiveSchemaType']],
    ['number', ['isPrimitiveSchemaType']],
    ['boolean', ['isPrimitiveSchemaType']],
    ['datetime', ['isPrimitiveSchemaType']],
    ['array', ['isArraySchemaType']],
    ['blockContent', ['isArraySchemaType']],
    ['object', ['isObjectSchemaType']],
    ['seo', ['isObjectSchemaType']],
    ['post', ['isObjectSchemaType', 'isDocumentSchemaType']],
    ['reference', ['isObjectSchemaType', 'isReferenceSchemaType']],
    ['crossDatasetReference', ['isObjectSchemaType', 'isCrossDatasetReferenceSchemaType']],
    ['block', ['isObjectSchemaType', 'isBlockSchemaType']],
    ['file', ['isObjectSchemaType', 'isFileSchemaType']],
    ['photo', ['isObjectSchemaType', 'isFileSchemaType', 'isImageSchemaType']],
  ])('classify %s', (name, expected) => {
    const type = get(name)
    const matching = Object.entries(guards)
      .filter(([, guard]) => guard(type))
      .map(([guardName]) => guardName)
    expect(matching.sort()).toEqual([...expected].sort())
  })

  it('answer false for undefined', () => {
    for (const guard of Object.values(guards)) expect(guard(undefined)).toBe(false)
  })
})

describe('getFieldType', () => {
  it('finds the type of a field by name', () => {
    expect(getFieldType(get('post'), 'title')).toMatchObject({name: 'string', title: 'Title'})
    expect(getFieldType(get('post'), 'seo')?.type).toBe(get('seo'))
  })

  it('gives undefined for a missing field or a type without fields', () => {
    expect(getFieldType(get('post'), 'nope')).toBeUndefined()
    expect(getFieldType(get('string'), 'length')).toBeUndefined()
    expect(getFieldType(undefined, 'title')).toBeUndefined()
  })
})

describe('isTypeOf', () => {
  it.each([
    ['heroPhoto', 'heroPhoto', true],
    ['heroPhoto', 'photo', true],
    ['heroPhoto', 'image', true],
    ['heroPhoto', 'file', false],
    ['post', 'document', true],
    ['post', 'object', false],
    ['string', 'string', true],
  ])('%s is of type %s: %s', (name, ancestor, expected) => {
    expect(isTypeOf(get(name), ancestor)).toBe(expected)
  })

  it('follows field types to the named type they use', () => {
    expect(isTypeOf(getFieldType(get('post'), 'body'), 'blockContent')).toBe(true)
    expect(isTypeOf(getFieldType(get('post'), 'body'), 'array')).toBe(true)
    expect(isTypeOf(undefined, 'string')).toBe(false)
  })
})

import {describe, expect, it} from 'vitest'
import type {SchemaType} from '../../src/types'
import {inferRules, type ValidationRule} from '../../src/validation'
import {brief, doc, docSchema, fieldMarkers, schemaOf, validate} from './fixtures'

function fieldType(definition: Record<string, unknown>): SchemaType {
  const schema = docSchema({name: 'f', ...definition} as never)
  const type = schema.get('doc')
  if (!type || !('fields' in type)) throw new Error('no doc type')
  return type.fields[0]!.type
}
const flags = (rules: readonly ValidationRule[]) => rules.flatMap((rule) => rule._specs.map((spec) => spec.flag))

describe('inferRules', () => {
  it.each([
    ['date', {type: 'date'}, ['date']],
    ['datetime', {type: 'datetime'}, ['date']],
    ['url', {type: 'url'}, ['uri']],
    ['email', {type: 'email'}, ['email']],
    ['reference', {type: 'reference', to: [{type: 'doc'}]}, ['reference']],
    ['slug', {type: 'slug'}, ['slug']],
    ['list option', {type: 'string', options: {list: ['a', {title: 'B', value: 'b'}]}}, ['valid']],
    ['image implies nothing', {type: 'image'}, []],
    ['plain string implies nothing', {type: 'string'}, []],
  ])('%s', (_name, definition, expected) => {
    expect(flags(inferRules(fieldType(definition)))).toEqual(expected)
  })

  it('caches the rules per compiled type', () => {
    const type = fieldType({type: 'string', validation: (rule: ValidationRule) => rule.required()})
    expect(inferRules(type)).toBe(inferRules(type))
  })

  it('takes list values from titled and bare options', async () => {
    const definition = {type: 'string', options: {list: ['a', {title: 'Bee', value: 'b'}]}}
    expect(await fieldMarkers(definition as never, 'b')).toEqual([])
    expect(brief(await fieldMarkers(definition as never, 'Bee'))).toEqual([
      ['error', 'f', 'Value did not match any allowed values'],
    ])
  })

  it("lets the author's uri() replace the default one of url types", async () => {
    const definition = {type: 'url', validation: (rule: ValidationRule) => rule.uri({scheme: ['mailto']})}
    expect(await fieldMarkers(definition as never, 'mailto:a@b.no')).toEqual([])
    expect(brief(await fieldMarkers({type: 'url'}, 'mailto:a@b.no'))).toEqual([
      ['error', 'f', 'Does not match allowed protocols/schemes'],
    ])
  })

  it('applies email to email types', async () => {
    expect(brief(await fieldMarkers({type: 'email'}, 'nope'))).toEqual([
      ['error', 'f', 'Must be a valid email address'],
    ])
  })

  it('turns every rule off with validation: false', async () => {
    expect(await fieldMarkers({type: 'url', validation: () => false} as never, 'not a url')).toEqual([])
  })

  it('applies the rules of a named type to fields using it', async () => {
    const full = schemaOf(
      {name: 'productCode', type: 'string', validation: (rule: ValidationRule) => rule.uppercase()} as never,
      {name: 'doc', type: 'document', fields: [{name: 'code', type: 'productCode'}]} as never,
    )
    expect(brief(await validate(full, doc('doc', {code: 'abc'})))).toEqual([
      ['error', 'code', 'Must be all uppercase letters'],
    ])
  })

  it('reports a validation builder that throws at every value of the type', async () => {
    const definition = {
      type: 'string',
      validation: () => {
        throw new Error('broken builder')
      },
    }
    expect(brief(await fieldMarkers(definition as never, 'x'))).toEqual([
      ['error', 'f', 'f: Exception occurred while validating value'],
    ])
  })
})

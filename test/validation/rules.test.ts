import {describe, expect, it} from 'vitest'
import type {FieldDefinition} from '../../src/types'
import {ValidationRule} from '../../src/validation'
import {brief, fieldMarkers} from './fixtures'

type Case = [
  name: string,
  definition: Omit<FieldDefinition, 'name'>,
  value: unknown,
  expected: Array<[string, string, string]>,
]

const str = (validation: (rule: ValidationRule) => ValidationRule | ValidationRule[]): Omit<FieldDefinition, 'name'> =>
  ({type: 'string', validation}) as never
const num = (validation: (rule: ValidationRule) => ValidationRule | ValidationRule[]): Omit<FieldDefinition, 'name'> =>
  ({type: 'number', validation}) as never
const arr = (
  validation: (rule: ValidationRule) => ValidationRule | ValidationRule[],
  of: unknown[] = [{type: 'string'}],
) => ({type: 'array', of, validation}) as unknown as Omit<FieldDefinition, 'name'>
const err = (message: string, path = 'f'): [string, string, string] => ['error', path, message]

const cases: Case[] = [
  // Common
  ['type check: string where number expected', {type: 'number'}, 'x', [err('Expected type "Number", got "String"')]],
  ['type check: number where string expected', {type: 'string'}, 1, [err('Expected type "String", got "Number"')]],
  [
    'type check: array where object expected',
    {type: 'object', fields: [{name: 'a', type: 'string'}]} as never,
    [],
    [err('Expected type "Object", got "Array"')],
  ],
  ['required: missing', str((r) => r.required()), undefined, [err('Required')]],
  ['required: empty string', str((r) => r.required()), '', [err('Required')]],
  ['required: present', str((r) => r.required()), 'a', []],
  ['required: empty array', arr((r) => r.required()), [], [err('Required')]],
  [
    'required: boolean false is a value',
    {type: 'boolean', validation: (r: ValidationRule) => r.required()} as never,
    false,
    [],
  ],
  [
    'required: object with only underscore keys',
    {type: 'object', fields: [{name: 'a', type: 'string'}], validation: (r: ValidationRule) => r.required()} as never,
    {_type: 'x'},
    [err('Required')],
  ],
  [
    'required: object with a field',
    {type: 'object', fields: [{name: 'a', type: 'string'}], validation: (r: ValidationRule) => r.required()} as never,
    {a: 'x'},
    [],
  ],
  ['optional after required', str((r) => r.required().optional()), undefined, []],
  ['constraints skip absent values', str((r) => r.min(3).email()), undefined, []],
  ['valid: allowed', str((r) => r.valid(['a', 'b'])), 'b', []],
  ['valid: not allowed', str((r) => r.valid(['a', 'b'])), 'c', [err('Value did not match any allowed values')]],
  ['valid: single value', num((r) => r.valid(1)), 2, [err('Value did not match any allowed values')]],
  [
    'all: every failure',
    str((r) => r.all([r.min(5), r.uppercase()])),
    'ab',
    [err('Must be all uppercase letters'), err('Must be at least 5 characters long')],
  ],
  ['either: one passes', str((r) => r.either([r.min(5), r.uppercase()])), 'AB', []],
  [
    'either: none passes, one custom message',
    str((r) => r.either([r.min(5), r.uppercase()]).error('Short or shouting')),
    'ab',
    [err('Short or shouting')],
  ],
  [
    'either: none passes, every way out',
    str((r) => r.either([r.min(5), r.uppercase()])),
    'ab',
    [err('Must be all uppercase letters'), err('Must be at least 5 characters long')],
  ],

  // String
  ['string min', str((r) => r.min(3)), 'ab', [err('Must be at least 3 characters long')]],
  ['string max', str((r) => r.max(3)), 'abcd', [err('Must be at most 3 characters long')]],
  ['string length', str((r) => r.length(3)), 'ab', [err('Must be exactly 3 characters long')]],
  ['string length ok', str((r) => r.length(2)), 'ab', []],
  ['uri: not a url', str((r) => r.uri()), 'http://', [err('Not a valid URL')]],
  ['uri: whitespace', str((r) => r.uri()), 'http://a b.com', [err('Not a valid URL')]],
  ['uri: relative not allowed', str((r) => r.uri()), '/about', [err('Relative URLs are not allowed')]],
  ['uri: relative allowed', str((r) => r.uri({allowRelative: true})), '/about', []],
  [
    'uri: relative only',
    str((r) => r.uri({relativeOnly: true})),
    'https://a.com',
    [err('Only relative URLs are allowed')],
  ],
  ['uri: relative only accepts relative', str((r) => r.uri({relativeOnly: true})), 'about#x', []],
  ['uri: credentials', str((r) => r.uri()), 'https://user:pw@a.com', [err('Username/password not allowed')]],
  ['uri: credentials allowed', str((r) => r.uri({allowCredentials: true})), 'https://user:pw@a.com', []],
  ['uri: scheme', str((r) => r.uri()), 'ftp://a.com', [err('Does not match allowed protocols/schemes')]],
  ['uri: custom schemes', str((r) => r.uri({scheme: ['mailto', /^tel$/]})), 'tel:+4712345678', []],
  ['uri: https passes', str((r) => r.uri()), 'https://example.com/a?b=c#d', []],
  ['uppercase', str((r) => r.uppercase()), 'ABc', [err('Must be all uppercase letters')]],
  ['lowercase', str((r) => r.lowercase()), 'abC', [err('Must be all lowercase letters')]],
  ['lowercase ok', str((r) => r.lowercase()), 'abc-1', []],
  ['regex with name', str((r) => r.regex(/^\d+$/, 'digits')), 'a1', [err('Does not match "digits"-pattern')]],
  ['regex without name', str((r) => r.regex(/^\d+$/)), 'a1', [err('Does not match "/^\\d+$/"-pattern')]],
  [
    'regex inverted',
    str((r) => r.regex(/bad/, {name: 'bad word', invert: true})),
    'so bad',
    [err('Should not match "bad word"-pattern')],
  ],
  ['regex with a global flag is stateless', str((r) => r.regex(/a/g, 'a').regex(/a/g, 'a')), 'a', []],
  ['email', str((r) => r.email()), 'not-an-email', [err('Must be a valid email address')]],
  ['email is trimmed', str((r) => r.email()), '  someone@example.com ', []],

  // Number
  ['integer', num((r) => r.integer()), 1.5, [err('Must be an integer')]],
  ['precision', num((r) => r.precision(2)), 1.234, [err('Max precision is 2')]],
  ['precision ok', num((r) => r.precision(2)), 1.23, []],
  ['precision with exponent', num((r) => r.precision(2)), 1e-7, [err('Max precision is 2')]],
  ['number min', num((r) => r.min(5)), 4, [err('Must be greater than or equal to 5')]],
  ['number min inclusive', num((r) => r.min(5)), 5, []],
  ['number max', num((r) => r.max(5)), 6, [err('Must be lower than or equal to 5')]],
  ['greaterThan', num((r) => r.greaterThan(5)), 5, [err('Must be greater than 5')]],
  ['lessThan', num((r) => r.lessThan(5)), 5, [err('Must be less than 5')]],
  ['positive accepts 0', num((r) => r.positive()), 0, []],
  ['positive', num((r) => r.positive()), -1, [err('Must be greater than or equal to 0')]],
  ['negative rejects 0', num((r) => r.negative()), 0, [err('Must be less than 0')]],

  // Date
  ['date format', {type: 'date'}, '2024/01/02', [err('Must be a valid ISO-8601 formatted date string')]],
  [
    'date format: impossible day',
    {type: 'date'},
    '2023-02-30',
    [err('Must be a valid ISO-8601 formatted date string')],
  ],
  ['date ok', {type: 'date'}, '2024-02-29', []],
  ['datetime ok', {type: 'datetime'}, '2024-01-02T10:20:30.000Z', []],
  ['datetime format', {type: 'datetime'}, 'yesterday', [err('Must be a valid ISO-8601 formatted date string')]],
  [
    'date min',
    {type: 'date', validation: (r: ValidationRule) => r.min('2024-01-01')} as never,
    '2023-12-31',
    [err('Must be at or after 2024-01-01')],
  ],
  [
    'date max',
    {type: 'datetime', validation: (r: ValidationRule) => r.max('2024-01-01T00:00:00Z')} as never,
    '2024-01-01T00:00:01Z',
    [err('Must be at or before 2024-01-01T00:00:00Z')],
  ],
  [
    'date min now (future passes)',
    {type: 'date', validation: (r: ValidationRule) => r.min('now')} as never,
    '2999-01-01',
    [],
  ],

  // Array
  ['array min', arr((r) => r.min(2)), ['a'], [err('Must have at least 2 items')]],
  ['array min singular', arr((r) => r.min(1)), [], [err('Must have at least 1 item')]],
  ['array max', arr((r) => r.max(1)), ['a', 'b'], [err('Must have at most 1 item')]],
  ['array length', arr((r) => r.length(3)), ['a'], [err('Must have exactly 3 items')]],
  ['blocks max', arr((r) => r.max(1), [{type: 'block'}]), [block('a'), block('b')], [err('Must have at most 1 block')]],
  ['blocks min', arr((r) => r.min(3), [{type: 'block'}]), [block('a')], [err('Must have at least 3 blocks')]],
  [
    'unique flags every duplicate at its path, ignoring _key',
    arr((r) => r.unique(), [{type: 'object', name: 'pair', fields: [{name: 'a', type: 'string'}]}]),
    [
      {_key: 'x', _type: 'pair', a: '1'},
      {_key: 'y', _type: 'pair', a: '2'},
      {_key: 'z', _type: 'pair', a: '1'},
    ],
    [err("Can't be a duplicate", 'f[x]'), err("Can't be a duplicate", 'f[z]')],
  ],
  [
    'unique primitives by index',
    arr((r) => r.unique()),
    ['a', 'b', 'a'],
    [err("Can't be a duplicate", 'f[0]'), err("Can't be a duplicate", 'f[2]')],
  ],
  [
    'valid per array item',
    arr((r) => r.valid(['a', 'b'])),
    ['a', 'c'],
    [err('Value did not match any allowed values', 'f[1]')],
  ],

  // Objects
  [
    'reference shape',
    {type: 'reference', to: [{type: 'doc'}]} as never,
    {_type: 'reference'},
    [err('Must be a reference to a document')],
  ],
  [
    'assetRequired: image',
    {type: 'image', validation: (r: ValidationRule) => r.assetRequired()} as never,
    {_type: 'image'},
    [err('Image is required')],
  ],
  [
    'assetRequired: file',
    {type: 'file', validation: (r: ValidationRule) => r.assetRequired()} as never,
    {_type: 'file'},
    [err('File is required')],
  ],
  [
    'assetRequired: ok',
    {type: 'image', validation: (r: ValidationRule) => r.assetRequired()} as never,
    {_type: 'image', asset: {_ref: 'image-1', _type: 'reference'}},
    [],
  ],
  [
    'assetRequired: absent image is not required',
    {type: 'image', validation: (r: ValidationRule) => r.assetRequired()} as never,
    undefined,
    [],
  ],
]

function block(key: string) {
  return {
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{_key: `${key}s`, _type: 'span', text: 'x', marks: []}],
  }
}

describe('rules and their messages', () => {
  it.each(cases)('%s', async (_name, definition, value, expected) => {
    expect(brief(await fieldMarkers(definition, value))).toEqual(expected)
  })
})

describe('levels and custom messages', () => {
  it('reports at the level the rule sets', async () => {
    expect(
      brief(
        await fieldMarkers(
          str((r) => r.min(3).warning()),
          'a',
        ),
      ),
    ).toEqual([['warning', 'f', 'Must be at least 3 characters long']])
    expect(
      brief(
        await fieldMarkers(
          str((r) => r.min(3).info()),
          'a',
        ),
      ),
    ).toEqual([['info', 'f', 'Must be at least 3 characters long']])
    expect(
      brief(
        await fieldMarkers(
          str((r) => r.min(3).error()),
          'a',
        ),
      ),
    ).toEqual([['error', 'f', 'Must be at least 3 characters long']])
  })

  it('replaces built-in messages with the custom one', async () => {
    expect(
      brief(
        await fieldMarkers(
          str((r) => r.required().warning('Give it a title')),
          '',
        ),
      ),
    ).toEqual([['warning', 'f', 'Give it a title']])
  })

  it('keeps each rule of an array its own level', async () => {
    const definition = str((r) => [r.required(), r.max(2).warning('Keep it short'), r.uppercase().info()])
    expect(brief(await fieldMarkers(definition, 'abc'))).toEqual([
      ['warning', 'f', 'Keep it short'],
      ['info', 'f', 'Must be all uppercase letters'],
    ])
  })

  it('picks a per-locale message for the locale, then its language, then en-US', async () => {
    const definition = str((r) => r.required().error({'en-US': 'Needed', 'nb-NO': 'Påkrevd', de: 'Erforderlich'}))
    expect(brief(await fieldMarkers(definition, undefined, {locale: 'nb-NO'}))).toEqual([err('Påkrevd')])
    expect(brief(await fieldMarkers(definition, undefined, {locale: 'de-AT'}))).toEqual([err('Erforderlich')])
    expect(brief(await fieldMarkers(definition, undefined, {locale: 'fr-FR'}))).toEqual([err('Needed')])
  })

  it("turns a per-locale message without the locale or en-US into 'Unknown validation error (not localized)'", async () => {
    const definition = str((r) => r.required().error({'nb-NO': 'Påkrevd'}))
    expect(brief(await fieldMarkers(definition, undefined))).toEqual([err('Unknown validation error (not localized)')])
  })

  it('lets nested rules keep their own level inside all()', async () => {
    const definition = str((r) => r.all([r.min(5).warning(), r.uppercase()]).info())
    expect(brief(await fieldMarkers(definition, 'ab'))).toEqual([
      ['warning', 'f', 'Must be at least 5 characters long'],
      ['info', 'f', 'Must be all uppercase letters'],
    ])
  })
})

describe('valueOfField', () => {
  const range = {
    name: 'range',
    type: 'object',
    fields: [
      {name: 'low', type: 'number'},
      {name: 'high', type: 'number', validation: (r: ValidationRule) => r.min(r.valueOfField('low'))},
      {name: 'text', type: 'string', validation: (r: ValidationRule) => r.max(ValidationRule.valueOfField(['limit']))},
      {name: 'limit', type: 'number'},
      {
        name: 'above',
        type: 'number',
        validation: (r: ValidationRule) => r.greaterThan(r.valueOfField('low')).precision(r.valueOfField('limit')),
      },
    ],
  }

  it('resolves the argument against the parent', async () => {
    const markers = await fieldMarkers(range as never, {low: 5, high: 3, limit: 2, text: 'abc', above: 4.123})
    expect(brief(markers)).toEqual([
      err('Max precision is 2', 'f.above'),
      err('Must be greater than 5', 'f.above'),
      err('Must be greater than or equal to 5', 'f.high'),
      err('Must be at most 2 characters long', 'f.text'),
    ])
  })

  it('skips the rule when the referenced field is empty', async () => {
    expect(await fieldMarkers(range as never, {high: 3, text: 'abc', above: 1.5})).toEqual([])
  })
})

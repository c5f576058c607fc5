import {describe, expect, it} from 'vitest'
import {createI18n, defineLocaleResourceBundle, type I18n} from '../../src/i18n'
import type {ValidationContext} from '../../src/types'
import type {ValidationRule} from '../../src/validation'
import {brief, doc, docSchema, fieldMarkers, schemaOf, validate} from './fixtures'

const custom = (validator: Parameters<ValidationRule['custom']>[0]) =>
  ({type: 'string', validation: (rule: ValidationRule) => rule.custom(validator)}) as never

const schema = schemaOf(
  {
    name: 'author',
    type: 'object',
    fields: [{name: 'name', type: 'string', validation: (r: ValidationRule) => r.required()}],
  } as never,
  {
    name: 'post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', validation: (r: ValidationRule) => r.required()},
      {name: 'authors', type: 'array', of: [{type: 'author'}]},
      {name: 'tags', type: 'array', of: [{type: 'string', validation: (r: ValidationRule) => r.min(2)}]},
      {
        name: 'meta',
        type: 'object',
        fields: [
          {
            name: 'sections',
            type: 'array',
            of: [{type: 'object', name: 'section', fields: [{name: 'items', type: 'array', of: [{type: 'author'}]}]}],
          },
        ],
      },
    ],
  } as never,
)

describe('validateDocument', () => {
  it('recurses into fields, keyed array items and indexed primitives', async () => {
    const markers = await validate(
      schema,
      doc('post', {
        authors: [{_key: 'a1', _type: 'author'}],
        tags: ['ok', 'x'],
        meta: {sections: [{_key: 's1', _type: 'section', items: [{_key: 'i1', _type: 'author', name: ''}]}]},
      }),
    )
    expect(brief(markers)).toEqual([
      ['error', 'authors[a1].name', 'Required'],
      ['error', 'meta.sections[s1].items[i1].name', 'Required'],
      ['error', 'tags[1]', 'Must be at least 2 characters long'],
      ['error', 'title', 'Required'],
    ])
    expect(markers[0]!.path).toEqual(['authors', {_key: 'a1'}, 'name'])
  })

  it('uses indices for object items without _key', async () => {
    expect(brief(await validate(schema, doc('post', {title: 't', authors: [{_type: 'author'}]})))).toEqual([
      ['error', 'authors[0].name', 'Required'],
    ])
  })

  describe('unknown types and fields', () => {
    it('warns about a document of an unknown type and skips it', async () => {
      expect(brief(await validate(schema, doc('nope', {title: 1})))).toEqual([
        ['warning', '', 'Could not find schema type "nope", skipping validation'],
      ])
    })

    it('warns about an array item of an unknown type and skips it', async () => {
      const markers = await validate(
        schema,
        doc('post', {title: 't', authors: [{_key: 'x', _type: 'editor', name: 1}]}),
      )
      expect(brief(markers)).toEqual([
        ['warning', 'authors[x]', 'Could not find schema type "editor", skipping validation'],
      ])
    })

    it('reports a primitive item no member accepts as a type error', async () => {
      expect(brief(await validate(schema, doc('post', {title: 't', tags: ['ok', 7]})))).toEqual([
        ['error', 'tags[1]', 'Expected type "String", got "Number"'],
      ])
    })

    it("reports fields missing from the schema as errors: Field 'x' does not exist on type 't'", async () => {
      const markers = await validate(
        schema,
        doc('post', {
          title: 't',
          subtitle: 'x',
          _internal: 1,
          authors: [{_key: 'a', _type: 'author', name: 'n', age: 3}],
        }),
      )
      expect(brief(markers)).toEqual([
        ['error', 'authors[a].age', "Field 'age' does not exist on type 'author'"],
        ['error', 'subtitle', "Field 'subtitle' does not exist on type 'post'"],
      ])
    })
  })

  describe('bad input never throws', () => {
    it.each([
      ['null', null, 'Null'],
      ['an array', [], 'Array'],
      ['a string', 'post', 'String'],
    ])('reports %s document as a type error', async (_name, input, actual) => {
      expect(brief(await validate(schema, input))).toEqual([['error', '', `Expected type "Object", got "${actual}"`]])
    })

    it('reports a string where a number is expected and does not run its rules', async () => {
      const markers = await fieldMarkers(
        {type: 'number', validation: (r: ValidationRule) => r.min(3).integer()} as never,
        '12',
      )
      expect(brief(markers)).toEqual([['error', 'f', 'Expected type "Number", got "String"']])
    })

    it('reports an object where an array is expected and does not recurse', async () => {
      expect(brief(await validate(schema, doc('post', {title: 't', authors: {name: 1}})))).toEqual([
        ['error', 'authors', 'Expected type "Array", got "Object"'],
      ])
    })

    it('accepts a document without _type as an unknown type', async () => {
      expect(brief(await validate(schema, {_id: 'x'}))).toEqual([
        ['warning', '', 'Could not find schema type "undefined", skipping validation'],
      ])
    })
  })

  describe('custom validators', () => {
    it('accept true', async () => {
      expect(
        await fieldMarkers(
          custom(() => true),
          'x',
        ),
      ).toEqual([])
    })

    it('report a returned string', async () => {
      expect(
        brief(
          await fieldMarkers(
            custom(() => 'Nope'),
            'x',
          ),
        ),
      ).toEqual([['error', 'f', 'Nope']])
    })

    it('report a result object at a path relative to the value, with its own level', async () => {
      const definition = {
        type: 'object',
        fields: [{name: 'a', type: 'string'}],
        validation: (r: ValidationRule) => r.custom(() => ({message: 'Look at a', path: ['a'], level: 'info'})),
      }
      expect(brief(await fieldMarkers(definition as never, {a: 'x'}))).toEqual([['info', 'f.a', 'Look at a']])
    })

    it("report each entry of an array, an entry without message as 'Error'", async () => {
      expect(
        brief(
          await fieldMarkers(
            custom(() => [true, 'One', {message: ''}, {path: []} as never]),
            'x',
          ),
        ),
      ).toEqual([
        ['error', 'f', 'Error'],
        ['error', 'f', 'Error'],
        ['error', 'f', 'One'],
      ])
    })

    it("fall back to 'Unknown error' for a failure without message", async () => {
      expect(
        brief(
          await fieldMarkers(
            custom(() => ''),
            'x',
          ),
        ),
      ).toEqual([['error', 'f', 'Unknown error']])
      expect(
        brief(
          await fieldMarkers(
            custom(() => ({}) as never),
            'x',
          ),
        ),
      ).toEqual([['error', 'f', 'Unknown error']])
    })

    it.each([
      ['undefined', undefined],
      ['false', false],
      ['a number', 1],
    ])('turn a return of %s into an exception marker', async (_name, returned) => {
      expect(
        brief(
          await fieldMarkers(
            custom(() => returned as never),
            'x',
          ),
        ),
      ).toEqual([['error', 'f', 'f: Exception occurred while validating value']])
    })

    it("report a thrown error as '{path}: Exception occurred while validating value'", async () => {
      const schemaWithList = docSchema({
        name: 'list',
        type: 'array',
        of: [
          {
            type: 'object',
            name: 'item',
            fields: [
              {
                name: 'n',
                type: 'string',
                validation: (r: ValidationRule) =>
                  r.custom(() => {
                    throw new Error('boom')
                  }),
              },
            ],
          },
        ],
      } as never)
      const markers = await validate(schemaWithList, doc('doc', {list: [{_key: 'k', _type: 'item', n: 'x'}]}))
      expect(brief(markers)).toEqual([
        ['error', 'list[k].n', 'list[_key=="k"].n: Exception occurred while validating value'],
      ])
    })

    it('report a rejected promise as an exception', async () => {
      expect(
        brief(
          await fieldMarkers(
            custom(() => Promise.reject(new Error('x'))),
            'x',
          ),
        ),
      ).toEqual([['error', 'f', 'f: Exception occurred while validating value']])
    })

    it('may be async', async () => {
      expect(
        brief(
          await fieldMarkers(
            custom(async () => 'Later'),
            'x',
          ),
        ),
      ).toEqual([['error', 'f', 'Later']])
    })

    it('run on absent values too, so they can require conditionally', async () => {
      const definition = custom((value, context) =>
        value === undefined && (context.document as {strict?: boolean}).strict ? 'Needed when strict' : true,
      )
      const conditional = docSchema({...(definition as object), name: 'f'} as never, {name: 'strict', type: 'boolean'})
      expect(brief(await validate(conditional, doc('doc', {strict: true})))).toEqual([
        ['error', 'f', 'Needed when strict'],
      ])
      expect(await validate(conditional, doc('doc', {strict: false}))).toEqual([])
    })

    it('receive document, parent, path, type and locale in the context', async () => {
      let seen: ValidationContext | undefined
      await fieldMarkers(
        {
          type: 'object',
          fields: [
            {
              name: 'a',
              type: 'string',
              validation: (r: ValidationRule) => r.custom((_v, context) => ((seen = context), true)),
            },
          ],
        } as never,
        {a: 'x'},
        {locale: 'nb-NO'},
      )
      expect(seen?.path).toEqual(['f', 'a'])
      expect(seen?.parent).toEqual({a: 'x'})
      expect(seen?.document).toMatchObject({_id: 'doc1', _type: 'doc'})
      expect(seen?.type?.jsonType).toBe('string')
      expect(seen?.locale).toBe('nb-NO')
    })

    it('take the rule message over their own', async () => {
      const definition = {type: 'string', validation: (r: ValidationRule) => r.custom(() => 'Own').warning('Rule says')}
      expect(brief(await fieldMarkers(definition as never, 'x'))).toEqual([['warning', 'f', 'Rule says']])
    })
  })

  it('sorts markers by path, then level, then message', async () => {
    const definition = {
      type: 'string',
      validation: (r: ValidationRule) =>
        r.custom(() => [
          {message: 'b info', level: 'info'},
          {message: 'z error'},
          {message: 'a warning', level: 'warning'},
          {message: 'a error'},
        ]),
    }
    expect(brief(await fieldMarkers(definition as never, 'x')).map((marker) => marker[2])).toEqual([
      'a error',
      'z error',
      'a warning',
      'b info',
    ])
  })

  describe('localization', () => {
    const nb = defineLocaleResourceBundle({
      locale: 'nb-NO',
      namespace: 'validation',
      resources: {'generic.required': 'Påkrevd'},
    })

    it('produces built-in messages in the locale, falling back to en-US per key', async () => {
      const definition = {type: 'string', validation: (r: ValidationRule) => r.required()}
      const i18n = createI18n({bundles: [nb]})
      expect(brief(await fieldMarkers(definition as never, undefined, {locale: 'nb-NO', i18n}))).toEqual([
        ['error', 'f', 'Påkrevd'],
      ])
      expect(brief(await fieldMarkers({type: 'email'}, 'x', {locale: 'nb-NO', i18n}))).toEqual([
        ['error', 'f', 'Must be a valid email address'],
      ])
    })

    it("reports a message no bundle has as 'Unknown validation error (not localized)'", async () => {
      const bare: I18n = {locale: 'en-US', t: (key) => key, exists: () => false, withLocale: () => bare}
      expect(brief(await fieldMarkers({type: 'email'}, 'x', {i18n: bare}))).toEqual([
        ['error', 'f', 'Unknown validation error (not localized)'],
      ])
    })
  })
})

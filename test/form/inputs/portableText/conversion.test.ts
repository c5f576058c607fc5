import {describe, expect, it} from 'vitest'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {editorSchemaFor} from '../../../../src/form/inputs/portableText/editorSchema'
import {docToPortableText, portableTextToDoc} from '../../../../src/form/inputs/portableText/portableTextConversion'
import {createSchema} from '../../../../src/schema'
import type {ArraySchemaType, ObjectSchemaType} from '../../../../src/types'
import {block, bodyType, span} from './fixtures'

const filled = [
  block(
    'b1',
    [span('Hello ', 's1'), span('bold', 's2', ['strong', 'em']), span(' and ', 's3'), span('a link', 's4', ['l1'])],
    {
      markDefs: [{_key: 'l1', _type: 'link', href: 'https://vellum.dev'}],
    },
  ),
  block('h', ['A heading'], {style: 'h2'}),
  block('li1', ['First'], {listItem: 'bullet', level: 1}),
  block('li2', ['Second'], {listItem: 'number', level: 3}),
  {_key: 'c1', _type: 'callout', text: 'Careful'},
  block('m', [span('Hi ', 'a'), {_key: 'mm', _type: 'mention', name: 'Ada'}, span('!', 'b')]),
  block('empty', [span('', 'e1')]),
  block('custom', ['x'], {customField: {deep: true}}),
]

describe('editorSchemaFor', () => {
  it('makes marks of the decorators and annotations and nodes of the objects', () => {
    const {schema, decorators, annotations} = editorSchemaFor(bodyType())
    expect([...decorators.keys()]).toEqual(['strong', 'em', 'underline', 'strike-through', 'code'])
    expect([...annotations.keys()]).toEqual(['link'])
    expect(Object.keys(schema.nodes)).toEqual(expect.arrayContaining(['textblock', 'inlineObject', 'blockObject']))
  })

  it('refuses an array without blocks', () => {
    const schema = createSchema([
      {name: 'doc', type: 'document', fields: [{name: 'tags', type: 'array', of: [{type: 'string'}]}]},
    ])
    const tags = (schema.get('doc') as ObjectSchemaType).fields[0]!.type as ArraySchemaType
    expect(() => editorSchemaFor(tags)).toThrow('has no block member')
  })
})

describe('portable text ↔ ProseMirror', () => {
  it('comes back unchanged: styles, lists, marks, annotations, objects, empty blocks and extra fields', () => {
    const editorSchema = editorSchemaFor(bodyType())
    expect(docToPortableText(portableTextToDoc(filled, editorSchema))).toEqual(filled)
  })

  it('shows no value (and an empty array) as one empty block, which is no value again', () => {
    const editorSchema = editorSchemaFor(bodyType())
    for (const value of [undefined, []]) {
      const doc = portableTextToDoc(value, editorSchema)
      expect(doc.childCount).toBe(1)
      expect(docToPortableText(doc)).toBeUndefined()
    }
  })

  it('keeps the key of an empty block and of its span', () => {
    const editorSchema = editorSchemaFor(bodyType())
    const value = [block('x', [span('', 'only')], {style: 'h1'})]
    expect(docToPortableText(portableTextToDoc(value, editorSchema))).toEqual(value)
  })
})

describe('checkPortableText', () => {
  const editorSchema = () => editorSchemaFor(bodyType())

  it('finds no problem in a valid value and gives it back as its fix', () => {
    const check = checkPortableText(filled, editorSchema())
    expect(check.problems).toEqual([])
    expect(check.fixed).toBe(filled)
  })

  it('flags missing keys, children and markDefs, disallowed types, marks, styles and levels, and fixes them', () => {
    const value = [
      {_type: 'block', children: [{_key: 'a', _type: 'span', text: 'no key', marks: []}], markDefs: []},
      {_key: 'b', _type: 'block', style: 'normal'},
      {_key: 'c', _type: 'video'},
      {_key: 'd', _type: 'block', children: [span('x', 'x', ['bold', 'strong', 'gone'])], markDefs: [], style: 'h9'},
      {_key: 'e', _type: 'block', children: [span('y', 'y')], markDefs: [], listItem: 'dash', level: 2},
      {
        _key: 'f',
        _type: 'block',
        children: [span('z', 'z'), {_key: 'v', _type: 'video'}],
        markDefs: [],
        listItem: 'bullet',
        level: 12,
      },
      'text',
    ]
    const check = checkPortableText(value, editorSchema())
    expect(check.problems.map((problem) => [problem.kind, problem.path])).toEqual([
      ['missing-key', [0]],
      ['missing-mark-defs', [{_key: 'b'}]],
      ['missing-children', [{_key: 'b'}]],
      ['disallowed-type', [{_key: 'c'}]],
      ['disallowed-mark', [{_key: 'd'}, 'children', 0, 'marks']],
      ['disallowed-mark', [{_key: 'd'}, 'children', 0, 'marks']],
      ['disallowed-style', [{_key: 'd'}, 'style']],
      ['disallowed-list', [{_key: 'e'}, 'listItem']],
      ['disallowed-type', [{_key: 'f'}, 'children', 1]],
      ['invalid-level', [{_key: 'f'}, 'level']],
      ['not-an-object', [6]],
    ])
    const fixed = check.fixed as Record<string, unknown>[]
    expect(fixed.map((member) => member._key)).toEqual([expect.stringMatching(/^[a-zA-Z0-9]{12}$/), 'b', 'd', 'e', 'f'])
    expect(fixed[1]).toMatchObject({markDefs: [], children: [{_type: 'span', text: '', marks: []}]})
    expect(fixed[2]).toMatchObject({style: 'normal', children: [{marks: ['strong']}]})
    expect(fixed[3]).not.toHaveProperty('listItem')
    expect(fixed[4]).toMatchObject({level: 9, children: [{_key: 'z'}]})
    expect(checkPortableText(fixed, editorSchema()).problems).toEqual([])
  })
})

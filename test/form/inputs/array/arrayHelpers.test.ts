import {describe, expect, it} from 'vitest'
import {
  arrayDisplayOptions,
  arrayItemFromInitialValue,
  arrayItemModalOptions,
  arrayItemPreview,
  arrayMovePatches,
  duplicateArrayItem,
  emptyPrimitiveValue,
  hasResolvableInitialValue,
  isTextFile,
  newArrayItem,
  textFileItems,
} from '../../../../src/form'
import {applyPatches} from '../../../../src/mutations'
import {createSchema} from '../../../../src/schema'
import type {ArraySchemaType, SchemaType} from '../../../../src/types'

const schema = createSchema([
  {
    name: 'link',
    type: 'object',
    fields: [
      {name: 'count', type: 'number'},
      {name: 'label', type: 'string'},
      {name: 'note', type: 'string'},
    ],
  },
  {
    name: 'person',
    type: 'object',
    initialValue: {role: 'author'},
    fields: [
      {name: 'name', type: 'string'},
      {name: 'role', type: 'string'},
      {name: 'address', type: 'object', fields: [{name: 'city', type: 'string'}]},
      {name: 'aliases', type: 'array', of: [{type: 'string'}]},
    ],
    preview: {
      select: {title: 'name', subtitle: 'address.city', first: 'aliases.0'},
      prepare: ({title, subtitle, first}) => ({title, subtitle: [subtitle, first].filter(Boolean).join(' · ')}),
    },
  },
  {
    name: 'broken',
    type: 'object',
    fields: [{name: 'x', type: 'string'}],
    preview: {
      select: {x: 'x'},
      prepare: () => {
        throw new Error('boom')
      },
    },
  },
  {
    name: 'doc',
    type: 'document',
    fields: [
      {
        name: 'links',
        type: 'array',
        of: [{type: 'link'}],
        options: {layout: 'grid', sortable: false, modal: {type: 'popover', width: 2}},
      },
      {name: 'people', type: 'array', of: [{type: 'person'}, {type: 'object', fields: [{name: 'a', type: 'string'}]}]},
      {name: 'tags', type: 'array', of: [{type: 'string'}, {type: 'number'}, {type: 'boolean'}]},
    ],
  },
])
const docType = schema.get('doc') as SchemaType & {fields: Array<{name: string; type: SchemaType}>}
const field = (name: string) => docType.fields.find((candidate) => candidate.name === name)!.type as ArraySchemaType
const type = (name: string) => schema.get(name)!

describe('textFileItems', () => {
  const [string, number, boolean] = field('tags').of as [SchemaType, SchemaType, SchemaType]

  it('makes one item per line, dropping empty lines, across line-break styles', () => {
    expect(textFileItems('a\r\nb\rc\n\nd\n', [string])).toEqual(['a', 'b', 'c', 'd'])
  })

  it('reads exactly true and false as booleans and digit-only lines as numbers, when allowed', () => {
    expect(textFileItems('true\nfalse\nTrue\n12\n-3\n1.5\n007', [string, number, boolean])).toEqual([
      true,
      false,
      'True',
      12,
      '-3',
      '1.5',
      7,
    ])
  })

  it('drops lines no allowed type fits', () => {
    expect(textFileItems('1\ntwo\n3', [number])).toEqual([1, 3])
    expect(textFileItems('true\n1\nyes', [boolean])).toEqual([true])
    expect(textFileItems('true\n1', [string])).toEqual(['true', '1'])
  })

  it('knows text files by type, or by extension when the browser gives none', () => {
    expect([
      isTextFile({name: 'a.bin', type: 'text/csv'}),
      isTextFile({name: 'a.txt', type: ''}),
      isTextFile({name: 'a.png', type: 'image/png'}),
      isTextFile({name: 'a', type: ''}),
    ]).toEqual([true, true, false, false])
  })
})

describe('arrayMovePatches', () => {
  const items = [{_key: 'a'}, {_key: 'b'}, {_key: 'c'}, {_key: 'd'}]

  it('moves keyed items by key, after the target going down and before it going up', () => {
    expect(arrayMovePatches(items, 0, 2)).toEqual([
      {type: 'move', path: [], from: {_key: 'a'}, to: {_key: 'c'}, position: 'after'},
    ])
    expect(arrayMovePatches(items, 3, 1)).toEqual([
      {type: 'move', path: [], from: {_key: 'd'}, to: {_key: 'b'}, position: 'before'},
    ])
  })

  it('lands every keyed move where arrayMove would put it', () => {
    for (let from = 0; from < items.length; from++) {
      for (let to = 0; to < items.length; to++) {
        const expected = [...items]
        expected.splice(to, 0, ...expected.splice(from, 1))
        expect(applyPatches(items, arrayMovePatches(items, from, to))).toEqual(expected)
      }
    }
  })

  it('moves primitives by index: removed, then inserted at the new place', () => {
    const values = ['a', 'b', 'c', 'd']
    for (let from = 0; from < values.length; from++) {
      for (let to = 0; to < values.length; to++) {
        const expected = [...values]
        expected.splice(to, 0, ...expected.splice(from, 1))
        expect(applyPatches(values, arrayMovePatches(values, from, to))).toEqual(expected)
      }
    }
  })

  it('emits nothing when nothing moves', () => {
    expect([arrayMovePatches(items, 1, 1), arrayMovePatches(items, 0, 9), arrayMovePatches(items, -1, 0)]).toEqual([
      [],
      [],
      [],
    ])
  })
})

describe('newArrayItem and duplicateArrayItem', () => {
  it('gives a new object item a 12-character key, its _type and the static fields of its initial value', () => {
    const item = newArrayItem(type('person')) as Record<string, unknown>
    expect(item).toEqual({_key: item._key, _type: 'person', role: 'author'})
    expect(item._key).toMatch(/^[A-Za-z0-9]{12}$/)
  })

  it('leaves out _type for the anonymous object type, and starts primitives empty', () => {
    expect(Object.keys(newArrayItem(field('people').of[1]!) as object)).toEqual(['_key'])
    expect(field('tags').of.map((member) => newArrayItem(member))).toEqual(['', 0, false])
    expect(field('tags').of.map(emptyPrimitiveValue)).toEqual(['', 0, false])
  })

  it('copies an item deeply with a new key', () => {
    const original = {_key: 'a', _type: 'person', address: {city: 'Oslo'}}
    const copy = duplicateArrayItem(original) as typeof original
    expect(copy).toEqual({...original, _key: copy._key})
    expect(copy._key).not.toBe('a')
    expect(copy.address).not.toBe(original.address)
    expect(duplicateArrayItem('x')).toBe('x')
  })
})

describe('arrayItemFromInitialValue and hasResolvableInitialValue', () => {
  it('puts a resolved value under a new key and the type’s _type, keying object items of arrays inside it', () => {
    const item = arrayItemFromInitialValue(type('person'), {
      _key: 'old',
      _type: 'other',
      name: 'Ada',
      list: [{_key: 'k'}, {_key: 'k'}, {x: 1}, 'text'],
    }) as Record<string, unknown>
    expect(item).toMatchObject({_type: 'person', name: 'Ada'})
    expect(item._key).toMatch(/^[A-Za-z0-9]{12}$/)
    const keys = (item.list as Array<{_key?: string}>).slice(0, 3).map((entry) => entry._key)
    expect(keys[0]).toBe('k')
    expect(new Set(keys).size).toBe(3)
    expect((item.list as unknown[])[3]).toBe('text')
    expect(
      Object.keys(arrayItemFromInitialValue(field('people').of[1]!, {_type: 'x', a: 'b'}) as object).sort(),
    ).toEqual(['_key', 'a'])
  })

  it('takes a primitive’s value as it is, none as empty, and rejects values that do not fit', () => {
    const [string, number] = field('tags').of
    expect(arrayItemFromInitialValue(string!, 'hi')).toBe('hi')
    expect(arrayItemFromInitialValue(number!, undefined)).toBe(0)
    expect(Object.keys(arrayItemFromInitialValue(type('link'), null) as object).sort()).toEqual(['_key', '_type'])
    expect(() => arrayItemFromInitialValue(number!, 'one')).toThrow(
      'Initial value of type "number" must be a number, got a string',
    )
    expect(() => arrayItemFromInitialValue(type('link'), [1])).toThrow(
      'Initial value of type "link" must be an object, got an array',
    )
  })

  it('says which member types need resolving: function initial values, primitives with one, fields declaring one at any depth', () => {
    const compiled = createSchema([
      {name: 'plain', type: 'object', initialValue: {a: 'b'}, fields: [{name: 'a', type: 'string'}]},
      {name: 'computed', type: 'object', initialValue: () => ({}), fields: [{name: 'a', type: 'string'}]},
      {
        name: 'deep',
        type: 'object',
        fields: [{name: 'inner', type: 'object', fields: [{name: 'n', type: 'number', initialValue: 1}]}],
      },
      {name: 'node', type: 'object', fields: [{name: 'child', type: 'node'}]},
    ])
    const resolvable = (name: string) => hasResolvableInitialValue(compiled.get(name)!)
    expect(['plain', 'computed', 'deep', 'node'].map(resolvable)).toEqual([false, true, true, false])
    expect(field('tags').of.map(hasResolvableInitialValue)).toEqual([false, false, false])
  })
})

describe('arrayItemPreview', () => {
  it('uses the type’s preview select and prepare, reading dotted paths and array indices', () => {
    expect(arrayItemPreview(type('person'), {name: 'Ada', address: {city: 'London'}, aliases: ['Countess']})).toEqual({
      title: 'Ada',
      subtitle: 'London · Countess',
    })
  })

  it('falls back to the first string field, then to the type title', () => {
    expect(arrayItemPreview(type('link'), {count: 3, label: 'Home', note: 'n'})).toEqual({title: 'Home'})
    expect(arrayItemPreview(type('link'), {count: 3})).toEqual({title: 'Link'})
    expect(arrayItemPreview(type('person'), {})).toEqual({title: 'Person'})
  })

  it('ignores a prepare that throws', () => {
    expect(arrayItemPreview(type('broken'), {x: 'kept'})).toEqual({title: 'kept'})
  })
})

describe('array options', () => {
  it('reads layout, sortable and the item modal', () => {
    expect(arrayDisplayOptions(field('links'))).toEqual({layout: 'grid', sortable: false})
    expect(arrayDisplayOptions(field('people'))).toEqual({layout: 'list', sortable: true})
    expect(arrayItemModalOptions(type('link'), field('links'))).toEqual({type: 'popover', width: 960})
    expect(arrayItemModalOptions(type('person'), field('people'))).toEqual({type: 'dialog', width: 640})
  })
})

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {prepareFormState, type ArrayOfObjectsFormNode, type FieldMember, type ObjectFormNode} from '../../../src/form'
import {escapeElementIdText, pathToElementId} from '../../../src/form/state/pathToElementId'
import type {Path, PathSegment} from '../../../src/types'
import {docType} from '../support'

/** Texts rich in the characters the id uses as separators and escapes. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'k',
    'x',
    'y',
    'e',
    'n',
    's',
    't',
    '0',
    '1',
    '_',
    '-',
    '.',
    '"',
    '[',
    ']',
    '=',
    ' ',
    'é',
    '😀',
  ),
  maxLength: 8,
})
const segment: fc.Arbitrary<PathSegment> = fc.oneof(
  tricky,
  fc.integer({min: -3, max: 120}),
  tricky.map((key) => ({_key: key})),
  fc.tuple(
    fc.oneof(fc.integer({min: 0, max: 12}), fc.constant('' as const)),
    fc.oneof(fc.integer({min: 0, max: 12}), fc.constant('' as const)),
  ),
)
const path = fc.array(segment, {maxLength: 5})
/** The suffixes the form appends to an input's id for the parts of its field (and fieldsets). */
const suffixes = [
  '-title',
  '-description',
  '-validation',
  '-content',
  '-generation-error',
  '-first-error',
  '--fieldset-a',
]
const samePath = (a: Path, b: Path) => JSON.stringify(a) === JSON.stringify(b)

describe('pathToElementId', () => {
  it('writes keyed items without quotes or brackets', () => {
    expect(pathToElementId(['links', {_key: 'abc'}, 'label'])).toBe('links_key-abc.label')
    expect(pathToElementId(['tags', 0])).toBe('tags_0')
    expect(pathToElementId(['seo', 'title'])).toBe('seo.title')
    expect(pathToElementId(['my_field', {_key: 'a-b"c'}])).toBe('my__field_key-a_x002db_x0022c')
  })

  it('uses only ASCII letters, digits, `_`, `.` and `-`', () => {
    fc.assert(fc.property(path, (p) => /^[A-Za-z0-9_.-]*$/.test(pathToElementId(p))))
  })

  it('never gives two different paths the same id, even with keys and names holding its separators', () => {
    // Hand-picked near misses: each pair would collide under a naive `_key-` / `.` / `_` scheme.
    const pairs: [Path, Path][] = [
      [[{_key: 'a_key-b'}], [{_key: 'a'}, {_key: 'b'}]],
      [
        ['a', '_key-b'],
        ['a', {_key: 'b'}],
      ],
      [['a_0'], ['a', 0]],
      [['a.b'], ['a', 'b']],
      [['a', ''], ['a.']],
      [[''], []],
      [[{_key: '1'}], [{_key: ''}, 1]],
      [['a', -1], ['a-1']],
      [[[1, 3]], ['_s1t3']],
    ]
    for (const [a, b] of pairs) expect(pathToElementId(a)).not.toBe(pathToElementId(b))
    // Many paths at once: every pair among them is compared.
    fc.assert(
      fc.property(fc.array(path, {maxLength: 60}), (paths) => {
        const byId = new Map<string, Path>()
        return paths.every((p) => {
          const seen = byId.get(pathToElementId(p))
          byId.set(pathToElementId(p), p)
          return seen === undefined || samePath(seen, p)
        })
      }),
      {numRuns: 2000},
    )
  })

  it('never gives a path the id of another path with a field-part suffix appended', () => {
    expect(pathToElementId(['seo', 'title'])).not.toBe(`${pathToElementId(['seo'])}-title`)
    expect(pathToElementId([{_key: 'x-title'}])).not.toBe(`${pathToElementId([{_key: 'x'}])}-title`)
    fc.assert(
      fc.property(
        path,
        path,
        fc.constantFrom(...suffixes),
        (a, b, suffix) => a.length === 0 || pathToElementId(b) !== pathToElementId(a) + suffix,
      ),
      {numRuns: 3000},
    )
  })

  it('escapes texts one way only', () => {
    expect(escapeElementIdText('a_b-c')).toBe('a__b_x002dc')
    fc.assert(fc.property(tricky, tricky, (a, b) => a === b || escapeElementIdText(a) !== escapeElementIdText(b)))
  })
})

describe('form node ids', () => {
  it('are free of quotes and brackets inside keyed array items, and one per item', () => {
    const type = docType([
      {name: 'links', type: 'array', of: [{type: 'object', name: 'link', fields: [{name: 'label', type: 'string'}]}]},
    ])
    const links = [
      {_key: 'a"b', _type: 'link'},
      {_key: 'a_b', _type: 'link'},
      {_key: 'a-b', _type: 'link'},
    ]
    const state = prepareFormState({schemaType: type, value: {_id: 'd', _type: 'doc', links}, idPrefix: 'f'})
    const array = (state.members.find((member) => member.kind === 'field' && member.name === 'links') as FieldMember)
      .field as ArrayOfObjectsFormNode
    const ids = array.members.flatMap((member) =>
      member.kind === 'item'
        ? [member.item.id, ((member.item.members[0] as FieldMember).field as ObjectFormNode).id]
        : [],
    )
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
    for (const id of ids) expect(id).toMatch(/^f-[A-Za-z0-9_.-]+$/)
    expect(ids[1]).toBe('f-links_key-a_x0022b.label')
  })
})

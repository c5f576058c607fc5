import {applyPatch, incremental} from 'mendoza'
import {describe, expect, it} from 'vitest'
import {diffMendoza, mendozaEffects, type MendozaPatch} from '../../src/lake/mendozaDiff'
import {JsonSizer, MendozaOp as Op} from '../../src/lake/mendozaOps'

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null')

/** Applies a patch with both mendoza-js appliers (simple and incremental) and checks they agree. */
function apply(left: unknown, patch: MendozaPatch): unknown {
  const simple = applyPatch(structuredClone(left), patch)
  const tracked = incremental.unwrap(incremental.applyPatch(incremental.wrap(structuredClone(left), 0), patch, 1))
  expect(json(tracked)).toEqual(json(simple))
  return simple
}

/** Diffs `left` → `right`, checks the patch and its reverse round-trip, and returns the patch. */
function diff(left: unknown, right: unknown): MendozaPatch {
  const patch = diffMendoza(left, right)
  expect(json(apply(left, patch))).toEqual(json(right))
  expect(json(apply(right, diffMendoza(right, left)))).toEqual(json(left))
  return patch
}

const size = (patch: MendozaPatch): number => JSON.stringify(patch).length
const item = (key: string, text = `text of ${key}`) => ({_key: key, _type: 'block', text})
const doc = (fields: Record<string, unknown>) => ({_id: 'post-1', _type: 'post', _rev: 'r1', ...fields})

describe('diffMendoza', () => {
  describe('no change', () => {
    it('is the empty patch, which the applier returns unchanged', () => {
      const value = doc({title: 'Hello'})
      expect(diff(value, structuredClone(value))).toEqual([])
      expect(applyPatch(value, [])).toBe(value)
    })

    it('ignores key order', () => {
      expect(diff({a: 1, b: {c: 2, d: 3}}, {b: {d: 3, c: 2}, a: 1})).toEqual([])
    })

    it('is empty for null to null and undefined to null', () => {
      expect(diff(null, null)).toEqual([])
      expect(diffMendoza(undefined, null)).toEqual([])
      expect(diffMendoza(undefined, undefined)).toEqual([])
    })
  })

  describe('objects', () => {
    it('sets a changed field without resending the others', () => {
      // Sorted keys: _id 0, _rev 1, _type 2, count 3.
      expect(diff(doc({count: 1}), doc({count: 2}))).toEqual([Op.ObjectSetFieldValue, 2, 'count'])
    })

    it('adds a field', () => {
      expect(diff(doc({}), doc({title: 'New'}))).toEqual([Op.ObjectSetFieldValue, 'New', 'title'])
    })

    it('deletes a field by its index among the sorted old keys', () => {
      expect(diff(doc({title: 'x', body: 'y'}), doc({body: 'y'}))).toEqual([Op.ObjectDeleteField, 4])
    })

    it('patches a nested object in place', () => {
      const left = doc({seo: {title: 'Old', description: 'kept as is, never resent'}})
      const right = doc({seo: {title: 'New', description: 'kept as is, never resent'}})
      const patch = diff(left, right)
      expect(patch).toEqual([
        Op.PushFieldCopy,
        3,
        Op.ObjectSetFieldValue,
        'New',
        'title',
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('patches deeply nested changes', () => {
      const left = {a: {b: {c: {d: 1, long: 'x'.repeat(50)}}}}
      const right = {a: {b: {c: {d: 2, long: 'x'.repeat(50)}}}}
      const patch = diff(left, right)
      expect(JSON.stringify(patch)).not.toContain('xxx')
    })

    it('rebuilds from blank when most fields are removed', () => {
      const left = {a: 1, b: 2, c: 3, d: 4, e: 5, keep: 'this field is long enough to be worth copying'}
      const right = {keep: left.keep, f: 6}
      const patch = diff(left, right)
      expect(patch[0]).toBe(Op.Blank)
      expect(JSON.stringify(patch)).not.toContain('worth copying')
    })

    it('deletes, sets and patches in one patch', () => {
      diff(
        doc({a: 'gone', b: {x: 1, y: 'y'.repeat(30)}, c: [1, 2, 3]}),
        doc({b: {x: 2, y: 'y'.repeat(30)}, c: [1, 2, 3, 4], d: true}),
      )
    })
  })

  describe('arrays', () => {
    const blocks = ['a', 'b', 'c', 'd', 'e'].map((key) => item(key))

    it('appends an item by reusing the old ones as one slice', () => {
      const patch = diff({body: blocks}, {body: [...blocks, item('f')]})
      expect(patch).toEqual([
        Op.PushFieldBlank,
        0,
        Op.ArrayAppendSlice,
        0,
        5,
        Op.ArrayAppendValue,
        item('f'),
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('inserts an item in the middle without resending the others', () => {
      const right = [...blocks.slice(0, 2), item('new'), ...blocks.slice(2)]
      const patch = diff({body: blocks}, {body: right})
      expect(patch).toEqual([
        Op.PushFieldBlank,
        0,
        Op.ArrayAppendSlice,
        0,
        2,
        Op.ArrayAppendValue,
        item('new'),
        Op.ArrayAppendSlice,
        2,
        5,
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('removes an item', () => {
      const patch = diff({body: blocks}, {body: blocks.filter((block) => block._key !== 'c')})
      expect(patch).toEqual([
        Op.PushFieldBlank,
        0,
        Op.ArrayAppendSlice,
        0,
        2,
        Op.ArrayAppendSlice,
        3,
        5,
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('moves an item by _key with slices only', () => {
      const right = [blocks[0]!, blocks[3]!, blocks[1]!, blocks[2]!, blocks[4]!]
      const patch = diff({body: blocks}, {body: right})
      expect(patch).toEqual([
        Op.PushFieldBlank,
        0,
        Op.ArrayAppendSlice,
        0,
        1,
        Op.ArrayAppendSlice,
        3,
        4,
        Op.ArrayAppendSlice,
        1,
        3,
        Op.ArrayAppendSlice,
        4,
        5,
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('patches an edited item found by _key after a move', () => {
      const edited = {...blocks[1]!, text: `${blocks[1]!.text}!`}
      const right = [edited, blocks[0]!, ...blocks.slice(2)]
      const patch = diff({body: blocks}, {body: right})
      expect(patch.slice(0, 4)).toEqual([Op.PushFieldBlank, 0, Op.PushElementCopy, 1])
      expect(JSON.stringify(patch)).not.toContain('text of')
    })

    it('does not patch an item into one with a different _key', () => {
      const right = [blocks[0]!, item('z', 'text of b'), ...blocks.slice(2)]
      const patch = diff({body: blocks}, {body: right})
      expect(patch).toContainEqual(item('z', 'text of b'))
    })

    it('patches an unkeyed item at the same position', () => {
      const left = [
        {name: 'one', tags: ['a', 'b', 'c']},
        {name: 'two', tags: ['d', 'e']},
      ]
      const right = [
        {name: 'one', tags: ['a', 'b', 'c']},
        {name: 'two!', tags: ['d', 'e']},
      ]
      const patch = diff(left, right)
      expect(patch.slice(0, 6)).toEqual([Op.Blank, Op.ArrayAppendSlice, 0, 1, Op.PushElementCopy, 1])
    })

    it('reuses equal unkeyed items wherever they are', () => {
      const long = (n: number) => ({n, note: 'a long unkeyed value '.repeat(3)})
      const patch = diff([long(1), long(2), long(3)], [long(3), long(1), long(2)])
      expect(patch).toEqual([Op.Blank, Op.ArrayAppendSlice, 2, 3, Op.ArrayAppendSlice, 0, 2])
    })

    it('resends a single tiny item rather than slicing it', () => {
      expect(diff([1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 2, 3, 4, 5, 6, 7, 8, 1])).toEqual([
        Op.Blank,
        Op.ArrayAppendValue,
        9,
        Op.ArrayAppendSlice,
        1,
        8,
        Op.ArrayAppendValue,
        1,
      ])
    })

    it("never appends onto a copied array, which corrupts the incremental applier's previous version", () => {
      const v0 = {list: [1, 2]}
      const v1 = {list: [1, 2, 3]}
      const v2 = {list: [1, 2, 3, 4]}
      const first = incremental.applyPatch(incremental.wrap(v0, 0), diffMendoza(v0, v1), 1)
      const second = incremental.applyPatch(first, diffMendoza(v1, v2), 2)
      expect(incremental.unwrap(second)).toEqual(v2)
      expect(incremental.unwrap(first)).toEqual(v1)
    })

    it('empties an array with a replacement, since a blank with nothing written is null', () => {
      expect(diff({list: [1, 2]}, {list: []})).toEqual([Op.ObjectSetFieldValue, [], 'list'])
    })
  })

  describe('strings', () => {
    const text = 'The quick brown fox jumps over the lazy dog, again and again and again.'

    it('appends to a copy when the old string is a prefix', () => {
      expect(diff({text}, {text: `${text} More.`})).toEqual([
        Op.PushFieldCopy,
        0,
        Op.StringAppendString,
        ' More.',
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('reuses the prefix and suffix around an insertion', () => {
      const right = text.replace('brown', 'red and brown')
      expect(diff({text}, {text: right})).toEqual([
        Op.PushFieldBlank,
        0,
        Op.StringAppendSlice,
        0,
        10,
        Op.StringAppendString,
        'red and ',
        Op.StringAppendSlice,
        10,
        text.length,
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('reuses the prefix and suffix around a deletion', () => {
      const right = text.replace('quick ', '')
      expect(diff({text}, {text: right})).toEqual([
        Op.PushFieldBlank,
        0,
        Op.StringAppendSlice,
        0,
        4,
        Op.StringAppendSlice,
        10,
        text.length,
        Op.ReturnIntoObjectSameKeyPop,
      ])
    })

    it('counts slice offsets in UTF-8 bytes and never splits a surrogate pair', () => {
      const left = `😀é ${text}`
      const patch = diff(left, `😁é ${text}`)
      const alsoPrefix = diff(`${text} é😀`, `${text} é😁`)
      expect(alsoPrefix).toEqual([Op.Blank, Op.StringAppendSlice, 0, text.length + 3, Op.StringAppendString, '😁'])
      expect(patch[0]).toBe(Op.Value)
    })

    it('does not slice a suffix after non-ASCII text (the simple mendoza-js applier miscounts it)', () => {
      // applyPatch('éabcd', [Blank, StringAppendSlice, 2, 4]) gives 'abc' in mendoza-js 3.
      const left = `é${text}`
      const right = `é${text.replace('quick', 'slow')}`
      const patch = diff(left, right)
      expect(patch.filter((token) => token === Op.StringAppendSlice)).toHaveLength(0)
    })

    it('replaces short strings whole', () => {
      expect(diff({t: 'ab'}, {t: 'ac'})).toEqual([Op.ObjectSetFieldValue, 'ac', 't'])
      expect(diff({t: 'abc'}, {t: ''})).toEqual([Op.ObjectSetFieldValue, '', 't'])
    })
  })

  describe('type changes', () => {
    it.each([
      ['object → string', {a: {b: 1}}, {a: 'b'}],
      ['array → object', {a: [1, 2]}, {a: {0: 1, 1: 2}}],
      ['string → number', {a: '1'}, {a: 1}],
      ['number → null', {a: 1}, {a: null}],
      ['root object → array', {a: 1}, [1]],
      ['root string → object', 'text', {text: 'text'}],
    ])('%s replaces the value', (_name, left, right) => {
      const patch = diff(left, right)
      expect([Op.Value, Op.ObjectSetFieldValue]).toContain(patch[0])
    })
  })

  describe('roots', () => {
    it('patches a root string and a root array', () => {
      diff('a long root string that is edited', 'a long root string that was edited')
      diff([1, 2, 3, 4], [1, 2, 4])
    })

    it('replaces the root when that is smaller', () => {
      expect(diff({a: 1}, {b: 2})).toEqual([Op.Value, {b: 2}])
    })
  })

  describe('compactness', () => {
    const big = (count: number) => {
      const fields: Record<string, unknown> = {}
      for (let i = 0; i < count; i++) fields[`field${i}`] = `value number ${i}`
      return doc(fields)
    }

    it('keeps a one-field change in a 1,000-field document under 200 characters', () => {
      const left = big(1000)
      const patch = diff(left, {...left, field500: 'changed'})
      expect(size(patch)).toBeLessThan(200)
      expect(patch).toEqual([Op.ObjectSetFieldValue, 'changed', 'field500'])
    })

    it('keeps a one-field deletion and a one-field addition small', () => {
      const left = big(1000)
      const {field10: _removed, ...rest} = left as Record<string, unknown>
      expect(size(diff(left, rest))).toBeLessThan(20)
      expect(size(diff(left, {...left, extra: true}))).toBeLessThan(30)
    })

    it('keeps an edit inside one of 1,000 keyed items small', () => {
      const body = Array.from({length: 1000}, (_, i) => item(`k${i}`, `paragraph ${i} `.repeat(5)))
      const edited = body.map((block, i) => (i === 700 ? {...block, text: `${block.text}!`} : block))
      expect(size(diff(doc({body}), doc({body: edited})))).toBeLessThan(200)
      const inserted = [...body.slice(0, 300), item('new'), ...body.slice(300)]
      expect(size(diff(doc({body}), doc({body: inserted})))).toBeLessThan(200)
      const moved = [body[999]!, ...body.slice(0, 999)]
      expect(size(diff(doc({body}), doc({body: moved})))).toBeLessThan(200)
    })

    it('keeps a one-character edit in a 10,000-character string small', () => {
      const left = 'lorem ipsum '.repeat(850)
      const right = `${left.slice(0, 5000)}X${left.slice(5001)}`
      expect(size(diff({body: left}, {body: right}))).toBeLessThan(60)
    })
  })
})

describe('mendozaEffects', () => {
  const post = doc({title: 'Hello'})

  it('represents an appearing document as a replacement of null', () => {
    const effects = mendozaEffects(null, post)
    expect(effects).toEqual({apply: [Op.Value, post], revert: [Op.Value, null]})
    expect(apply(null, effects.apply)).toEqual(post)
    expect(apply(post, effects.revert)).toBeNull()
  })

  it('represents a disappearing document as a replacement with null', () => {
    const effects = mendozaEffects(post, undefined)
    expect(effects).toEqual({apply: [Op.Value, null], revert: [Op.Value, post]})
    expect(apply(null, effects.revert)).toEqual(post)
  })

  it('treats undefined like null', () => {
    expect(mendozaEffects(undefined, post)).toEqual(mendozaEffects(null, post))
    expect(mendozaEffects(undefined, null)).toEqual({apply: [], revert: []})
  })

  it('gives apply and revert patches of an edit', () => {
    const next = {...post, title: 'Hello, world', _rev: 'r2'}
    const {apply: forward, revert} = mendozaEffects(post, next)
    expect(apply(post, forward)).toEqual(next)
    expect(apply(next, revert)).toEqual(post)
  })
})

describe('JsonSizer.sizeUpTo', () => {
  const values: unknown[] = [
    null,
    'text with "quotes" and ünïcode',
    42.5,
    [],
    {},
    [1, 'two', {three: [3, null, true]}],
    {a: 1, b: undefined, c: {d: 'e', f: [1, 2, 3]}, 'g"h': [{}]},
  ]

  it('gives the exact JSON size when it is within the limit, and more than the limit otherwise', () => {
    for (const value of values) {
      const size = JSON.stringify(value).length
      for (const limit of [0, 1, 5, size - 1, size, size + 10]) {
        const measured = new JsonSizer().sizeUpTo(value, limit)
        if (size <= limit) expect(measured).toBe(size)
        else expect(measured).toBeGreaterThan(limit)
      }
      expect(new JsonSizer().size(value)).toBe(size)
    }
  })
})

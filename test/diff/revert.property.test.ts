import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {diffDocuments, diffValues, revertAll, revertField, type BlockDiff, type StringSegment} from '../../src/diff'
import {applyPatches} from '../../src/mutations'
import {documentArb} from '../mutations/arbitraries'
import {post, postType, ref} from './fixtures'

const RUNS = {numRuns: 300, seed: 22}

// Small pools, so two generated versions share keys, words and values often.
const KEYS = ['k1', 'k2', 'k3', 'k4', 'k5']
const textArb = fc
  .array(fc.constantFrom('the', 'quick', 'fox', 'a', 'b', ' ', ' ', '!'), {maxLength: 6})
  .map((parts) => parts.join(''))
const numberArb = fc.integer({min: -5, max: 5})

/** A keyed array: distinct keys from the pool, each item built by `item`. */
function keyedArb(item: (key: string) => fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .uniqueArray(fc.constantFrom(...KEYS), {maxLength: 5})
    .chain((keys) => fc.tuple(...keys.map((key) => item(key))))
}

const sectionArb = (key: string) =>
  fc
    .record(
      {
        heading: textArb,
        count: numberArb,
        meta: fc.record({_type: fc.constant('object'), label: textArb, weight: numberArb}, {requiredKeys: ['_type']}),
      },
      {requiredKeys: []},
    )
    .map((fields) => ({_key: key, _type: 'section', ...fields}))

const spanArb = (key: string) =>
  fc
    .record({text: textArb, marks: fc.subarray(['strong', 'em', 'l1'])})
    .map((fields) => ({_key: key, _type: 'span', ...fields}))

const blockArb = (key: string) =>
  fc.tuple(keyedArb(spanArb), fc.constantFrom('normal', 'h1'), fc.boolean()).map(([children, style, link]) => ({
    _key: key,
    _type: 'block',
    style,
    markDefs: link ? [{_key: 'l1', _type: 'link', href: 'https://example.com'}] : [],
    children,
  }))

/** A post of the fixture schema: nested objects, keyed and primitive arrays, text, numbers, references, rich text. */
const postArb = fc
  .record(
    {
      title: textArb,
      views: numberArb,
      featured: fc.boolean(),
      author: fc.constantFrom('alice', 'bob').map(ref),
      tags: fc.array(textArb, {maxLength: 4}),
      sections: keyedArb(sectionArb),
      body: keyedArb(blockArb),
      seo: fc.record({title: textArb, description: textArb}, {requiredKeys: []}),
    },
    {requiredKeys: []},
  )
  .map((fields) => post(fields))

/** The older and the newer text a list of segments shows. */
function texts(segments: readonly StringSegment[]): {from: string; to: string} {
  const join = (keep: StringSegment['action']) =>
    segments
      .filter((segment) => segment.action === 'unchanged' || segment.action === keep)
      .map((segment) => segment.text)
      .join('')
  return {from: join('removed'), to: join('added')}
}

/** A block's text: its spans' text joined. */
const blockText = (block: Record<string, unknown> | undefined) =>
  ((block?.children as Array<{text: string}> | undefined) ?? []).map((child) => child.text).join('')

describe('segment properties', () => {
  it('string segments read as the older text without the added ones, the newer without the removed', () => {
    fc.assert(
      fc.property(textArb, textArb, (from, to) => {
        const diff = diffValues(from, to)
        expect(diff.type === 'string' && texts(diff.segments)).toEqual({from, to})
      }),
      RUNS,
    )
  })

  it('block segments do the same for the text of the spans, with every piece carrying marks', () => {
    fc.assert(
      fc.property(blockArb('b'), blockArb('b'), (from, to) => {
        const diff = diffValues(from, to) as BlockDiff
        expect(texts(diff.segments)).toEqual({from: blockText(from), to: blockText(to)})
        expect(diff.segments.every((segment) => segment.text !== '' && Array.isArray(segment.marks))).toBe(true)
      }),
      RUNS,
    )
  })
})

describe('revert properties', () => {
  it('applying the revert-all patches to the newer version gives the older one', () => {
    fc.assert(
      fc.property(postArb, postArb, (from, to) => {
        const patches = revertAll(diffDocuments(from, to, {schemaType: postType}))
        expect(applyPatches(to, patches)).toEqual(from)
      }),
      RUNS,
    )
  })

  it('reverting one field gives that field its old value and leaves the others', () => {
    fc.assert(
      fc.property(postArb, postArb, (from, to) => {
        const diff = diffDocuments(from, to, {schemaType: postType})
        for (const name of Object.keys(diff.fields)) {
          const reverted = applyPatches(to, revertField(diff, [name]))
          expect(reverted[name]).toEqual(from[name])
          expect({...reverted, [name]: undefined}).toEqual({...to, [name]: undefined})
        }
      }),
      RUNS,
    )
  })

  it('holds for schema-less JSON with repeated keys and nested arrays too', () => {
    fc.assert(
      fc.property(documentArb, documentArb, (from, to) => {
        expect(applyPatches(to, revertAll(diffValues(from, to)))).toEqual(from)
      }),
      RUNS,
    )
  })
})

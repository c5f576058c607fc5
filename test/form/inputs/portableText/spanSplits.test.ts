import {describe, expect, it} from 'vitest'
import type {PortableTextBlock} from '../../../../src/form/inputs/portableText/portableTextValue'
import {
  reconcileSplit,
  spanSplitsBetween,
  untrimmedSplit,
  withUnseen,
  type SpanSplit,
} from '../../../../src/form/inputs/portableText/spanSplits'
import {applyPatches} from '../../../../src/mutations'
import {block, span} from './fixtures'

const textBlock = (...children: ReturnType<typeof span>[]) =>
  block('b1', children, {markDefs: [{_key: 'l1', _type: 'link', href: 'https://example.com'}]}) as PortableTextBlock

const before = textBlock(span('abcdefgh', 's1'))
// A bolds 2–5, B links 4–7, each from `before`.
const boldA = textBlock(span('ab', 's1'), span('cde', 'a1', ['strong']), span('fgh', 'a2'))
const linkB = textBlock(span('abcd', 's1'), span('efg', 'b1', ['l1']), span('h', 'b2'))
// What the store leaves when both arrive: the trims merge, both sets of pieces stay.
const merged = textBlock(
  span('ab', 's1'),
  span('efg', 'b1', ['l1']),
  span('h', 'b2'),
  span('cde', 'a1', ['strong']),
  span('fgh', 'a2'),
)

const mention = (key: string) => ({_key: key, _type: 'mention', name: 'Ada'}) as unknown as ReturnType<typeof span>

function only(splits: SpanSplit[]): SpanSplit {
  expect(splits).toHaveLength(1)
  return splits[0]!
}

/** The block a split's record makes of `member`, if it reconciles it. */
function reconciled(member: PortableTextBlock, split: SpanSplit) {
  const outcome = reconcileSplit(member, split)
  return outcome.kind === 'reconciled' ? outcome.result.member.children : outcome.kind
}

describe('spanSplitsBetween', () => {
  it('records a span that marking part of it split: the text it kept and the pieces that took the rest', () => {
    expect(only(spanSplitsBetween(before, boldA))).toMatchObject({
      block: 'b1',
      span: 's1',
      text: 'abcdefgh',
      marks: [],
      kept: 2,
      pieces: [span('cde', 'a1', ['strong']), span('fgh', 'a2')],
    })
  })

  it('records nothing for typing or for marking a whole span', () => {
    expect(spanSplitsBetween(before, textBlock(span('abcXdefgh', 's1')))).toEqual([])
    expect(spanSplitsBetween(before, textBlock(span('abcdefgh', 's1', ['strong'])))).toEqual([])
  })
})

describe('reconcileSplit', () => {
  const splitA = only(spanSplitsBetween(before, boldA))
  const splitB = only(spanSplitsBetween(before, linkB))

  it('gives each character once, with both marks on the overlap, and the same block from either editor', () => {
    const fromA = reconciled(merged, splitA)
    expect(fromA).toEqual([
      span('ab', 's1'),
      span('cd', 'a1', ['strong']),
      span('e', 'b1', ['l1', 'strong']),
      span('fg', 'a2', ['l1']),
      span('h', 'b2'),
    ])
    expect(reconciled(merged, splitB)).toEqual(fromA)
  })

  it('keeps what either person typed into their pieces since', () => {
    const typedIn = textBlock(
      span('ab', 's1'),
      span('efXg', 'b1', ['l1']),
      span('h', 'b2'),
      span('cdYe', 'a1', ['strong']),
      span('fgh', 'a2'),
    )
    const text = (reconciled(typedIn, splitA) as {text: string}[]).map((child) => child.text).join('')
    expect(text).toBe('abcdYefXgh')
    expect(reconciled(typedIn, splitB)).toEqual(reconciled(typedIn, splitA))
  })

  it('gives the runs beyond the pieces keys of their own, made from the pieces’ keys (seed 95)', () => {
    // A bolds 2–5 (pieces a1, a2); B, from the same text, typed X after `d` and bolded 0–2 (the
    // span keeps `ab`, one piece b1 takes `cdXefgh`). Each side's text is its own: `cd`
    // bold, X plain, `e` bold, `fgh` plain: four runs from three pieces.
    const typedThenBolded = textBlock(span('ab', 's1', ['strong']), span('cdXefgh', 'b1'))
    const splitB = only(spanSplitsBetween(textBlock(span('abcdXefgh', 's1')), typedThenBolded))
    const both = textBlock(
      span('ab', 's1', ['strong']),
      span('cdXefgh', 'b1'),
      span('cde', 'a1', ['strong']),
      span('fgh', 'a2'),
    )
    const children = reconciled(both, splitA)
    expect(children).toEqual([
      span('ab', 's1', ['strong']),
      span('cd', 'a1', ['strong']),
      span('X', 'b1'),
      span('e', 'a2', ['strong']),
      span('fgh', 'a1-1'),
    ])
    // B's record has the X the pieces of A lack: it leaves the block to A's editor.
    expect(reconcileSplit(both, splitB)).toEqual({kind: 'drop'})
  })

  it('leaves each character once whichever of two different reconciliations the store takes last (seed 7777)', () => {
    // A links `a` (a piece takes `bcdefgh`). B, from the same text, typed X over `bcde` and
    // then linked `Xfgh` (the span keeps `a`). Neither saw the other: A takes X for text B
    // typed, B takes `bcde` for text A typed, and B needs a key beyond the pieces' for a run.
    const splitA = only(spanSplitsBetween(before, textBlock(span('a', 's1', ['l1']), span('bcdefgh', 'a1'))))
    const splitB = only(
      spanSplitsBetween(textBlock(span('aXfgh', 's1')), textBlock(span('a', 's1'), span('Xfgh', 'b1', ['l1']))),
    )
    const both = textBlock(span('a', 's1', ['l1']), span('Xfgh', 'b1', ['l1']), span('bcdefgh', 'a1'))
    const patchesOf = (split: SpanSplit) => {
      const outcome = reconcileSplit(both, split)
      if (outcome.kind !== 'reconciled') throw new Error(`expected a reconciled split, got ${outcome.kind}`)
      return outcome.result.patches(outcome.result.member)
    }
    const [fromA, fromB] = [patchesOf(splitA), patchesOf(splitB)]
    const textAfter = (...patches: Parameters<typeof applyPatches>[1][]) =>
      (patches.reduce((value, next) => applyPatches(value, next), [both])[0] as PortableTextBlock).children
        .map((child) => (child as {text: string}).text)
        .join('')
    expect(fromB.some((patch) => patch.type === 'insert' && JSON.stringify(patch).includes('-1'))).toBe(true)
    for (const text of [textAfter(fromA, fromB), textAfter(fromB, fromA)]) {
      expect([...text].sort().join('')).toBe('Xabcdefgh')
    }
  })

  it('finds this editor’s pieces past a child it knew that the other person put after theirs (seed 56)', () => {
    // A bolds `bcdefgh` (b1 then held s1 and k2). B, from the same text, had split the block
    // after `a` and joined it back: the text came back as a new span n1 after s1, with k2
    // after it, in front of A's piece.
    const withK2 = textBlock(span('abcdefgh', 's1'), span('!', 'k2'))
    const splitA = only(
      spanSplitsBetween(withK2, textBlock(span('a', 's1'), span('bcdefgh', 'a1', ['strong']), span('!', 'k2'))),
    )
    const merged = textBlock(span('a', 's1'), span('bcdefgh', 'n1'), span('!', 'k2'), span('bcdefgh', 'a1', ['strong']))
    expect(reconciled(merged, splitA)).toEqual([span('a', 's1'), span('bcdefgh', 'a1', ['strong']), span('!', 'k2')])
  })

  it('reconciles with pieces from which the other person typed over characters (seed 7777)', () => {
    // A bolds `a` (a piece takes `bcdefgh`). B, from the same text, linked `a` and then typed
    // Y over `d` in their piece: their piece lacks `d`, which they deleted.
    const splitA = withUnseen(
      only(spanSplitsBetween(before, textBlock(span('a', 's1', ['strong']), span('bcdefgh', 'a1')))),
      'abcdefgh',
    )
    const merged = textBlock(span('a', 's1', ['strong']), span('bcYefgh', 'b1'), span('bcdefgh', 'a1'))
    expect(reconciled(merged, splitA)).toEqual([span('a', 's1', ['strong']), span('bcYefgh', 'a1')])
    // Without knowing what it typed since the store showed the span, the record does not take
    // a missing character for a deletion.
    expect(reconcileSplit(merged, {...splitA, unseen: undefined})).toEqual({kind: 'drop'})
    // Nor pieces that lack more of the text than they hold: text typed next to the span.
    const typedNextToIt = textBlock(span('a', 's1', ['strong']), span('bZh', 'b1'), span('bcdefgh', 'a1'))
    expect(reconcileSplit(typedNextToIt, splitA)).toEqual({kind: 'drop'})
  })

  it('keeps what this editor typed that the other person’s pieces lack because they had not seen it', () => {
    // B typed X after `d` (the store had not shown it yet) and bolded `ab`; A, from the text
    // before the X, bolded `a`.
    const splitB = withUnseen(
      only(
        spanSplitsBetween(
          textBlock(span('abcdXefgh', 's1')),
          textBlock(span('ab', 's1', ['strong']), span('cdXefgh', 'b1')),
        ),
      ),
      'abcdefgh',
    )
    // The store merged the two trims of the span: it keeps `a`. B's bold stays on `b`.
    const merged = textBlock(span('a', 's1', ['strong']), span('bcdefgh', 'a1'), span('cdXefgh', 'b1'))
    expect(reconciled(merged, splitB)).toEqual([
      span('a', 's1', ['strong']),
      span('b', 'a1', ['strong']),
      span('cdXefgh', 'b1'),
    ])
  })

  it('waits while the block does not show the split, or shows no one else’s', () => {
    expect(reconcileSplit(linkB, splitA)).toEqual({kind: 'keep'})
    expect(reconcileSplit(boldA, splitA)).toEqual({kind: 'keep'})
  })

  it('leaves a block alone when someone split one of the pieces after seeing them (nothing is lost)', () => {
    const later = textBlock(span('ab', 's1'), span('cde', 'a1', ['strong']), span('f', 'a2'), span('gh', 'c1', ['em']))
    expect(reconcileSplit(later, splitA)).toEqual({kind: 'drop'})
  })

  it('reconciles when someone deleted a character of the span’s kept start (seed 12345)', () => {
    // A bolds 3–5; B, from the same text, puts an inline object in place of `c`.
    const splitAt3 = only(
      spanSplitsBetween(before, textBlock(span('abc', 's1'), span('de', 'a1', ['strong']), span('fgh', 'a2'))),
    )
    const member = textBlock(
      span('ab', 's1'),
      span('de', 'a1', ['strong']),
      span('fgh', 'a2'),
      mention('m1'),
      span('defgh', 'n1'),
    )
    expect(reconciled(member, splitAt3)).toEqual([
      span('ab', 's1'),
      mention('m1'),
      span('de', 'a1', ['strong']),
      span('fgh', 'a2'),
    ])
  })

  it('puts an object the other person put into their piece where it went, also in place of a selection (seed 12345)', () => {
    // Both bold `a` from the same text; then B puts an object after `b` (or in place of `c`)
    // in their piece.
    const split = only(spanSplitsBetween(before, textBlock(span('a', 's1', ['strong']), span('bcdefgh', 'a1'))))
    // The block as the store merged it, with B's piece after their object holding `rest`.
    const merged = (rest: string) =>
      textBlock(span('a', 's1', ['strong']), span('b', 'b1'), mention('m1'), span(rest, 'b2'), span('bcdefgh', 'a1'))
    const expected = (rest: string) => [span('a', 's1', ['strong']), span('b', 'a1'), mention('m1'), span(rest, 'b2')]
    expect(reconciled(merged('cdefgh'), split)).toEqual(expected('cdefgh'))
    expect(reconciled(merged('defgh'), split)).toEqual(expected('defgh'))
    // A character missing elsewhere is not an object's doing: the block is left as it is.
    const missing = merged('cdfgh')
    expect(reconcileSplit(missing, split)).toEqual({kind: 'drop'})
  })

  describe('pieces the store put further on, past children the other person did not know (seed 12345)', () => {
    // A had split `h` off the span before (k1), and now bolds `ab` (a1 takes `cdefg`); B, who
    // had not seen k1, put an object after `ab` (n1 takes `cdefg`). The store put B's pieces
    // after k1.
    const seen = textBlock(span('abcdefg', 's1'), span('h', 'k1', ['strong']))
    const split = only(
      spanSplitsBetween(
        seen,
        textBlock(span('ab', 's1', ['strong']), span('cdefg', 'a1'), span('h', 'k1', ['strong'])),
      ),
    )
    const member = textBlock(
      span('ab', 's1', ['strong']),
      span('cdefg', 'a1'),
      span('h', 'k1', ['strong']),
      mention('m1'),
      span('cdefg', 'n1'),
    )

    it('puts them back after the span, with the object, each character once', () => {
      expect(reconciled(member, split)).toEqual([
        span('ab', 's1', ['strong']),
        mention('m1'),
        span('cdefg', 'a1'),
        span('h', 'k1', ['strong']),
      ])
    })

    it('stores that by putting the pieces in again after the span, the object moved with them', () => {
      const outcome = reconcileSplit(member, split)
      if (outcome.kind !== 'reconciled') throw new Error(`expected a reconciled split, got ${outcome.kind}`)
      const path = [{_key: 'b1'}, 'children']
      const patches = outcome.result.patches(outcome.result.member)
      expect(patches.slice(0, 3)).toEqual([
        {type: 'unset', path: [...path, {_key: 'a1'}]},
        {type: 'unset', path: [...path, {_key: 'n1'}]},
        {type: 'unset', path: [...path, {_key: 'm1'}]},
      ])
      const {children} = outcome.result.member
      expect(applyPatches([member], patches)[0]!.children).toEqual(children)
      // Both editors send them. When the other's came first and its editor took the span out
      // (emptied), the pieces go in again where they were, not nowhere (seed 7777).
      const spanGone = applyPatches([outcome.result.member], [{type: 'unset', path: [...path, {_key: 's1'}]}])
      expect(applyPatches(spanGone, patches)[0]!.children).toEqual(children.slice(1))
    })

    it('leaves new children further on alone when they hold no end of the split text', () => {
      const elsewhere = textBlock(
        span('ab', 's1', ['strong']),
        span('cdefg', 'a1'),
        span('h', 'k1', ['strong']),
        span('XY', 'n1', ['em']),
      )
      expect(reconcileSplit(elsewhere, split)).toEqual({kind: 'keep'})
    })
  })

  it('leaves a block alone when someone split the kept start after seeing the split', () => {
    const later = textBlock(span('a', 's1'), span('b', 'c1', ['em']), span('cde', 'a1', ['strong']), span('fgh', 'a2'))
    expect(reconcileSplit(later, splitA)).toEqual({kind: 'drop'})
  })
})

describe('untrimmedSplit', () => {
  it('trims the split span again when a concurrent edit of its start made the trim miss', () => {
    const split = only(spanSplitsBetween(before, boldA))
    // Someone typed `Y` over `ab` first: the trim of `cdefgh` (made on `abcdefgh`) missed.
    const untrimmed = textBlock(span('Ycdefgh', 's1'), span('cde', 'a1', ['strong']), span('fgh', 'a2'))
    expect(untrimmedSplit(untrimmed, split)?.children).toEqual([
      span('Y', 's1'),
      span('cde', 'a1', ['strong']),
      span('fgh', 'a2'),
    ])
  })

  it('leaves a span that holds none of the moved text, or pieces that lost it, as they are', () => {
    const split = only(spanSplitsBetween(before, boldA))
    expect(untrimmedSplit(boldA, split)).toBeUndefined()
    expect(untrimmedSplit(textBlock(span('Ycdefgh', 's1'), span('c', 'a1', ['strong'])), split)).toBeUndefined()
  })
})

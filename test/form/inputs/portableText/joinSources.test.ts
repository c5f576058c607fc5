import {describe, expect, it} from 'vitest'
import {
  withoutJoinedDuplicates,
  withoutJoinedDuplicatesElsewhere,
  withoutJoinedPieces,
  withoutSplitMovedPieces,
  withTypingAfterUnlandedJoin,
  type JoinSource,
  type SplitMove,
} from '../../../../src/form/inputs/portableText/joinSources'
import type {PortableTextBlock} from '../../../../src/form/inputs/portableText/portableTextValue'
import {block, span} from './fixtures'

const textBlock = (key: string, ...children: ReturnType<typeof span>[]) => block(key, children) as PortableTextBlock
const texts = (member: PortableTextBlock | undefined) => member?.children.map((child) => child.text)

describe('withoutJoinedPieces', () => {
  // This editor joined b2 ("second", one span s2) into the block before it.
  const source: JoinSource = {block: 'b2', children: new Set(['s2']), text: 'second'}

  it('removes a block joined away that is back with pieces of the moved text only', () => {
    const back = textBlock('b2', span('se', 'p1'), span('cond', 'p2'))
    const without = withoutJoinedPieces(back, source)
    expect(without?.member).toBeUndefined()
    expect(without?.patches).toEqual([
      {type: 'unset', path: [{_key: 'b2'}], onlyIf: {path: [{_key: 'b2'}, 'children'], equals: back.children}},
    ])
  })

  it('leaves the block as it is when it still has a child it had (the join did not land)', () => {
    expect(withoutJoinedPieces(textBlock('b2', span('second', 's2'), span('x', 'p')), source)).toBeUndefined()
  })
})

describe('withoutJoinedDuplicates', () => {
  // This editor joined b2 ("second", one span s2) into b1 ("first", s1).
  const source: JoinSource = {
    block: 'b2',
    children: new Set(['s2']),
    text: 'second',
    spanTexts: new Map([['s2', 'second']]),
  }
  const shown = new Set(['s1', 's2'])

  it('takes out a piece of the moved span that someone else’s join carried in beside it (seed 124)', () => {
    const joined = textBlock('b1', span('first', 's1'), span('cond', 'p1'), span('second', 's2'))
    const without = withoutJoinedDuplicates(joined, source, shown)
    expect(texts(without?.member)).toEqual(['first', 'second'])
    // Only while the block is as received: the other person may take the other copy out.
    const path = [{_key: 'b1'}, 'children', {_key: 'p1'}]
    const onlyIf = {path: [{_key: 'b1'}, 'children'], equals: joined.children}
    expect(without?.patches).toEqual([{type: 'unset', path, onlyIf}])
  })

  it('keeps spans the editor shows, and new spans whose text the moved span no longer holds', () => {
    const own = textBlock('b1', span('first', 's1'), span('cond', 'own'), span('second', 's2'))
    expect(withoutJoinedDuplicates(own, source, new Set([...shown, 'own']))).toBeUndefined()
    // Bolded after the join reached them: the moved span lost the text to the new span, even
    // when what it kept has the letters of it too.
    const bolded = textBlock('b1', span('first', 's1'), span('se', 's2'), span('cond', 'p1'))
    expect(withoutJoinedDuplicates(bolded, source, shown)).toBeUndefined()
    const repeated: JoinSource = {...source, spanTexts: new Map([['s2', 'the cat and the']])}
    const boldedThe = textBlock('b1', span('first', 's1'), span('the cat and ', 's2'), span('the', 'p1'))
    expect(withoutJoinedDuplicates(boldedThe, repeated, shown)).toBeUndefined()
  })

  it('does nothing in a block without a moved span, or in the block joined away', () => {
    expect(
      withoutJoinedDuplicates(textBlock('b1', span('first', 's1'), span('cond', 'p1')), source, shown),
    ).toBeUndefined()
    expect(
      withoutJoinedDuplicates(textBlock('b2', span('second', 's2'), span('cond', 'p1')), source, shown),
    ).toBeUndefined()
  })
})

describe('withoutSplitMovedPieces', () => {
  // This editor split b1 ("abcd" s1, "efgh" s2) after "ab": s1 keeps "ab", the new block n1
  // takes "cd" and s2 whole.
  const move: SplitMove = {
    block: 'b1',
    children: new Set(['s2']),
    text: 'efgh',
    into: 'n1',
    kept: new Set(['s1']),
    keptText: 'ab',
  }
  const into = textBlock('n1', span('cd', 's1'), span('efgh', 's2'))

  it('takes the pieces someone split off a moved child out of the block, each while its text is as shown (seed 14)', () => {
    // They bolded "fg" before the split reached them: s2 kept "e", "fg" and "h" went into new spans.
    const received = textBlock('b1', span('ab', 's1'), span('fg', 'p1'), span('h', 'p2'))
    const without = withoutSplitMovedPieces(received, move, into)
    expect(texts(without?.member)).toEqual(['ab'])
    expect(without?.patches).toEqual([
      {
        type: 'unset',
        path: [{_key: 'b1'}, 'children', {_key: 'p1'}],
        onlyIf: {path: [{_key: 'b1'}, 'children', {_key: 'p1'}, 'text'], equals: 'fg'},
      },
      {
        type: 'unset',
        path: [{_key: 'b1'}, 'children', {_key: 'p2'}],
        onlyIf: {path: [{_key: 'b1'}, 'children', {_key: 'p2'}, 'text'], equals: 'h'},
      },
    ])
  })

  it('keeps new spans holding text the block kept, or text that is not moved text', () => {
    const received = textBlock('b1', span('a', 's1'), span('b', 'p0'), span('xyz', 'p1'), span('fg', 'p2'))
    expect(texts(withoutSplitMovedPieces(received, move, into)?.member)).toEqual(['a', 'b', 'xyz'])
  })

  it('keeps spans the editor shows in the block: its own, not someone’s pieces', () => {
    const received = textBlock('b1', span('ab', 's1'), span('fg', 'p1'), span('h', 'p2'))
    expect(texts(withoutSplitMovedPieces(received, move, into, new Set(['s1', 'p1']))?.member)).toEqual(['ab', 'fg'])
  })

  it('does nothing while the block still has a moved child, or the new block has none of them', () => {
    const pieces = textBlock('b1', span('ab', 's1'), span('fg', 'p1'))
    expect(withoutSplitMovedPieces(textBlock('b1', span('ab', 's1'), span('e', 's2')), move, into)).toBeUndefined()
    expect(withoutSplitMovedPieces(pieces, move, textBlock('n1', span('cd', 's1')))).toBeUndefined()
    expect(withoutSplitMovedPieces(pieces, move, undefined)).toBeUndefined()
  })
})

describe('withTypingAfterUnlandedJoin', () => {
  // This editor joined b2 ("second", one span s2) into b1, and has typed Y over its "s" there
  // since; the store shows b2 back as it was: the join did not land (seed 168).
  const source: JoinSource = {
    block: 'b2',
    children: new Set(['s2']),
    text: 'second',
    spanTexts: new Map([['s2', 'second']]),
  }
  const shownInB1 = (key: string) => (key === 's2' ? {block: 'b1', text: 'Yecond'} : undefined)

  it('merges what was typed in the span where the editor showed it into the span here, while it is not there', () => {
    // Only what was typed: the "s" it typed over stays.
    const back = textBlock('b2', span('secondZ', 's2'))
    const merged = withTypingAfterUnlandedJoin(back, source, shownInB1)
    expect(texts(merged?.member)).toEqual(['sYecondZ'])
    expect(merged?.patches).toEqual([
      {
        type: 'diffMatchPatch',
        path: [{_key: 'b2'}, 'children', {_key: 's2'}, 'text'],
        value: expect.any(String),
        onlyIf: {path: [{_key: 'b1'}, 'children', {_key: 's2'}, '_key'], equals: undefined},
      },
    ])
  })

  it('does nothing when the editor has not edited the span since the join, or does not show it elsewhere', () => {
    const back = textBlock('b2', span('second', 's2'))
    expect(withTypingAfterUnlandedJoin(back, source, () => ({block: 'b1', text: 'second'}))).toBeUndefined()
    expect(withTypingAfterUnlandedJoin(back, source, () => undefined)).toBeUndefined()
    // Text gone from the span there may be in another span (marking part of it): it stays here.
    expect(withTypingAfterUnlandedJoin(back, source, () => ({block: 'b1', text: 'se'}))).toBeUndefined()
    expect(withTypingAfterUnlandedJoin(textBlock('b3', span('second', 's2')), source, shownInB1)).toBeUndefined()
  })
})

describe('withoutJoinedDuplicatesElsewhere', () => {
  // This editor joined b2 ("second", one span s2) into b1 whole; someone else bolded "se" and
  // then carried the rest ("cond", a new span p) into a new paragraph n1 (seed 175).
  const source: JoinSource = {
    block: 'b2',
    children: new Set(['s2']),
    text: 'second',
    spanTexts: new Map([['s2', 'second']]),
  }
  const holder = textBlock('b1', span('abcdefgh', 's1'), span('second', 's2'))

  it('removes a paragraph holding only pieces of a span the join moved whole, which another paragraph still holds', () => {
    const other = textBlock('n1', span('cond', 'p'))
    const without = withoutJoinedDuplicatesElsewhere(other, source, [holder, other])
    expect(without?.member).toBeUndefined()
    expect(without?.patches).toEqual([
      {type: 'unset', path: [{_key: 'n1'}], onlyIf: {path: [{_key: 'n1'}, 'children'], equals: other.children}},
    ])
  })

  it('keeps the paragraph when it holds anything else, when the moved span lost text, or when no other paragraph holds it', () => {
    expect(
      withoutJoinedDuplicatesElsewhere(textBlock('n1', span('cond', 'p'), span('new', 'q')), source, [holder]),
    ).toBeUndefined()
    expect(withoutJoinedDuplicatesElsewhere(textBlock('n1', span('cnd', 'p')), source, [holder])).toBeUndefined()
    const trimmed = textBlock('b1', span('abcdefgh', 's1'), span('se', 's2'))
    expect(withoutJoinedDuplicatesElsewhere(textBlock('n1', span('cond', 'p')), source, [trimmed])).toBeUndefined()
    expect(withoutJoinedDuplicatesElsewhere(textBlock('n1', span('cond', 'p')), source, [])).toBeUndefined()
  })
})

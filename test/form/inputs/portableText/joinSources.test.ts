import {describe, expect, it} from 'vitest'
import {
  splitOffMoved,
  withLeftBehindFollowing,
  withoutJoinedPieces,
  withTypingAfterUnlandedJoin,
  type FollowedMove,
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

describe('withLeftBehindFollowing', () => {
  // This editor joined b2 (span s2, "second") into b1: the join moved s2 as the value held it.
  const b1 = [{_key: 'b1'}]
  const b2 = [{_key: 'b2'}]
  const join: FollowedMove = {block: 'b2', children: new Set(['s2']), isLeftBehind: () => true, removeEmptied: true}
  const follow = (key: string, after: string, marks: string[] = []) => [
    {type: 'move', path: [...b2, 'children'], from: {_key: key}, to: -1, position: 'after', into: [...b1, 'children']},
    {type: 'move', path: [...b1, 'children'], from: {_key: key}, to: {_key: after}, position: 'after'},
    {type: 'set', path: [...b1, 'children', {_key: key}, 'marks'], value: marks},
  ]
  const removeB2 = {type: 'unset', path: b2, onlyIf: {path: [...b2, 'children', 0], equals: undefined}}

  it('moves what is left in the block after the moved span, with the annotations it uses, and removes the block', () => {
    // Someone linked "co" before the join reached them: the span kept "se", the rest stayed.
    const link = {_key: 'l1', _type: 'link', href: 'https://example.com'}
    const received = [
      textBlock('b1', span('first', 's1'), span('se', 's2')),
      {...textBlock('b2', span('co', 'p1', ['l1']), span('nd', 'p2')), markDefs: [link]},
    ]
    const followed = withLeftBehindFollowing(received, join)
    expect(followed?.patches).toEqual([
      {
        type: 'insert',
        path: [...b1, 'markDefs', -1],
        position: 'after',
        items: [link],
        onlyIf: {path: [...b1, 'markDefs', {_key: 'l1'}, '_key'], equals: undefined},
      },
      ...follow('p1', 's2', ['l1']),
      ...follow('p2', 'p1'),
      removeB2,
    ])
    expect(followed?.members).toEqual([
      {
        ...textBlock('b1', span('first', 's1'), span('se', 's2'), span('co', 'p1', ['l1']), span('nd', 'p2')),
        markDefs: [link],
      },
    ])
    expect(followed?.followers).toEqual(
      new Map([
        ['p1', 'co'],
        ['p2', 'nd'],
      ]),
    )
  })

  it('puts what was split off a span after that span, when the editor knew its longer text', () => {
    const received = [
      textBlock('b1', span('first', 's1'), span('se', 's2'), span('nd', 'p2')),
      textBlock('b2', span('co', 'p1')),
    ]
    const followed = withLeftBehindFollowing(received, {
      ...join,
      children: new Set(['s2', 'p2']),
      knownTexts: new Map([['s2', 'seco']]),
    })
    expect(followed?.patches).toEqual([...follow('p1', 's2'), removeB2])
    expect(texts(followed?.members[0] as PortableTextBlock)).toEqual(['first', 'se', 'co', 'nd'])
  })

  it('takes out what this editor deleted before the join, and what the moved spans hold already', () => {
    // The editor deleted "se" before joining; someone who had not seen it bolded "eco".
    const deleted = {base: 'second', kept: 'cond'}
    const pieces = [
      textBlock('b1', span('first', 's1'), span('', 's2')),
      textBlock('b2', span('eco', 'p1', ['strong']), span('nd', 'p2')),
    ]
    const trimmed = withLeftBehindFollowing(pieces, {...join, deleted})
    const text = [...b1, 'children', {_key: 'p1'}, 'text']
    expect(trimmed?.patches).toContainEqual({
      type: 'set',
      path: text,
      value: 'co',
      typedOn: 'eco',
      onlyIf: {path: text, equals: 'eco'},
    })
    // Someone split "cond" off too (marking it) while the span this editor moved still holds it.
    const copies = [textBlock('b1', span('first', 's1'), span('second', 's2')), textBlock('b2', span('cond', 'x1'))]
    const dropped = withLeftBehindFollowing(copies, {...join, movedText: 'second'})
    expect(dropped?.patches).toEqual([
      {
        type: 'unset',
        path: [...b2, 'children', {_key: 'x1'}],
        onlyIf: {path: [...b2, 'children', {_key: 'x1'}, 'text'], equals: 'cond'},
      },
      removeB2,
    ])
    expect(dropped?.members).toEqual([copies[0]])
  })

  it('does nothing while the block still has the moved span, or when no block holds it', () => {
    const back = [textBlock('b1', span('first', 's1')), textBlock('b2', span('second', 's2'), span('x', 'p'))]
    expect(withLeftBehindFollowing(back, join)).toBeUndefined()
    const gone = [textBlock('b1', span('first', 's1')), textBlock('b2', span('x', 'p'))]
    expect(withLeftBehindFollowing(gone, join)).toBeUndefined()
  })
})

describe('splitOffMoved', () => {
  // This editor split b1 ("abcdef" in s1, "gh" in s2) before s2: s2 went into n1.
  const move: SplitMove = {
    block: 'b1',
    children: new Set(['s2']),
    text: 'gh',
    into: 'n1',
    kept: new Set(['s1']),
    keptText: 'abcdef',
  }

  it('tells a span someone split off a moved child from the block’s own children and new text', () => {
    const isPiece = splitOffMoved(move, new Set(['s1']))
    expect(isPiece(span('h', 'p1', ['strong']))).toBe(true)
    expect(isPiece(span('abc', 's1'))).toBe(false)
    expect(isPiece(span('xyz', 'p2'))).toBe(false)
    expect(isPiece(span('', 'p3'))).toBe(false)
  })
})

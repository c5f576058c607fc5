import {describe, expect, it} from 'vitest'
import {applyPatches} from '../../../../src/mutations'
import type {PortableTextBlock} from '../../../../src/form/inputs/portableText/portableTextValue'
import {withEditInPieces, withTypingKept, type SpanEdit} from '../../../../src/form/inputs/portableText/spanEdits'
import {block, span} from './fixtures'

const textBlock = (key: string, ...children: Record<string, unknown>[]) => block(key, children) as PortableTextBlock
const texts = (member: PortableTextBlock | undefined) => member?.children.map((child) => child.text ?? '@')

// This editor edited span s1 of b1 ("abcdefgh", its only child then); someone else, not having
// seen the edit, bolded "cd": s1 keeps "ab", and two new spans hold "cd" and "efgh".
const edit: SpanEdit = {block: 'b1', span: 's1', base: 'abcdefgh', childKeys: new Set(['s1'])}
const bolded = textBlock('b1', span('ab', 's1'), span('cd', 'k2', ['strong']), span('efgh', 'k3'))
/** The block as the editor shows it: its span with the edit made (`mine`). */
const shows = (mine: string) => textBlock('b1', span(mine, 's1'))

/** The block the patches leave when applied to `member` (as the store would). */
function patched(member: PortableTextBlock, patches: Parameters<typeof applyPatches>[1]) {
  return (applyPatches([member], patches) as PortableTextBlock[])[0]
}

describe('withEditInPieces', () => {
  it('takes what the edit deleted out of the pieces', () => {
    const result = withEditInPieces(bolded, edit, shows('abcefgh'))
    expect(texts(result?.member)).toEqual(['ab', 'c', 'efgh'])
    expect(result?.patches.map((patch) => patch.path)).toEqual([[{_key: 'b1'}, 'children', {_key: 'k2'}, 'text']])
    expect(patched(bolded, result!.patches)).toEqual(result?.member)
  })

  it('puts what the edit typed after the character before it, in that character’s piece', () => {
    const result = withEditInPieces(bolded, edit, shows('abcdefXgh'))
    expect(texts(result?.member)).toEqual(['ab', 'cd', 'efXgh'])
    // Typed in place of a deleted character: after the one before that.
    expect(texts(withEditInPieces(bolded, edit, shows('abcXefgh'))?.member)).toEqual(['ab', 'cX', 'efgh'])
  })

  it('leaves the block when the pieces have the edit already (they were made after it)', () => {
    const after = textBlock('b1', span('ab', 's1'), span('c', 'k2', ['strong']), span('eXfgh', 'k3'))
    expect(withEditInPieces(after, edit, shows('abceXfgh'))).toBeUndefined()
  })

  it('leaves the block when no child after the span is new to the editor', () => {
    const shownWithPieces = textBlock('b1', span('ab', 's1'), span('c', 'k2'), span('efgh', 'k3'))
    expect(withEditInPieces(bolded, edit, shownWithPieces)).toBeUndefined()
    const known = {...edit, childKeys: new Set(['s1', 'k2', 'k3'])}
    expect(withEditInPieces(bolded, known, shows('abcefgh'))).toBeUndefined()
    expect(withEditInPieces(bolded, {...edit, span: 'gone'}, shows('abcefgh'))).toBeUndefined()
  })

  it('takes a new span holding none of the span’s text for no piece (someone moved it in, or typed it)', () => {
    const joined = textBlock('b1', span('abcdefgh', 's1'), span('second', 'k9'))
    expect(withEditInPieces(joined, edit, shows('abcdXefgh'))).toBeUndefined()
    // After the pieces, it ends them.
    const both = textBlock('b1', span('ab', 's1'), span('cdefgh', 'k2'), span('second', 'k9'))
    expect(texts(withEditInPieces(both, edit, shows('abcefgh'))?.member)).toEqual(['ab', 'cefgh', 'second'])
  })

  it('removes a piece the edit emptied, only while it is empty (its maker may be typing in it)', () => {
    const result = withEditInPieces(bolded, edit, shows('abefgh'))
    expect(texts(result?.member)).toEqual(['ab', 'efgh'])
    expect(result?.patches).toContainEqual({
      type: 'unset',
      path: [{_key: 'b1'}, 'children', {_key: 'k2'}],
      onlyIf: {path: [{_key: 'b1'}, 'children', {_key: 'k2'}, 'text'], equals: ''},
    })
    expect(patched(bolded, result!.patches)).toEqual(result?.member)
  })

  it('puts typing with nothing left before it into the span it was typed in', () => {
    // Typed over "abcd" while someone bolded "ab": the span's trim emptied it, the piece has "cd".
    const trimmed = textBlock('b1', span('', 's1', ['strong']), span('cd', 'k2'), span('efgh', 'k3'))
    const result = withEditInPieces(trimmed, edit, shows('Xefgh'))
    expect(texts(result?.member)).toEqual(['X', 'efgh'])
  })

  it('reaches pieces past an inline object someone put into the span', () => {
    const withObject = textBlock(
      'b1',
      span('abc', 's1'),
      {_key: 'm1', _type: 'mention', name: 'Ada'},
      span('defgh', 'k2'),
    )
    const result = withEditInPieces(withObject, edit, shows('abcdeh'))
    expect(texts(result?.member)).toEqual(['abc', '@', 'deh'])
  })

  it('takes typing the store put into the span’s start, out of place, after the edit was made in the pieces', () => {
    // The edit typed X over "fg"; it was made in the pieces (k2, k3), and then the store applied
    // its own patch to the span, which put X after "ab".
    const followed = {...edit, followed: new Set(['k2', 'k3'])}
    const late = textBlock('b1', span('abX', 's1'), span('cd', 'k2', ['strong']), span('eXh', 'k3'))
    const shownNow = textBlock('b1', span('ab', 's1'), span('cd', 'k2', ['strong']), span('eXh', 'k3'))
    const result = withEditInPieces(late, followed, shownNow)
    expect(texts(result?.member)).toEqual(['ab', 'cd', 'eXh'])
    expect(result?.pieces).toEqual(['k2', 'k3'])
    // Nothing to do once it is gone: the pieces' text is the editor's too.
    expect(withEditInPieces(shownNow, followed, shownNow)).toBeUndefined()
  })
})

describe('withEditInPieces (moved)', () => {
  it('makes the edit in the span another block holds now', () => {
    const moved = textBlock('n1', span('cdefgh', 's1'))
    const result = withEditInPieces(moved, edit, shows('abcdeXgh'), true)
    expect(texts(result?.member)).toEqual(['cdeXgh'])
    expect(result?.patches.map((patch) => patch.path)).toEqual([[{_key: 'n1'}, 'children', {_key: 's1'}, 'text']])
  })
})

describe('withTypingKept', () => {
  // The editor shows s1 after s0, with X typed into it; someone else deleted s1 meanwhile.
  const shown = textBlock('b1', span('zero', 's0'), span('abcXdefgh', 's1', ['strong']))

  it('puts what was typed back as the span, after the child before it', () => {
    const received = textBlock('b1', span('zero', 's0'), span('tail', 's2'))
    const result = withTypingKept(received, edit, shown)
    expect(result?.member.children).toEqual([
      span('zero', 's0'),
      {_key: 's1', _type: 'span', text: 'X', marks: ['strong']},
      span('tail', 's2'),
    ])
    expect(result?.patches).toEqual([
      {
        type: 'insert',
        path: [{_key: 'b1'}, 'children', {_key: 's0'}],
        position: 'after',
        items: [{_key: 's1', _type: 'span', text: 'X', marks: ['strong']}],
        onlyIf: {path: [{_key: 'b1'}, 'children', {_key: 's1'}], equals: undefined},
      },
    ])
    expect(patched(received, result!.patches)).toEqual(result?.member)
  })

  it('keeps the span’s decorators, not its annotations (their maker may be removing them)', () => {
    const linked = {
      ...textBlock('b1', span('zero', 's0'), span('abcXdefgh', 's1', ['strong', 'l1'])),
      markDefs: [{_key: 'l1', _type: 'link', href: 'https://example.com'}],
    }
    const received = {...textBlock('b1', span('zero', 's0')), markDefs: linked.markDefs}
    expect(withTypingKept(received, edit, linked)?.member.children[1]).toEqual(span('X', 's1', ['strong']))
  })

  it('puts it first when nothing before it is left', () => {
    const received = textBlock('b1', span('tail', 's2'))
    expect(texts(withTypingKept(received, edit, shown)?.member)).toEqual(['X', 'tail'])
  })

  it('keeps nothing when nothing was typed, the block holds it, or the span is there', () => {
    const received = textBlock('b1', span('zero', 's0'))
    expect(withTypingKept(received, edit, textBlock('b1', span('abcdef', 's1')))).toBeUndefined()
    expect(withTypingKept(textBlock('b1', span('zeroX', 's0')), edit, shown)).toBeUndefined()
    expect(withTypingKept(textBlock('b1', span('abc', 's1')), edit, shown)).toBeUndefined()
  })
})

import {describe, expect, it} from 'vitest'
import {applyPatches} from '../../../../src/mutations'
import type {PortableTextBlock} from '../../../../src/form/inputs/portableText/portableTextValue'
import {withEditInPieces, type SpanEdit} from '../../../../src/form/inputs/portableText/spanEdits'
import {block, span} from './fixtures'

const textBlock = (key: string, ...children: Record<string, unknown>[]) => block(key, children) as PortableTextBlock
const texts = (member: PortableTextBlock | undefined) => member?.children.map((child) => child.text ?? '@')

// This editor edited span s1 of b1 ("abcdefgh", its only child then); someone else, not having
// seen the edit, bolded "cd": s1 keeps "ab", and two new spans hold "cd" and "efgh".
const edit: SpanEdit = {block: 'b1', span: 's1', base: 'abcdefgh', childKeys: new Set(['s1'])}
const bolded = textBlock('b1', span('ab', 's1'), span('cd', 'k2', ['strong']), span('efgh', 'k3'))
const shown = new Set(['s1'])

/** The block the patches leave when applied to `member` (as the store would). */
function patched(member: PortableTextBlock, patches: Parameters<typeof applyPatches>[1]) {
  return (applyPatches([member], patches) as PortableTextBlock[])[0]
}

describe('withEditInPieces', () => {
  it('takes what the edit deleted out of the pieces', () => {
    const result = withEditInPieces(bolded, edit, 'abcefgh', shown)
    expect(texts(result?.member)).toEqual(['ab', 'c', 'efgh'])
    expect(result?.patches.map((patch) => patch.path)).toEqual([[{_key: 'b1'}, 'children', {_key: 'k2'}, 'text']])
    expect(patched(bolded, result!.patches)).toEqual(result?.member)
  })

  it('puts what the edit typed after the character before it, in that character’s piece', () => {
    const result = withEditInPieces(bolded, edit, 'abcdefXgh', shown)
    expect(texts(result?.member)).toEqual(['ab', 'cd', 'efXgh'])
    // Typed in place of a deleted character: after the one before that.
    expect(texts(withEditInPieces(bolded, edit, 'abcXefgh', shown)?.member)).toEqual(['ab', 'cX', 'efgh'])
  })

  it('leaves the block when the pieces have the edit already (they were made after it)', () => {
    const after = textBlock('b1', span('ab', 's1'), span('c', 'k2', ['strong']), span('eXfgh', 'k3'))
    expect(withEditInPieces(after, edit, 'abceXfgh', shown)).toBeUndefined()
  })

  it('leaves the block when no child after the span is new to the editor', () => {
    expect(withEditInPieces(bolded, edit, 'abcefgh', new Set(['s1', 'k2', 'k3']))).toBeUndefined()
    expect(
      withEditInPieces(bolded, {...edit, childKeys: new Set(['s1', 'k2', 'k3'])}, 'abcefgh', shown),
    ).toBeUndefined()
    expect(withEditInPieces(bolded, {...edit, span: 'gone'}, 'abcefgh', shown)).toBeUndefined()
  })

  it('removes a piece the edit emptied, only while it is empty (its maker may be typing in it)', () => {
    const result = withEditInPieces(bolded, edit, 'abefgh', shown)
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
    const result = withEditInPieces(trimmed, edit, 'Xefgh', shown)
    expect(texts(result?.member)).toEqual(['X', 'efgh'])
  })

  it('reaches pieces past an inline object someone put into the span', () => {
    const withObject = textBlock(
      'b1',
      span('abc', 's1'),
      {_key: 'm1', _type: 'mention', name: 'Ada'},
      span('defgh', 'k2'),
    )
    const result = withEditInPieces(withObject, edit, 'abcdeh', shown)
    expect(texts(result?.member)).toEqual(['abc', '@', 'deh'])
  })
})

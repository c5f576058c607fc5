import {describe, expect, it} from 'vitest'
import {
  blockSplitBetween,
  reconcileBlockSplit,
  withHistory,
  withoutTwiceMovedText,
  type BlockSplit,
} from '../../../../src/form/inputs/portableText/blockSplits'
import type {PortableTextBlock} from '../../../../src/form/inputs/portableText/portableTextValue'
import {block, span} from './fixtures'

const textBlock = (key: string, ...children: (ReturnType<typeof span> | Record<string, unknown>)[]) =>
  block(key, children) as PortableTextBlock
const mention = (key: string) => ({_key: key, _type: 'mention', name: 'Ada'})

const before = textBlock('b1', span('abcdefgh', 's1'))
// This editor splits the block after `abcde`; the new block takes `fgh`.
const kept = textBlock('b1', span('abcde', 's1'))
const created = textBlock('n1', span('fgh', 's1'))

function recorded(): BlockSplit {
  const split = blockSplitBetween(before, kept, created)
  expect(split).toBeDefined()
  return split!
}

/** The received block's children as text (`@` for an inline object), when the record reconciles it. */
function reconciled(member: PortableTextBlock, into: PortableTextBlock | null = created) {
  const outcome = reconcileBlockSplit(member, recorded(), into ?? undefined)
  return outcome.kind === 'reconciled'
    ? outcome.member.children.map((child) => ('text' in child ? (child.text as string) : '@'))
    : outcome.kind
}

describe('blockSplitBetween', () => {
  it('records the span the block was split in, the text it kept and the new block', () => {
    expect(recorded()).toMatchObject({block: 'b1', span: 's1', text: 'abcdefgh', kept: 5, movedFrom: 5, into: 'n1'})
    expect([...recorded().childKeys]).toEqual(['s1'])
  })

  it('records where the moved end starts when the split deleted a selection first', () => {
    // `cde` selected, then Enter: the block keeps `ab`, the new block takes `fgh`.
    expect(blockSplitBetween(before, textBlock('b1', span('ab', 's1')), created)).toMatchObject({kept: 2, movedFrom: 5})
  })

  it('records nothing when the block after is not the rest of the span', () => {
    expect(blockSplitBetween(before, kept, textBlock('n1', span('xyz', 'n')))).toBeUndefined()
    expect(blockSplitBetween(before, before, created)).toBeUndefined()
  })
})

describe('reconcileBlockSplit', () => {
  it('takes the text this editor moved out of the pieces of another person’s inline object before the split point', () => {
    // They put an object after `abc`: the span kept `abc`, a new span took `defgh`.
    const merged = textBlock('b1', span('abc', 's1'), mention('m'), span('defgh', 'p'))
    expect(reconciled(merged)).toEqual(['abc', '@', 'de'])
  })

  it('leaves the object at the end of the block when it went in after the split point', () => {
    const merged = textBlock('b1', span('abcde', 's1'), mention('m'), span('gh', 'p'))
    expect(reconciled(merged)).toEqual(['abcde', '@', ''])
  })

  it('takes out what this editor’s selection deleted too, so the deletion holds', () => {
    const split = blockSplitBetween(before, textBlock('b1', span('ab', 's1')), created)!
    const merged = textBlock('b1', span('ab', 's1'), mention('m'), span('dXefgh', 'p'))
    const outcome = reconcileBlockSplit(merged, split, created)
    expect(outcome.kind === 'reconciled' && outcome.member.children).toEqual([
      span('ab', 's1'),
      mention('m'),
      span('X', 'p'),
    ])
  })

  it('keeps what the other person typed into their pieces', () => {
    const merged = textBlock('b1', span('abc', 's1'), mention('m'), span('dXefgh', 'p'))
    expect(reconciled(merged)).toEqual(['abc', '@', 'dXe'])
  })

  it('trims the span again when a concurrent edit of its start made the trim miss (seed 7)', () => {
    // Someone typed `Y` over `ab` before this editor's split arrived; the store placed their
    // patch first, and the split's trim of `fgh`, made on `abcdefgh`, found no place in
    // `Ycdefgh`: the span still holds what moved into the new block.
    const untrimmed = textBlock('b1', span('Ycdefgh', 's1'))
    expect(reconciled(untrimmed)).toEqual(['Ycde'])
    // What was typed in among them stays.
    expect(reconciled(textBlock('b1', span('YcdeZfgh', 's1')))).toEqual(['YcdeZ'])
    // Taking them out would lose them when the new block no longer holds them.
    expect(reconciled(untrimmed, textBlock('n1', span('f', 's1')))).toBe('drop')
  })

  it('keeps waiting while the block shows no one else’s pieces', () => {
    expect(reconciled(kept)).toBe('keep')
  })

  it('keeps waiting while the only new children after the span hold none of its text (seed 56)', () => {
    // Someone's piece of text this editor had deleted before the split, say: not theirs to trim.
    expect(reconciled(textBlock('b1', span('abcde', 's1'), span('xyz', 'old')))).toBe('keep')
  })

  it('trims the pieces when the store took some of what this editor’s selection deleted out of them (seed 56)', () => {
    // `cde` selected, then Enter: the block keeps `ab`, the new block takes `fgh`. The other
    // person, not having seen it, had split the span into `a`, `b` and `cdefgh` (marking parts
    // of it), and the store took `c` out of their last piece with this editor's trim. What the
    // selection deleted (`de`) and the split moved (`fgh`) go from the pieces; `b` stays.
    const split = blockSplitBetween(before, textBlock('b1', span('ab', 's1')), created)!
    const merged = textBlock('b1', span('a', 's1'), span('b', 'p1'), span('defgh', 'p2'))
    const outcome = reconcileBlockSplit(merged, split, created)
    expect(outcome.kind === 'reconciled' && outcome.member.children.map((child) => child.text)).toEqual(['a', 'b', ''])
  })

  it('takes the moved text out of pieces from which the other person deleted characters too (seed 99999)', () => {
    // They bolded `ab` (a piece took `cdefgh`) and then typed X over `de` in it.
    const merged = textBlock('b1', span('ab', 's1', ['strong']), span('cXfgh', 'p'))
    expect(reconciled(merged)).toEqual(['ab', 'cX'])
    // Pieces without the span's last character are not an end of it: something else.
    expect(reconciled(textBlock('b1', span('ab', 's1'), span('cXfg', 'p')))).toBe('drop')
  })

  it('takes the moved text out of the pieces when this editor typed over some of it in its new block since (seed 56)', () => {
    // They linked `ab` (a piece took `cdefgh`); this editor typed X over `f` after its split.
    const merged = textBlock('b1', span('ab', 's1', ['strong']), span('cdefgh', 'p'))
    expect(reconciled(merged, textBlock('n1', span('Xgh', 's1')))).toEqual(['ab', 'cde'])
  })

  it('takes the moved text out when this editor typed over most of it, and the new block holds what the editor shows of it (seed 56, run 197)', () => {
    // This editor typed X over `fg`: of the moved `fgh` the new block holds `h` only, less
    // than half, as the editor shows it.
    const merged = textBlock('b1', span('ab', 's1', ['strong']), span('cdefgh', 'p'))
    const into = textBlock('n1', span('Xh', 's1'))
    const outcome = reconcileBlockSplit(merged, recorded(), into, 'Xh')
    expect(outcome.kind === 'reconciled' && outcome.member.children.map((child) => child.text)).toEqual(['ab', 'cde'])
    // Without what the editor shows, or when it shows more of it than the block holds: no.
    expect(reconcileBlockSplit(merged, recorded(), into).kind).toBe('drop')
    expect(reconcileBlockSplit(merged, recorded(), textBlock('n1', span('X', 's1')), 'Xh').kind).toBe('drop')
  })

  it('does nothing when the pieces are not an end of the span’s text, or the new block is gone', () => {
    expect(reconciled(textBlock('b1', span('abcde', 's1'), span('bcd', 'p')))).toBe('drop')
    expect(reconciled(textBlock('b1', span('abc', 's1'), span('defgh', 'p')), null)).toBe('drop')
    // The new block no longer holds the characters: taking them out would lose them.
    expect(reconciled(textBlock('b1', span('abc', 's1'), span('defgh', 'p')), textBlock('n1', span('f', 's1')))).toBe(
      'drop',
    )
  })
})

describe('reconcileBlockSplit of pieces made from different texts of the span (seed 56)', () => {
  // The store showed this editor `abcdefghijk`; it typed X over `ghijk` and split after `a`.
  // The other person had bolded `abcde` of the older text (a piece took `fghijk`), then
  // linked `ab` of `abcdeX`, a text this editor never had (a piece took `cdeX`).
  const split = withHistory(
    blockSplitBetween(
      textBlock('b1', span('abcdefX', 's1')),
      textBlock('b1', span('a', 's1')),
      textBlock('n1', span('bcdefX', 's1')),
    )!,
    ['abcdefghijk'],
  )
  const into = textBlock('n1', span('bcdefX', 's1'))
  const texts = (member: PortableTextBlock, target = into) => {
    const outcome = reconcileBlockSplit(member, split, target)
    return outcome.kind === 'reconciled' ? outcome.member.children.map((child) => child.text as string) : outcome.kind
  }

  it('records every character of the span’s texts, and where each ended', () => {
    expect(split.history).toEqual({text: 'abcdefghijkX', ends: new Set([10, 11])})
  })

  it('takes out of each piece what the split moved and what this editor deleted, keeping what was typed', () => {
    const received = textBlock('b1', span('a', 's1'), span('cdeX', 'p1'), span('fgh丁jk', 'p2'))
    expect(texts(received)).toEqual(['a', '', '丁'])
  })

  it('keeps pieces that end nowhere the span ended, or hold mostly other text, and those the new block lacks', () => {
    // A word typed after the span, whose letters the moved text happens to hold.
    expect(texts(textBlock('b1', span('a', 's1'), span('cde', 'p1')))).toBe('drop')
    expect(texts(textBlock('b1', span('a', 's1'), span('fghiQRSTUVWk', 'p1')))).toBe('drop')
    expect(texts(textBlock('b1', span('a', 's1'), span('cdeX', 'p1')), textBlock('n1', span('b', 's1')))).toBe('drop')
  })
})

describe('withoutTwiceMovedText', () => {
  const texts = (member: PortableTextBlock | undefined) =>
    member?.children.map((child) => ('text' in child ? (child.text as string) : '@'))

  it('takes the moved text out of this editor’s new block, keeping what was typed into it', () => {
    const theirs = textBlock('n2', span('fgh', 's1'))
    expect(texts(withoutTwiceMovedText(created, theirs, recorded()))).toEqual([''])
    const typed = textBlock('n1', span('Xfgh', 's1'))
    expect(texts(withoutTwiceMovedText(typed, textBlock('n2', span('Yfgh', 's1')), recorded()))).toEqual(['X'])
  })

  it('leaves the block alone when the other block does not hold the moved text (they split this one)', () => {
    expect(withoutTwiceMovedText(created, textBlock('n2', span('gh', 's2')), recorded())).toBeUndefined()
    expect(
      withoutTwiceMovedText(textBlock('n1', span('f', 's1')), textBlock('n2', span('fgh', 's1')), recorded()),
    ).toBeUndefined()
    expect(withoutTwiceMovedText(created, {_key: 'c', _type: 'callout'} as never, recorded())).toBeUndefined()
  })
})

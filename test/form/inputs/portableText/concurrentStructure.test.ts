import {deleteSelection, joinBackward} from 'prosemirror-commands'
import {TextSelection, type Command} from 'prosemirror-state'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {
  addAnnotation,
  insertInlineObject,
  splitTextBlock,
  toggleDecorator,
} from '../../../../src/form/inputs/portableText/commands'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {advance, advanceUntil} from '../../../store/document/support/testStore'
import {docToPortableText} from '../../../../src/form/inputs/portableText/portableTextConversion'
import {block, span, startOf} from './fixtures'
import {twoEditorsOnOneLake} from './twoEditorsOnOneLake'

// Two people change the structure of the same text at the same time, each before seeing the
// other's edit (one splits a block, the other puts an inline object in it, bolds part of it or
// joins it away), in two editors on one lake (`twoEditorsOnOneLake`). Cases found by
// twoEditors.property.test.ts (issue 21).

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Two editors on one lake (see `twoEditorsOnOneLake`); `edit` fails unless its command applies. */
async function twoEditors(start: unknown[]) {
  const editors = await twoEditorsOnOneLake(start)
  return {
    ...editors,
    /** Selects from character `from` of block `fromKey` to character `to` of block `toKey` in one editor. */
    selectAcross(client: number, fromKey: string, from: number, toKey: string, to: number) {
      const session = editors.sessions[client]!
      const at = (key: string, offset: number) => startOf(session, key) + offset
      session.apply(
        session.state.tr.setSelection(TextSelection.create(session.state.doc, at(fromKey, from), at(toKey, to))),
      )
    },
    /** What one editor shows, as portable text. */
    shown(client: number) {
      return docToPortableText(editors.sessions[client]!.state.doc) as Member[]
    },
    /** Runs a command on characters `from`–`to` of block `key` in one editor and sends its patches. */
    edit(client: number, key: string, from: number, to: number, command: (session: PortableTextSession) => Command) {
      editors.select(client, key, from, to)
      expect(editors.run(client, command)).toBe(true)
    },
  }
}

const split = (session: PortableTextSession) => splitTextBlock(session.editorSchema)
const bold = (session: PortableTextSession) => toggleDecorator(session.editorSchema, 'strong')
const mention = () => insertInlineObject({_type: 'mention', name: 'Ada'})
const join = () => joinBackward
const link = (session: PortableTextSession) =>
  addAnnotation(session.editorSchema, 'link', {href: 'https://example.com'})

type Member = ReturnType<typeof block>

/** A block's children as text (`@` for an inline object, `(strong)` after a bold span), for comparing. */
function childrenOf(member: Member): string[] {
  return (member.children as {_type: string; text?: string; marks?: string[]}[]).map((child) =>
    child._type !== 'span' ? '@' : child.marks!.length > 0 ? `${child.text!}(${child.marks!.join(',')})` : child.text!,
  )
}

/** The text of every block, in order, for checking that each character is there once. */
const allText = (value: Member[]) => value.map((member) => childrenOf(member).join('')).join('|')

/** A block's text, without marks. */
const blockText = (member: Member) => (member.children as {text?: string}[]).map((child) => child.text ?? '').join('')

const start = [block('b1', [span('abcdefgh', 's1')]), block('b2', [span('second', 's2')])]

describe('one person splits a block while the other splits a span of it', () => {
  // The inline object splits the span: it keeps `abc` and a new span after the object takes
  // `defgh`. The block split trims the span too and moves the rest into a new block. The store
  // merges the two trims and kept both copies of the moved text (seed 7, run 191).
  for (const first of [0, 1] as const) {
    it(`keeps each character once when the inline object goes in before the split point (${first === 0 ? 'split' : 'object'} first)`, async () => {
      const editors = await twoEditors(start)
      try {
        const edits = [() => editors.edit(0, 'b1', 5, 5, split), () => editors.edit(1, 'b1', 3, 3, mention)]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        // The object and the text before the split point stay in the block; the rest is in the new block.
        expect(value.map(childrenOf)).toEqual([['abc', '@', 'de'], ['fgh'], ['second']])
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }

  it('keeps each character once when the inline object goes in after the split point', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 2, 2, split)
      editors.edit(1, 'b1', 5, 5, mention)
      await editors.settle()
      const value = editors.converged()
      // The text went with the split; the object stays at the end of the first block.
      expect(allText(value)).toBe('ab@|cdefgh|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('leaves text and object where they were when the block is split at its start (an empty line goes before it)', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 0, 0, split)
      editors.edit(1, 'b1', 1, 1, mention)
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([[''], ['a', '@', 'bcdefgh'], ['second']])
      expect(value[1]?._key).toBe('b1')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once, and what was typed, when the other person types after their object', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 5, 5, split)
      editors.edit(1, 'b1', 3, 3, mention)
      editors.type(1, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([['abc', '@', 'X', 'de'], ['fgh'], ['second']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when the other person bolds a stretch across the split point', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 5, 5, split)
      editors.edit(1, 'b1', 3, 7, bold)
      await editors.settle()
      const value = editors.converged()
      // Each character once; the bold the other person gave to the moved text is not carried over.
      expect(allText(value).replace(/\(strong\)/g, '')).toBe('abcde|fgh|second')
      expect(childrenOf(value[0]!)).toEqual(['abc', 'de(strong)'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('two people press Enter at the same place at the same time', () => {
  // Each split moves the text after the caret into a new block of theirs; the store kept both
  // new blocks, so that text showed twice (seed 2024). As two Enters at one place: an empty
  // line between, and the text once.
  for (const at of [0, 3]) {
    it(`leaves an empty line and the text once (${at === 0 ? 'at the start' : 'mid-block'})`, async () => {
      const editors = await twoEditors(start)
      try {
        editors.edit(0, 'b1', at, at, split)
        editors.edit(1, 'b1', at, at, split)
        await editors.settle()
        const value = editors.converged()
        expect(value.map((member) => childrenOf(member).join(''))).toEqual([
          'abcdefgh'.slice(0, at),
          '',
          'abcdefgh'.slice(at),
          'second',
        ])
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }

  it('keeps what each typed into their new block', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 3, 3, split)
      editors.type(0, 'X')
      editors.edit(1, 'b1', 3, 3, split)
      editors.type(1, 'Y')
      await editors.settle()
      const value = editors.converged()
      // The first new block (whichever reached the lake last) is the line between, with what
      // was typed into it; the second has the text after its typing.
      const texts = value.map((member) => childrenOf(member).join(''))
      expect([
        ['abc', 'X', 'Ydefgh', 'second'],
        ['abc', 'Y', 'Xdefgh', 'second'],
      ]).toContainEqual(texts)
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person bolds the start of a span while the other puts an inline object into it', () => {
  // Both split the span at the same point: the bold keeps the start in the span and moves the
  // rest into a new span; the object goes in after the start, and a new span of the other
  // person's takes the rest. The store kept both new spans, so the rest showed twice (seed
  // 12345, run 138). The bolder's editor puts the pieces back together, the object first.
  for (const first of [0, 1] as const) {
    it(`keeps each character once (${first === 0 ? 'bold' : 'object'} first)`, async () => {
      const editors = await twoEditors(start)
      try {
        const edits = [() => editors.edit(0, 'b1', 0, 3, bold), () => editors.edit(1, 'b1', 3, 3, mention)]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(value.map(childrenOf)).toEqual([['abc(strong)', '@', 'defgh'], ['second']])
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }

  it('keeps each character once when the object takes the place of a character the span keeps (seed 12345)', async () => {
    // The object replaces `c`; the bold keeps `abc` in the span: the span lost a character of
    // what it kept, which the pieces' merge allows (it is a deletion, not a move).
    for (const first of [0, 1] as const) {
      const editors = await twoEditors(start)
      try {
        const edits = [() => editors.edit(0, 'b1', 3, 5, bold), () => editors.edit(1, 'b1', 2, 3, mention)]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(value.map(childrenOf)).toEqual([['ab', '@', 'de(strong)', 'fgh'], ['second']])
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    }
  })

  it('puts the object where it was put in when that is after the bold stretch (each character once)', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 0, 2, bold)
      editors.edit(1, 'b1', 4, 4, mention)
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([['ab(strong)', 'cd', '@', 'efgh'], ['second']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person adds a block or span next to one the other removes at the same time', () => {
  // An insert next to a keyed item that is gone does nothing (`insertItems`), at the store and
  // at the lake. When the other person removed the block or span before a new one at the same
  // time (a join, or replacing a span's whole text), the new one was lost with everything typed
  // into it (seed 12345, run 103). docPatches now inserts it at the end and next to its
  // neighbours, then replaces the copies with one (see placedInsertPatches).
  it('keeps the new block, and what is typed in it, when the other person joins the block before it away', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b2', 0, 0, join)
      editors.edit(0, 'b2', 6, 6, split)
      editors.type(0, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([['abcdefgh', 'second'], ['X']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps a joined block’s text when the other person replaced the span it was joined after', async () => {
    // The join moves the second block's span in after the first block's span; the other
    // person replaced all of that span's text with an inline object, which removes the span.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b1', 0, 8, mention)
      // The other person's edit reaches this person's store, but not their editor yet (the form
      // renders late): the join is made on the text as it was.
      await advance(500)
      editors.edit(0, 'b2', 0, 0, join)
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([['@', 'second']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps what is typed in a span the other person put spans beside, before either saw the other', async () => {
    // One person empties a block's span; the other joins the next block into it, so its span
    // comes after the empty one. The editor cannot show an empty span beside others: the
    // second person's editor, shown the merge, gives the empty span the joined text and
    // removes the joined span, rather than remove the span the first person types in.
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 0, 8, () => deleteSelection)
      editors.edit(1, 'b2', 0, 0, join)
      await advance(300)
      editors.render(1)
      editors.type(0, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([['Xsecond']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person sets a span’s marks while the other removes an annotation they use', () => {
  it('puts the annotation back with the marks that point at it (seed 4242)', async () => {
    // Both link the same text at once: the later link's marks win, and the other person's
    // editor, shown that, removes the first link's annotation, which no span uses any more.
    // The first person, not having seen that, bolds the text: the span's marks, set whole,
    // point at the first link again, and come with its annotation.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b1', 0, 8, link)
      editors.edit(0, 'b1', 0, 8, link)
      await advance(300)
      editors.render(0)
      editors.edit(1, 'b1', 0, 8, bold)
      await editors.settle()
      editors.converged()
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('leaves another person’s unused annotation to them, so their new use of it does not point at nothing (seed 4242)', async () => {
    // As above, but the first person's bold reaches the lake before the other person's editor
    // would remove the annotation it is shown unused: that removal would come after the new
    // use. The other person's editor leaves it; the first person's editor removes the other
    // person's annotation, which nothing uses in the end.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b1', 0, 8, link)
      editors.edit(0, 'b1', 0, 8, link)
      await advance(300)
      editors.edit(1, 'b1', 0, 8, bold)
      await advance(50)
      editors.render(0)
      await editors.settle()
      const [first] = editors.converged()
      const defs = first!.markDefs as {_key: string}[]
      expect(defs).toHaveLength(1)
      expect(first!.children.map((child) => child.marks)).toEqual([['strong', defs[0]!._key]])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  // One person links text and bolds part of it (the bold span splits off, linked too); the
  // other, not having seen the bold, types over the linked text, which removes the link's
  // last use they know of, and the link with it. Neither store nor lake may hold a span that
  // points at the removed link (seed 5): the removal holds only on the spans as the remover's
  // editor left them (`onlyIf`), so it is dropped when the bold came first. The typing
  // replaces the whole linked stretch, the piece the bold split off included (see
  // `withEditInPieces`).
  const cases = [
    ['the bold has reached the typist’s store, not their editor', 'bold', 1500],
    ['the bold is on its way', 'bold', 0],
    ['the typing is on its way', 'typing', 0],
  ] as const
  for (const [when, first, wait] of cases) {
    it(`never leaves a span pointing at an annotation the other person removed (${when})`, async () => {
      const editors = await twoEditors(start)
      try {
        editors.edit(0, 'b1', 0, 4, link)
        await editors.settle()
        const edits = {
          bold: () => editors.edit(0, 'b1', 0, 2, bold),
          typing: () => {
            editors.select(1, 'b1', 0, 4)
            editors.type(1, 'X')
          },
        }
        edits[first]()
        await advance(wait)
        edits[first === 'bold' ? 'typing' : 'bold']()
        await editors.settle()
        const [block] = editors.converged()
        expect(editors.invalid).toEqual([])
        expect(blockText(block!)).toBe('Xefgh')
        const defs = (block!.markDefs as {_key: string}[]).map((def) => def._key)
        for (const child of block!.children)
          for (const mark of child.marks as string[]) expect(['strong', ...defs]).toContain(mark)
      } finally {
        editors.close()
      }
    })
  }
})

describe('one person splits a block while the other edits its span and puts an object after it', () => {
  it('trims the span again when the only new child after it is the other person’s inline object (seed 7)', async () => {
    // This person types `Z` over `gh`; the other, not having seen it, deletes `abcdefg` and
    // puts an inline object at the end of the bold span. This person, not having seen that,
    // splits the block after `abcd`: the span's trim (`efZ`) misses on the merged text (`Z`),
    // and the object, whose span the split moved away, lands right after the split span,
    // where the other person's pieces of a span would be.
    const editors = await twoEditors([
      block('b1', [span('abcdefgh', 's1'), span('ijkl', 's2', ['strong'])]),
      block('b2', [span('second', 'sb')]),
    ])
    try {
      editors.select(0, 'b1', 6, 8)
      editors.type(0, 'Z')
      editors.edit(1, 'b1', 0, 7, () => deleteSelection)
      editors.edit(1, 'b1', 5, 5, mention)
      // The other person's edit reaches this person's store, not their editor (the form renders late).
      await advance(1500)
      editors.edit(0, 'b1', 4, 4, split)
      await editors.settle()
      const value = editors.converged()
      // Each character once: `Z` only in the new block, where the split moved it (the
      // deletion of `ef`, made before the other person saw the split, does not reach there).
      // The first block, its text gone, keeps an empty span after the object.
      expect(value.map(childrenOf)).toEqual([['@', ''], ['efZ', 'ijkl(strong)'], ['second']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person splits a span and removes its start while the other splits it too', () => {
  it('keeps each character once: the pieces both moved stay in the remover’s (seed 100)', async () => {
    // One person links `ab` (the span keeps it, a new span takes `cdefgh`). The other, not
    // having seen that (it has reached their store, not their editor), bolds `a` (the span
    // keeps it, a new span takes `bcdefgh`). The first person, not having seen the bold,
    // deletes `ab`: the span is removed. Both new spans hold `cdefgh`; `b`, which the first
    // person deleted, the second only moved.
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 0, 2, link)
      await advance(1500)
      editors.edit(1, 'b1', 0, 1, bold)
      await advance(400)
      editors.edit(0, 'b1', 0, 2, () => deleteSelection)
      await editors.settle()
      const value = editors.converged()
      expect(allText(value)).toBe('cdefgh|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person marks a span twice while the other marks it once', () => {
  it('keeps each character once: both of the first person’s splits count against the other’s (seed 95)', async () => {
    // The second person bolds `a` (the span keeps it, a new span takes `bcdefgh`). The first,
    // not having seen that, bolds `ab` (a new span takes `cdefgh`) and then unbolds `a` (a new
    // span takes `b`, bold). The second split's record alone holds only `ab` of the text: the
    // other person's `cdefgh` would look like text they typed, and show twice.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b1', 0, 1, bold)
      editors.edit(0, 'b1', 0, 2, bold)
      editors.edit(0, 'b1', 0, 1, bold)
      // The first person's editor is shown the store's merge first.
      await advance(3000)
      editors.render(0, true)
      expect(allText(editors.shown(0)).replace(/\(strong\)/g, '')).toBe('abcdefgh|second')
      await editors.settle()
      const value = editors.converged()
      expect(allText(value).replace(/\(strong\)/g, '')).toBe('abcdefgh|second')
      // The first person's bold of `b` and the second's of `a` both stand; `a`'s span takes
      // the last `marks` the store received.
      expect(childrenOf(value[0]!).slice(1)).toEqual(['b(strong)', 'cdefgh'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person deletes text in a block and joins it away while the other bolds part of it', () => {
  for (const first of [0, 1] as const) {
    it(`keeps each character once when the bolded piece holds a deleted character (${first === 0 ? 'bold' : 'join'} first, seed 56)`, async () => {
      // The second person deletes `se` and joins b2 into b1 (b2's span goes whole into b1).
      // The first, not having seen either, bolds `eco`: the span keeps `s`, new spans take
      // `eco` and `nd`, and keep b2 in the store. Those pieces are text the join moved, but
      // for the `e` the joiner deleted: they go, with b2.
      const editors = await twoEditors(start)
      try {
        const edits = [
          () => editors.edit(0, 'b2', 1, 4, bold),
          () => {
            editors.edit(1, 'b2', 0, 2, () => deleteSelection)
            editors.edit(1, 'b2', 0, 0, join)
          },
        ]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(allText(value).replace(/\(strong\)/g, '')).toBe('abcdefghcond')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }
})

describe('one person empties the field and types while the other presses Enter in it', () => {
  it('keeps what the first person types when the second one’s empty paragraph is all that was left (seed 115)', async () => {
    // The second person's Enter at the start of b1 puts an empty paragraph before it; the
    // first person deletes everything and types X, a new paragraph. Shown only its empty
    // paragraph, the second editor stores its empty state, no value, only while the field is
    // still just that paragraph: not over the X.
    const editors = await twoEditors(start)
    try {
      editors.selectAcross(0, 'b1', 0, 'b2', 6)
      expect(editors.run(0, () => deleteSelection)).toBe(true)
      await advance(3000)
      editors.edit(1, 'b1', 0, 0, split)
      await advance(3000)
      editors.type(0, 'X')
      editors.render(1)
      await editors.settle()
      const value = editors.converged()
      expect(allText(value ?? [])).toContain('X')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person removes a paragraph while the other moves its text into a new one', () => {
  it('keeps the new paragraph, and what is typed in it, when the text it was to hold is gone (seed 120)', async () => {
    // The first person deletes from the end of b1 to the end of b2: b2 goes. The second, not
    // having seen that, selects from `abcd|` to the start of b2 and presses Enter: b2's span
    // goes whole into a new paragraph, which goes in without it (the span is gone), empty;
    // they put an inline object in place of all of it and type X: those stay.
    const editors = await twoEditors(start)
    try {
      editors.selectAcross(0, 'b1', 8, 'b2', 6)
      expect(editors.run(0, () => deleteSelection)).toBe(true)
      await advance(3000)
      editors.selectAcross(1, 'b1', 4, 'b2', 0)
      expect(editors.run(1, split)).toBe(true)
      const created = editors.shown(1)[1]!._key
      editors.selectAcross(1, created, 0, created, 6)
      expect(editors.run(1, mention)).toBe(true)
      editors.type(1, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(allText(value)).toBe('abcd|@X')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person puts an inline object in an empty block while the other types in it', () => {
  // The block keeps its empty span beside the object (a block without text keeps one), so the
  // typing, addressed to that span, lands whichever edit reaches the lake first (seed 2026).
  for (const first of ['typing', 'object'] as const) {
    it(`keeps the typing and the object (${first} first)`, async () => {
      const editors = await twoEditors([block('b1', [span('', 'e1')]), block('b2', [span('second', 's2')])])
      try {
        const edits = {
          typing: () => {
            editors.select(1, 'b1', 0)
            editors.type(1, 'X')
          },
          object: () => editors.edit(0, 'b1', 0, 0, mention),
        }
        edits[first]()
        edits[first === 'typing' ? 'object' : 'typing']()
        await editors.settle()
        const [member] = editors.converged()
        expect(childrenOf(member!).sort()).toEqual(['@', 'X'])
        expect(member!.children.find((child) => child._type === 'span')?._key).toBe('e1')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }
})

describe('both people type before an inline object that an empty span follows', () => {
  it('keeps both people’s typing: the object moves, not the span (seed 120)', async () => {
    // Typing before the object puts the empty span's text in front of it; moving the span
    // (removed and inserted again, with the editor's text) would keep one person's letter.
    const mentionFirst = block('b1', [{_key: 'm1', _type: 'mention', name: 'Ada'}, span('', 'e1')])
    const editors = await twoEditors([mentionFirst, block('b2', [span('second', 's2')])])
    try {
      editors.select(0, 'b1', 0)
      editors.type(0, 'X')
      editors.select(1, 'b1', 0)
      editors.type(1, 'Y')
      await editors.settle()
      const [member] = editors.converged()
      expect(childrenOf(member!)).toHaveLength(2)
      expect(childrenOf(member!)[1]).toBe('@')
      expect(childrenOf(member!)[0]!.split('').sort()).toEqual(['X', 'Y'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person joins a block into one without text while the other types in it', () => {
  it('keeps the typing: the empty span goes only while it is empty', async () => {
    // The block holds an inline object and its empty span; the joined text has a span of its
    // own, so the empty span goes, unless it has text by then.
    const mentionOnly = block('b1', [{_key: 'm1', _type: 'mention', name: 'Ada'}, span('', 'e1')])
    const editors = await twoEditors([mentionOnly, block('b2', [span('second', 's2')])])
    try {
      editors.select(1, 'b1', 1)
      editors.type(1, 'X')
      editors.edit(0, 'b2', 0, 0, join)
      await editors.settle()
      const value = editors.converged()
      // Both edits stay; the joined span lands after the object, beside the typed one.
      expect(['@Xsecond', '@secondX']).toContain(allText(value))
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('both people take text out of one span, and one edits beside it or in it before seeing the merge', () => {
  // Each deletes half of the first span: the merge leaves it empty beside the bold span. The
  // editor cannot show an empty span beside others. It used to give the empty span the bold
  // span's text and remove the bold span, and what the other person did to the bold span at
  // the same time found no span with its key: their object was lost, or its text held twice
  // (seed 12345). Neither shows the span as an empty block to type in, so the editor that
  // shows the merge removes the empty span (only while it is empty) and the bold span stays.
  const halves = [
    block('b1', [span('abcd', 's1'), span('efgh', 's2', ['strong'])]),
    block('b2', [span('second', 's2b')]),
  ]

  /** Both delete half of the first span; the first person's editor shows the merge. */
  async function emptiedByBoth() {
    const editors = await twoEditors(halves)
    editors.edit(0, 'b1', 0, 2, () => deleteSelection)
    editors.edit(1, 'b1', 2, 4, () => deleteSelection)
    await advance(300)
    return editors
  }

  const edits = [
    ['puts an inline object into the bold span', mention, 4, 4, ['ef(strong)', '@', 'gh(strong)']],
    ['unbolds the middle of the bold span', bold, 3, 5, ['e(strong)', 'fg', 'h(strong)']],
  ] as const
  for (const [what, command, from, to, children] of edits) {
    it(`keeps each character once when the other person ${what} meanwhile`, async () => {
      const editors = await emptiedByBoth()
      try {
        editors.render(0)
        // The second person has not seen the merge: their editor still shows `ab` before the bold span.
        editors.edit(1, 'b1', from, to, command)
        await editors.settle()
        const value = editors.converged()
        expect(value.map(childrenOf)).toEqual([[...children], ['second']])
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }

  it('keeps what the other person types into the emptied span, where they typed it, when it comes first', async () => {
    const editors = await emptiedByBoth()
    try {
      // The second person types after their `ab` (the first person deleted it), before seeing the merge.
      editors.select(1, 'b1', 2)
      editors.type(1, 'Y')
      await advance(1)
      // The first person's editor shows the merge, and removes the empty span, before the typing arrives.
      editors.render(0)
      await editors.settle()
      const value = editors.converged()
      // The removal is skipped: the span has text by then. The typing is not bold: it is not in the bold span.
      expect(value.map(childrenOf)).toEqual([['Y', 'efgh(strong)'], ['second']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  // One editor gives the empty span its neighbour's text, the other removes it (while empty):
  // the second person's deletion had come back to their editor before the first person's
  // arrived, so to them someone else emptied the span (and may be typing in it). Whichever
  // reaches the lake first, the text is there once: once the empty span is gone, setting its
  // text does nothing, and its neighbour stays.
  for (const first of ['removal', 'takeover'] as const) {
    it(`keeps the bold span’s text once when one editor removes the empty span and the other gives it that text (${first} first)`, async () => {
      const editors = await twoEditors(halves)
      try {
        editors.edit(1, 'b1', 2, 4, () => deleteSelection)
        await advance(300)
        editors.render(1)
        // The first person has not seen the second person's deletion.
        editors.edit(0, 'b1', 0, 2, () => deleteSelection)
        // Both stores have the merge (the commit, then its event).
        await advance(300)
        await advance(300)
        const firstBlock = () => (editors.stored() as Member[])[0]!.children.map((child) => child._key)
        expect(firstBlock()).toEqual(['s1', 's2'])
        // Each editor is shown the merge and sends what it makes of the empty span.
        if (first === 'removal') {
          expect(editors.render(0)).toBe(true)
          // The removal reaches the lake before the second person's editor has seen it.
          await advanceUntil(() => !firstBlock().includes('s1'), 5000, 10)
          expect(editors.render(1)).toBe(true)
        } else {
          expect(editors.render(1)).toBe(true)
          expect(editors.render(0)).toBe(true)
        }
        await editors.settle()
        const value = editors.converged()
        expect(allText(value)).toBe('efgh(strong)|second')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }
})

describe('one person moves text into a block that the other removes at the same time', () => {
  // A join moves the second block's children into the first and removes the second. When the
  // other person removed the first block meanwhile, not having seen the join, the moved text
  // went with it (seeds 28 and 31). Now a removed block's children go one by one and the block
  // only once it is empty, the children a join moves go in only while their block still has
  // them as the editor showed them, and leave it only once they are in the other (see
  // docPatches' blockRemoval and moveCondition): whichever edit reaches the lake first, the
  // moved text stays, once, in one of the two blocks.
  const three = [
    block('b0', [span('zero', 's0')]),
    block('b1', [span('abcdefgh', 's1')]),
    block('b2', [span('second', 's2')]),
  ]

  it('keeps each character once when one person joins twice before the other’s join comes back', async () => {
    // The first person joins b1 into b0. The second joins b2 into b1 (the lake does not take
    // it: b1 is gone, so b2 stays), then b1 into b0, which would move b2's span along from
    // where their editor shows it, b1, while the lake has it in b2 (seed 31, run 73). That move
    // is made only while b1 has the span: it is not, and b2 stays as it is.
    const editors = await twoEditors(three)
    try {
      editors.edit(0, 'b1', 0, 0, join)
      editors.edit(1, 'b2', 0, 0, join)
      editors.edit(1, 'b1', 0, 0, join)
      await editors.settle()
      const value = editors.converged()
      expect(allText(value)).toBe('zeroabcdefgh|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when one person splits a block their own joins, not taken, moved text into (seed 68)', async () => {
    // The first person joins b2 into b1. The second joins b3 into b2 and then b2 into b1 (the
    // lake takes neither: b2 is gone), then presses Enter at the end of b1's own text, which
    // takes the spans after it into a new block from where their editor shows them, b1, while
    // the lake has b3's in b3. Each moved span goes into the new block only while b1 still
    // has it, and leaves b1 only once it is there.
    const editors = await twoEditors([...start, block('b3', [span('third', 's3')])])
    try {
      editors.edit(0, 'b2', 0, 0, join)
      editors.edit(1, 'b3', 0, 0, join)
      editors.edit(1, 'b2', 0, 0, join)
      editors.edit(1, 'b1', 8, 8, split)
      await editors.settle()
      const value = editors.converged()
      expect(allText(value)).toBe('abcdefgh|second|third')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it.each([false, true])(
    'keeps what one person types into a span their own join moved, when the other removed the paragraph the join went through (seed 168; shown its own edits before typing: %s)',
    async (rendered) => {
      // The second person deletes b1 whole and presses Enter (b1 goes, a new empty paragraph
      // takes its place). The first, not having seen it, deletes from b1's second character to
      // b2's start (b2's span moves into b1), types X over b0's end and b1's "a" (the span moves
      // on into b0), then Y over the span's first letter. Neither move is taken, so the span
      // stays in b2, and the edit, made where the first editor showed the span, is made in it
      // there: Y in place of its first letter (see `withEditInPieces`' `moved`).
      const editors = await twoEditors(three)
      try {
        editors.selectAcross(1, 'b0', 4, 'b1', 8)
        expect(editors.run(1, split)).toBe(true)
        editors.selectAcross(0, 'b1', 1, 'b2', 0)
        expect(editors.run(0, () => deleteSelection)).toBe(true)
        editors.selectAcross(0, 'b0', 2, 'b1', 1)
        editors.type(0, 'X')
        // Its store shows the joins as soon as they are made, before the lake takes them or not.
        if (rendered) editors.render(0)
        editors.select(0, 'b0', 3, 4)
        editors.type(0, 'Y')
        await editors.settle()
        const value = editors.converged()
        expect(allText(value)).toBe('zeX||Yecond')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    },
  )

  it.each([
    {selection: [8, 8], typed: [8, 9], expected: 'abcdefgh|Yecond'},
    {selection: [8, 9], typed: [9, 9], expected: 'abcdefgh|Yecond'},
  ])(
    'types nothing twice when one person’s join landed and the other then moved the span on (seed 7, runs 30 and 30 again: Enter over $selection)',
    async ({selection, typed, expected}) => {
      // The second person joins b2 into b1 and types Y in the moved span; once both editors
      // show it, the first presses Enter before the span (over its first letter, the second
      // time): it goes into a new paragraph. The second editor, shown its span there, finds
      // its typing in it: nothing is carried again.
      const editors = await twoEditors(start)
      try {
        editors.edit(1, 'b2', 0, 0, join)
        editors.select(1, 'b1', typed[0]!, typed[1]!)
        editors.type(1, 'Y')
        await editors.settle()
        editors.edit(0, 'b1', selection[0]!, selection[1]!, split)
        await editors.settle()
        const value = editors.converged()
        expect(allText(value)).toBe(expected)
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    },
  )

  for (const first of [0, 1] as const) {
    it(`keeps each character once when one person presses Enter before a span the other bolds part of (${first === 0 ? 'split' : 'bold'} first, seed 14)`, async () => {
      // The split moves b1's second span whole into the new block. Bolding part of it splits
      // it in b1: the bolded stretch and the rest go into new spans after it, which stay in b1
      // when the bold reaches the lake first. The splitting editor takes those pieces of the
      // text it moved out of b1 again.
      const editors = await twoEditors([block('b1', [span('abcd', 's1'), span('efgh', 's2')]), start[1]!])
      try {
        const edits = [() => editors.edit(0, 'b1', 2, 2, split), () => editors.edit(1, 'b1', 5, 7, bold)]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(value.map((member) => blockText(member)).join('|')).toBe('ab|cdefgh|second')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }

  it('keeps each character once when the bold of part of a moved span arrives after the split’s editor was shown its split (seed 56)', async () => {
    // The other person bolds part of the span the split moves, and their bold reaches the
    // store first; the splitting editor, shown its split as its store has it before the bold
    // arrives there, still takes the bolded pieces out of the paragraph when it does.
    const editors = await twoEditors([block('b1', [span('abcd', 's1'), span('efgh', 's2')]), start[1]!])
    try {
      editors.edit(1, 'b1', 5, 7, bold)
      editors.edit(0, 'b1', 2, 2, split)
      expect(editors.render(0, true)).toBe(false)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('ab|cdefgh|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when the splitter types over most of the text its split moved while the other links the span’s start (seed 56, run 197)', async () => {
    // The second person deletes "bc" and presses Enter (the new paragraph takes "defgh"), then
    // types X over "def". The first, not having seen it, links "a": the rest of the span,
    // "bcdefgh", goes into a new span after it. The splitting editor takes that piece out: of
    // what the split moved, the new paragraph holds no less than the editor shows there ("gh").
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b1', 1, 3, split)
      const into = editors.shown(1)[1]!._key as string
      editors.select(1, into, 0, 3)
      editors.type(1, 'X')
      editors.edit(0, 'b1', 0, 1, link)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('a|Xgh|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when bolded pieces of a span come from two of its texts, one older than the split’s (seed 56)', async () => {
    // The first person bolds "abcde" (the piece "fghijk" is made from the span's text then);
    // the second, not having seen it, types X over "ghijk" (the store puts X after "abcde").
    // Then the second, still not having seen the bold, presses Enter after "a", and the
    // first, shown the bold and the typing but not the split, links "ab" (the piece "cdeX"
    // is made from a text the splitter never saw). Together the pieces are no end of the
    // split span's text; one by one, the splitting editor takes out of them what its split
    // moved and what it had deleted ("ghijk").
    const editors = await twoEditors([block('b1', [span('abcdefghijk', 's1')]), start[1]!])
    try {
      editors.edit(0, 'b1', 0, 5, bold)
      editors.edit(1, 'b1', 6, 11, () => deleteSelection)
      editors.type(1, 'X')
      await advance(1000)
      editors.render(0)
      editors.edit(1, 'b1', 1, 1, split)
      editors.edit(0, 'b1', 0, 2, link)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('a|bcdefX|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when a paragraph split and joined away comes back with a linked piece of the split text (seed 56)', async () => {
    // The second person types X at the end of b2 and presses Enter after "se" ("condX" goes
    // into a new paragraph), is shown that with the first person's bold in b1, and joins b2
    // into b1. The first person, shown "secondX" but not the split, links "se": their piece
    // "condX" keeps b2 alive after the join. The joining editor takes b2 out again: its text
    // is text b2 had in the joining editor's own values, which its split moved on.
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 0, 2, bold)
      editors.select(1, 'b2', 6)
      editors.type(1, 'X')
      await advance(1000)
      editors.render(0)
      editors.edit(1, 'b2', 2, 2, split)
      await advance(300)
      editors.render(1)
      editors.edit(0, 'b2', 0, 2, link)
      editors.edit(1, 'b2', 0, 0, join)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('abcdefghse|condX')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps the text once when a split is joined straight back while the other person links the start of the span', async () => {
    // The second person presses Enter after "a" and types X over "a" and the line break,
    // joining the new paragraph back into "a"'s span; the first, having seen neither, links
    // "a" (their piece "bcdefgh"). Shown the result at once, each editor would take out one
    // copy of "bcdefgh": the linking editor from the span, the joining one the piece (it
    // repeats text its join moved). The join's correction holds only while the paragraph is
    // as it was shown, so the text stays once.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b1', 1, 1, split)
      const created = editors.shown(1)[1]!._key
      await advance(300)
      editors.edit(0, 'b1', 0, 1, link)
      editors.selectAcross(1, 'b1', 0, created, 0)
      editors.type(1, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('Xbcdefgh|second')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps what is typed into the emptied editor after a joined block came back with bolded pieces and went again (seed 107)', async () => {
    // The second person bolds part of b2's span; the first, not having seen it, types over a
    // selection from b1 into b2 (a join: b2's bolded pieces keep it alive), then deletes
    // everything. Shown the lake, the first editor takes b2 out again and shows nothing: what
    // it types next is a new block, not an edit of the blocks just taken out.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b2', 3, 5, bold)
      await advance(300)
      editors.selectAcross(0, 'b1', 2, 'b2', 2)
      editors.type(0, 'X')
      editors.selectAcross(0, 'b1', 0, 'b1', 7)
      expect(editors.run(0, () => deleteSelection)).toBe(true)
      await advance(300)
      editors.render(0)
      editors.type(0, 'Y')
      await editors.settle()
      const value = editors.converged()
      expect(allText(value)).toBe('Y')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when both people join one paragraph, one after bolding part of it (seed 124)', async () => {
    // The second person bolds "se" (b2's span splits: "se" bold, "cond" a new span), then,
    // not having seen the first person's join of b2 into b1 (of the span "se", as the value
    // holds it), types X over "se" from the end of b1: their join carries "cond" into b1 too.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b2', 0, 2, bold)
      await advance(300)
      editors.edit(0, 'b2', 0, 0, join)
      editors.selectAcross(1, 'b1', 8, 'b2', 2)
      editors.type(1, 'X')
      await editors.settle()
      const value = editors.converged()
      // The second person's deletion of "se" was made on the span in b2, which the first
      // person's join had moved: it stays, after "cond", which their join moved after "X".
      expect(allText(value)).toBe('abcdefghXcondse')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when one person joins a paragraph away while the other bolds part of it and carries it into a new one (seed 175)', async () => {
    // The second person bolds "se" (the rest, "cond", goes into a new span). The first, not
    // having seen it, joins b2 into b1: the span moves as the value holds it, "se", and b2
    // stays with "cond". The second, not having seen the join, deletes from b1's end to b2's
    // start and presses Enter: b2's spans go into a new paragraph, where only "cond" lands.
    // Each character is there once, and each person's line break is where they put it.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b2', 0, 2, bold)
      await advance(300)
      editors.edit(0, 'b2', 0, 0, join)
      editors.selectAcross(1, 'b1', 8, 'b2', 0)
      expect(editors.run(1, split)).toBe(true)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('abcdefghse|cond')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when the join that moves the span whole also deletes its first letter (seed 175, run 46)', async () => {
    // As above, but the first person types X over b1's end and b2's "s": the span moves, and
    // the deletion of "s" with it.
    const editors = await twoEditors(start)
    try {
      editors.edit(1, 'b2', 0, 2, bold)
      await advance(300)
      editors.selectAcross(0, 'b1', 8, 'b2', 1)
      editors.type(0, 'X')
      editors.selectAcross(1, 'b1', 8, 'b2', 0)
      expect(editors.run(1, split)).toBe(true)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => blockText(member)).join('|')).toBe('abcdefghXe|cond')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when both people join the two halves of a split span at once', async () => {
    // A split leaves a span's key on both halves; joining them again adds the second half's
    // text to the first. Both people press Backspace at the start of the second paragraph:
    // the second join's text edit holds only while that paragraph still has its half (seed 12).
    const editors = await twoEditors([block('b1', [span('abcd', 's1')]), block('b2', [span('efgh', 's1')])])
    try {
      editors.edit(0, 'b2', 0, 0, join)
      editors.edit(1, 'b2', 0, 0, join)
      await editors.settle()
      const value = editors.converged()
      expect(allText(value)).toBe('abcdefgh')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  for (const first of [0, 1] as const) {
    it(`keeps each character once when one person joins the second half of a split span back while the other splits it again (${first === 0 ? 'join' : 'split'} first)`, async () => {
      // The join adds b2's half ("efgh") to b1's; the split moves "gh" into a new block. The
      // splitting editor takes what its split moved out of b1's span again (seed 12, run 134).
      const editors = await twoEditors([block('b1', [span('abcd', 's1')]), block('b2', [span('efgh', 's1')])])
      try {
        const edits = [() => editors.edit(0, 'b2', 0, 0, join), () => editors.edit(1, 'b2', 2, 2, split)]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(allText(value).replaceAll('|', '')).toBe('abcdefgh')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })

    it(`keeps each character once when the other person bolds part of a span joined away (${first === 0 ? 'join' : 'bold'} first)`, async () => {
      // The join moves b2's span into b1. Bolding part of it splits it in b2: the bolded
      // stretch and the rest go into new spans, which keep b2 when the join's removal of it
      // comes after. Bold first: the join moves the span as the value holds it ("se"), and the
      // joining editor moves what b2 comes back with after it, bold and all (seed 13).
      const editors = await twoEditors(start)
      try {
        const edits = [() => editors.edit(0, 'b2', 0, 0, join), () => editors.edit(1, 'b2', 2, 4, bold)]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(allText(value).replaceAll('(strong)', '')).toBe('abcdefghsecond')
        if (first === 1) expect(allText(value)).toBe('abcdefghseco(strong)nd')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })

    it(`keeps a joined block’s text when the other person removes the block it was joined into (${first === 0 ? 'join' : 'removal'} first)`, async () => {
      const editors = await twoEditors(three)
      try {
        const edits = [
          () => editors.edit(0, 'b2', 0, 0, join),
          () => {
            editors.selectAcross(1, 'b0', 4, 'b1', 8)
            expect(editors.run(1, () => deleteSelection)).toBe(true)
          },
        ]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        expect(allText(value).replaceAll('|', '')).toBe('zerosecond')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })

    it(`keeps what a selection over two blocks moved into a block the other person joins away (${first === 0 ? 'typing' : 'join'} first)`, async () => {
      const editors = await twoEditors(three)
      try {
        const edits = [
          () => {
            editors.selectAcross(0, 'b1', 3, 'b2', 2)
            editors.type(0, 'X')
          },
          () => editors.edit(1, 'b1', 0, 0, join),
        ]
        edits[first]!()
        edits[1 - first]!()
        await editors.settle()
        const value = editors.converged()
        // Typing first: it moved b2's end into b1. The join moves b1's span as the value holds
        // it (with the X, without "defgh") into b0, and b1 comes back with b2's end, which the
        // joining editor moves after it: both edits stand. Join first: the typing's move into
        // b1, which is gone, does nothing, and b2 keeps its text. Either way no text is lost or
        // doubled.
        expect(allText(value)).toBe(first === 0 ? 'zeroabcXcond' : 'zeroabcdefgh|second')
        expect(editors.invalid).toEqual([])
      } finally {
        editors.close()
      }
    })
  }
})

describe('joins and splits move spans by reference', () => {
  const plain = (value: Member[]) => allText(value).replace(/\([^)]*\)/g, '')

  it('reconciles pieces two people split off one span, after one of them joins its block away (seed 181)', async () => {
    // Both mark "s" at once: each editor's piece holds "econd". The first, not having seen the
    // link, then joins b2 into b1: its span and its piece move, the other person's piece is
    // left in b2 and follows them, and there the first editor's record of its split (which
    // followed the join) takes the piece holding the same text out.
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b2', 0, 1, bold)
      editors.edit(1, 'b2', 0, 1, link)
      await advance(300)
      editors.edit(0, 'b2', 0, 0, join)
      await editors.settle()
      const value = editors.converged()
      expect(plain(value)).toBe('abcdefghsecond')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('never leaves a mark pointing at nothing when what follows a move is linked meanwhile (seed 82)', async () => {
    // The first person bolds "ec". The second, not having seen it, deletes from b1's "e" to
    // b2's start and presses Enter: b2's span moves into the new paragraph, and the bold
    // pieces, left in b2, follow it there once the second editor is shown them. The first
    // person links part of a piece in b2 before that move is stored: the piece goes with the
    // marks the second editor was shown, not with a link whose annotation stays in b2.
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b2', 1, 3, bold)
      editors.selectAcross(1, 'b1', 4, 'b2', 0)
      expect(editors.run(1, split)).toBe(true)
      await advance(1500)
      editors.edit(0, 'b2', 1, 2, link)
      editors.render(1)
      await editors.settle()
      const value = editors.converged()
      expect(editors.invalid).toEqual([])
      expect(value.map((member) => blockText(member)).join('|')).toBe('abcd|second')
    } finally {
      editors.close()
    }
  })

  it('keeps keys unique when two people join the two halves of one split span into one paragraph (seed 8)', async () => {
    // The first person splits "second" after "s" (the span keeps its key on both halves). The
    // second, not having seen it, joins b2 into b1; the first, not having been shown that,
    // selects from b1's end to the new paragraph's start and types: its join moves the second
    // half.
    // The second person's join moved the first half into b1 already: a move never puts a
    // second child of one key into a block.
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b2', 1, 1, split)
      const created = editors.shown(0)[2]!._key
      editors.edit(1, 'b2', 0, 0, join)
      // Both are stored; the first editor has not been shown the join.
      await advance(1500)
      editors.selectAcross(0, 'b1', 8, created, 0)
      editors.type(0, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(editors.invalid).toEqual([])
      // Each character once, none lost. The "s" the first person typed over stays: its removal
      // was made on b2, which the other person's join had moved it out of.
      const characters = (text: string) => [...text].sort().join('')
      expect(characters(plain(value).replaceAll('|', ''))).toBe(characters('abcdefghsXecond'))
    } finally {
      editors.close()
    }
  })
})

describe('one person edits a span while the other marks part of it or puts an object into it', () => {
  // Marking part of a span splits it: the span keeps its start, new spans hold copies of the
  // rest. The other person's edit, a patch of the span's text, then found the text it was made
  // on gone from the span, in either order: what they deleted came back in the new spans and
  // what they typed was lost. Their editor makes the edit in the new spans (`withEditInPieces`).
  // The first person runs `command` on characters `at`; the other selects `edit` (deleting it
  // when it is not empty) and types `typed`.
  const cases = [
    {
      what: 'deletes a character of the stretch the other bolds',
      command: bold,
      at: [2, 4],
      edit: [3, 4],
      typed: '',
      result: ['ab', 'c(strong)', 'efgh'],
    },
    {
      what: 'types over two characters after the stretch the other bolds',
      command: bold,
      at: [2, 4],
      edit: [5, 7],
      typed: 'X',
      result: ['ab', 'cd(strong)', 'eXh'],
    },
    {
      what: 'deletes the stretch the other bolds and more',
      command: bold,
      at: [2, 4],
      edit: [2, 5],
      typed: '',
      result: ['ab', 'fgh'],
    },
    {
      what: 'types at the end of the span while the other bolds its middle',
      command: bold,
      at: [2, 4],
      edit: [8, 8],
      typed: 'Z',
      result: ['ab', 'cd(strong)', 'efghZ'],
    },
    {
      what: 'deletes a character after the object the other puts in',
      command: mention,
      at: [3, 3],
      edit: [3, 4],
      typed: '',
      result: ['abc', '@', 'efgh'],
    },
  ] as const
  for (const {what, command, at, edit, typed, result} of cases)
    for (const first of [0, 1] as const)
      it(`keeps the edit when one person ${what} (${first === 0 ? 'mark' : 'edit'} first)`, async () => {
        const editors = await twoEditors(start)
        try {
          const edits = [
            () => editors.edit(0, 'b1', at[0], at[1], command),
            () => {
              if (edit[1] > edit[0]) editors.edit(1, 'b1', edit[0], edit[1], () => deleteSelection)
              else editors.select(1, 'b1', edit[0])
              if (typed) editors.type(1, typed)
            },
          ]
          edits[first]!()
          edits[1 - first]!()
          await editors.settle()
          const value = editors.converged()
          expect(value.map(childrenOf)).toEqual([[...result], ['second']])
          expect(editors.invalid).toEqual([])
        } finally {
          editors.close()
        }
      })
})

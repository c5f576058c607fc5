import {deleteSelection} from 'prosemirror-commands'
import {TextSelection} from 'prosemirror-state'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {setStyle, splitTextBlock} from '../../../../src/form/inputs/portableText/commands'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {advance} from '../../../store/document/support/testStore'
import {block, span, startOf} from './fixtures'
import {twoEditorsOnOneLake} from './twoEditorsOnOneLake'

// A merge of two people's edits leaves the field as one empty paragraph, which an editor shows
// as its empty state and stores as no value (it unsets the field). Found by
// twoEditors.property.test.ts (issue 21, seed 12345, run 103).

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Selects from character `from` of block `fromKey` to character `to` of block `toKey`. */
function selectAcross(session: PortableTextSession, fromKey: string, from: number, toKey: string, to: number) {
  const at = (key: string, offset: number) => startOf(session, key) + offset
  session.apply(
    session.state.tr.setSelection(TextSelection.create(session.state.doc, at(fromKey, from), at(toKey, to))),
  )
}

const start = [block('b1', [span('abc', 's1')]), block('b2', [span('def', 's2')]), block('b3', [span('ghi', 's3')])]

/**
 * The edits whose merge is one empty paragraph, on `start`: the first person replaces the last
 * two blocks' text with a new empty paragraph and removes the first block ([b2 "", new ""]);
 * the second, not having seen that, types over the last two blocks ([b1 "abcY"]). Returns the
 * key of the first person's new paragraph.
 */
async function emptyEachOther(editors: Awaited<ReturnType<typeof twoEditorsOnOneLake>>): Promise<string> {
  const [first, second] = editors.sessions as [PortableTextSession, PortableTextSession]
  selectAcross(first, 'b2', 0, 'b3', 3)
  editors.run(0, (session) => splitTextBlock(session.editorSchema))
  selectAcross(first, 'b1', 0, 'b2', 0)
  editors.run(0, () => deleteSelection)
  const created = first.state.doc.child(1).attrs.key as string
  await advance(50)
  selectAcross(second, 'b1', 3, 'b3', 3)
  editors.type(1, 'Y')
  return created
}

describe('a merge leaves the field as one empty paragraph', () => {
  it('keeps what one person types in the paragraph they made when the other is shown it empty', async () => {
    const editors = await twoEditorsOnOneLake(start)
    try {
      const second = editors.sessions[1]!
      const created = await emptyEachOther(editors)
      // Merged: the new paragraph alone, empty. The first person types in it; before that
      // arrives, the second person's editor is shown the merge. It did not have that paragraph:
      // it shows it empty, but leaves it stored (someone may be typing in it).
      await advance(250)
      editors.select(0, created, 0)
      editors.type(0, 'X')
      await advance(300)
      editors.render(1)
      expect(second.state.doc.childCount).toBe(1)
      expect(second.state.doc.child(0).attrs.key).toBe(created)
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => [member._key, member.children.map((child) => child.text).join('')])).toEqual([
        [created, 'X'],
      ])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps what one person types in a new block when the other is shown their paragraph emptied', async () => {
    const editors = await twoEditorsOnOneLake([block('b1', [span('abc', 's1')]), block('b2', [span('def', 's2')])])
    try {
      const second = editors.sessions[1]!
      // The first person deletes the first paragraph's text; the second, not having seen it,
      // joins the second paragraph away (deleting its text). Merged: [b1 ""].
      editors.select(0, 'b1', 0, 3)
      editors.run(0, () => deleteSelection)
      await advance(50)
      selectAcross(second, 'b1', 3, 'b2', 3)
      editors.run(1, () => deleteSelection)
      // The second person's editor, which showed b1 with text, is shown the merge; meanwhile
      // the first person makes a new paragraph and types in it.
      await advance(250)
      editors.render(1)
      editors.run(0, (session) => splitTextBlock(session.editorSchema))
      editors.type(0, 'X')
      await editors.settle()
      const value = editors.converged()
      // Not unset: the second person's editor did not show the paragraph empty before.
      expect(value).toBeDefined()
      expect(value.map((member) => member.children.map((child) => child.text).join(''))).toEqual(['', 'X'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('is unset by the editor that had the paragraph when no one types in it', async () => {
    const editors = await twoEditorsOnOneLake(start)
    try {
      await emptyEachOther(editors)
      await editors.settle()
      // The editor that made the paragraph stores the empty field as its empty state: no value.
      expect(editors.stored()).toBeUndefined()
      expect(editors.converged()).toBeUndefined()
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person ends the only, empty list item while the other types in it', () => {
  it('keeps the typing: the field is unset only while the item is still empty (seed 31337)', async () => {
    const editors = await twoEditorsOnOneLake([block('b1', [span('', 's1')], {listItem: 'bullet', level: 1})])
    try {
      // One person types in the item. The other, not having seen that, presses Enter in it,
      // which makes it a plain empty paragraph: the editor's empty state, stored as no value.
      // The typing reaches the lake first; the unset, which would take it away, is dropped.
      // (Had the unset come first, the typing would have gone with the field, as with any
      // removal of a block someone types in.)
      editors.select(1, 'b1', 0)
      editors.type(1, 'X')
      editors.select(0, 'b1', 0)
      editors.run(0, (session) => splitTextBlock(session.editorSchema))
      expect(editors.sessions[0]!.state.doc.firstChild!.attrs.listItem).toBeNull()
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => member.children.map((child) => child.text))).toEqual([['X']])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

describe('one person empties the field and starts again while the other edits its first block', () => {
  it('gives the emptied editor’s paragraph a new key, so no block comes in twice under one key (seed 29)', async () => {
    const editors = await twoEditorsOnOneLake(start)
    try {
      const [first, second] = editors.sessions as [PortableTextSession, PortableTextSession]
      // The first person deletes everything (the field is unset) and makes the empty paragraph
      // a heading, which stores it again.
      selectAcross(first, 'b1', 0, 'b3', 3)
      editors.run(0, () => deleteSelection)
      expect(first.state.doc.firstChild!.attrs.key).not.toBe('b1')
      editors.run(0, () => setStyle('h1'))
      // The second, not having seen that, types over the end of b1 and the start of b2, which
      // moves b2's end into b1: into the heading, had it kept b1's key.
      selectAcross(second, 'b1', 1, 'b2', 1)
      editors.type(1, 'Y')
      await advance(150)
      // The first person makes the heading a paragraph again (the field is unset only while it
      // is empty: here it holds the other person's text), then types.
      editors.run(0, () => setStyle('normal'))
      editors.type(0, 'X')
      await editors.settle()
      const value = editors.converged()
      const keys = value.map((member) => member._key)
      expect(new Set(keys).size).toBe(keys.length)
      expect(value.map((member) => member.children.map((child) => child.text).join(''))).toContain('X')
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('types the first text of an empty state a merge left under a new key, so no block comes in twice under one key (seed 143)', async () => {
    const editors = await twoEditorsOnOneLake(start)
    try {
      const [first, second] = editors.sessions as [PortableTextSession, PortableTextSession]
      // The second person types over the end of b1 and the other blocks; the first, not having
      // seen that, deletes b1's text. Merged: [b1 ""], which the first editor shows as its
      // empty state, and unsets only while it is still that.
      selectAcross(second, 'b1', 2, 'b3', 3)
      editors.type(1, 'Y')
      editors.select(0, 'b1', 0, 3)
      editors.run(0, () => deleteSelection)
      await advance(250)
      expect(editors.stored()).toEqual([expect.objectContaining({_key: 'b1'})])
      // The second person types into b1 before the unset arrives (it no longer holds); the
      // first types its first text, a new block: not under b1's key.
      editors.select(1, 'b1', 0)
      editors.type(1, 'Z')
      editors.render(0)
      editors.type(0, 'X')
      await editors.settle()
      const value = editors.converged()
      expect(value.map((member) => member._key)).toEqual(['b1', expect.not.stringMatching(/^b1$/)])
      expect(value.map((member) => member.children.map((child) => child.text).join(''))).toEqual(['Z', 'X'])
      expect(editors.invalid).toEqual([])
      expect(first.state.doc.childCount).toBe(2)
      expect(second.state.doc.childCount).toBe(2)
    } finally {
      editors.close()
    }
  })
})

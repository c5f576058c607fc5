import {deleteSelection} from 'prosemirror-commands'
import {type Command} from 'prosemirror-state'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {addAnnotation, toggleDecorator} from '../../../../src/form/inputs/portableText/commands'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'

import {block, span} from './fixtures'
import {twoEditorsOnOneLake} from './twoEditorsOnOneLake'

// Two people mark stretches of one span at the same time, each before seeing the other's edit,
// in two editors on one lake (`twoEditorsOnOneLake`).

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const LINK = {href: 'https://example.com'}

/** Two editors on one lake (see `twoEditorsOnOneLake`), editing the first block's text. */
async function twoEditors(start: unknown[]) {
  const editors = await twoEditorsOnOneLake(start)
  const selectInFirst = (client: number, from: number, to = from) =>
    editors.select(client, editors.sessions[client]!.state.doc.firstChild!.attrs.key as string, from, to)
  return {
    ...editors,
    /** Runs a command on characters `from`–`to` of the first block in one editor and sends its patches. */
    edit(client: number, from: number, to: number, command: (session: PortableTextSession) => Command) {
      selectInFirst(client, from, to)
      editors.run(client, command)
    },
    /** Types `text` at character `at` of the first block in one editor and sends it. */
    type(client: number, at: number, text: string) {
      selectInFirst(client, at)
      editors.type(client, text)
    },
  }
}

const bold = (session: PortableTextSession) => toggleDecorator(session.editorSchema, 'strong')
const italic = (session: PortableTextSession) => toggleDecorator(session.editorSchema, 'em')
const link = (session: PortableTextSession) => addAnnotation(session.editorSchema, 'link', LINK)
const remove = () => deleteSelection

/** A block's spans as `text` plus their marks, annotations by type (`link`), for comparing. */
function spansOf(member: ReturnType<typeof block>): string[] {
  const defs = new Map((member.markDefs as {_key: string; _type: string}[]).map((def) => [def._key, def._type]))
  return (member.children as {text: string; marks: string[]}[]).map((child) => {
    const marks = child.marks.map((mark) => defs.get(mark) ?? mark).sort()
    return marks.length > 0 ? `${child.text}(${marks.join(',')})` : child.text
  })
}

/** The text of a block, all spans joined. */
const textOf = (member: ReturnType<typeof block>) =>
  (member.children as {text: string}[]).map((child) => child.text).join('')

const start = [block('b1', [span('abcdefgh', 's1')]), block('b2', [span('second', 's2')])]

describe('two people marking stretches of one span at once', () => {
  it('keeps each character once when the stretches overlap (bold 2–5, link 4–7), with both marks on the overlap', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 2, 5, bold)
      editors.edit(1, 4, 7, link)
      await editors.settle()
      const [first] = editors.converged()
      expect(textOf(first!)).toBe('abcdefgh')
      expect(spansOf(first!)).toEqual(['ab', 'cd(strong)', 'e(link,strong)', 'fg(link)', 'h'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once, and what was typed, when one person types in their bold stretch before the other’s link arrives', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 2, 5, bold)
      editors.type(0, 4, 'X')
      editors.edit(1, 4, 7, link)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['ab', 'cdX(strong)', 'e(link,strong)', 'fg(link)', 'h'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when both mark the same stretch bold', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 2, 5, bold)
      editors.edit(1, 2, 5, bold)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['ab', 'cde(strong)', 'fgh'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when one stretch lies inside the other (bold 1–7, italic 3–5)', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 1, 7, bold)
      editors.edit(1, 3, 5, italic)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['a', 'bc(strong)', 'de(em,strong)', 'fg(strong)', 'h'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps each character once when the stretches do not overlap but are in one span (bold 1–2, italic 5–6)', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 1, 2, bold)
      editors.edit(1, 5, 6, italic)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['a', 'b(strong)', 'cde', 'f(em)', 'gh'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps both links, each with its annotation, when two people link stretches of one block at once', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 0, 1, link)
      editors.edit(1, 5, 6, link)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['a(link)', 'bcde', 'f(link)', 'gh'])
      expect(first!.markDefs).toHaveLength(2)
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps the later person’s edit last when the second mark comes after the first has arrived', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 2, 5, bold)
      await editors.settle()
      editors.edit(1, 4, 7, link)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['ab', 'cd(strong)', 'e(link,strong)', 'fg(link)', 'h'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('merges typing in the span with someone bolding part of it: what is typed outside the stretch is kept', async () => {
    const editors = await twoEditors(start)
    try {
      editors.type(0, 1, 'X')
      editors.edit(1, 4, 6, bold)
      await editors.settle()
      const [first] = editors.converged()
      expect(spansOf(first!)).toEqual(['aXbcd', 'ef(strong)', 'gh'])
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('keeps every character once when one person bolds a stretch while the other types inside it', async () => {
    const editors = await twoEditors(start)
    try {
      editors.type(0, 3, 'X')
      editors.edit(1, 2, 5, bold)
      await editors.settle()
      const [first] = editors.converged()
      const text = textOf(first!)
      // The typed character may go with the moved stretch; the others are each there once.
      expect(text.replace('X', '')).toBe('abcdefgh')
      expect(text.split('X').length).toBeLessThanOrEqual(2)
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })

  it('duplicates nothing when one person bolds a stretch while the other deletes part of it', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 2, 6, bold)
      editors.edit(1, 3, 5, remove)
      await editors.settle()
      const [first] = editors.converged()
      const text = textOf(first!)
      // The deletion may be undone by the move of the stretch, but no character is there twice.
      expect(new Set(text).size).toBe(text.length)
      expect(['abcdefgh', 'abcfgh']).toContain(text)
      expect(editors.invalid).toEqual([])
    } finally {
      editors.close()
    }
  })
})

import {isDeepStrictEqual} from 'node:util'
import {deleteSelection} from 'prosemirror-commands'
import {TextSelection, type Command} from 'prosemirror-state'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {addAnnotation, toggleDecorator} from '../../../../src/form/inputs/portableText/commands'
import {docToPortableText} from '../../../../src/form/inputs/portableText/portableTextConversion'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {createLake, memoryStorage} from '../../../../src/lake'
import {checkoutPair} from '../../../../src/store/document'
import type {ContentDocument, Patch} from '../../../../src/types'
import {DATASET, lakeTransport} from '../../../store/document/support/lakeTransport'
import {advanceUntil, recordingLogger, settle, watchPair} from '../../../store/document/support/testStore'
import {block, sessionOf, span} from './fixtures'

// Two people mark stretches of one span at the same time, each before seeing the other's edit:
// two PortableTextSessions, each fed by its own document pair over one real lake, wired as the
// form wires the rich-text input (as in twoEditors.property.test.ts, without the randomness).

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.shared'
const FIELD = 'body'
const LINK = {href: 'https://example.com'}

/** Two editors on one lake, both showing `start` (the body). */
async function twoEditors(start: unknown[]) {
  const lake = createLake({storage: memoryStorage()})
  await Promise.all([lake.mutate(DATASET, [{create: {_id: DRAFT, _type: 'post', [FIELD]: start}}]), settle()])
  const logger = recordingLogger()
  // A fixed latency, so that both edits are under way at once.
  const latency = () => 40
  const pairs = [0, 1].map(() =>
    watchPair(
      checkoutPair(
        {publishedId: 'shared', draftId: DRAFT},
        lakeTransport(lake, {requestLatency: latency, eventLatency: latency}),
        {logger},
      ),
    ),
  )
  await advanceUntil(() => pairs.every(({pair}) => pair.draft.loaded))
  const bodyOf = (document: ContentDocument | null | undefined) => document?.[FIELD]
  const sessions = pairs.map(({pair}) => sessionOf(bodyOf(pair.draft.getSnapshot())))
  const seen = [0, 0]
  const invalid: unknown[] = []
  const check = (value: unknown) => {
    const {problems} = checkPortableText(value, sessions[0]!.editorSchema)
    if (problems.length > 0) invalid.push({value, problems})
  }
  const storedDocument = () => lake.getDocuments(DATASET, [DRAFT])[0] ?? null
  const stored = () => bodyOf(storedDocument())

  const send = (client: number, patches: Patch[]) => {
    if (patches.length === 0) return
    pairs[client]!.pair.draft.patch(patches.map((patch) => ({...patch, path: [FIELD, ...patch.path]})))
  }

  /** The editor takes the store's newest value, as the form renders it; true when it changed. */
  const render = (client: number) => {
    const {snapshots, pair} = pairs[client]!
    for (; seen[client]! < snapshots.length; seen[client]!++) check(bodyOf(snapshots[seen[client]!]))
    const session = sessions[client]!
    const tr = session.receive(bodyOf(pair.draft.getSnapshot()))
    if (tr) send(client, session.apply(tr))
    check(docToPortableText(session.state.doc))
    return tr !== null
  }

  /** Selects characters `from`–`to` of the first block's text (the caret when `to` is left out). */
  const select = (client: number, from: number, to = from) => {
    const session = sessions[client]!
    session.apply(session.state.tr.setSelection(TextSelection.create(session.state.doc, 1 + from, 1 + to)))
  }

  return {
    sessions,
    invalid,
    stored,
    /** Runs a command on characters `from`–`to` of the first block in one editor and sends its patches. */
    edit(client: number, from: number, to: number, command: (session: PortableTextSession) => Command) {
      const session = sessions[client]!
      select(client, from, to)
      let patches: Patch[] = []
      command(session)(session.state, (tr) => {
        patches = session.apply(tr)
      })
      send(client, patches)
    },
    /** Types `text` at character `at` of the first block in one editor and sends it. */
    type(client: number, at: number, text: string) {
      const session = sessions[client]!
      select(client, at)
      send(client, session.apply(session.state.tr.insertText(text)))
    },
    /** Lets every commit and event arrive, and both editors take the value, until all is quiet. */
    async settle() {
      for (let round = 0; ; round++) {
        // Nothing left to send, and each store has every change the lake has.
        await advanceUntil(
          () =>
            pairs.every(({pair}) => {
              const snapshot = pair.draft.getSnapshot()
              return (
                !pair.draft.hasUnsavedChanges &&
                snapshot?._rev === storedDocument()?._rev &&
                isDeepStrictEqual(bodyOf(snapshot), stored())
              )
            }),
          60_000,
          50,
        )
        const changed = [render(0), render(1)].some(Boolean)
        if (!changed) break
        if (round > 5) throw new Error('the editors do not settle')
      }
      expect(logger.warnings).toEqual([])
    },
    /** Both editors' values; fails unless they agree with each other and the lake. */
    converged() {
      const value = stored()
      expect(docToPortableText(sessions[0]!.state.doc)).toEqual(value)
      expect(docToPortableText(sessions[1]!.state.doc)).toEqual(value)
      return value as ReturnType<typeof block>[]
    },
    close: () => pairs.forEach((watched) => watched.close()),
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

import {isDeepStrictEqual} from 'node:util'
import {joinBackward} from 'prosemirror-commands'
import {TextSelection, type Command} from 'prosemirror-state'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {insertInlineObject, splitTextBlock, toggleDecorator} from '../../../../src/form/inputs/portableText/commands'
import {docToPortableText} from '../../../../src/form/inputs/portableText/portableTextConversion'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {createLake, memoryStorage} from '../../../../src/lake'
import {checkoutPair} from '../../../../src/store/document'
import type {ContentDocument, Patch} from '../../../../src/types'
import {DATASET, lakeTransport} from '../../../store/document/support/lakeTransport'
import {advance, advanceUntil, recordingLogger, settle, watchPair} from '../../../store/document/support/testStore'
import {block, sessionOf, span, startOf} from './fixtures'

// Two people change the structure of the same text at the same time, each before seeing the
// other's edit (one splits a block, the other puts an inline object in it, bolds part of it or
// joins it away): two PortableTextSessions, each fed by its own document pair over one real
// lake, wired as the form wires the rich-text input (as in twoEditors.property.test.ts,
// without the randomness). Cases found by that property test (issue 21).

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.shared'
const FIELD = 'body'

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

  /** Selects characters `from`–`to` of block `key` (the caret when `to` is left out). */
  const select = (client: number, key: string, from: number, to = from) => {
    const session = sessions[client]!
    const start = startOf(session, key)
    session.apply(session.state.tr.setSelection(TextSelection.create(session.state.doc, start + from, start + to)))
  }

  return {
    sessions,
    invalid,
    stored,
    /** Runs a command on characters `from`–`to` of block `key` in one editor and sends its patches. */
    edit(client: number, key: string, from: number, to: number, command: (session: PortableTextSession) => Command) {
      const session = sessions[client]!
      select(client, key, from, to)
      let patches: Patch[] = []
      expect(
        command(session)(session.state, (tr) => {
          patches = session.apply(tr)
        }),
      ).toBe(true)
      send(client, patches)
    },
    /** Types `text` at the caret of one editor and sends it. */
    type(client: number, text: string) {
      const session = sessions[client]!
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

const split = (session: PortableTextSession) => splitTextBlock(session.editorSchema)
const bold = (session: PortableTextSession) => toggleDecorator(session.editorSchema, 'strong')
const mention = () => insertInlineObject({_type: 'mention', name: 'Ada'})
const join = () => joinBackward

type Member = ReturnType<typeof block>

/** A block's children as text (`@` for an inline object, `(strong)` after a bold span), for comparing. */
function childrenOf(member: Member): string[] {
  return (member.children as {_type: string; text?: string; marks?: string[]}[]).map((child) =>
    child._type !== 'span' ? '@' : child.marks!.length > 0 ? `${child.text!}(${child.marks!.join(',')})` : child.text!,
  )
}

/** The text of every block, in order, for checking that each character is there once. */
const allText = (value: Member[]) => value.map((member) => childrenOf(member).join('')).join('|')

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

  it('keeps each character once when the block is split at its start (the whole span moves)', async () => {
    const editors = await twoEditors(start)
    try {
      editors.edit(0, 'b1', 0, 0, split)
      editors.edit(1, 'b1', 1, 1, mention)
      await editors.settle()
      const value = editors.converged()
      expect(value.map(childrenOf)).toEqual([['@'], ['abcdefgh'], ['second']])
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

describe('one person adds a block or span next to one the other removes at the same time (known defect)', () => {
  // An insert next to a keyed item that is gone does nothing (`insertItems`), at the store and
  // at the lake. docPatches places a new block after the block before it, and a new span after
  // the span before it. When the other person removed that block or span at the same time (a
  // join, or replacing a span's whole text), the insert is dropped with everything it carried
  // and everything typed into it since (seed 12345, run 103). The fix this needs: insert at the end and `move` next to the neighbours (a move to
  // a missing key leaves the item where it is), and guard commits that hold a `move` with
  // `ifRevisionID`, since the move's wire form (unset + insert next to the target) is only
  // right on the version it was made on. Left out for now: the guard changes which commits
  // are refused and re-sent, and that exposes another defect on the committed seed (an
  // annotation a joined span uses, removed concurrently, leaves a stored value with a mark
  // that has no definition until an editor normalises it).
  it.fails(
    'keeps the new block, and what is typed in it, when the other person joins the block before it away',
    async () => {
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
    },
  )

  it.fails('keeps a joined block’s text when the other person replaced the span it was joined after', async () => {
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
})

import fc from 'fast-check'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {textPatch} from '../../../src/form/patch/textPatch'
import {createLake, memoryStorage} from '../../../src/lake'
import {checkoutPair, type BufferedDocument} from '../../../src/store/document'
import type {Path} from '../../../src/types'
import {DATASET, lakeTransport} from './support/lakeTransport'
import {advance, advanceUntil, recordingLogger, settle, watchPair, type WatchedPair} from './support/testStore'
import {seededRandom} from '../../../bench/dataset'

// Several people edit the same text at once — a title, and a string in an array item — each
// through their own store on one real lake, with random network delays and the store's real
// one-second commit throttle (fake timers). Every character anyone types is unique (each
// author has an alphabet of their own, and each character is used once), so the final text
// tells exactly which characters survived and in which order.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.shared'
const FIELDS = {title: ['title'], item: ['items', {_key: 'b'}, 'text']} satisfies Record<string, Path>
type Field = keyof typeof FIELDS
const INITIAL: Record<Field, string> = {title: 'abcdefghijklmnopqrst', item: 'ABCDEFGHIJKLMNOP'}
/** Where each author's characters start (plain BMP letters: CJK, CJK extension A, Hangul). */
const ALPHABETS = [0x4e00, 0x3400, 0xac00]

/** One thing a person does in a text field, at a position given as a fraction of its length. */
type Edit =
  | {kind: 'type'; at: number; length: number; keyDelay: number}
  | {kind: 'paste'; at: number; length: number}
  | {kind: 'delete'; at: number; length: number}
  | {kind: 'replace'; at: number; length: number; pasted: number}

interface Step {
  author: number
  field: Field
  edit: Edit
  /** Whether the person's store is asked to commit at once afterwards (as on blur or publish). */
  flush: boolean
  /** Fake ms to let pass after the step. */
  wait: number
}

// Uniform, not biased towards the start: people edit anywhere in a text.
const at = fc.noBias(fc.integer({min: 0, max: 1000})).map((permille) => permille / 1000)
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('type' as const),
      at,
      length: fc.integer({min: 1, max: 5}),
      keyDelay: fc.constantFrom(0, 15, 60, 200),
    }),
    weight: 4,
  },
  {arbitrary: fc.record({kind: fc.constant('paste' as const), at, length: fc.integer({min: 2, max: 12})}), weight: 2},
  {arbitrary: fc.record({kind: fc.constant('delete' as const), at, length: fc.integer({min: 1, max: 12})}), weight: 3},
  {
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      at,
      length: fc.integer({min: 1, max: 8}),
      pasted: fc.integer({min: 1, max: 6}),
    }),
    weight: 2,
  },
)
const stepArb = (authors: number): fc.Arbitrary<Step> =>
  fc.record({
    author: fc.integer({min: 0, max: authors - 1}),
    field: fc.constantFrom<Field>('title', 'title', 'item'),
    edit: editArb,
    flush: fc.integer({min: 0, max: 9}).map((roll) => roll < 2),
    // Mostly quick succession, so that several people's edits are under way at once.
    wait: fc.oneof(
      {arbitrary: fc.constant(0), weight: 3},
      {arbitrary: fc.integer({min: 1, max: 400}), weight: 3},
      {arbitrary: fc.integer({min: 900, max: 2500}), weight: 1},
    ),
  })

/** The text of a field as a person sees it in their store (an absent value shows as empty). */
function textOf(document: BufferedDocument, field: Field): string {
  let value: unknown = document.getSnapshot()
  for (const segment of FIELDS[field]) {
    if (typeof segment === 'string') value = (value as Record<string, unknown> | undefined)?.[segment]
    else value = (value as Array<{_key: string}> | undefined)?.find((item) => item._key === segment._key)
  }
  return typeof value === 'string' ? value : ''
}

/** What happened to one field's characters, from the log of every edit. */
class FieldLog {
  readonly deleted = new Set<string>()
  readonly inserted: string[] = []
  /** For each author, their view of the text right after each of their insertions. */
  readonly viewsAfterInsert: string[][]

  constructor(authors: number) {
    this.viewsAfterInsert = Array.from({length: authors}, () => [])
  }
}

/** A person editing through their own store: new characters from their own alphabet. */
class Author {
  #next = 0
  constructor(
    readonly index: number,
    readonly document: BufferedDocument,
  ) {}

  characters(count: number): string {
    let text = ''
    for (let index = 0; index < count; index++)
      text += String.fromCharCode((ALPHABETS[this.index] as number) + this.#next++)
    return text
  }

  owns(character: string): boolean {
    const code = character.charCodeAt(0) - (ALPHABETS[this.index] as number)
    return code >= 0 && code < this.#next
  }

  /** Changes the field's text as an input would: one `set` (or `unset` when emptied). */
  write(field: Field, next: string): void {
    const previous = textOf(this.document, field)
    if (next !== previous) this.document.patch([textPatch(previous, next, FIELDS[field])])
  }
}

/** Performs one step of one author, recording what they inserted and deleted. */
async function perform(author: Author, step: Step, log: FieldLog): Promise<void> {
  const {field, edit} = step
  const current = textOf(author.document, field)
  const position = Math.round(edit.at * current.length)
  const remember = () => log.viewsAfterInsert[author.index]?.push(textOf(author.document, field))
  if (edit.kind === 'type') {
    // One keystroke at a time; the caret follows the last character typed, wherever remote
    // changes move it.
    let caret = position
    for (let key = 0; key < edit.length; key++) {
      const text = textOf(author.document, field)
      const character = author.characters(1)
      author.write(field, text.slice(0, caret) + character + text.slice(caret))
      log.inserted.push(character)
      remember()
      if (edit.keyDelay > 0) await advance(edit.keyDelay)
      const after = textOf(author.document, field).indexOf(character)
      caret = after === -1 ? Math.min(caret, textOf(author.document, field).length) : after + 1
    }
    return
  }
  const end = edit.kind === 'paste' ? position : Math.min(current.length, position + edit.length)
  const removed = current.slice(position, end)
  const pasted = edit.kind === 'delete' ? '' : author.characters(edit.kind === 'paste' ? edit.length : edit.pasted)
  author.write(field, current.slice(0, position) + pasted + current.slice(end))
  for (const character of removed) log.deleted.add(character)
  log.inserted.push(...pasted)
  if (pasted) remember()
}

/**
 * What must hold of a field's final text: no character twice and none from nowhere; every
 * character nobody deleted is there (typed or initial), none that somebody deleted is; and
 * each author's characters are in the order the author saw them each time they typed.
 */
function expectTextKept(final: string, initial: string, log: FieldLog, authors: Author[]): void {
  const characters = [...final]
  expect(new Set(characters).size, `no character twice in ${JSON.stringify(final)}`).toBe(characters.length)
  const known = new Set([...initial, ...log.inserted])
  expect(characters.filter((character) => !known.has(character))).toEqual([])
  const kept = [...initial, ...log.inserted].filter((character) => !log.deleted.has(character))
  expect(
    kept.filter((character) => !final.includes(character)),
    `lost from ${JSON.stringify(final)}`,
  ).toEqual([])
  expect(
    characters.filter((character) => log.deleted.has(character)),
    `deleted but still in ${JSON.stringify(final)}`,
  ).toEqual([])
  for (const author of authors) {
    const own = (text: string) => [...text].filter((character) => author.owns(character) && final.includes(character))
    const finalOrder = own(final)
    for (const view of log.viewsAfterInsert[author.index] ?? []) {
      const seen = new Set(own(view))
      expect(
        finalOrder.filter((character) => seen.has(character)),
        `author ${author.index}'s order, seen as ${JSON.stringify(view)}`,
      ).toEqual(own(view))
    }
  }
}

async function run(authorCount: number, steps: Step[], seed: number): Promise<void> {
  vi.clearAllTimers()
  const random = seededRandom(seed)
  const latency = () => Math.floor(random() * 300)
  const lake = createLake({storage: memoryStorage()})
  await Promise.all([
    lake.mutate(DATASET, [
      {
        create: {
          _id: DRAFT,
          _type: 'post',
          title: INITIAL.title,
          items: [
            {_key: 'a', text: 'untouched'},
            {_key: 'b', text: INITIAL.item},
          ],
        },
      },
    ]),
    settle(),
  ])
  const logger = recordingLogger()
  const transports = Array.from({length: authorCount}, () =>
    lakeTransport(lake, {requestLatency: latency, eventLatency: latency}),
  )
  const watched: WatchedPair[] = transports.map((transport) =>
    watchPair(checkoutPair({publishedId: 'shared', draftId: DRAFT}, transport, {logger})),
  )
  const authors = watched.map(({pair}, index) => new Author(index, pair.draft))
  const logs: Record<Field, FieldLog> = {title: new FieldLog(authorCount), item: new FieldLog(authorCount)}
  const stored = () => lake.getDocuments(DATASET, [DRAFT])[0] ?? null
  try {
    await advanceUntil(() => watched.every(({pair}) => pair.draft.loaded))
    for (const step of steps) {
      const author = authors[step.author] as Author
      await perform(author, step, logs[step.field])

      if (step.flush) author.document.commit().catch(() => undefined)
      if (step.wait > 0) await advance(step.wait)
    }
    await advanceUntil(
      () =>
        watched.every(
          ({pair, consistency}) =>
            !pair.draft.hasUnsavedChanges &&
            consistency.at(-1)?.status === 'inSync' &&
            pair.draft.getSnapshot()?._rev === stored()?._rev,
        ),
      120_000,
      250,
    )
    for (const {pair} of watched) expect(pair.draft.getSnapshot()).toEqual(stored())
    const document = stored() as unknown as {title?: string; items: Array<{_key: string; text?: string}>}
    expectTextKept(document.title ?? '', INITIAL.title, logs.title, authors)
    expectTextKept(document.items.find((item) => item._key === 'b')?.text ?? '', INITIAL.item, logs.item, authors)
    expect(document.items[0]).toEqual({_key: 'a', text: 'untouched'})
    expect(logger.warnings).toEqual([])
  } finally {
    watched.forEach((pair) => pair.close())
  }
}

describe('several people typing in one text at once', () => {
  it('two stores converge on the server’s text, and keep every character nobody deleted, in its author’s order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb(2), {minLength: 1, maxLength: 30, size: 'max'}),
        fc.integer({min: 0, max: 2 ** 31 - 1}),
        (steps, seed) => run(2, steps, seed),
      ),
      {numRuns: 100, seed: 20260217},
    )
  }, 120_000)

  it('three stores converge on the server’s text, and keep every character nobody deleted, in its author’s order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb(3), {minLength: 1, maxLength: 36, size: 'max'}),
        fc.integer({min: 0, max: 2 ** 31 - 1}),
        (steps, seed) => run(3, steps, seed),
      ),
      {numRuns: 80, seed: 20260218},
    )
  }, 120_000)
})

import DiffMatchPatch from 'diff-match-patch'
import fc from 'fast-check'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {MutationError} from '../../../src/mutations'
import {checkoutPair, type BufferedDocument} from '../../../src/store/document'
import type {Patch} from '../../../src/types'
import {DATASET, lakeTransport} from './support/lakeTransport'
import {advance, advanceUntil, recordingLogger, settle, watchPair, type WatchedPair} from './support/testStore'
import {seededRandom} from '../../../bench/dataset'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.shared'
const dmp = new DiffMatchPatch()

/** One user action, as a form input would turn it into patches against what the user sees. */
type Edit =
  | {kind: 'setTitle'; text: string}
  | {kind: 'typeInTitle'; text: string; at: number}
  | {kind: 'unsetTitle'}
  | {kind: 'inc'; by: number}
  | {kind: 'setCount'; value: number | string}
  | {kind: 'unsetCount'}
  | {kind: 'insertTag'; label: string; atStart: boolean}
  | {kind: 'removeTag'; index: number}
  | {kind: 'relabelTag'; index: number; label: string}
  | {kind: 'setFlag'; value: boolean}
  | {kind: 'unsetNested'}
  | {kind: 'replaceTags'; value: string}

interface Step {
  client: 0 | 1
  edit: Edit
  /** Fake ms to let pass after the edit. */
  wait: number
}

const word = fc.string({unit: fc.constantFrom('a', 'b', 'c', ' ', 'é', 'x'), minLength: 1, maxLength: 4})
// Weighted towards edits that conflict: increments of a counter someone sets to text, inserts
// into a list someone replaces with text, typing in a title someone replaces.
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {arbitrary: fc.record({kind: fc.constant('setTitle' as const), text: word}), weight: 2},
  {arbitrary: fc.record({kind: fc.constant('typeInTitle' as const), text: word, at: fc.nat(20)}), weight: 4},
  {arbitrary: fc.constant({kind: 'unsetTitle' as const}), weight: 1},
  {arbitrary: fc.record({kind: fc.constant('inc' as const), by: fc.integer({min: -3, max: 5})}), weight: 4},
  {
    arbitrary: fc.record({
      kind: fc.constant('setCount' as const),
      value: fc.oneof(fc.integer({min: 0, max: 100}), fc.constant('many')),
    }),
    weight: 2,
  },
  {arbitrary: fc.constant({kind: 'unsetCount' as const}), weight: 1},
  {arbitrary: fc.record({kind: fc.constant('insertTag' as const), label: word, atStart: fc.boolean()}), weight: 4},
  {arbitrary: fc.record({kind: fc.constant('removeTag' as const), index: fc.nat(5)}), weight: 2},
  {arbitrary: fc.record({kind: fc.constant('relabelTag' as const), index: fc.nat(5), label: word}), weight: 2},
  {arbitrary: fc.record({kind: fc.constant('setFlag' as const), value: fc.boolean()}), weight: 1},
  {arbitrary: fc.constant({kind: 'unsetNested' as const}), weight: 1},
  {arbitrary: fc.record({kind: fc.constant('replaceTags' as const), value: word}), weight: 1},
)
const stepArb: fc.Arbitrary<Step> = fc.record({
  client: fc.constantFrom(0 as const, 1 as const),
  edit: editArb,
  // Mostly quick succession, so that both users' edits are under way at once.
  wait: fc.oneof(
    {arbitrary: fc.constant(0), weight: 3},
    {arbitrary: fc.integer({min: 1, max: 400}), weight: 3},
    {arbitrary: fc.integer({min: 900, max: 2500}), weight: 1},
  ),
})

/** The patches an edit makes against the client's current local view. */
function patchesFor(document: BufferedDocument, edit: Edit, key: string): Patch[] {
  const current = document.getSnapshot() ?? null
  const tags = Array.isArray(current?.tags) ? (current.tags as Array<{_key: string}>) : []
  switch (edit.kind) {
    case 'setTitle':
      return [{type: 'set', path: ['title'], value: edit.text}]
    case 'typeInTitle': {
      const text = typeof current?.title === 'string' ? current.title : ''
      const at = Math.min(edit.at, text.length)
      const patch = dmp.patch_toText(dmp.patch_make(text, text.slice(0, at) + edit.text + text.slice(at)))
      return [
        {type: 'setIfMissing', path: ['title'], value: ''},
        {type: 'diffMatchPatch', path: ['title'], value: patch},
      ]
    }
    case 'unsetTitle':
      return [{type: 'unset', path: ['title']}]
    case 'inc':
      return [
        {type: 'setIfMissing', path: ['count'], value: 0},
        {type: 'inc', path: ['count'], value: edit.by},
      ]
    case 'setCount':
      return [{type: 'set', path: ['count'], value: edit.value}]
    case 'unsetCount':
      return [{type: 'unset', path: ['count']}]
    case 'insertTag':
      return [
        {type: 'setIfMissing', path: ['tags'], value: []},
        edit.atStart && tags.length > 0
          ? {type: 'insert', path: ['tags', 0], position: 'before', items: [{_key: key, label: edit.label}]}
          : {type: 'insert', path: ['tags', -1], position: 'after', items: [{_key: key, label: edit.label}]},
      ]
    case 'removeTag': {
      const tag = tags[edit.index % Math.max(1, tags.length)]
      return tag ? [{type: 'unset', path: ['tags', {_key: tag._key}]}] : []
    }
    case 'relabelTag': {
      const tag = tags[edit.index % Math.max(1, tags.length)]
      return tag ? [{type: 'set', path: ['tags', {_key: tag._key}, 'label'], value: edit.label}] : []
    }
    case 'setFlag':
      return [{type: 'set', path: ['nested', 'flag'], value: edit.value}]
    case 'unsetNested':
      return [{type: 'unset', path: ['nested']}]
    case 'replaceTags':
      return [{type: 'set', path: ['tags'], value: edit.value}]
  }
}

const lastStatus = (watched: WatchedPair) => watched.consistency.at(-1)?.status

describe('two pairs editing one document', () => {
  it('converge to the same document, which is the lake’s, whatever the interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, {minLength: 1, maxLength: 30, size: 'max'}),
        fc.integer({min: 0, max: 2 ** 31 - 1}),
        async (steps, seed) => {
          vi.clearAllTimers()
          const random = seededRandom(seed)
          const latency = () => Math.floor(random() * 400)
          const lake = createLake({storage: memoryStorage()})
          await Promise.all([
            lake.mutate(DATASET, [{create: {_id: DRAFT, _type: 'post', title: 'start', count: 0, tags: []}}]),
            settle(),
          ])
          const logger = recordingLogger()
          const clients = [0, 1].map(() =>
            watchPair(
              checkoutPair(
                {publishedId: 'shared', draftId: DRAFT},
                lakeTransport(lake, {requestLatency: latency, eventLatency: latency}),
                {logger},
              ),
            ),
          )
          const [a, b] = clients as [WatchedPair, WatchedPair]
          try {
            await advanceUntil(() => a.pair.draft.loaded && b.pair.draft.loaded)
            for (const [index, step] of steps.entries()) {
              const document = clients[step.client]!.pair.draft
              try {
                document.patch(patchesFor(document, step.edit, `k${index}`))
              } catch (error) {
                // An edit that makes no sense on what this user sees is refused at once, as in a form.
                if (!(error instanceof MutationError)) throw error
              }
              if (step.wait > 0) await advance(step.wait)
            }
            const stored = () => lake.getDocuments(DATASET, [DRAFT])[0] ?? null
            await advanceUntil(
              () =>
                clients.every(
                  ({pair}) => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === stored()?._rev,
                ) &&
                lastStatus(a) === 'inSync' &&
                lastStatus(b) === 'inSync',
              120_000,
              250,
            )
            expect(a.pair.draft.getSnapshot()).toEqual(stored())
            expect(b.pair.draft.getSnapshot()).toEqual(stored())
          } finally {
            a.close()
            b.close()
          }
        },
      ),
      {numRuns: 100},
    )
  }, 120_000)
})

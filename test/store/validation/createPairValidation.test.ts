import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {
  createPairValidation,
  INITIAL_VALIDATION_STATUS,
  VALIDATION_THROTTLE_MS,
  type ValidationStatus,
} from '../../../src/store/validation'
import type {ValidationContext} from '../../../src/types'
import {advance, set, settle, testStore} from '../document/support/testStore'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.post-1'

/** What the document-level custom validator saw, run by run. */
interface Runs {
  titles: unknown[]
  signals: AbortSignal[]
  /** Titles whose run waits until released. */
  held: Map<string, () => void>
}

function schemaWith(runs: Runs) {
  return createSchema([
    defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
    defineType({
      name: 'post',
      type: 'document',
      // Custom validators run on every run, so this one sees each run.
      validation: (rule) =>
        rule.custom((value, context: ValidationContext) => {
          const title = (value as {title?: unknown} | undefined)?.title
          runs.titles.push(title)
          if (context.signal) runs.signals.push(context.signal)
          if (typeof title === 'string' && title.startsWith('slow')) {
            return new Promise((resolve) => runs.held.set(title, () => resolve('Slow title')))
          }
          return true
        }),
      fields: [
        defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
        defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
      ],
    }),
  ])
}

type Seed = {_id: string; _type: string} & Record<string, unknown>

/** A pair over a real lake holding `documents`, validated; resolves once the pair is loaded. */
async function setup(
  options: {liveEdit?: boolean; getDocumentExists?: (options: {id: string}) => Promise<boolean>} = {},
  ...documents: Seed[]
) {
  const store = testStore()
  if (documents.length > 0) await store.seed(...documents)
  const runs: Runs = {titles: [], signals: [], held: new Map()}
  const schema = schemaWith(runs)
  const pair = store.checkout()
  const statuses: ValidationStatus[] = []
  const validation$ = createPairValidation(pair, schema, options)
  const subscription = validation$.subscribe((status) => statuses.push(status))
  await settle()
  const latest = () => statuses[statuses.length - 1]!
  return {store, pair, runs, statuses, latest, validation$, close: () => subscription.unsubscribe()}
}

const messages = (status: ValidationStatus) =>
  status.validation.map(({level, message, path}) => `${level} ${path.join('.')}: ${message}`)

describe('createPairValidation', () => {
  it('starts out validating, with no markers', async () => {
    const store = testStore()
    const statuses: ValidationStatus[] = []
    const subscription = createPairValidation(
      store.checkout(),
      schemaWith({titles: [], signals: [], held: new Map()}),
    ).subscribe((status) => statuses.push(status))
    expect(statuses).toEqual([INITIAL_VALIDATION_STATUS])
    subscription.unsubscribe()
  })

  it('validates the published version when there is no draft, then the draft, with their revisions', async () => {
    const {store, latest, runs, close} = await setup({}, {_id: 'post-1', _type: 'post'})
    expect(latest()).toEqual({
      isValidating: false,
      validation: [expect.objectContaining({level: 'error', path: ['title']})],
      revision: store.stored('post-1')?._rev,
    })

    await store.seed({_id: DRAFT, _type: 'post', title: 'Draft'})
    await advance(VALIDATION_THROTTLE_MS)
    expect(latest()).toEqual({isValidating: false, validation: [], revision: store.stored(DRAFT)?._rev})
    expect(runs.titles).toEqual([undefined, 'Draft'])
    close()
  })

  it('has nothing to report when neither document exists', async () => {
    const {latest, runs, close} = await setup()
    expect(latest()).toEqual({isValidating: false, validation: [], revision: undefined})
    expect(runs.titles).toEqual([])
    close()
  })

  it('validates the published document of a live-edit type, not a stray draft', async () => {
    const {store, latest, runs, close} = await setup(
      {liveEdit: true},
      {_id: 'post-1', _type: 'post', title: 'Live'},
      {_id: DRAFT, _type: 'post'},
    )
    expect(latest()).toMatchObject({isValidating: false, validation: [], revision: store.stored('post-1')?._rev})
    expect(runs.titles).toEqual(['Live'])
    close()
  })

  it('validates local edits at once, then at most once per 200 ms, the latest version included', async () => {
    const {pair, latest, runs, close} = await setup({}, {_id: DRAFT, _type: 'post', title: ''})
    expect(runs.titles).toEqual([''])
    await advance(VALIDATION_THROTTLE_MS)

    let title = ''
    for (const letter of 'abcdefghij') {
      title += letter
      pair.draft.patch([set(['title'], title)])
      await advance(15)
    }
    // The first keystroke at once; the rest wait for the throttle window to end.
    expect(runs.titles).toEqual(['', 'a'])
    await advance(VALIDATION_THROTTLE_MS)
    expect(runs.titles).toEqual(['', 'a', 'abcdefghij'])
    expect(latest()).toMatchObject({isValidating: false, validation: [], revision: pair.draft.getSnapshot()?._rev})
    close()
  })

  it('does not validate again when only the echo of a local commit arrives', async () => {
    const {pair, runs, close} = await setup({}, {_id: DRAFT, _type: 'post', title: 'a'})
    await advance(VALIDATION_THROTTLE_MS)
    pair.draft.patch([set(['title'], 'ab')])
    const local = pair.draft.getSnapshot()
    await advance(0)
    expect(runs.titles).toEqual(['a', 'ab'])
    await advance(2_000)
    // The server's copy replaced the local view, and nothing was validated for it.
    expect(pair.draft.hasUnsavedChanges).toBe(false)
    expect(pair.draft.getSnapshot()).not.toBe(local)
    expect(runs.titles).toEqual(['a', 'ab'])
    close()
  })

  it('builds each run on the previous one: unchanged values keep their answers', async () => {
    const asked: string[] = []
    const getDocumentExists = ({id}: {id: string}) => {
      asked.push(id)
      return Promise.resolve(id !== 'gone')
    }
    const {pair, latest, close} = await setup(
      {getDocumentExists},
      {_id: DRAFT, _type: 'post', title: 'A', author: {_type: 'reference', _ref: 'author-1'}},
    )
    expect(asked).toEqual(['author-1'])

    pair.draft.patch([set(['title'], 'AB')])
    await advance(VALIDATION_THROTTLE_MS)
    pair.draft.patch([set(['title'], 'ABC')])
    await advance(VALIDATION_THROTTLE_MS)
    expect(asked).toEqual(['author-1'])

    pair.draft.patch([set(['author'], {_type: 'reference', _ref: 'gone'})])
    await advance(VALIDATION_THROTTLE_MS)
    expect(asked).toEqual(['author-1', 'gone'])
    expect(messages(latest())).toEqual([expect.stringMatching(/^error author: /)])
    close()
  })

  it('cancels a run still going when a newer version arrives', async () => {
    const {pair, statuses, latest, runs, close} = await setup({}, {_id: DRAFT, _type: 'post', title: 'fast'})
    await advance(VALIDATION_THROTTLE_MS)

    pair.draft.patch([set(['title'], 'slow one')])
    await advance(0)
    expect(latest().isValidating).toBe(true)
    const stale = runs.signals[runs.signals.length - 1]!
    expect(stale.aborted).toBe(false)

    await advance(VALIDATION_THROTTLE_MS)
    pair.draft.patch([set(['title'], 'quick')])
    await advance(0)
    expect(stale.aborted).toBe(true)
    // The stale run finishing late changes nothing.
    runs.held.get('slow one')!()
    await advance(VALIDATION_THROTTLE_MS)
    expect(latest()).toEqual({isValidating: false, validation: [], revision: pair.draft.getSnapshot()?._rev})
    expect(statuses.some((status) => status.validation.some((marker) => marker.message === 'Slow title'))).toBe(false)
    close()
  })

  it('keeps the previous markers while the next run is under way', async () => {
    const {pair, latest, runs, close} = await setup({}, {_id: DRAFT, _type: 'post'})
    const {validation: required, revision} = latest()
    expect(required).toHaveLength(1)
    await advance(VALIDATION_THROTTLE_MS)

    pair.draft.patch([set(['title'], 'slow')])
    await advance(0)
    expect(latest()).toEqual({isValidating: true, validation: required, revision})
    runs.held.get('slow')!()
    await advance(0)
    expect(latest()).toMatchObject({isValidating: false, revision: pair.draft.getSnapshot()?._rev})
    expect(messages(latest())).toEqual([' : Slow title'.replace(/^/, 'error')])
    close()
  })

  it('shares one run among subscribers and replays the latest status to new ones', async () => {
    const {runs, validation$, latest, close} = await setup({}, {_id: DRAFT, _type: 'post', title: 'Shared'})
    let replayed: ValidationStatus | undefined
    const second = validation$.subscribe((status) => (replayed = status))
    expect(replayed).toBe(latest())
    await advance(VALIDATION_THROTTLE_MS)
    expect(runs.titles).toEqual(['Shared'])
    second.unsubscribe()
    close()
  })

  it('refuses a throttle that is not a number of milliseconds', () => {
    const pair = testStore().checkout()
    expect(() => createPairValidation(pair, createSchema([]), {throttleMs: -1})).toThrow(RangeError)
  })
})

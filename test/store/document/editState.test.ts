import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {editState, type EditState} from '../../../src/store/document'
import {advance, advanceUntil, set, settle, testStore} from './support/testStore'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const DRAFT = 'drafts.post-1'

describe('editState', () => {
  it('emits not ready, then ready once, and never flips back while typing', async () => {
    const store = testStore()
    await store.seed({_id: 'post-1', _type: 'post', title: 'Published'})
    const pair = store.checkout()
    const states: EditState[] = []
    const subscription = editState(pair, 'post', false).subscribe((state) => states.push(state))
    expect(states).toEqual([{id: 'post-1', type: 'post', draft: null, published: null, liveEdit: false, ready: false}])
    await settle()

    pair.draft.createIfNotExists({_type: 'post', title: 'Published'})
    let title = 'Published'
    for (const letter of 'and edited') {
      title += letter
      pair.draft.patch([set(['title'], title)])
      await advance(150)
      // Someone else edits, and the connection drops once, in the middle of typing.
      if (letter === ' ') await store.write([{patch: {id: 'post-1', set: {note: 'from someone else'}}}])
      if (letter === 'e') store.transport.endListeners()
    }
    await advanceUntil(() => !pair.draft.hasUnsavedChanges)

    expect(states.filter((state) => !state.ready)).toHaveLength(1)
    expect(states.findIndex((state) => state.ready)).toBe(1)
    expect(states.slice(1).every((state) => state.ready)).toBe(true)
    expect(states.at(-1)).toEqual({
      id: 'post-1',
      type: 'post',
      draft: store.stored(DRAFT),
      published: store.stored('post-1'),
      liveEdit: false,
      ready: true,
    })
    expect(states.at(-1)?.draft).toMatchObject({title: 'Publishedand edited'})
    expect(states.at(-1)?.published).toMatchObject({note: 'from someone else'})
    subscription.unsubscribe()
  })

  it('answers ready at once for a pair that is loaded already', async () => {
    const store = testStore()
    const {pair} = await store.open()
    const states: EditState[] = []
    const subscription = editState(pair, 'post', true).subscribe((state) => states.push(state))
    expect(states).toEqual([{id: 'post-1', type: 'post', draft: null, published: null, liveEdit: true, ready: true}])
    subscription.unsubscribe()
  })

  it('needs a type name', () => {
    expect(() => editState(testStore().checkout(), '', false)).toThrow(
      'editState needs the schema type name of the document',
    )
  })
})

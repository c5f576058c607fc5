import {describe, expect, it} from 'vitest'
import {createLake, memoryStorage, type ListenEvent} from '../../../src/lake'
import type {ListenMutationEvent} from '../../../src/store/document'
import {applyRemoteEvent} from '../../../src/store/document/applyRemoteEvent'
import type {Mutation} from '../../../src/types'

/** Commits transactions on a real lake and returns each one's listen event (with mendoza effects) for `doc`. */
async function eventsOf(...transactions: Mutation[][]): Promise<ListenMutationEvent[]> {
  const lake = createLake({storage: memoryStorage()})
  const events: ListenMutationEvent[] = []
  const stop = lake.listen(
    'production',
    '*[_id == "doc"]',
    {},
    {effectFormat: 'mendoza', includeResult: false},
    (event: ListenEvent) => {
      if (event.type === 'mutation') events.push(event)
    },
  )
  for (const mutations of transactions) await lake.mutate('production', mutations)
  stop()
  return events
}

describe('applyRemoteEvent', () => {
  it('follows a document through creation, edits and deletion with the mendoza effects', async () => {
    const [created, edited, deleted] = await eventsOf(
      [{create: {_id: 'doc', _type: 'post', title: 'Hello', tags: ['a']}}],
      [{patch: {id: 'doc', set: {title: 'Hello world'}, insert: {after: 'tags[-1]', items: ['b']}}}],
      [{delete: {id: 'doc'}}],
    )
    const first = applyRemoteEvent(null, created!)
    expect(first).toEqual({
      applied: true,
      document: expect.objectContaining({title: 'Hello', _rev: created!.transactionId}),
    })
    const second = first.applied ? applyRemoteEvent(first.document, edited!) : first
    expect(second).toEqual({
      applied: true,
      document: expect.objectContaining({title: 'Hello world', tags: ['a', 'b'], _rev: edited!.transactionId}),
    })
    expect(second.applied && applyRemoteEvent(second.document, deleted!)).toEqual({applied: true, document: null})
  })

  it('replays the mutations of an event without effects, as the server applied them', async () => {
    const [created, edited] = await eventsOf(
      [{create: {_id: 'doc', _type: 'post', count: 1}}],
      [{patch: {id: 'doc', inc: {count: 2}}}],
    )
    const base = applyRemoteEvent(null, created!)
    const {effects: _effects, ...withoutEffects} = edited!
    const result = base.applied ? applyRemoteEvent(base.document, withoutEffects) : base
    expect(result).toEqual({
      applied: true,
      document: expect.objectContaining({count: 3, _rev: edited!.transactionId, _updatedAt: edited!.timestamp}),
    })
  })

  it('refuses an event that does not follow the document', async () => {
    const [created, first, second] = await eventsOf(
      [{create: {_id: 'doc', _type: 'post', count: 1}}],
      [{patch: {id: 'doc', inc: {count: 1}}}],
      [{patch: {id: 'doc', inc: {count: 1}}}],
    )
    const base = applyRemoteEvent(null, created!)
    expect(base.applied && applyRemoteEvent(base.document, second!)).toEqual({
      applied: false,
      reason: `the event follows revision "${first!.transactionId}" but the document is at "${created!.transactionId}"`,
    })
  })

  it('refuses an event whose effects and mutations do not give its revision', async () => {
    const [created, edited] = await eventsOf(
      [{create: {_id: 'doc', _type: 'post'}}],
      [{patch: {id: 'doc', set: {a: 1}}}],
    )
    const base = applyRemoteEvent(null, created!)
    const tampered = {...edited!, resultRev: 'another'}
    expect(base.applied && applyRemoteEvent(base.document, tampered)).toEqual({
      applied: false,
      reason: 'its effects give another revision; its mutations give another revision',
    })
    const {effects: _effects, mutations: _mutations, ...bare} = edited!
    expect(base.applied && applyRemoteEvent(base.document, bare)).toEqual({
      applied: false,
      reason: 'it carries neither effects nor mutations',
    })
  })
})

import {describe, expect, it} from 'vitest'
import type {ListenMutationEvent} from '../../../src/store/document'
import {foldIntoSnapshot} from '../../../src/store/document/foldIntoSnapshot'

const event = (
  transactionId: string,
  previousRev: string | undefined,
  resultRev: string | undefined,
): ListenMutationEvent => ({
  type: 'mutation',
  documentId: 'doc',
  transactionId,
  transition: previousRev === undefined ? 'appear' : resultRev === undefined ? 'disappear' : 'update',
  ...(previousRev === undefined ? {} : {previousRev}),
  ...(resultRev === undefined ? {} : {resultRev}),
  timestamp: '2026-01-01T00:00:00.000Z',
  transactionTotalEvents: 1,
  transactionCurrentEvent: 1,
})

const doc = (rev: string) => ({_id: 'doc', _type: 'post', _rev: rev})

describe('foldIntoSnapshot', () => {
  const chain = [event('t1', 'r0', 't1'), event('t2', 't1', 't2'), event('t3', 't2', 't3')]

  it('drops the events the fetched version already contains and keeps the later ones', () => {
    expect(foldIntoSnapshot(doc('t2'), chain)).toEqual({included: ['t1', 't2'], remaining: [chain[2]]})
    expect(foldIntoSnapshot(doc('t3'), chain)).toEqual({included: ['t1', 't2', 't3'], remaining: []})
  })

  it('keeps every event when the fetched version predates them', () => {
    expect(foldIntoSnapshot(doc('r0'), chain)).toEqual({included: [], remaining: chain})
    expect(foldIntoSnapshot(null, [event('t1', undefined, 't1')])).toEqual({
      included: [],
      remaining: [event('t1', undefined, 't1')],
    })
  })

  it('places a missing document after the last deletion', () => {
    const recreated = [event('t1', 'r0', undefined), event('t2', undefined, 't2'), event('t3', 't2', undefined)]
    expect(foldIntoSnapshot(null, recreated)).toEqual({included: ['t1', 't2', 't3'], remaining: []})
    expect(foldIntoSnapshot(doc('t2'), recreated)).toEqual({included: ['t1', 't2'], remaining: [recreated[2]]})
  })

  it('places nothing against a document without a revision', () => {
    expect(foldIntoSnapshot({_id: 'doc', _type: 'post'}, [event('t1', 'r0', undefined)])).toEqual({
      included: [],
      remaining: [event('t1', 'r0', undefined)],
    })
  })
})

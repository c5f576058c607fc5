import {describe, expect, it} from 'vitest'
import type {PresenceEvent} from '../../../src/client'
import {applyPresenceEvent, type PresenceSessions} from '../../../src/store/presence'

const sender = (userId: string) => ({
  userId,
  user: {id: userId, name: userId.toUpperCase()},
  timestamp: '2026-03-01T10:00:00.000Z',
})
const state = (sessionId: string, userId: string, documentId = 'post-1'): PresenceEvent => ({
  type: 'state',
  sessionId,
  locations: [{type: 'document', documentId, path: [], lastActiveAt: '2026-03-01T09:59:00.000Z'}],
  ...sender(userId),
})
const apply = (...events: PresenceEvent[]) => events.reduce<PresenceSessions>(applyPresenceEvent, new Map())

describe('applyPresenceEvent', () => {
  it('adds a session on its state and replaces it on the next, stamped with the relay time', () => {
    const sessions = apply(state('s1', 'ada'), state('s1', 'ada', 'post-2'))
    expect([...sessions.values()]).toEqual([
      {
        sessionId: 's1',
        userId: 'ada',
        user: {id: 'ada', name: 'ADA'},
        lastActiveAt: '2026-03-01T10:00:00.000Z',
        locations: [{type: 'document', documentId: 'post-2', path: [], lastActiveAt: '2026-03-01T09:59:00.000Z'}],
      },
    ])
  })

  it('removes a session on its disconnect and leaves the others', () => {
    const sessions = apply(state('s1', 'ada'), state('s2', 'grace'), {
      type: 'disconnect',
      sessionId: 's1',
      ...sender('ada'),
    })
    expect([...sessions.keys()]).toEqual(['s2'])
  })

  it('forgets everyone on a reconnect and keeps the same map for events that change nothing', () => {
    const before = apply(state('s1', 'ada'))
    for (const event of [
      {type: 'connected'},
      {type: 'rollCall', ...sender('grace')},
      {type: 'error', message: 'refused'},
    ] as PresenceEvent[]) {
      expect(applyPresenceEvent(before, event)).toBe(before)
    }
    expect(applyPresenceEvent(before, {type: 'disconnect', sessionId: 'unknown', ...sender('bob')})).toBe(before)
    expect(applyPresenceEvent(before, {type: 'reconnect'}).size).toBe(0)
  })

  it('throws on an unknown presence event', () => {
    expect(() => applyPresenceEvent(new Map(), {type: 'wave'} as unknown as PresenceEvent)).toThrow(
      'Unknown presence event type "wave"',
    )
  })
})

import type {PresenceLocation} from '../../client'
import type {PresenceSession, PresenceUser} from './PresenceSession'

/** The users the `fake_others` debug switch simulates. */
export const FAKE_PRESENCE_USERS: readonly PresenceUser[] = Object.freeze([
  Object.freeze({id: 'fake-presence-user-1', name: 'Simulated Ada'}),
  Object.freeze({id: 'fake-presence-user-2', name: 'Simulated Grace'}),
  Object.freeze({id: 'fake-presence-user-3', name: 'Simulated Linus'}),
])

/**
 * The sessions the `fake_others` debug switch adds to simulate other users: each
 * of {@link FAKE_PRESENCE_USERS} is where this session is, so a developer working alone sees
 * avatars, stacks and tooltips at the documents and fields they open. Nothing is sent for them.
 *
 * @param ownLocations - where this session is
 * @param now - the time the simulated sessions report (ISO)
 * @returns one session per simulated user; none while this session is nowhere
 */
export function fakeOtherSessions(ownLocations: readonly PresenceLocation[], now: string): PresenceSession[] {
  if (ownLocations.length === 0) return []
  return FAKE_PRESENCE_USERS.map((user, index) => ({
    sessionId: `fake-presence-session-${index + 1}`,
    userId: user.id,
    user: {...user},
    lastActiveAt: now,
    locations: ownLocations.map((location) => ({...location})),
  }))
}

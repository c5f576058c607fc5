// Public face of the store's presence service: own locations reported over the presence
// socket, other users' sessions, roll-calls, and the debug switches of the URL hash.
export {applyPresenceEvent, type PresenceSessions} from './applyPresenceEvent'
export {
  createPresenceStore,
  PRESENCE_REPORT_DEBOUNCE_MS,
  PRESENCE_REPORT_INTERVAL_MS,
  type PresenceStore,
  type PresenceStoreOptions,
} from './createPresenceStore'
export {FAKE_PRESENCE_USERS, fakeOtherSessions} from './fakeOtherSessions'
export {parsePresenceDebugFlags, type PresenceDebugFlags} from './presenceDebugFlags'
export {
  PRESENCE_SESSION_ID_LENGTH,
  PRESENCE_SESSION_STORAGE_KEY,
  presenceSessionId,
  type SessionIdStorage,
} from './presenceSessionId'
export type {
  DocumentPresence,
  PresenceLocationInput,
  PresenceSession,
  PresenceUser,
  UserPresence,
} from './PresenceSession'

// The presence websocket and users' key-value pairs.
export {identityFromRequest} from './identityFromRequest'
export {KeyValueStore} from './KeyValueStore'
export type {KeyValuePair} from '../../types'
export {
  DEFAULT_PRESENCE_IDLE_MS,
  IDLE_CLOSE_CODE,
  PresenceHub,
  presenceDataset,
  type PresenceHubOptions,
} from './PresenceHub'
export {
  MAX_PRESENCE_LOCATIONS,
  MAX_PRESENCE_MESSAGE_BYTES,
  parsePresenceMessage,
  PresenceMessageError,
  type PresenceClientMessage,
  type PresenceLocation,
} from './presenceMessages'

// Public face of the store's connection status: heartbeats, retries with backoff, and the
// page environment (online, offline, unload) the store's services listen to.
export type {ConnectedStatus, ConnectingStatus, ConnectionErrorStatus, ConnectionStatus} from './ConnectionStatus'
export {
  CONNECTION_HEARTBEAT_MS,
  createConnectionStatusStore,
  OFFLINE_MESSAGE,
  type ConnectionStatusStore,
  type ConnectionStatusStoreOptions,
} from './createConnectionStatusStore'
export {pingHeartbeats} from './pingHeartbeats'
export {browserEnvironment, resolveEnvironment, type StoreEnvironment} from './StoreEnvironment'

// Public face of the store's key-value service: the signed-in user's preferences, read in batches.
export {
  createKeyValueStore,
  KEY_VALUE_KEY_PATTERN,
  MAX_KEY_VALUE_KEY_LENGTH,
  type KeyValueLogger,
  type KeyValueStore,
  type KeyValueStoreOptions,
} from './createKeyValueStore'

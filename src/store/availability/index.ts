// Public face of the store's document availability: readable, permission denied or not found.
export {
  AVAILABILITY_NOT_FOUND,
  AVAILABILITY_PERMISSION_DENIED,
  AVAILABILITY_READABLE,
  type Availability,
  type AvailabilityReason,
  type DocumentPairAvailability,
} from './Availability'
export {
  AVAILABILITY_BATCH_MS,
  AVAILABILITY_CACHE_MS,
  AVAILABILITY_CHUNK_LENGTH,
  AVAILABILITY_CONCURRENCY,
  AVAILABILITY_REQUEST_TAG,
  createAvailabilityStore,
  type AvailabilityStore,
  type AvailabilityStoreOptions,
} from './createAvailabilityStore'
export {chunkIdsByLength} from './chunkIdsByLength'
export {createConcurrencyLimiter, type ConcurrencyLimiter} from './createConcurrencyLimiter'

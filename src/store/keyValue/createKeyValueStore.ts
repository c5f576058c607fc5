import {Observable, type Subscriber} from 'rxjs'
import type {VellumClient} from '../../client'

/**
 * Where errors of the key-value store are logged.
 * @beta
 */
export type KeyValueLogger = Pick<Console, 'error'>

/**
 * Options of {@link createKeyValueStore}.
 * @beta
 */
export interface KeyValueStoreOptions {
  /** The client of the signed-in user; the pairs are that user's. */
  client: Pick<VellumClient, 'keyValue'>
  /** Where read and write failures are logged (default `console`). */
  logger?: KeyValueLogger
}

/**
 * The signed-in user's preferences on the server (`/users/me/keyvalue`): values by key, read in
 * batches and shared by every subscriber of a key.
 * @beta
 */
export interface KeyValueStore {
  /**
   * The value of a key: emitted once known, and again whenever {@link setKey} changes it.
   * Missing keys read as null. Keys asked for in the same tick are read in one request; a key
   * already read is answered from memory. A failed read is logged and reads as null (the next
   * subscription asks again).
   *
   * @throws TypeError for a key the server would refuse
   */
  getKey(key: string): Observable<unknown>
  /**
   * Stores a value (null removes the key). Subscribers of the key see the new value at once;
   * if the write fails it is logged and they see the previous value again. Each call is one
   * request, so a value the server refuses cannot fail other writes with it.
   *
   * @returns the value as stored, or null when the write failed; rejects with a TypeError for a
   *   key the server would refuse or an `undefined` value
   */
  setKey(key: string, value: unknown): Promise<unknown>
}

/** The longest key the server accepts, in characters. */
export const MAX_KEY_VALUE_KEY_LENGTH = 1024

/** The characters of a key, as the server accepts them: letters, digits and `. _ - : @ + ~`. */
export const KEY_VALUE_KEY_PATTERN = /^[A-Za-z0-9._:@+~-]+$/

function assertKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key === '') throw new TypeError('A key-value key must be a non-empty string')
  if (key.length > MAX_KEY_VALUE_KEY_LENGTH)
    throw new TypeError(`The key-value key is longer than ${MAX_KEY_VALUE_KEY_LENGTH} characters`)
  if (!KEY_VALUE_KEY_PATTERN.test(key))
    throw new TypeError(`The key-value key "${key}" may hold only letters, digits and . _ - : @ + ~`)
}

interface Entry {
  /** Whether `value` is what the server holds (or what this store last wrote). */
  known: boolean
  value: unknown
  /** A read of this key is queued or in flight. */
  loading: boolean
  /** The version when that read was asked for. */
  readVersion: number
  /** Bumped by every write, so answers of older reads and writes are not applied over it. */
  version: number
  readonly subscribers: Set<Subscriber<unknown>>
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Creates the key-value store of the signed-in user.
 *
 * @example
 * ```ts
 * const keyValues = createKeyValueStore({client})
 * keyValues.getKey('studio.structure.layout').subscribe((layout) => …)
 * await keyValues.setKey('studio.structure.layout', {panes: 2})
 * ```
 * @beta
 */
export function createKeyValueStore(options: KeyValueStoreOptions): KeyValueStore {
  const {client} = options
  if (!client || typeof client.keyValue?.get !== 'function')
    throw new TypeError('createKeyValueStore needs a client with keyValue.get and keyValue.set')
  const logger = options.logger ?? console
  const entries = new Map<string, Entry>()
  const queued = new Set<string>()
  let flushScheduled = false

  const entryOf = (key: string): Entry => {
    let entry = entries.get(key)
    if (!entry)
      entries.set(
        key,
        (entry = {known: false, value: null, loading: false, readVersion: 0, version: 0, subscribers: new Set()}),
      )
    return entry
  }

  const emit = (entry: Entry, value: unknown) => {
    for (const subscriber of [...entry.subscribers]) subscriber.next(value)
  }

  const flush = async () => {
    flushScheduled = false
    const keys = [...queued]
    queued.clear()
    // A write since the read was asked for wins over its answer, unless the write failed and
    // left the key unknown again.
    const stale = (entry: Entry) => entry.known && entry.version !== entry.readVersion
    try {
      const pairs = await client.keyValue.get(keys)
      const values = new Map(pairs.map((pair) => [pair.key, pair.value]))
      for (const key of keys) {
        const entry = entryOf(key)
        entry.loading = false
        if (stale(entry)) continue
        entry.known = true
        entry.value = values.get(key) ?? null
        emit(entry, entry.value)
      }
    } catch (error) {
      logger.error(`Failed to read ${keys.map((key) => `"${key}"`).join(', ')} from the key-value store:`, error)
      for (const key of keys) {
        const entry = entryOf(key)
        entry.loading = false
        if (!stale(entry)) emit(entry, null)
      }
    }
  }

  const load = (key: string, entry: Entry) => {
    if (entry.loading) return
    entry.loading = true
    entry.readVersion = entry.version
    queued.add(key)
    if (flushScheduled) return
    flushScheduled = true
    // Keys asked for in the same tick (e.g. by every pane as it mounts) travel together.
    queueMicrotask(() => void flush())
  }

  return {
    getKey(key) {
      assertKey(key)
      return new Observable<unknown>((subscriber) => {
        const entry = entryOf(key)
        entry.subscribers.add(subscriber)
        if (entry.known) subscriber.next(entry.value)
        else load(key, entry)
        return () => {
          entry.subscribers.delete(subscriber)
        }
      })
    },

    async setKey(key, value) {
      assertKey(key)
      if (value === undefined) throw new TypeError(`The value of "${key}" is undefined; use null to remove a key`)
      const entry = entryOf(key)
      const previous = {known: entry.known, value: entry.value}
      const version = ++entry.version
      entry.known = true
      entry.value = value
      emit(entry, value)
      try {
        const stored = await client.keyValue.set([{key, value}])
        const answered = stored.find((pair) => pair.key === key)?.value ?? null
        if (entry.version === version && !sameJson(answered, entry.value)) {
          entry.value = answered
          emit(entry, answered)
        }
        return answered
      } catch (error) {
        logger.error(`Failed to store "${key}" in the key-value store:`, error)
        if (entry.version === version) {
          entry.known = previous.known
          entry.value = previous.value
          emit(entry, previous.value)
          // The value before the write was never read: read it now.
          if (!previous.known && entry.subscribers.size > 0) load(key, entry)
        }
        return null
      }
    },
  }
}

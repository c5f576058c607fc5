import {isRecord} from './isRecord'

/**
 * The limits that keep one client from taking the server down: how large and how deep a
 * request may be, how long a query may run, how much a slow listener may hold, how much
 * memory an image may take. Every limit has a default; an operator changes them in
 * `<dataDir>/settings.json` under `"limits"`, and an embedder with `createServer({limits})`.
 *
 * @example settings.json
 * {"limits": {"queryTimeoutMs": 5000, "imageMaxPixels": 40000000}}
 */
export interface ServerLimits {
  // Request bodies.
  /** Deepest nesting of arrays and objects in a JSON body, query parameter or document; default 100. */
  jsonMaxDepth: number

  // Queries (`/data/query`, deletes by query, text search filters).
  /** Longest GROQ query, in characters; default 100 000. Longer ones get a 413 before parsing. */
  queryMaxLength: number
  /** How long one query may evaluate before it is stopped with a 408 'Query timed out'; default 10 000 ms. */
  queryTimeoutMs: number
  /** Largest query result, in bytes of JSON; default 50 MB. Larger ones get a 413. */
  queryMaxResultBytes: number
  /** Longest listen filter (`/data/listen`), in characters; default 10 000. */
  listenQueryMaxLength: number

  // Listeners.
  /**
   * Bytes a listener may have queued for a client that does not read before it is closed
   * (with a `channelError` telling it to reconnect and catch up); default 4 MB.
   */
  listenerMaxBufferBytes: number

  // Images.
  /** Most pixels (width × height) the server decodes in one image; default 60 000 000 (60 MP). */
  imageMaxPixels: number
  /** How many images are decoded or transformed at once; the rest wait their turn; default 2. */
  imageConcurrency: number
  /** Widest or tallest transformed image a `?w=`/`?h=` request may ask for, in pixels; default 4 096. */
  imageMaxTransformDimension: number
  /** Most transformed images kept in the transform cache; default 1 000 (least recently used go first). */
  transformCacheMaxEntries: number
  /** Most bytes of transformed images kept in the transform cache; default 256 MB. */
  transformCacheMaxBytes: number

  // Sign-in.
  /** Failed sign-ins per account from one address within the window before a 429; default 5. */
  signInMaxFailuresPerAccount: number
  /**
   * Failed sign-ins from one address (any account) within the window after which each further
   * attempt from it is slowed down (never refused for another account's correct password); default 20.
   */
  signInMaxFailuresPerAddress: number
  /** The sign-in failure window, in ms; default 15 minutes. */
  signInWindowMs: number
  /**
   * Addresses of reverse proxies whose `X-Forwarded-For` is believed for the client address
   * (sign-in limits); default none: the socket's address is the client's.
   */
  trustedProxies: string[]
}

/** The limits a server runs with when nobody sets them. */
export const DEFAULT_LIMITS: Readonly<ServerLimits> = Object.freeze({
  jsonMaxDepth: 100,
  queryMaxLength: 100_000,
  queryTimeoutMs: 10_000,
  queryMaxResultBytes: 50 * 1024 * 1024,
  listenQueryMaxLength: 10_000,
  listenerMaxBufferBytes: 4 * 1024 * 1024,
  imageMaxPixels: 60_000_000,
  imageConcurrency: 2,
  imageMaxTransformDimension: 4096,
  transformCacheMaxEntries: 1000,
  transformCacheMaxBytes: 256 * 1024 * 1024,
  signInMaxFailuresPerAccount: 5,
  signInMaxFailuresPerAddress: 20,
  signInWindowMs: 15 * 60 * 1000,
  trustedProxies: [],
})

/** A `limits` setting the server cannot start with; the message names the limit. */
export class LimitsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LimitsError'
  }
}

/**
 * Checks limits given as settings (`"limits"` of settings.json, or `createServer`'s option)
 * and fills in the defaults for the rest.
 * @throws LimitsError for an unknown limit, or a value that is not a positive integer (a list
 * of address strings for `trustedProxies`).
 */
export function resolveLimits(value: unknown, where = 'limits'): ServerLimits {
  if (value === undefined) return {...DEFAULT_LIMITS, trustedProxies: []}
  if (!isRecord(value)) throw new LimitsError(`"${where}" must be an object of limits`)
  const limits: ServerLimits = {...DEFAULT_LIMITS, trustedProxies: []}
  for (const [key, given] of Object.entries(value)) {
    if (given === undefined) continue
    if (!(key in DEFAULT_LIMITS)) throw new LimitsError(`unknown limit "${where}.${key}"; known are ${Object.keys(DEFAULT_LIMITS).join(', ')}`)
    if (key === 'trustedProxies') {
      if (!Array.isArray(given) || !given.every((entry) => typeof entry === 'string' && entry.trim() !== '')) {
        throw new LimitsError(`"${where}.trustedProxies" must be a list of proxy addresses like "127.0.0.1"`)
      }
      limits.trustedProxies = given.map((entry: string) => entry.trim())
      continue
    }
    if (typeof given !== 'number' || !Number.isSafeInteger(given) || given <= 0) {
      throw new LimitsError(`"${where}.${key}" must be a positive integer, got ${JSON.stringify(given)}`)
    }
    ;(limits as unknown as Record<string, number>)[key] = given
  }
  return limits
}

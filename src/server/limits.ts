import {isProxyEntry} from './clientAddress'
import {DEFAULT_QUERY_LIMITS, type QueryLimits} from '../lake'
import {isRecord} from './isRecord'

/**
 * The limits that keep one client from taking the server down: how large and how deep a
 * request may be, how long a query may run, how much a slow listener may hold, how much
 * memory an image may take. Every limit has a default; an operator changes them in
 * `<dataDir>/settings.json` under `"limits"`, and an embedder with `createServer({limits})`.
 *
 * @example settings.json
 * {"limits": {"queryTimeoutMs": 5000, "imageMaxPixels": 40000000}}
 * @public
 */
export interface ServerLimits {
  // Request bodies.
  /** Deepest nesting of arrays and objects in a JSON body, query parameter or document; default 100. */
  jsonMaxDepth: number

  // Queries (`/data/query`, deletes by query, text search filters).
  /**
   * Longest GROQ query (or text search filter), in characters; default 8 000. Longer ones get
   * a 413 before they are parsed: groq-js parses some shapes in time that grows with the
   * square of their length, and parsing holds the server (8 000 characters of `1+1+…`, the
   * slowest shape measured, take 0.1 s, or 0.4 s on a busy machine; 12 000 take 0.7–1.4 s).
   * Long lists of ids belong in a parameter (`_id in $ids`), which costs no parsing.
   */
  queryMaxLength: number
  /**
   * How long one query may take before it is stopped with a 422 'Query timed out'; default
   * 10 000 ms. A query never holds the server for long meanwhile: after 50 ms it goes on in
   * slices of 10 ms, between which other requests are answered.
   */
  queryTimeoutMs: number
  /**
   * Largest query result, in bytes of JSON; default 50 MB. A larger one gets a 422 (counted
   * without serialising it: a result can repeat one large array under every element).
   */
  queryMaxResultBytes: number
  /** Longest listen filter (`/data/listen`, event stream or websocket), in characters; default 8 000 (as queries). Longer ones get a 413 before any event is sent. */
  listenQueryMaxLength: number

  // Listeners.
  /**
   * Bytes a listener (event stream or websocket) may have queued for a client that does not
   * read, keep-alives and welcome included, before it is sent `reconnect` and closed
   * (websockets with code 1013); the client reconnects and catches up. One event larger than
   * this still reaches a client with nothing queued. Default 4 MB: a client that keeps up,
   * under bursts of 100 KB documents from 32 writers at once, had at most 2.8 MB queued; 50
   * listeners that never read, each with a query of its own, added 133 MB to the server.
   */
  listenerMaxBufferBytes: number

  // Images.
  /**
   * Most pixels (width × height, first frame) the server decodes in one image; default
   * 100 000 000 (100 MP: 61 MP camera originals fit, a 16 000² image bomb does not). An upload
   * over it is refused from its header with a 413 before anything is decoded; a transform of
   * an original stored under a higher limit gets a 422. One image job takes up to about 4
   * bytes a pixel (an EXIF-rotated 60 MP JPEG: about 230 MB).
   */
  imageMaxPixels: number
  /**
   * How many image jobs (decoding an upload's metadata, rendering a transform) run at once;
   * the rest wait their turn, first come first served; default 2.
   */
  imageConcurrency: number
  /**
   * Widest or tallest image a transform renders, in pixels; default 4 096. A `?w=`/`?h=`
   * (times `dpr`) over it is clamped, keeping the requested box's aspect ratio.
   */
  imageMaxTransformDimension: number
  /** Most transformed images kept in the transform cache; default 1 000 (least recently used go first). */
  transformCacheMaxEntries: number
  /**
   * Most bytes of transformed images kept in the transform cache; default 256 MB (least
   * recently used go first; a single transform larger than this is served but not kept).
   */
  transformCacheMaxBytes: number

  // Sign-in.
  /**
   * Sign-in attempts per account from one address (an IPv6 /64) within the window that may
   * fail; the next ones get a 429 with `Retry-After` until the window ends, whatever the
   * password. Counted before the password is checked, so it is also the most password checks
   * one address gets per account and window; default 5.
   */
  signInMaxFailuresPerAccount: number
  /**
   * Failed sign-ins within the window from one address (any account), or for one account
   * (from any address), after which each further attempt from that address or for that
   * account waits half a second more per failure past this number, at most 5 seconds: slowed
   * down, never refused, so one guesser cannot lock others out; default 20.
   */
  signInMaxFailuresPerAddress: number
  /** The sign-in failure window, in ms, counted from a count's first attempt; default 15 minutes. */
  signInWindowMs: number
  /**
   * Addresses (`10.0.0.2`) or ranges (`10.0.0.0/8`) of reverse proxies in front of the
   * server. Only when a request's socket peer is one of them is its `X-Forwarded-For`
   * believed, read from the right: the client is the right-most address that is not itself
   * a trusted proxy. Default none: the socket's address is the client's.
   */
  trustedProxies: string[]
}

/** The limits a server runs with when nobody sets them. */
export const DEFAULT_LIMITS: Readonly<ServerLimits> = Object.freeze({
  jsonMaxDepth: 100,
  queryMaxLength: DEFAULT_QUERY_LIMITS.maxLength,
  queryTimeoutMs: DEFAULT_QUERY_LIMITS.timeoutMs,
  queryMaxResultBytes: DEFAULT_QUERY_LIMITS.maxResultBytes,
  listenQueryMaxLength: DEFAULT_QUERY_LIMITS.listenMaxLength,
  listenerMaxBufferBytes: 4 * 1024 * 1024,
  imageMaxPixels: 100_000_000,
  imageConcurrency: 2,
  imageMaxTransformDimension: 4096,
  transformCacheMaxEntries: 1000,
  transformCacheMaxBytes: 256 * 1024 * 1024,
  signInMaxFailuresPerAccount: 5,
  signInMaxFailuresPerAddress: 20,
  signInWindowMs: 15 * 60 * 1000,
  trustedProxies: [],
})

/** The query limits the lake applies (see `QueryLimits` in src/lake), from the server's. */
export function queryLimits(limits: ServerLimits): QueryLimits {
  return {
    maxLength: limits.queryMaxLength,
    timeoutMs: limits.queryTimeoutMs,
    maxResultBytes: limits.queryMaxResultBytes,
    listenMaxLength: limits.listenQueryMaxLength,
  }
}

/**
 * A `limits` setting the server cannot start with; the message names the limit.
 * @public
 */
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
    if (!(key in DEFAULT_LIMITS))
      throw new LimitsError(`unknown limit "${where}.${key}"; known are ${Object.keys(DEFAULT_LIMITS).join(', ')}`)
    if (key === 'trustedProxies') {
      if (!Array.isArray(given) || !given.every((entry) => typeof entry === 'string' && isProxyEntry(entry))) {
        throw new LimitsError(
          `"${where}.trustedProxies" must be a list of proxy addresses like "127.0.0.1" or ranges like "10.0.0.0/8"`,
        )
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

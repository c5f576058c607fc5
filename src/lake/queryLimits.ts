import {LakeError} from './LakeError'

/**
 * What one GROQ query may cost the lake: how long its text may be, how long it may run and how
 * large its result may be. The lake applies them to queries, deletes by query and text search
 * filters; listen filters have a length limit of their own. Set them for a whole lake with
 * `createLake({limits})`, or for one call with the `limits` option of `query` and `textSearch`.
 * @public
 */
export interface QueryLimits {
  /**
   * Longest query, in characters; longer ones are refused (LakeError `tooLarge`) before they
   * are parsed. groq-js parses some shapes in time that grows with the square of their length
   * (a list literal, a chain of `+`), so this also bounds parse time.
   */
  maxLength: number
  /**
   * How long a query may take, in milliseconds, from the call to its result; past it the query
   * stops with a LakeError `queryLimit` 'Query timed out'.
   */
  timeoutMs: number
  /**
   * Largest result, in bytes of its JSON; a larger one is refused (LakeError `queryLimit`)
   * without being serialised.
   */
  maxResultBytes: number
  /** Longest listen filter, in characters; longer ones are refused (LakeError `tooLarge`). */
  listenMaxLength: number
}

/**
 * The limits of a lake created without any: the server's defaults (see its `ServerLimits`).
 * 8 000 characters parse in well under a second whatever their shape (the slowest measured,
 * a chain of 4 000 `+`, in 0.1 s, 0.4 s on a busy machine); a list of ids longer than that
 * belongs in a parameter.
 */
export const DEFAULT_QUERY_LIMITS: Readonly<QueryLimits> = Object.freeze({
  maxLength: 8_000,
  timeoutMs: 10_000,
  maxResultBytes: 50 * 1024 * 1024,
  listenMaxLength: 8_000,
})

/**
 * Refuses a query longer than a limit, before anything parses it.
 * @param what - what the text is, for the message ("Query", "Listen query", "Text search filter")
 * @throws LakeError `tooLarge` 'Query is longer than the limit of N characters'
 */
export function assertQueryLength(query: string, maxLength: number, what = 'Query'): void {
  if (query.length > maxLength) {
    throw new LakeError(
      'tooLarge',
      `${what} is longer than the limit of ${maxLength.toLocaleString('en-US')} characters (it has ${query.length.toLocaleString('en-US')})`,
    )
  }
}

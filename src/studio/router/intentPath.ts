import {
  decodeIntentParams,
  decodeIntentPayload,
  encodeIntentParams,
  encodeIntentPayload,
  type IntentParams,
} from './intentParams'

/** The path segment intent routes live under: `<workspace basePath>/intent/...`. */
export const INTENT_SEGMENT = 'intent'

/**
 * The intents the studio itself sends: `create` (params `type`, optionally `template`, with
 * template parameters in the payload) and `edit` (params `id` and `type`, optionally `mode`).
 * Tools may understand other names.
 * @public
 */
export type IntentName = 'create' | 'edit' | (string & {})

/**
 * An intent as it travels in a URL: what to do, to what, and any extra data.
 * @public
 */
export interface IntentRequest {
  /** The intent's name, e.g. `edit` or `create`. */
  intent: IntentName
  /**
   * The intent's params, e.g. `{id: 'abc', type: 'post'}` for edit or `{type: 'post', template: 'post'}` for create.
   */
  params: IntentParams
  /** Any JSON value (e.g. template parameters for create); absent when the URL has none. */
  payload?: unknown
}

/**
 * The input of {@link encodeIntentPath}: params may leave optional ones `undefined`.
 * @public
 */
export interface IntentTarget {
  /** The intent's name, e.g. `edit` or `create`. */
  intent: IntentName
  /** The intent's params, e.g. `{id: 'abc', type: 'post'}`; those `undefined` are left out. */
  params?: Readonly<Record<string, string | undefined>>
  /** Any JSON value (e.g. template parameters for create). */
  payload?: unknown
}

const INTENT_NAME = /^[a-z][a-z0-9_-]*$/i

/**
 * Writes an intent as a path relative to the workspace: `intent/<intent>/<params>/<payload>`.
 * With no payload the path ends after the params' `/`; with neither params nor payload it is
 * `intent/<intent>/`.
 *
 * @example
 * ```ts
 * encodeIntentPath({intent: 'edit', params: {id: 'abc', type: 'post'}})
 * // → 'intent/edit/id=abc;type=post/'
 * ```
 * @throws Error for an intent name that is not a letter followed by letters, digits, `_` or
 *   `-`, or for params or a payload that cannot be encoded.
 */
export function encodeIntentPath({intent, params = {}, payload}: IntentTarget): string {
  if (!INTENT_NAME.test(intent))
    throw new Error(`Invalid intent name "${intent}": use a letter followed by letters, digits, "_" or "-"`)
  const encodedParams = encodeIntentParams(params)
  const encodedPayload = payload === undefined ? '' : encodeIntentPayload(payload)
  if (encodedParams === '' && encodedPayload === '') return `${INTENT_SEGMENT}/${intent}/`
  return `${INTENT_SEGMENT}/${intent}/${encodedParams}/${encodedPayload}`
}

/**
 * Reads the part of an intent URL after `intent/`: `edit/id=abc;type=post/` → the edit intent
 * with params `id` and `type`. Trailing slashes are optional; empty params or payload
 * segments mean none.
 *
 * @throws Error for a missing or invalid intent name, extra segments, or params or a payload
 *   that do not decode.
 */
export function parseIntentPath(path: string): IntentRequest {
  const segments = path.split('/')
  // One trailing '/' is how intent URLs are written; it adds an empty last segment.
  if (segments.length > 1 && segments.at(-1) === '') segments.pop()
  const [intent = '', params = '', payload = '', ...extra] = segments
  if (intent === '')
    throw new Error('Invalid intent URL: it needs an intent name, as in /intent/edit/id=abc;type=post/')
  if (!INTENT_NAME.test(intent)) throw new Error(`Invalid intent name "${intent}"`)
  if (extra.length > 0) throw new Error(`Invalid intent URL: unexpected "/${extra.join('/')}" after the payload`)
  const request: IntentRequest = {intent, params: decodeIntentParams(params)}
  if (payload !== '') request.payload = decodeIntentPayload(payload)
  return request
}

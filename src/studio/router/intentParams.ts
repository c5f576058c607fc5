// The two encoded parts of an intent URL: params as `key=value;key=value` and the payload as
// base64url JSON, so both survive as single path segments.

/**
 * An intent's params, e.g. `{id: 'abc', type: 'post'}` for edit or `{type: 'post', template: 'post'}` for create.
 * @public
 */
export type IntentParams = Record<string, string>

/**
 * Writes intent params as one path segment: `{id: 'abc', type: 'post'}` → `id=abc;type=post`.
 * Keys and values are percent-encoded, so `;`, `=` and `/` inside them are safe; params whose
 * value is `undefined` are left out, so optional params can be passed as they are.
 *
 * @throws Error for an empty key or a value that is not a string.
 */
export function encodeIntentParams(params: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => {
      if (key === '') throw new Error('Intent params cannot have an empty key')
      if (typeof value !== 'string') throw new Error(`Intent param "${key}" must be a string, got ${typeof value}`)
      return `${encodeComponent(key)}=${encodeComponent(value)}`
    })
    .join(';')
}

/**
 * Reads the params segment of an intent URL: `id=abc;type=post` → `{id: 'abc', type: 'post'}`.
 * An empty segment gives no params; a pair without `=` is a param with an empty value; of
 * repeated keys the last wins.
 *
 * @throws Error for a pair with an empty key or a malformed percent-escape.
 */
export function decodeIntentParams(segment: string): IntentParams {
  if (segment === '') return {}
  const entries = segment.split(';').map((pair): [string, string] => {
    const separator = pair.indexOf('=')
    const rawKey = separator === -1 ? pair : pair.slice(0, separator)
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1)
    const key = decodeComponent(rawKey)
    if (key === '') throw new Error(`Invalid intent params "${segment}": every param needs a key`)
    return [key, decodeComponent(rawValue)]
  })
  // fromEntries defines own properties, so a `__proto__` key stays a plain param.
  return Object.fromEntries(entries)
}

/**
 * Writes an intent payload (any JSON value: template parameters, initial values) as one
 * URL-safe segment: the UTF-8 JSON in base64url without padding.
 *
 * @throws Error when the payload cannot be written as JSON.
 */
export function encodeIntentPayload(payload: unknown): string {
  const json = JSON.stringify(payload)
  if (json === undefined) throw new Error(`An intent payload must be a JSON value, got ${typeof payload}`)
  let binary = ''
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Reads an intent payload written by {@link encodeIntentPayload}.
 *
 * @throws Error when the segment is not base64url, not UTF-8 or not JSON.
 */
export function decodeIntentPayload(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) {
    throw new Error(`Invalid intent payload "${segment}": expected base64url-encoded JSON`)
  }
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  try {
    return JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes))
  } catch (error) {
    throw new Error(`Invalid intent payload "${segment}": ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
}

function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    // Only lone surrogates make encodeURIComponent throw.
    throw new Error(`Intent param ${JSON.stringify(value)} is not well-formed Unicode`)
  }
}

function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new Error(`Invalid intent params: "${value}" is not correctly percent-encoded`)
  }
}

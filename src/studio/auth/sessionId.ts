/** The shortest `#sid=` session id the studio exchanges for a token, in characters: shorter ones are ignored. */
export const MIN_SESSION_ID_LENGTH = 20

/** A URL hash split into the sign-in session id it carried and the hash without it. */
export interface SessionIdInHash {
  /** The `sid` value, or null when the hash has none (or it is too short to be real). */
  sid: string | null
  /** The hash without `sid=…`: `''` or starting with `#`. */
  hash: string
}

const SID = /(?:^|&)sid=([^&]*)/

/**
 * Finds the session id a sign-in redirect put in the URL hash (`#sid=…`) and the hash without
 * it, leaving any other hash content as it was.
 *
 * @example
 * takeSessionId('#sid=0123456789abcdefghij') // {sid: '0123456789abcdefghij', hash: ''}
 * takeSessionId('#top') // {sid: null, hash: '#top'}
 */
export function takeSessionId(hash: string): SessionIdInHash {
  const body = hash.startsWith('#') ? hash.slice(1) : hash
  const match = SID.exec(body)
  if (!match) return {sid: null, hash}
  const rest = `${body.slice(0, match.index)}${body.slice(match.index + match[0].length)}`.replace(/^&/, '')
  let sid: string | null
  try {
    sid = decodeURIComponent(match[1] ?? '')
  } catch {
    sid = null
  }
  return {sid: sid !== null && sid.length >= MIN_SESSION_ID_LENGTH ? sid : null, hash: rest === '' ? '' : `#${rest}`}
}

import type {IncomingMessage} from 'node:http'

/** The name of the session cookie. */
export const SESSION_COOKIE = 'vellum_session'

function attributes(maxAgeSeconds: number, secure: boolean): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The `Set-Cookie` value that carries a session token: HttpOnly (scripts cannot read it),
 * SameSite=Lax (not sent on cross-site subrequests), Path=/, and Secure over https.
 */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(Math.max(0, Math.floor(maxAgeSeconds)), secure)}`
}

/** The `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; ${attributes(0, secure)}`
}

/** The session token in a request's `Cookie` header, if any. */
export function readSessionCookie(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue
    const value = part.slice(separator + 1).trim()
    if (value !== '') return value
  }
  return undefined
}

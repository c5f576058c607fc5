import {isOwnOrigin} from '../cors/origins'
import type {RequestContext} from '../RequestContext'
import {readSessionCookie} from './sessionCookie'
import {roleTitle} from './UserStore'

/** Who a request acts as: a signed-in user or an API token. */
export interface Identity {
  /** `u…` for users, `t…` for API tokens; the author id of transactions. */
  id: string
  name: string
  email: string | null
  /** `local`, `dev`, … for users; `token` for API tokens. */
  provider: string
  /** Role names; zero roles means signed in but not authorized. */
  roles: string[]
  kind: 'user' | 'token'
  profileImage?: string
  /** The sign-in a session credential belongs to (what logout ends); users only. */
  loginId?: string
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(ctx: RequestContext): string | undefined {
  const header = ctx.req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/**
 * Whether the session cookie may speak for a request. Browsers send an `Origin` header on
 * cross-origin and on POST requests; the cookie only counts when that origin is this server's
 * own or on the CORS allow-list with credentials — so a same-site page that is not allowed
 * cannot post mutations riding on the cookie.
 */
function cookieAllowed(ctx: RequestContext): boolean {
  const origin = ctx.req.headers.origin
  if (origin === undefined || isOwnOrigin(origin, ctx.req)) return true
  return ctx.server.cors.get(origin)?.allowCredentials === true
}

/**
 * Finds out who a request acts as, from (in order) `Authorization: Bearer` with an API token
 * or a session token, or the session cookie. A bearer header that is not valid does not fall
 * back to the cookie.
 * @returns the identity, or undefined for none or invalid credentials.
 */
export function resolveIdentity(ctx: RequestContext): Identity | undefined {
  const bearer = bearerToken(ctx)
  if (bearer === undefined && ctx.req.headers.authorization !== undefined) return undefined
  if (bearer !== undefined) {
    const token = ctx.server.tokens.verify(bearer)
    if (token) {
      return {
        id: token.id,
        name: token.label ?? `${roleTitle(token.role)} token`,
        email: null,
        provider: 'token',
        roles: [token.role],
        kind: 'token',
      }
    }
    return sessionIdentity(ctx, bearer)
  }
  const cookie = readSessionCookie(ctx.req)
  return cookie !== undefined && cookieAllowed(ctx) ? sessionIdentity(ctx, cookie) : undefined
}

function sessionIdentity(ctx: RequestContext, token: string): Identity | undefined {
  const {sessions, users} = ctx.server.auth
  const session = sessions.verify(token)
  const user = session && users.get(session.userId)
  if (!session || !user) return undefined
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    provider: user.provider,
    roles: user.roles,
    kind: 'user',
    ...(user.imageUrl ? {profileImage: user.imageUrl} : {}),
    loginId: session.loginId,
  }
}

import {HttpError} from './HttpError'
import type {RequestContext} from './RequestContext'
import {WRITE_ROLES, type TokenIdentity} from './tokenStore'

/** What a request wants to do. */
export type Action = 'read' | 'write'

/** The bearer token of a request, if it carries one. */
export function bearerToken(ctx: RequestContext): string | undefined {
  const header = ctx.req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/**
 * Decides whether a request may do something and says who is asking. Until full grants
 * arrive this is role-based: any valid token reads; administrator, editor and developer
 * tokens write. Kept as the one place a grants evaluation will replace.
 * @throws HttpError 401 without a valid token, 403 when its role may not do the action.
 */
export function authorize(ctx: RequestContext, action: Action): TokenIdentity {
  const token = bearerToken(ctx)
  if (!token) throw new HttpError(401, 'Authentication required: send an API token as "Authorization: Bearer <token>"')
  const identity = ctx.server.tokens.verify(token)
  if (!identity) throw new HttpError(401, 'The API token is not valid')
  if (action === 'write' && !WRITE_ROLES.has(identity.role)) {
    throw new HttpError(403, `A token with the role "${identity.role}" may read but not write`)
  }
  return identity
}

import {resolveIdentity, type Identity} from './auth/resolveIdentity'
import {HttpError} from './HttpError'
import type {RequestContext} from './RequestContext'
import {TOKEN_ROLES, WRITE_ROLES} from './tokenStore'

export {bearerToken} from './auth/resolveIdentity'

/** What a request wants to do. */
export type Action = 'read' | 'write'

const READ_ROLES: ReadonlySet<string> = new Set(TOKEN_ROLES)

/**
 * Decides whether a request may do something and says who is asking — a signed-in user or an
 * API token (see {@link resolveIdentity}). Until full grants arrive this is role-based: any
 * built-in role reads; administrator, editor and developer write. Kept as the one place a
 * grants evaluation will replace.
 * @throws HttpError 401 without valid credentials, 403 when no role allows the action.
 */
export function authorize(ctx: RequestContext, action: Action): Identity {
  const identity = resolveIdentity(ctx)
  if (!identity) {
    throw new HttpError(
      401,
      ctx.req.headers.authorization
        ? 'The token is not valid or has expired'
        : 'Authentication required: sign in, or send an API token as "Authorization: Bearer <token>"',
    )
  }
  const who = identity.kind === 'token' ? 'A token' : 'The user'
  if (!identity.roles.some((role) => READ_ROLES.has(role))) {
    throw new HttpError(403, `${who} has no role in this project; ask an administrator for one`)
  }
  if (action === 'write' && !identity.roles.some((role) => WRITE_ROLES.has(role))) {
    throw new HttpError(403, `${who} with the role${identity.roles.length === 1 ? '' : 's'} "${identity.roles.join('", "')}" may read but not write`)
  }
  return identity
}

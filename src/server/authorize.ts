import type {CompiledGrants} from '../lake'
import {resolveIdentity, type Identity} from './auth/resolveIdentity'
import {grantsFor} from './grants/grantsFor'
import {HttpError} from './HttpError'
import type {RequestContext} from './RequestContext'

export {bearerToken} from './auth/resolveIdentity'

/**
 * What a request wants to do. Kept for callers that say so; both answer the same since
 * grants arrived: what a caller may read or write is decided per document by its grants
 * (see {@link authorizeGrants}), not by a blanket role check.
 */
export type Action = 'read' | 'write'

/**
 * Says who is asking — a signed-in user or an API token (see {@link resolveIdentity}).
 * Signed-in callers without any role are refused: they are members of nothing. Everything
 * else is decided per document by the caller's grants ({@link authorizeGrants}).
 * @throws HttpError 401 without valid credentials, 403 for a caller with no role at all.
 */
export function authorize(ctx: RequestContext, _action: Action = 'read'): Identity {
  const identity = resolveIdentity(ctx)
  if (!identity) {
    throw new HttpError(
      401,
      ctx.req.headers.authorization
        ? 'The token is not valid or has expired'
        : 'Authentication required: sign in, or send an API token as "Authorization: Bearer <token>"',
    )
  }
  if (identity.roles.length === 0) {
    throw new HttpError(
      403,
      `${identity.kind === 'token' ? 'A token' : 'The user'} has no role in this project; ask an administrator for one`,
    )
  }
  return identity
}

/** Who is asking and what their roles grant. */
export interface AuthorizedCaller {
  identity: Identity
  /** The compiled grants of the caller's roles, to hand to the lake. */
  grants: CompiledGrants
}

/**
 * {@link authorize}, plus the caller's compiled grants (built-in and custom roles, tokens
 * alike), which every data route passes to the lake so it shows and changes only what they allow.
 * @throws HttpError 401 without valid credentials, 403 for a caller with no role at all.
 */
export function authorizeGrants(ctx: RequestContext): AuthorizedCaller {
  const identity = authorize(ctx)
  return {identity, grants: grantsFor(identity, ctx.server)}
}

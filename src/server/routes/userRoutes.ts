import {resolveIdentity, type Identity} from '../auth/resolveIdentity'
import {roleTitle, type User} from '../auth/UserStore'
import {authorize} from '../authorize'
import {badRequest, HttpError} from '../HttpError'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** The most ids one `GET /users/{ids}` may ask for. */
const MAX_USER_IDS = 100

/**
 * `GET /users/me`: who the request acts as — a signed-in user or an API token (provider
 * `token`). Answers users without roles too (the studio then shows "not authorized"); a
 * request without valid credentials gets a 401, which the studio reads as "signed out".
 */
function currentUser(ctx: RequestContext): void {
  const identity = resolveIdentity(ctx)
  if (!identity)
    throw new HttpError(401, 'Not signed in: sign in, or send an API token as "Authorization: Bearer <token>"')
  sendJson(ctx.res, 200, currentUserBody(identity), {'Cache-Control': 'no-store'})
}

function currentUserBody(identity: Identity): Record<string, unknown> {
  return {
    id: identity.id,
    name: identity.name,
    email: identity.email,
    profileImage: identity.profileImage ?? null,
    provider: identity.provider,
    // The single role older clients read; `roles` is the list.
    ...(identity.roles[0] === undefined ? {} : {role: identity.roles[0]}),
    roles: identity.roles.map((name) => ({name, title: roleTitle(name)})),
  }
}

/**
 * A user as others see them: both the studio's `name`/`profileImage` and `displayName`/`imageUrl`.
 * `email` is null unless `showEmail`.
 */
function publicUser(
  user: {id: string; name: string; email: string | null; provider: string; imageUrl: string | null},
  showEmail: boolean,
): Record<string, unknown> {
  return {
    id: user.id,
    name: user.name,
    displayName: user.name,
    email: showEmail ? user.email : null,
    profileImage: user.imageUrl,
    imageUrl: user.imageUrl,
    provider: user.provider,
  }
}

/** Whether a caller may see a user's e-mail address: administrators everyone's, anyone their own. */
function maySeeEmail(caller: Identity, userId: string): boolean {
  return caller.roles.includes('administrator') || caller.id === userId
}

/**
 * `GET /users/{ids}`: users by comma-separated id, as an array in the order asked, with null
 * for unknown ids. Ids of API tokens (the authors of their transactions) resolve to the token.
 * E-mail addresses are personal data the studio does not need to show authors: `email` is
 * null except for administrators and the caller's own record.
 */
function usersById(ctx: RequestContext): void {
  const caller = authorize(ctx, 'read')
  const ids = ctx.params.ids!.split(',').map((id) => id.trim())
  if (ids.some((id) => id === '')) throw badRequest('User ids must be comma-separated and not empty')
  if (ids.length > MAX_USER_IDS) throw badRequest(`Ask for at most ${MAX_USER_IDS} users at a time`)
  const {users} = ctx.server.auth
  let tokens: Map<string, {label: string | null; role: string}> | undefined
  const tokenById = (id: string) =>
    (tokens ??= new Map(ctx.server.tokens.list().map((token) => [token.id, token]))).get(id)
  const result = ids.map((id) => {
    const user: User | undefined = users.get(id)
    if (user) return publicUser(user, maySeeEmail(caller, user.id))
    const token = /^t[0-9a-f]{16}$/.test(id) ? tokenById(id) : undefined
    if (token)
      return publicUser(
        {id, name: token.label ?? `${roleTitle(token.role)} token`, email: null, provider: 'token', imageUrl: null},
        false,
      )
    return null
  })
  sendJson(ctx.res, 200, result)
}

/** Adds `GET /users/me` and `GET /users/{ids}`. */
export function addUserRoutes(router: Router): void {
  router.add('GET', '/users/me', currentUser)
  router.add('GET', '/users/:ids', usersById)
}

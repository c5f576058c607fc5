import {authorize} from '../authorize'
import type {RequestContext} from '../RequestContext'
import {sendJson, sendText} from '../respond'
import type {Router} from '../Router'

const ROLE_TITLES: Record<string, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  developer: 'Developer',
  contributor: 'Contributor',
  viewer: 'Viewer',
}

/** `GET /ping`: answers without credentials, with or without the version prefix. */
function ping(ctx: RequestContext): void {
  sendText(ctx.res, 200, 'PONG')
}

/**
 * `GET /users/me`: the user the request's token acts as. Tokens are users of their own
 * (provider `token`) until sessions arrive; a request without a valid token gets a 401, which
 * the studio reads as "signed out".
 */
function currentUser(ctx: RequestContext): void {
  const identity = authorize(ctx, 'read')
  const title = ROLE_TITLES[identity.role] ?? identity.role
  sendJson(ctx.res, 200, {
    id: identity.id,
    name: identity.label ?? `${title} token`,
    email: null,
    profileImage: null,
    provider: 'token',
    role: identity.role,
    roles: [{name: identity.role, title}],
  })
}

/** Adds the routes that are not about data: ping and the current user. */
export function addSystemRoutes(router: Router): void {
  router.add('GET', '/ping', ping, {unversioned: true})
  router.add('GET', '/users/me', currentUser)
}

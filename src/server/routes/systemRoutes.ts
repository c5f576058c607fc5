import type {RequestContext} from '../RequestContext'
import {sendText} from '../respond'
import type {Router} from '../Router'

/** `GET /ping`: answers without credentials, with or without the version prefix. */
function ping(ctx: RequestContext): void {
  sendText(ctx.res, 200, 'PONG')
}

/** Adds the routes that are not about data: ping. (Users are in userRoutes.) */
export function addSystemRoutes(router: Router): void {
  router.add('GET', '/ping', ping, {unversioned: true})
}

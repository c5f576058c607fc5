import {checkPermission, lookupDocuments} from '../../lake'
import {authorizeGrants} from '../authorize'
import {booleanOption, documentIds} from '../queryOptions'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/**
 * `GET /data/doc/{dataset}/{ids}`: documents by comma-separated ids →
 * `{documents, omitted: [{id, reason}]}`. `excludeContent=true` answers only the omissions
 * (an availability check), with `documents` empty. Documents the caller's grants do not allow
 * to read are omitted with reason `permission` — the availability the studio shows for a
 * reference to a document the user may not open (`PERMISSION_DENIED`, beside `READABLE` and
 * `NOT_FOUND`).
 * An id that is not a valid document id is a 400 naming it (ids hold no commas, so the list
 * splits exactly); an unknown dataset a 404.
 */
function getDocuments(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const excludeContent = booleanOption(ctx.query, 'excludeContent', false)
  const answer = lookupDocuments(ctx.server.lake, ctx.params.dataset!, ids, {
    mayRead: (document) => checkPermission(grants, 'read', document),
    excludeContent,
  })
  sendJson(ctx.res, 200, answer)
}

/** Adds `GET /data/doc/{dataset}/{ids}`. */
export function addDocRoute(router: Router): void {
  router.add('GET', '/data/doc/:dataset/:ids', getDocuments)
}

import type {Grant} from '../../types'
import {authorizeGrants} from '../authorize'
import {HttpError} from '../HttpError'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/**
 * `GET /projects/{projectId}/datasets/{dataset}/acl`: the caller's grants on the dataset,
 * `[{filter, permissions}]` — the union of the grants of its roles, built-in and custom — which
 * the studio evaluates per document with the grant filters to enable or disable actions.
 * An unknown project is a 404.
 */
function acl(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  if (ctx.params.projectId !== ctx.server.projectId)
    throw new HttpError(404, `Unknown project "${ctx.params.projectId}"`)
  const body: Grant[] = grants.grants.map((grant) => ({filter: grant.filter, permissions: [...grant.permissions]}))
  sendJson(ctx.res, 200, body)
}

/** Adds `GET /projects/{projectId}/datasets/{dataset}/acl`. */
export function addAclRoute(router: Router): void {
  router.add('GET', '/projects/:projectId/datasets/:dataset/acl', acl)
}

import {assertDatasetName} from '../../lake'
import {authorize} from '../authorize'
import {HttpError} from '../HttpError'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** The role that may create datasets over HTTP (as project administrators do on hosted content lakes). */
const DATASET_CREATOR_ROLE = 'administrator'

function checkProject(ctx: RequestContext): void {
  const projectId = ctx.params.projectId
  if (projectId !== undefined && projectId !== ctx.server.projectId)
    throw new HttpError(404, `Unknown project "${projectId}"`)
}

/**
 * `GET /datasets` and `GET /projects/{projectId}/datasets` (as `client.datasets.list()` asks,
 * by project hostname or by path): the datasets, `[{name, aclMode}]`, to any caller with a role.
 */
function listDatasets(ctx: RequestContext): void {
  authorize(ctx)
  checkProject(ctx)
  sendJson(
    ctx.res,
    200,
    ctx.server.lake.listDatasets().map((name) => ({name, aclMode: 'private'})),
  )
}

/**
 * `PUT /datasets/{name}` (and `/projects/{projectId}/datasets/{name}`), as
 * `client.datasets.create(name)` sends it: creates an empty dataset → `{datasetName, aclMode}`.
 * Administrators only (403 otherwise); an existing dataset is left as it is (200 all the same).
 * The one way besides `vellum dataset create` that a dataset comes into being: every other
 * endpoint answers 404 for a dataset that does not exist.
 */
function createDataset(ctx: RequestContext): void {
  const identity = authorize(ctx)
  checkProject(ctx)
  ctx.req.resume()
  if (!identity.roles.includes(DATASET_CREATOR_ROLE))
    throw new HttpError(403, `Only an ${DATASET_CREATOR_ROLE} may create datasets`)
  const name = ctx.params.name!
  assertDatasetName(name)
  ctx.server.lake.ensureDataset(name)
  sendJson(ctx.res, 200, {datasetName: name, aclMode: 'private'})
}

/** Adds listing and creating datasets. */
export function addDatasetRoutes(router: Router): void {
  router.add('GET', '/datasets', listDatasets)
  router.add('GET', '/projects/:projectId/datasets', listDatasets)
  router.add('PUT', '/datasets/:name', createDataset)
  router.add('PUT', '/projects/:projectId/datasets/:name', createDataset)
}

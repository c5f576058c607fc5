import {roleTitle} from '../auth/UserStore'
import {authorize} from '../authorize'
import {HttpError} from '../HttpError'
import {enabledFeatures} from '../operatorSettings'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** When this server process started: the project's `createdAt` when it has no users yet. */
const STARTED_AT = new Date().toISOString()

function checkProject(ctx: RequestContext): void {
  if (ctx.params.projectId !== ctx.server.projectId)
    throw new HttpError(404, `Unknown project "${ctx.params.projectId}"; this server serves "${ctx.server.projectId}"`)
}

/**
 * `GET /projects/{projectId}`: the one project this server serves, with the fields the
 * hosted studio and the CLI read — `id`, `displayName` (the project id), `organizationId`
 * (null: no organisation), `studioHost` (null), `isBlocked`/`isDisabled`/`isDisabledByUser`
 * (false), `metadata` (`{}`), `features` (none), `pendingInvites` (0), `createdAt` and
 * `members`: every user with `{id, createdAt, updatedAt, isCurrentUser, isRobot: false, role,
 * roles: [{name, title}]}`. Any caller with a role may read it; another project id is a 404.
 */
function getProject(ctx: RequestContext): void {
  const identity = authorize(ctx)
  checkProject(ctx)
  const users = ctx.server.auth.users.list()
  const createdAt = users.map((user) => user.createdAt).sort()[0] ?? STARTED_AT
  sendJson(ctx.res, 200, {
    id: ctx.server.projectId,
    displayName: ctx.server.projectId,
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    features: [],
    pendingInvites: 0,
    createdAt,
    members: users.map((user) => ({
      id: user.id,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      isCurrentUser: user.id === identity.id,
      isRobot: false,
      role: user.roles[0] ?? null,
      roles: user.roles.map((name) => ({name, title: roleTitle(name)})),
    })),
  })
}

/**
 * `GET /projects/{projectId}/features` (and `GET /features` where the operator routes do not
 * answer it): the features switched on, as the operator's settings say — by default only
 * `crossDatasetReferences`, so the studio keeps tasks, comments, scheduled publishing and the
 * other hosted add-ons off instead of calling their services. Another project id is a 404.
 */
function features(ctx: RequestContext): void {
  authorize(ctx)
  if (ctx.params.projectId !== undefined) checkProject(ctx)
  sendJson(ctx.res, 200, enabledFeatures(ctx.server.operator.settings))
}

/**
 * `GET /user-applications` and `GET /projects/{projectId}/user-applications`: the deployed
 * studios and apps registered with the project — none (`[]`).
 */
function userApplications(ctx: RequestContext): void {
  authorize(ctx)
  if (ctx.params.projectId !== undefined) checkProject(ctx)
  sendJson(ctx.res, 200, [])
}

/**
 * `GET /schedules/{projectId}/{dataset}`: scheduled publishing is not offered, so there are
 * no schedules (`{schedules: []}`), which the studio reads as "never used" and keeps the
 * tool hidden. Creating one (`POST`) is a 403 saying so.
 */
function schedules(ctx: RequestContext): void {
  authorize(ctx)
  checkProject(ctx)
  sendJson(ctx.res, 200, {schedules: []})
}

function schedulesNotOffered(ctx: RequestContext): void {
  authorize(ctx)
  ctx.req.resume()
  throw new HttpError(403, 'Scheduled publishing is not enabled on this server')
}

/**
 * The hosted studio's upsell texts, one per feature it can advertise: `GET /journey/{feature}`
 * answers the dialog's copy (`{ctaButton, secondaryButton, …}`) on plans without the feature.
 * The studio shows an upsell only when the answer is truthy, so `null` keeps it off.
 */
const UPSELL_FEATURES = ['content-releases', 'comments', 'tasks', 'scheduled-publishing', 'document-limit']

/**
 * `GET /journey/{feature}` for each of `UPSELL_FEATURES`: no upsell (`null`) — this server
 * has no plans to upgrade to, so the studio neither advertises nor blocks the feature.
 */
function noUpsell(ctx: RequestContext): void {
  authorize(ctx)
  sendJson(ctx.res, 200, null)
}

/**
 * `GET /journey/announcements`: the product announcements the studio shows in a card and a
 * dialog (documents with `audience`, `audienceRole`, `title`, …) — none (`[]`).
 */
function announcements(ctx: RequestContext): void {
  authorize(ctx)
  sendJson(ctx.res, 200, [])
}

/**
 * Adds the project endpoints hosted-lake clients call: the project, its features, user
 * applications, schedules and the studio's upsell and announcement endpoints (datasets are in
 * datasetRoutes).
 */
export function addProjectRoutes(router: Router): void {
  router.add('GET', '/projects/:projectId', getProject)
  router.add('GET', '/features', features)
  router.add('GET', '/projects/:projectId/features', features)
  router.add('GET', '/user-applications', userApplications)
  router.add('GET', '/projects/:projectId/user-applications', userApplications)
  router.add('GET', '/schedules/:projectId/:dataset', schedules)
  router.add('POST', '/schedules/:projectId/:dataset', schedulesNotOffered)
  for (const feature of UPSELL_FEATURES) router.add('GET', `/journey/${feature}`, noUpsell)
  router.add('GET', '/journey/announcements', announcements)
}

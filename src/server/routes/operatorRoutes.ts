import {appendFile} from 'node:fs/promises'
import {authorize} from '../authorize'
import {badRequest, HttpError} from '../HttpError'
import {enabledFeatures} from '../operatorSettings'
import {readJsonBody} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** The largest intake batch body, in bytes. */
export const MAX_INTAKE_BODY_BYTES = 1024 * 1024

/** The most events one intake batch may carry. */
export const MAX_INTAKE_EVENTS = 1000

/**
 * `GET /features`: the names of the features the operator enabled — by default only
 * `crossDatasetReferences`, which `"crossDatasetReferences": false` in settings.json switches off.
 */
function features(ctx: RequestContext): void {
  sendJson(ctx.res, 200, enabledFeatures(ctx.server.operator.settings))
}

/**
 * `GET /help`: the operator's help resources (`resources.sectionArray`) and `latestVersion`
 * when set. The same for every `m` (product@version) and `locale` the studio sends.
 */
function help(ctx: RequestContext): void {
  const {resources, latestVersion} = ctx.server.operator.settings.help
  sendJson(ctx.res, 200, {resources, ...(latestVersion === undefined ? {} : {latestVersion})})
}

/**
 * `GET /journey/trial` (and `/journey/trial/override`): the operator's announcement dialog,
 * or `{}` when there is none — the studio shows a dialog only for an answer with an `id`.
 * When the studio says it has shown it before (`seenBefore=true`), the load-time dialog
 * (`showOnLoad`) is left out so it does not open again.
 */
function trial(ctx: RequestContext): void {
  const announcement = ctx.server.operator.settings.announcement
  if (!announcement) return sendJson(ctx.res, 200, {})
  const {showOnLoad, ...rest} = announcement
  const seen = ctx.query.get('seenBefore') === 'true'
  sendJson(ctx.res, 200, seen || showOnLoad === undefined ? rest : {...rest, showOnLoad})
}

/**
 * `POST /journey/trial/{id}`: the studio marks the load-time dialog as seen. It remembers
 * that itself (and sends `seenBefore`), so there is nothing to keep: 204.
 */
function trialSeen(ctx: RequestContext): void {
  ctx.req.resume()
  ctx.res.writeHead(204).end()
}

/**
 * `GET /intake/telemetry-status`: the consent the studio asks before sending telemetry —
 * `denied` unless the operator turned telemetry on, then `granted`.
 */
function telemetryStatus(ctx: RequestContext): void {
  sendJson(
    ctx.res,
    200,
    {status: ctx.server.operator.settings.telemetry.enabled ? 'granted' : 'denied'},
    {'Cache-Control': 'no-store'},
  )
}

function checkBatch(body: unknown, projectId: string): Array<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be an object {projectId, batch: [events]}')
  const {projectId: bodyProject, batch} = body as Record<string, unknown>
  if (bodyProject !== undefined && bodyProject !== projectId)
    throw badRequest(`This server serves the project "${projectId}", not "${String(bodyProject)}"`)
  if (!Array.isArray(batch)) throw badRequest('"batch" must be a list of events')
  if (batch.length > MAX_INTAKE_EVENTS)
    throw badRequest(`A batch may carry at most ${MAX_INTAKE_EVENTS} events; got ${batch.length}`)
  if (!batch.every((event) => typeof event === 'object' && event !== null && !Array.isArray(event)))
    throw badRequest('Every event in "batch" must be an object')
  return batch as Array<Record<string, unknown>>
}

/**
 * `POST /intake/batch`: studio telemetry, `{projectId, batch}`, also sent as a beacon (any
 * content type). Refused with 403 unless the operator turned telemetry on; then each event is
 * appended to `<dataDir>/intake.ndjson` with the time and the sender's id. Nothing is ever
 * sent anywhere else.
 */
async function intakeBatch(ctx: RequestContext): Promise<void> {
  if (!ctx.server.operator.settings.telemetry.enabled) {
    ctx.req.resume()
    throw new HttpError(403, 'Telemetry is turned off on this server; nothing was stored')
  }
  const identity = authorize(ctx, 'read')
  const body = await readJsonBody(ctx.req, Math.min(MAX_INTAKE_BODY_BYTES, ctx.server.bodyLimit), {
    maxDepth: ctx.server.limits.jsonMaxDepth,
  })
  const batch = checkBatch(body, ctx.server.projectId)
  if (batch.length > 0) {
    const receivedAt = new Date().toISOString()
    const lines = batch.map(
      (event) => `${JSON.stringify({receivedAt, projectId: ctx.server.projectId, userId: identity.id, event})}\n`,
    )
    await appendFile(ctx.server.operator.intakeFile, lines.join(''), {mode: 0o600})
  }
  ctx.res.writeHead(204).end()
}

/**
 * Adds the operator content the studio reads: features, help, the
 * announcement dialog and telemetry consent and intake. They answer from the operator's
 * `settings.json`; with none, no features but cross-dataset references, no help links, no
 * dialog, and telemetry denied.
 */
export function addOperatorRoutes(router: Router): void {
  router.add('GET', '/features', features)
  router.add('GET', '/help', help)
  router.add('GET', '/journey/trial', trial)
  router.add('GET', '/journey/trial/override', trial)
  router.add('POST', '/journey/trial/:id', trialSeen)
  router.add('GET', '/intake/telemetry-status', telemetryStatus)
  router.add('POST', '/intake/batch', intakeBatch)
}

import {checkPermission, LakeError, type CompiledGrants} from '../../lake'
import type {ContentDocument} from '../../types'
import {assetReferenceGuard, checkAssetDeletes, removeUnusedAssetFiles} from '../assets'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {readJsonObject} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'
import {actionError} from './actions/actionError'
import {stillAsRead, translateActions, type DocumentReader, type TranslatedActions} from './actions/translateActions'

/**
 * How often a request is translated and committed again when a document it read changed
 * before its transaction committed (another transaction came in between).
 */
const STALE_READ_ATTEMPTS = 5

/** Thrown inside the commit when a document the translation read has changed since. */
class StaleRead extends Error {}

/** Reads documents as the caller sees them: one their grants do not let them read is missing. */
function reader(ctx: RequestContext, grants: CompiledGrants): DocumentReader {
  return (id) => {
    const document: ContentDocument | null = ctx.server.lake.getDocuments(ctx.params.dataset!, [id])[0] ?? null
    return document && checkPermission(grants, 'read', document) ? document : null
  }
}

/**
 * A failure of the lake as an `actionError` naming the action: the lake numbers the failing
 * mutation, which `origins` maps to the action it came from.
 */
function asActionError(error: unknown, translated: TranslatedActions): unknown {
  if (!(error instanceof LakeError) || typeof error.details.errorType !== 'string') return error
  const {errorType, index, documentId, permission} = error.details
  const action = typeof index === 'number' ? translated.origins[index] : undefined
  const status = {conflict: 409, notFound: 404, permission: 403}[error.kind as string] ?? 400
  return actionError(
    status,
    {
      type: errorType,
      description: error.message,
      ...(typeof documentId === 'string' ? {id: documentId} : {}),
      ...(typeof permission === 'string' ? {permission} : {}),
    },
    action,
  )
}

function updatesAll(grants: CompiledGrants): boolean {
  return grants.grants.some((grant) => grant.matchesAll && grant.permissions.has('update'))
}

/**
 * The mutations with the deletes of documents the caller may not read left out (as null): to
 * the caller they delete nothing, so the asset check must not answer for them either.
 */
function readableDeletes(translated: TranslatedActions, read: DocumentReader): unknown[] {
  return translated.mutations.map((mutation) =>
    'delete' in mutation && 'id' in mutation.delete && read(mutation.delete.id) === null ? null : mutation,
  )
}

function optionalFlag(body: Record<string, unknown>, name: string): boolean {
  if (body[name] !== undefined && typeof body[name] !== 'boolean') throw badRequest(`"${name}" must be true or false`)
  return body[name] === true
}

/**
 * `POST /data/actions/{dataset}`: the Actions API of hosted content lakes, as the hosted studio
 * saves through it and `client.action(...)` sends it. The body is
 * `{actions: [...], transactionId?, dryRun?, skipCrossDatasetReferenceValidation?}`; the
 * actions (see `translateActions` for each type) become the mutations of ONE transaction on
 * the same engine, grants and history as `POST /data/mutate`: the caller's grants must allow
 * every change (else 403 naming the document and permission), the transaction is recorded
 * with the caller as author, and listeners see it as one mutation event. Answers
 * `{transactionId}`.
 *
 * What the actions read (does the draft exist, what does it hold) is checked again inside the
 * commit; when another transaction changed it in between, the actions are translated and
 * committed again (a few times, then a 409).
 *
 * Errors have the `actionError` body (`{error: {type: 'actionError', description, items:
 * [{error: {type, description, id?}, index}]}}`, index = the failing action): 400 for bad
 * input (wrong types, unknown action types, ids that do not belong together), 404 for a
 * missing document, 403 without the grants, 409 for a revision that does not match
 * (`ifDraftRevisionId`, `ifPublishedRevisionId`, `ifBaseRevisionId`, `patch.ifRevisionID`) or
 * a document that must not exist. The body is read like a mutation's: JSON only (415), at
 * most the server's body limit (413) and JSON depth (400).
 */
async function dispatchActions(ctx: RequestContext): Promise<void> {
  const {identity, grants} = authorizeGrants(ctx)
  const body = await readJsonObject(ctx.req, ctx.server.bodyLimit, {
    maxDepth: ctx.server.limits.jsonMaxDepth,
    requireJsonContentType: true,
  })
  const transactionId = body.transactionId
  if (transactionId !== undefined && typeof transactionId !== 'string')
    throw badRequest('"transactionId" must be a string')
  const dryRun = optionalFlag(body, 'dryRun')
  optionalFlag(body, 'skipCrossDatasetReferenceValidation')
  const dataset = ctx.params.dataset!
  const read = reader(ctx, grants)

  for (let attempt = 1; ; attempt++) {
    const translated = translateActions(body.actions, read)
    // Permissions come first, as for mutations: a caller who may not delete learns nothing from the asset check.
    if (!updatesAll(grants) && translated.mutations.some((mutation) => 'delete' in mutation))
      await ctx.server.lake
        .mutate(dataset, translated.mutations, {author: identity.id, dryRun: true, grants})
        .catch((error: unknown) => {
          throw asActionError(error, translated)
        })
    // Deleting a referenced asset document is a 409; an unreferenced one takes its file along.
    const assetDeletes = await checkAssetDeletes(ctx.server, dataset, readableDeletes(translated, read), grants)
    const guardAssets = assetReferenceGuard(ctx.server, dataset, translated.mutations, grants)
    try {
      const {transactionId: committedId, results} = await ctx.server.lake.mutate(dataset, translated.mutations, {
        ...(transactionId === undefined ? {} : {transactionId}),
        author: identity.id,
        dryRun,
        grants,
        beforeCommit: (changes) => {
          for (const [id, dependency] of translated.reads) if (!stillAsRead(read(id), dependency)) throw new StaleRead()
          guardAssets(changes)
        },
      })
      if (!dryRun) await removeUnusedAssetFiles(ctx.server, assetDeletes, results)
      sendJson(ctx.res, 200, {transactionId: committedId})
      return
    } catch (error) {
      // The engine applies the mutations before the check above, so a create of a draft that
      // appeared meanwhile fails first: any failure with a changed read is retried too.
      const stale =
        error instanceof StaleRead ||
        (error instanceof LakeError &&
          [...translated.reads].some(([id, dependency]) => !stillAsRead(read(id), dependency)))
      if (!stale) throw asActionError(error, translated)
      if (attempt === STALE_READ_ATTEMPTS)
        throw actionError(
          409,
          {
            type: 'concurrentModificationError',
            description: 'The documents kept changing while the actions ran; try again',
          },
          undefined,
        )
    }
  }
}

/** Adds `POST /data/actions/{dataset}`. */
export function addActionsRoute(router: Router): void {
  router.add('POST', '/data/actions/:dataset', dispatchActions)
}

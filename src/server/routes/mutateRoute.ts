import {checkPermission, isValidDocumentId, mutationResults, readsEverything, type CompiledGrants} from '../../lake'
import type {Mutation} from '../../types'
import {assetReferenceGuard, checkAssetDeletes, removeUnusedAssetFiles} from '../assets'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {isRecord} from '../isRecord'
import {booleanOption, oneOfOption} from '../queryOptions'
import {readJsonObject} from '../readBody'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

const VISIBILITIES = ['sync', 'async', 'deferred'] as const

/** A boolean option given in the query string or, as hosted content lakes also accept, the body. */
function flag(ctx: RequestContext, body: Record<string, unknown>, name: string): boolean {
  if (body[name] !== undefined && typeof body[name] !== 'boolean')
    throw badRequest(`"${name}" in the body must be true or false`)
  return booleanOption(ctx.query, name, false) || body[name] === true
}

/**
 * `POST /data/mutate/{dataset}`: applies `{mutations: [...]}` as one transaction. Options
 * (query string): `returnIds`, `returnDocuments`, `visibility`, `transactionId` (also in the
 * body), `dryRun`, `autoGenerateArrayKeys`.
 *
 * Answers `{transactionId, results: [{id, operation}]}`, with each result's `document` when
 * `returnDocuments=true` (also for an operation `none`: the document as it stands). Ids are always listed: `returnIds` is accepted, and @sanity/client
 * always sends it, deriving `documentId(s)` from `results` itself. Every visibility is
 * answered after the commit: SQLite makes a write visible to the next query at once, so
 * `async` and `deferred` have nothing to defer.
 *
 * Grants: every document the transaction changes must be allowed by the caller's grants
 * (create on a new document, update on the previous and new version of a changed one,
 * update on a deleted one), dry runs included; otherwise the whole transaction is refused
 * with 403 and the `mutationError` body hosted content lakes send, whose item is
 * `{type: 'insufficientPermissionsError', description, permission, id}` — @sanity/client
 * surfaces it as a ClientError with status 403 and the description in its message.
 * Returned documents are limited to readable ones, and a document the caller may not read is
 * to the transaction one that does not exist (see `LakeMutateOptions.grants`): no answer tells
 * the two apart.
 *
 * The body must be JSON (`Content-Type: application/json`, else 415), nested at most
 * `limits.jsonMaxDepth` deep, with finite numbers (else 400); document ids must be valid
 * (400 naming the id) and the dataset must exist (404).
 */
async function mutate(ctx: RequestContext): Promise<void> {
  const {identity, grants} = authorizeGrants(ctx)
  const body = await readJsonObject(ctx.req, ctx.server.bodyLimit, {
    maxDepth: ctx.server.limits.jsonMaxDepth,
    requireJsonContentType: true,
  })
  oneOfOption(ctx.query, 'visibility', VISIBILITIES)
  booleanOption(ctx.query, 'returnIds', false)
  const returnDocuments = booleanOption(ctx.query, 'returnDocuments', false)
  const transactionId = body.transactionId ?? ctx.query.get('transactionId') ?? undefined
  if (transactionId !== undefined && typeof transactionId !== 'string')
    throw badRequest('"transactionId" must be a string')
  if (body.mutations === undefined)
    throw badRequest(
      'The body must hold "mutations": an array of create, createOrReplace, createIfNotExists, delete or patch',
    )

  const dryRun = flag(ctx, body, 'dryRun')
  const options = {
    transactionId,
    author: identity.id,
    dryRun,
    autoGenerateArrayKeys: flag(ctx, body, 'autoGenerateArrayKeys'),
    grants,
  }
  const mutations = body.mutations as Mutation[]
  // Permissions come first: a caller who may not delete learns nothing from the asset check.
  const updatesAll = grants.grants.some((grant) => grant.matchesAll && grant.permissions.has('update'))
  if (!updatesAll && hasDelete(mutations))
    await ctx.server.lake.mutate(ctx.params.dataset!, mutations, {...options, dryRun: true})
  // Deleting a referenced asset document is a 409; an unreferenced one takes its file along.
  const assetDeletes = await checkAssetDeletes(
    ctx.server,
    ctx.params.dataset!,
    readableDeletes(ctx, grants, body.mutations),
    grants,
  )
  const beforeCommit = assetReferenceGuard(ctx.server, ctx.params.dataset!, body.mutations, grants)
  const {transactionId: committedId, results} = await ctx.server.lake.mutate(ctx.params.dataset!, mutations, {
    ...options,
    beforeCommit,
  })
  if (!dryRun) await removeUnusedAssetFiles(ctx.server, assetDeletes, results)
  sendJson(ctx.res, 200, {
    transactionId: committedId,
    results: mutationResults(ctx.server.lake, ctx.params.dataset!, results, {
      returnDocuments,
      mayRead: (document) => checkPermission(grants, 'read', document),
    }),
  })
}

/**
 * The mutations with every delete of a document the caller may not read left out (as null):
 * to the caller such a delete deletes nothing, so the asset check must not answer for that
 * document either (a 409 naming its referrers would tell it exists).
 */
function readableDeletes(ctx: RequestContext, grants: CompiledGrants, mutations: unknown): unknown {
  if (!Array.isArray(mutations) || readsEverything(grants)) return mutations
  return mutations.map((mutation: unknown) => {
    const id = isRecord(mutation) && isRecord(mutation.delete) ? mutation.delete.id : undefined
    if (typeof id !== 'string' || !isValidDocumentId(id)) return mutation
    const document = ctx.server.lake.getDocuments(ctx.params.dataset!, [id])[0]
    return document && !checkPermission(grants, 'read', document) ? null : mutation
  })
}

function hasDelete(mutations: unknown): boolean {
  return (
    Array.isArray(mutations) &&
    mutations.some((mutation) => typeof mutation === 'object' && mutation !== null && 'delete' in mutation)
  )
}

/** Adds `POST /data/mutate/{dataset}`. */
export function addMutateRoute(router: Router): void {
  router.add('POST', '/data/mutate/:dataset', mutate)
}

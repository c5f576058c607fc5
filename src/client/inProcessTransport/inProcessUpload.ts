import {Observable} from 'rxjs'
import {permissionDenied} from '../../lake'
import type {ContentDocument, Permission} from '../../types'
import type {CallContext} from '../ClientTransport'
import type {AssetKind, UploadAssetOptions, UploadEvent} from '../UploadEvent'
import {assetType, checkUploadOptions, describeAsset, sha1Hex} from './describeAsset'
import type {InProcessLake, LakeGrants} from './InProcessLake'
import {toClientError} from './serverErrors'

/** What an in-process upload runs with. */
export interface InProcessUploadContext {
  lake: InProcessLake
  ctx: CallContext
  /** Throws the server's 401/403; answers the author id. */
  authorize: () => string
  grants: LakeGrants | undefined
  allowed: (permission: Permission, document: ContentDocument) => boolean
  assetBaseUrl?: string
}

/**
 * An upload into an in-process lake, as the server's asset endpoints handle it
 * (src/server/routes/assetRoutes.ts): bytes already stored as the same kind answer the existing
 * document (SHA-1 dedupe); otherwise the asset document is created in one transaction, after a
 * `create` check. Progress is 0 when it starts and 100 once the document is there — there is no
 * network to report on in between.
 */
export function inProcessUpload(
  context: InProcessUploadContext,
  kind: AssetKind,
  blob: Blob,
  options: Omit<UploadAssetOptions, 'tag'>,
): Observable<UploadEvent> {
  const {lake, ctx, grants, allowed} = context
  return new Observable<UploadEvent>((subscriber) => {
    let cancelled = false
    const total = blob.size
    const upload = async () => {
      subscriber.next({type: 'progress', percent: total === 0 ? 100 : 0, loaded: 0, total})
      const author = context.authorize()
      checkUploadOptions(options)
      const bytes = new Uint8Array(await blob.arrayBuffer())
      const sha1 = await sha1Hex(bytes)
      const type = assetType(kind)
      const existing = (await lake.query(
        ctx.dataset,
        '*[_type == $type && sha1hash == $sha1][0]',
        {type, sha1},
        grants ? {grants} : {},
      )) as ContentDocument | null
      let document = existing ?? undefined
      if (!document) {
        const fresh = describeAsset({
          projectId: ctx.projectId,
          dataset: ctx.dataset,
          kind,
          bytes,
          sha1,
          contentType: blob.type || 'application/octet-stream',
          options,
          ...(context.assetBaseUrl === undefined ? {} : {assetBaseUrl: context.assetBaseUrl}),
        })
        if (!allowed('create', fresh)) throw permissionDenied('create', fresh._id)
        const {results} = await lake.mutate(ctx.dataset, [{createIfNotExists: fresh}], {
          author,
          ...(grants ? {grants} : {}),
        })
        const stored = results[0]?.document ?? lake.getDocuments(ctx.dataset, [fresh._id])[0] ?? fresh
        // The same id may exist unreadable to the caller (createIfNotExists then changes nothing).
        if (!allowed('read', stored)) throw permissionDenied('read', fresh._id)
        document = stored
      }
      if (cancelled) return
      if (total > 0) subscriber.next({type: 'progress', percent: 100, loaded: total, total})
      subscriber.next({type: 'response', document: JSON.parse(JSON.stringify(document)) as ContentDocument})
      subscriber.complete()
    }
    upload().catch((error: unknown) => {
      if (!cancelled) subscriber.error(toClientError(error))
    })
    return () => {
      cancelled = true
    }
  })
}

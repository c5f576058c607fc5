import type {ContentDocument} from '../../types'
import {checkPermission} from '../../lake'
import {authorizeGrants} from '../authorize'
import {booleanOption, documentIds} from '../queryOptions'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** Why a requested document is not in an answer. */
export interface OmittedDocument {
  id: string
  reason: 'existence' | 'permission'
}

/**
 * `GET /data/doc/{dataset}/{ids}`: documents by comma-separated ids →
 * `{documents, omitted: [{id, reason}]}`. `excludeContent=true` answers only the omissions
 * (an availability check), with `documents` empty. Documents the caller's grants do not allow
 * to read are omitted with reason `permission`.
 */
function getDocuments(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const ids = documentIds(ctx.params.ids!)
  const excludeContent = booleanOption(ctx.query, 'excludeContent', false)
  const found = ctx.server.lake.getDocuments(ctx.params.dataset!, ids)
  const documents: ContentDocument[] = []
  const omitted: OmittedDocument[] = []
  ids.forEach((id, i) => {
    const document = found[i]
    if (!document) omitted.push({id, reason: 'existence'})
    else if (!checkPermission(grants, 'read', document)) omitted.push({id, reason: 'permission'})
    else if (!excludeContent) documents.push(document)
  })
  sendJson(ctx.res, 200, {documents, omitted})
}

/** Adds `GET /data/doc/{dataset}/{ids}`. */
export function addDocRoute(router: Router): void {
  router.add('GET', '/data/doc/:dataset/:ids', getDocuments)
}

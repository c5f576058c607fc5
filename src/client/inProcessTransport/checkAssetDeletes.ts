import type {Mutation} from '../../types'
import {ClientError} from '../ClientError'
import type {InProcessLake} from './InProcessLake'

const ASSET_TYPES = ['sanity.imageAsset', 'sanity.fileAsset']
/** Most referring ids named per asset (as the studio's referring-documents query). */
const MAX_REFERRING = 101

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * Refuses a transaction that deletes an asset document other documents still reference, with
 * the server's 409 (src/server/assets/assetDeleteGuard.ts): one item per referenced asset,
 * naming the referring ids. Documents deleted in the same transaction do not count.
 *
 * @throws ClientError 409 `mutationError` with `documentHasExistingReferencesError` items.
 */
export async function checkAssetDeletes(lake: InProcessLake, dataset: string, mutations: Mutation[]): Promise<void> {
  const targets: Array<{id: string; index: number}> = []
  for (const [index, mutation] of (mutations as unknown[]).entries()) {
    // Mutations are not checked yet (the lake reports malformed ones): read them defensively.
    if (!isObject(mutation) || !isObject(mutation.delete)) continue
    const target = mutation.delete as {id?: unknown; query?: unknown; params?: unknown}
    if (typeof target.id === 'string') targets.push({id: target.id, index})
    else if (typeof target.query === 'string') {
      const matched = await lake
        .query(dataset, target.query, isObject(target.params) ? target.params : {})
        .catch(() => [])
      for (const doc of Array.isArray(matched) ? matched : [matched]) {
        const id = typeof doc === 'string' ? doc : isObject(doc) ? doc._id : undefined
        if (typeof id === 'string') targets.push({id, index})
      }
    }
  }
  if (targets.length === 0) return
  const deleted = [...new Set(targets.map((target) => target.id))]
  const documents = lake.getDocuments(dataset, deleted)
  const seen = new Set<string>()
  const items = []
  for (const target of targets) {
    const document = documents[deleted.indexOf(target.id)]
    if (!document || !ASSET_TYPES.includes(document._type) || seen.has(target.id)) continue
    seen.add(target.id)
    const referring = (await lake.query(dataset, `*[references($id) && !(_id in $deleted)][0...${MAX_REFERRING}]._id`, {
      id: target.id,
      deleted,
    })) as string[]
    if (referring.length === 0) continue
    const description = `Asset "${target.id}" cannot be deleted as there are references to it from ${referring.map((ref) => `"${ref}"`).join(', ')}`
    items.push({
      index: target.index,
      error: {type: 'documentHasExistingReferencesError', id: target.id, referencingIDs: referring, description},
    })
  }
  if (items.length > 0) {
    const description = `Mutation(s) failed with ${items.length} error(s)`
    throw ClientError.fromResponse(409, {error: {type: 'mutationError', description, items}})
  }
}

import {
  checkPermission,
  collectReferences,
  LakeError,
  type CompiledGrants,
  type DocumentChange,
  type MutationResultItem,
} from '../../lake'
import {HttpError} from '../HttpError'
import {queryLimits} from '../limits'
import type {ServerState} from '../RequestContext'
import {parseAssetId} from './assetId'
import {isRecord} from '../isRecord'

/**
 * The delete rules of asset documents, for the mutate endpoint:
 *
 * - before a transaction, {@link checkAssetDeletes} refuses it whole (409) when it deletes a
 *   `sanity.imageAsset` or `sanity.fileAsset` that another document references — any `_ref`
 *   to its id, weak references and drafts included, since removing the file would break
 *   them all. Documents deleted in the same transaction do not count, so "delete the post and
 *   its image" works in one go;
 * - after the commit, {@link removeUnusedAssetFiles} removes the stored file (and its cached
 *   transforms) of every asset document the transaction deleted, unless another asset
 *   document, in any dataset, still points at the same bytes.
 *
 * The check and the commit are not one storage transaction: a reference added by another
 * request in between is not seen. The studio asks for referring documents before it offers
 * to delete, so this is a backstop, not the only line.
 */

/** The asset document types. */
export const ASSET_TYPES = ['sanity.imageAsset', 'sanity.fileAsset'] as const

/** Most referring ids named per asset (as the studio's referring-documents query). */
const MAX_REFERRING = 101

/** What {@link checkAssetDeletes} found: the asset documents a transaction deletes. */
export interface AssetDeletePlan {
  dataset: string
  assets: Array<{id: string; sha1: string}>
}

interface DeleteTarget {
  id: string
  /** The mutation's index in the caller's list. */
  index: number
}

/**
 * The ids a list of mutations deletes; malformed mutations are skipped (the lake reports them).
 * A delete by query sees what the caller may read, under the server's query limits, as the lake
 * will when it commits: a query the lake would refuse (too slow, too long) is refused here with
 * the lake's answer, instead of being run twice.
 */
async function deleteTargets(
  state: ServerState,
  dataset: string,
  mutations: unknown,
  grants: CompiledGrants | undefined,
): Promise<DeleteTarget[]> {
  if (!Array.isArray(mutations)) return []
  const targets: DeleteTarget[] = []
  for (const [index, mutation] of mutations.entries()) {
    if (!isRecord(mutation) || !isRecord(mutation.delete)) continue
    const {id, query, params} = mutation.delete
    if (typeof id === 'string') {
      targets.push({id, index})
    } else if (typeof query === 'string') {
      let matched: unknown
      try {
        matched = await state.lake.query(dataset, query, isRecord(params) ? params : {}, {
          ...(grants ? {grants} : {}),
          limits: queryLimits(state.limits),
        })
      } catch (error) {
        if (error instanceof LakeError) throw error
        continue
      }
      for (const doc of Array.isArray(matched) ? matched : [matched]) {
        const matchedId = typeof doc === 'string' ? doc : isRecord(doc) ? doc._id : undefined
        if (typeof matchedId === 'string') targets.push({id: matchedId, index})
      }
    }
  }
  return targets
}

/** The 409 @sanity/client shows as a mutation error, each item naming the referring ids. */
function referencedError(
  conflicts: Array<{id: string; index: number; referring: string[]; hidden: number}>,
): HttpError {
  const items = conflicts.map(({id, index, referring, hidden}) => {
    const from = [
      ...referring.map((ref) => `"${ref}"`),
      ...(hidden > 0 ? [`${hidden} document${hidden === 1 ? '' : 's'} you cannot read`] : []),
    ]
    return {
      index,
      error: {
        type: 'documentHasExistingReferencesError',
        id,
        referencingIDs: referring,
        description: `Asset "${id}" cannot be deleted as there are references to it from ${from.join(', ')}`,
      },
    }
  })
  const description = `Mutation(s) failed with ${items.length} error(s)`
  return new HttpError(409, description, {body: {error: {type: 'mutationError', description, items}}})
}

/**
 * Checks the asset documents a transaction would delete; call it before committing.
 *
 * @param mutations - the mutations as the request sent them (not yet validated)
 * @param grants - the caller's grants: deletes by query match what they may read, and the 409
 *   names only referring documents they may read (counting the others)
 * @returns the plan to hand to {@link removeUnusedAssetFiles} after the commit
 * @throws HttpError 409 naming, per referenced asset, the ids of the documents referring to it
 */
export async function checkAssetDeletes(
  state: ServerState,
  dataset: string,
  mutations: unknown,
  grants?: CompiledGrants,
): Promise<AssetDeletePlan> {
  const plan: AssetDeletePlan = {dataset, assets: []}
  const targets = await deleteTargets(state, dataset, mutations, grants)
  if (targets.length === 0) return plan
  const deleted = [...new Set(targets.map((target) => target.id))]
  const documents = state.lake.getDocuments(dataset, deleted)
  const conflicts: Array<{id: string; index: number; referring: string[]; hidden: number}> = []
  const seen = new Set<string>()
  for (const target of targets) {
    const document = documents[deleted.indexOf(target.id)]
    if (!document || !(ASSET_TYPES as readonly string[]).includes(document._type) || seen.has(target.id)) continue
    seen.add(target.id)
    const referringDocuments = (await state.lake.query(
      dataset,
      `*[references($id) && !(_id in $deleted)][0...${MAX_REFERRING}]{...}`,
      {id: target.id, deleted},
    )) as Array<{_id: string}>
    const readable = referringDocuments.filter(
      (doc) => !grants || checkPermission(grants, 'read', doc as Parameters<typeof checkPermission>[2]),
    )
    const referring = readable.map((doc) => doc._id)
    if (referringDocuments.length > 0)
      conflicts.push({
        id: target.id,
        index: target.index,
        referring,
        hidden: referringDocuments.length - readable.length,
      })
    const sha1 =
      parseAssetId(target.id)?.sha1 ?? (typeof document.sha1hash === 'string' ? document.sha1hash : undefined)
    if (sha1 !== undefined && /^[0-9a-f]{40}$/.test(sha1)) plan.assets.push({id: target.id, sha1})
  }
  if (conflicts.length > 0) throw referencedError(conflicts)
  return plan
}

/** True when an asset document in any dataset still points at the bytes of a hash. */
async function hashInUse(state: ServerState, sha1: string): Promise<boolean> {
  for (const dataset of state.lake.listDatasets()) {
    const id = await state.lake.query(dataset, '*[_type in $types && sha1hash == $sha1][0]._id', {
      types: ASSET_TYPES,
      sha1,
    })
    if (id !== null && id !== undefined) return true
  }
  return false
}

/**
 * Removes the stored files of the asset documents a committed transaction deleted; call it
 * after the commit (never for a dry run). Files still used by another asset document stay.
 * A file that cannot be removed is left behind: it is harmless, and an upload of the same
 * bytes reuses it.
 *
 * @param plan - from {@link checkAssetDeletes}
 * @param results - the transaction's results (only ids it actually deleted are considered)
 */
export async function removeUnusedAssetFiles(
  state: ServerState,
  plan: AssetDeletePlan,
  results: readonly MutationResultItem[],
): Promise<void> {
  if (plan.assets.length === 0) return
  const deletedIds = new Set(results.filter((result) => result.operation === 'delete').map((result) => result.id))
  const hashes = new Set(plan.assets.filter((asset) => deletedIds.has(asset.id)).map((asset) => asset.sha1))
  for (const sha1 of hashes) {
    try {
      await state.assets.withLock(sha1, async () => {
        if (!(await hashInUse(state, sha1))) await state.assets.remove(sha1)
      })
    } catch {
      // Left behind (see above): the transaction is committed and must be answered as such.
    }
  }
}

/**
 * The authoritative reference check, for `LakeMutateOptions.beforeCommit`: inside the storage
 * transaction, an asset document the transaction deletes must not be referenced by any
 * document as it will be after the transaction. `checkAssetDeletes` answers early and plans
 * the file removal; this closes the gap between that check and the commit, so a reference
 * written in between can never leave a document pointing at a removed file.
 */
export function assetReferenceGuard(
  state: ServerState,
  dataset: string,
  mutations: unknown,
  grants?: CompiledGrants,
): (changes: readonly DocumentChange[]) => void {
  return (changes) => {
    const deleted = changes.filter(
      (change) =>
        change.next === null &&
        change.previous !== null &&
        (ASSET_TYPES as readonly string[]).includes(change.previous._type),
    )
    if (deleted.length === 0) return
    const after = new Map(changes.map((change) => [change.id, change.next]))
    const conflicts: Array<{id: string; index: number; referring: string[]; hidden: number}> = []
    for (const {id} of deleted) {
      const referring = new Map<string, Parameters<typeof checkPermission>[2]>()
      for (const doc of state.lake.storage.findDocuments(dataset, [{references: [id]}])) {
        // Documents this transaction changes count as they will be after it.
        if (!after.has(doc._id) && collectReferences(doc).includes(id)) referring.set(doc._id, doc)
      }
      for (const [changedId, next] of after)
        if (next && collectReferences(next).includes(id)) referring.set(changedId, next)
      if (referring.size === 0) continue
      const named = [...referring]
        .filter(([, doc]) => !grants || checkPermission(grants, 'read', doc))
        .map(([refId]) => refId)
      conflicts.push({
        id,
        index: deleteIndex(mutations, id),
        referring: named.sort().slice(0, MAX_REFERRING),
        hidden: referring.size - named.length,
      })
    }
    if (conflicts.length > 0) throw referencedError(conflicts)
  }
}

/** The index of the mutation that deletes `id` by id, or 0 when a delete by query did. */
function deleteIndex(mutations: unknown, id: string): number {
  if (!Array.isArray(mutations)) return 0
  const index = mutations.findIndex(
    (mutation) => isRecord(mutation) && isRecord(mutation.delete) && mutation.delete.id === id,
  )
  return index < 0 ? 0 : index
}

import type {ContentDocument, Mutation} from '../types'
import {getMutationDocumentId} from '../mutations'
import type {Permission} from './grants'
import {checkPermission, type CompiledGrants} from './grantsEvaluate'
import {LakeError} from './LakeError'
import type {LakeStorage} from './LakeStorage'

/**
 * Enforcement of grants inside the lake: the readable view of a
 * storage that queries, references, text search and listeners see, and the per-document check
 * of a transaction's changes before it is committed.
 */

/** Whether some read grant matches every document, so nothing needs filtering. */
export function readsEverything(grants: CompiledGrants): boolean {
  return grants.grants.some((grant) => grant.matchesAll && grant.permissions.has('read'))
}

/** Whether the grants allow reading this document. */
export function isReadable(grants: CompiledGrants, document: ContentDocument): boolean {
  return checkPermission(grants, 'read', document)
}

/**
 * A storage that shows only the documents `grants` allow to read: unreadable documents are
 * left out of scans and text-index candidates, and `getDocuments` answers null for them (so a
 * `->` to one resolves to null). Writes and history pass through unchanged: this view is only
 * ever read from. Without grants, or when every document is readable, the storage itself.
 *
 * @param storage - the lake's storage
 * @param grants - the caller's compiled grants, or undefined for no restriction
 */
export function readableStorage(storage: LakeStorage, grants: CompiledGrants | undefined): LakeStorage {
  if (!grants || readsEverything(grants)) return storage
  const readable = (document: ContentDocument | null): document is ContentDocument =>
    document !== null && isReadable(grants, document)
  const view: LakeStorage = Object.create(storage) as LakeStorage
  view.getDocuments = (dataset, ids) =>
    storage.getDocuments(dataset, ids).map((document) => (readable(document) ? document : null))
  view.findDocuments = (dataset, filters) => [...storage.findDocuments(dataset, filters)].filter(readable)
  if (storage.searchText) {
    const search = storage.searchText.bind(storage)
    view.searchText = (dataset, terms, limit, types) => search(dataset, terms, limit, types)?.filter(readable)
  }
  return view
}

/** One document a transaction changes: as it was read, and as it would be written. */
export interface GrantedChange {
  id: string
  previous: ContentDocument | null
  next: ContentDocument | null
}

/**
 * The permission error of a transaction that changes a document the grants do not allow,
 * in the shape the mutate endpoint answers with (a 403 `mutationError` whose item has
 * `type: 'insufficientPermissionsError'`, the permission and the document id, as hosted
 * content lakes answer).
 */
function permissionError(
  permission: Permission,
  documentId: string,
  index: number | undefined,
  which: string,
): LakeError {
  return new LakeError(
    'permission',
    `Insufficient permissions; permission "${permission}" required on ${which}document "${documentId}"`,
    {
      permission,
      documentId,
      errorType: 'insufficientPermissionsError',
      index,
    },
  )
}

/**
 * Checks every change of a transaction against grants, before anything is written:
 *
 * - creating a document that did not exist needs `create` on the new document;
 * - changing an existing one needs `update` on the previous and on the new version (so a
 *   patch can neither edit a document outside the grants nor move one out of them);
 * - deleting one needs `update` on the previous version;
 * - a document that exists but that the caller may not read is passed in as missing (previous
 *   null) and its id in `hidden`: its create is checked as any create, and then, since it
 *   cannot be created over the existing document, refused with the same error as a create the
 *   grants do not allow — only once every other change passed, so that which change the
 *   error names is the same as if the document were missing.
 *
 * @param grants - the caller's compiled grants
 * @param changes - the documents the transaction changes
 * @param mutations - the normalized mutations, to point the error at the first one touching the document
 * @param origins - for each normalized mutation, its index in the caller's list
 * @param hidden - ids of existing documents the caller may not read, passed in `changes` as missing
 * @throws LakeError `permission` naming the permission and the document (`details.permission`,
 *   `details.documentId`, `details.index`) for the first change that is not allowed
 */
export function checkChanges(
  grants: CompiledGrants,
  changes: readonly GrantedChange[],
  mutations: readonly Mutation[],
  origins: readonly number[],
  hidden: ReadonlySet<string> = new Set(),
): void {
  const indexOf = (id: string): number | undefined => {
    const at = mutations.findIndex((mutation) => getMutationDocumentId(mutation) === id)
    return at < 0 ? undefined : (origins[at] ?? at)
  }
  for (const {id, previous, next} of changes) {
    if (previous === null && next !== null) {
      if (!checkPermission(grants, 'create', next)) throw permissionError('create', id, indexOf(id), '')
    } else if (previous !== null) {
      if (!checkPermission(grants, 'update', previous)) throw permissionError('update', id, indexOf(id), '')
      if (next !== null && !checkPermission(grants, 'update', next))
        throw permissionError('update', id, indexOf(id), 'the new version of ')
    }
  }
  for (const {id, next} of changes)
    if (hidden.has(id) && next !== null) throw permissionError('create', id, indexOf(id), '')
}

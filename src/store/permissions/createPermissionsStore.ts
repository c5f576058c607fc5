import {
  BehaviorSubject,
  defer,
  distinctUntilChanged,
  from,
  map,
  of,
  shareReplay,
  switchMap,
  type Observable,
} from 'rxjs'
import type {VellumClient} from '../../client'
import {getPublishedId} from '../../document'
import {
  checkDocumentPermission,
  checkPairPermission,
  compileGrants,
  debugRoleGrants,
  isPermission,
  PAIR_PERMISSION_ACTIONS,
  parseDebugRoles,
  type CompiledGrants,
  type DebugRoleName,
  type DebugRoleOptions,
  type GrantedDocument,
  type PairPermissionAction,
  type PermissionCheckResult,
} from '../../lake'
import type {Grant, Permission, Schema} from '../../types'

/**
 * Options of {@link createPermissionsStore}.
 * @beta
 */
export interface PermissionsStoreOptions {
  /** Fetches the grants (`acl()`) and, for filters that call `identity()`, the current user. */
  client: Pick<VellumClient, 'acl' | 'users'>
  /**
   * The page's URL hash (`location.hash`). When it names debug roles
   * (`#_debug_roles=contributor,restricted`), their built-in grants replace the fetched ones
   * and nothing is fetched.
   */
  hash?: string
  /** The document types the `restricted` debug role may edit drafts of. */
  debugRoleOptions?: DebugRoleOptions
  /** Tells which types are live-edit when a pair check gives a `type` but no `liveEdit`. */
  schema?: Pick<Schema, 'get'>
  /**
   * The current user's id, which `identity()` returns in grant filters. Left out, it is fetched
   * with `users.getMe()`, and only when some grant filter calls `identity()`.
   */
  identity?: string
}

/**
 * The draft/published pair an operation acts on, as {@link PermissionsStore.pairPermission$} takes it.
 * @beta
 */
export interface PairPermissionRequest {
  /** The draft (`drafts.{id}`), or null/undefined when there is none. */
  draft?: GrantedDocument | null
  /** The published document, or null/undefined when there is none. */
  published?: GrantedDocument | null
  /** The schema type; with {@link PermissionsStoreOptions.schema} it decides `liveEdit`. Default: the documents' `_type`. */
  type?: string
  /** Whether the type is live-edit (only the published document is acted on); overrides the schema. */
  liveEdit?: boolean
  /** The published id a duplicate will get (see the lake's `checkPairPermission`). */
  duplicateId?: string
}

/**
 * Answers permission questions for the studio from the grants of the current user (the
 * dataset's access-control list): one document at a time, or an operation on a draft/published pair.
 *
 * Every answer is an observable of `{granted, reason}` that emits once the grants are known and
 * again when {@link refresh} brings different grants. It fails with the client's error when the
 * grants cannot be fetched (a later subscription fetches again).
 * @beta
 */
export interface PermissionsStore {
  /** The grants in force, compiled once per distinct grant set. */
  readonly grants$: Observable<CompiledGrants>
  /** The debug roles read from the hash, or undefined when the fetched grants are in force. */
  readonly debugRoles: readonly DebugRoleName[] | undefined
  /**
   * Checks one permission on one document (the issue's `checkDocumentPermission`). A null
   * document is granted ('Null document, nothing to check'); with no grants the answer is
   * 'No document grants'. Templates are checked for create permission this way, with the
   * resolved initial value under the new draft id.
   *
   * @param permission - read, create, update or history
   * @param document - the document with the `_id` it has or would have, or null
   * @throws TypeError for an unknown permission or a document without a string `_id`
   */
  documentPermission$(
    permission: Permission,
    document: GrantedDocument | null | undefined,
  ): Observable<PermissionCheckResult>
  /**
   * Checks an operation on a draft/published pair: delete, discardDraft, publish, unpublish,
   * update, duplicate or create. A denial reads `Unable to {action}: not allowed to …; not allowed to …`.
   *
   * @example
   * ```ts
   * permissions.pairPermission$('publish', {draft, published: null, type: 'post'}).subscribe(({granted, reason}) => …)
   * // contributor: {granted: false, reason: 'Unable to publish: not allowed to create the published document'}
   * ```
   * @throws TypeError for an unknown action, a malformed document, or halves of different pairs
   */
  pairPermission$(action: PairPermissionAction, pair: PairPermissionRequest): Observable<PermissionCheckResult>
  /** Fetches the grants again (after a role change or a reconnect); checks emit again if they changed. */
  refresh(): void
}

function assertDocument(document: unknown, what: string): asserts document is GrantedDocument | null | undefined {
  if (document === null || document === undefined) return
  if (
    typeof document !== 'object' ||
    Array.isArray(document) ||
    typeof (document as {_id?: unknown})._id !== 'string'
  ) {
    throw new TypeError(`${what} must be a document with a string _id, or null`)
  }
}

// Filters calling identity() need the user's id, as the server compiles them per user.
const usesIdentity = (grants: readonly Grant[]) => grants.some((grant) => /identity\s*\(/.test(grant.filter))

/**
 * Creates the permission service of one dataset: the grants come from the client's `acl()` (or
 * from debug roles in the URL hash), are compiled once, and every check runs on the lake's
 * evaluation (`checkDocumentPermission`, `checkPairPermission`), so the studio and the server
 * answer alike.
 *
 * @example
 * ```ts
 * const permissions = createPermissionsStore({client, schema, hash: location.hash})
 * permissions.documentPermission$('update', document).subscribe(({granted, reason}) => …)
 * ```
 * @beta
 */
export function createPermissionsStore(options: PermissionsStoreOptions): PermissionsStore {
  const {client, schema} = options
  if (!client || typeof client.acl !== 'function')
    throw new TypeError('createPermissionsStore needs a client with acl()')
  const parsedRoles = options.hash === undefined ? undefined : parseDebugRoles(options.hash)
  // A hash naming no known role is treated as no debug roles: a typo should not deny everything.
  const debugRoles = parsedRoles !== undefined && parsedRoles.length > 0 ? Object.freeze(parsedRoles) : undefined
  const refreshes = new BehaviorSubject(0)

  const compile = async (grants: Grant[]): Promise<CompiledGrants> => {
    if (!usesIdentity(grants)) return compileGrants(grants)
    const identity = options.identity ?? (await client.users.getMe()).id
    return compileGrants(grants, {identity})
  }

  const fetchedGrants$: Observable<Grant[]> = refreshes.pipe(switchMap(() => defer(() => client.acl())))
  const grants$ = (debugRoles ? of(debugRoleGrants(debugRoles, options.debugRoleOptions)) : fetchedGrants$).pipe(
    // A refresh that brings the same grants neither recompiles nor makes checks emit again.
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    switchMap((grants) => from(compile(grants))),
    shareReplay({bufferSize: 1, refCount: false}),
  )

  const liveEditOf = (request: PairPermissionRequest): boolean => {
    if (request.liveEdit !== undefined) return request.liveEdit
    const typeName = request.type ?? request.draft?._type ?? request.published?._type
    if (typeof typeName !== 'string' || !schema) return false
    const type = schema.get(typeName) as {liveEdit?: boolean} | undefined
    return type?.liveEdit === true
  }

  return {
    grants$,
    debugRoles,
    documentPermission$(permission, document) {
      if (!isPermission(permission))
        throw new TypeError(`Unknown permission ${JSON.stringify(permission)}: use read, create, update or history`)
      assertDocument(document, 'The document to check')
      return grants$.pipe(map((compiled) => checkDocumentPermission(compiled, permission, document)))
    },
    pairPermission$(action, request) {
      if (!PAIR_PERMISSION_ACTIONS.includes(action)) {
        throw new TypeError(
          `Unknown document action ${JSON.stringify(action)}: use ${PAIR_PERMISSION_ACTIONS.join(', ')}`,
        )
      }
      const {draft, published, duplicateId} = request
      assertDocument(draft, 'The draft')
      assertDocument(published, 'The published document')
      if (draft && published && getPublishedId(draft._id) !== getPublishedId(published._id)) {
        throw new TypeError(`The draft "${draft._id}" and the published document "${published._id}" are not one pair`)
      }
      const liveEdit = liveEditOf(request)
      const pairOptions = duplicateId === undefined ? {liveEdit} : {liveEdit, duplicateId}
      return grants$.pipe(map((compiled) => checkPairPermission(compiled, action, {draft, published}, pairOptions)))
    },
    refresh() {
      refreshes.next(refreshes.getValue() + 1)
    },
  }
}

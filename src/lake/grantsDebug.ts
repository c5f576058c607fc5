import {ALL_DOCUMENTS_FILTER, type Grant} from './grants'
import {getRole, grantsForRoles, UNPUBLISHED_DOCUMENTS_FILTER} from './roles'

/**
 * The debug roles a developer can try the studio with: named in the URL hash, each stands for a
 * fixed set of built-in grants, so the studio can be seen as another role would see it.
 * @beta
 */
export type DebugRoleName =
  | 'administrator'
  | 'editor'
  | 'developer'
  | 'contributor'
  | 'viewer'
  | 'read'
  | 'write'
  | 'restricted'
  | 'requiresApproval'

/** Every {@link DebugRoleName}. */
export const DEBUG_ROLE_NAMES: readonly DebugRoleName[] = Object.freeze([
  'administrator',
  'editor',
  'developer',
  'contributor',
  'viewer',
  'read',
  'write',
  'restricted',
  'requiresApproval',
])

/** The types the `restricted` debug role may edit drafts of when no list is given. */
export const DEFAULT_DEBUG_RESTRICTED_TYPES: readonly string[] = Object.freeze(['post'])

/**
 * Options of {@link debugRoleGrants}.
 * @beta
 */
export interface DebugRoleOptions {
  /** The document types whose drafts the `restricted` role may create and update. */
  restrictedTypes?: readonly string[]
}

/**
 * The grants a debug role stands for. The first five are the built-in roles; the rest are
 * designed here:
 *
 * | debug role | grants |
 * |---|---|
 * | administrator, editor, developer, contributor, viewer | as {@link BUILT_IN_ROLES} |
 * | read | as viewer: read and history on all documents |
 * | write | read, create, update on all documents, but no history (to try the history UI's denial) |
 * | restricted | read and history on all; create and update on drafts and versions of `restrictedTypes` only ("drafts of some types") |
 * | requiresApproval | read and history on all; create and update only on documents whose `locked` field is not `true` ("unlocked only") |
 *
 * @param roleNames - debug role names, e.g. from {@link parseDebugRoles}
 * @param options - the types of the `restricted` role
 * @returns the union of the roles' grants
 */
export function debugRoleGrants(roleNames: readonly DebugRoleName[], options: DebugRoleOptions = {}): Grant[] {
  const readAndHistory: Grant = {filter: ALL_DOCUMENTS_FILTER, permissions: ['read', 'history']}
  const types = options.restrictedTypes ?? DEFAULT_DEBUG_RESTRICTED_TYPES
  const designed: Record<'read' | 'write' | 'restricted' | 'requiresApproval', Grant[]> = {
    read: [readAndHistory],
    write: [{filter: ALL_DOCUMENTS_FILTER, permissions: ['read', 'create', 'update']}],
    restricted: [
      readAndHistory,
      {
        filter: `(${UNPUBLISHED_DOCUMENTS_FILTER}) && _type in ${JSON.stringify(types)}`,
        permissions: ['create', 'update'],
      },
    ],
    requiresApproval: [readAndHistory, {filter: '!(locked == true)', permissions: ['create', 'update']}],
  }
  const roles = roleNames.map((name) => {
    const grants = name in designed ? designed[name as keyof typeof designed] : (getRole(name)?.grants ?? [])
    return {name, title: name, grants}
  })
  return grantsForRoles(roleNames, roles)
}

/** The URL hash parameter that carries debug roles: `#_debug_roles=contributor,restricted`. */
export const DEBUG_ROLES_HASH_PARAM = '_debug_roles'

/**
 * Reads debug roles from a URL hash: `#_debug_roles=name1,name2`, alongside other `&`-separated
 * hash parameters (e.g. `#_debug_roles=viewer&show_own`). With them the studio's permission
 * checks use those roles' grants ({@link debugRoleGrants}) instead of the user's own.
 *
 * @param hash - `location.hash`, with or without the leading `#`
 * @returns the known debug role names in the order given (unknown names are dropped), or
 *   `undefined` when the hash has no `_debug_roles` parameter
 * @example
 * ```ts
 * parseDebugRoles('#_debug_roles=contributor,nobody') // ['contributor']
 * parseDebugRoles('#sid=abc') // undefined
 * ```
 */
export function parseDebugRoles(hash: string): DebugRoleName[] | undefined {
  const params = hash.replace(/^#/, '').split('&')
  const param = params.find((part) => part === DEBUG_ROLES_HASH_PARAM || part.startsWith(`${DEBUG_ROLES_HASH_PARAM}=`))
  if (param === undefined) return undefined
  let value = param.slice(DEBUG_ROLES_HASH_PARAM.length + 1)
  try {
    value = decodeURIComponent(value)
  } catch {
    // A malformed escape is read as typed.
  }
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is DebugRoleName => (DEBUG_ROLE_NAMES as readonly string[]).includes(name))
  return [...new Set(names)]
}

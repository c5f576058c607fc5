import {compileGrants, grantsForRoles, type CompiledGrants, type RoleDefinition} from '../../lake'
import type {Identity} from '../auth/resolveIdentity'

/** What {@link grantsFor} needs of the server: its custom roles and a cache. */
export interface GrantsState {
  /** The project's custom roles (`<dataDir>/roles.json`), read at start. */
  customRoles: readonly RoleDefinition[]
  /** Compiled grants by role set (and identity, for filters using `identity()`). */
  grantsCache: Map<string, CompiledGrants>
}

/** Most distinct role sets kept compiled; past it the cache starts over. */
const CACHE_LIMIT = 1000

/**
 * The compiled grants of a caller: the union of the grants of its roles, built-in and custom
 * (an API token's one role counts the same way). Names that match no role add nothing.
 *
 * Compiled once per role set and kept: the same object comes back for every caller with the
 * same roles, so listeners with equal queries and grants share their events. Grants whose
 * filters call `identity()` are compiled per identity instead.
 *
 * @param identity - who is asking (from `authorize`)
 * @param state - the server state
 * @returns the grants to hand to the lake
 */
export function grantsFor(identity: Pick<Identity, 'id' | 'roles'>, state: GrantsState): CompiledGrants {
  const roleKey = [...new Set(identity.roles)].sort().join('\u0000')
  const cached = state.grantsCache.get(roleKey)
  if (cached) return cached
  const grants = grantsForRoles(identity.roles, state.customRoles)
  const personal = grants.some((grant) => /identity\s*\(/.test(grant.filter))
  const key = personal ? `${roleKey}\u0001${identity.id}` : roleKey
  const known = state.grantsCache.get(key)
  if (known) return known
  const compiled = compileGrants(grants, personal ? {identity: identity.id} : {})
  if (state.grantsCache.size >= CACHE_LIMIT) state.grantsCache.clear()
  state.grantsCache.set(key, compiled)
  return compiled
}

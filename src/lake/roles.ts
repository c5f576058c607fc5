import {LakeError} from './LakeError'
import {ALL_DOCUMENTS_FILTER, grantProblems, PERMISSIONS, type Grant, type Permission} from './grants'

/**
 * A role: a named set of grants a user can hold in a project.
 * `name` is what users and tokens store; `title` is what the studio shows.
 * @public
 */
export interface RoleDefinition {
  /** The role's identifier, which users and tokens store (e.g. `editor`). */
  name: string
  /** The role's name as the studio shows it (e.g. `Editor`). */
  title: string
  /** One sentence on what holders of the role may do, shown beside its title. */
  description?: string
  /** What holders of the role may do, as grants on documents; a user with several roles gets the union. */
  grants: Grant[]
}

/**
 * The filter of unpublished content: drafts, and versions in releases. Contributors may create,
 * update and read the history of drafts only; a release version is, like a draft, unpublished
 * work that only reaches readers through a publish, so it is included.
 */
export const UNPUBLISHED_DOCUMENTS_FILTER = '_id in path("drafts.**") || _id in path("versions.**")'

const everything = (permissions: Permission[]): Grant => ({filter: ALL_DOCUMENTS_FILTER, permissions})

function builtIn(name: string, title: string, description: string, grants: Grant[]): RoleDefinition {
  return Object.freeze({
    name,
    title,
    description,
    grants: Object.freeze(grants.map((grant) => Object.freeze(grant))) as Grant[],
  })
}

/**
 * The built-in roles: administrator, editor, developer, contributor and viewer. Administrators, editors and developers
 * hold the same document grants; what else an administrator may do (invite members, manage roles)
 * is decided by the server, not by grants.
 *
 * | role | grants |
 * |---|---|
 * | administrator, editor, developer | read, create, update, history on all documents |
 * | contributor | read on all; create, update, history on drafts and release versions |
 * | viewer | read, history on all documents |
 * @public
 */
export const BUILT_IN_ROLES: readonly RoleDefinition[] = Object.freeze([
  builtIn('administrator', 'Administrator', 'Reads and edits all documents and manages the project.', [
    everything(['read', 'create', 'update', 'history']),
  ]),
  builtIn('editor', 'Editor', 'Reads, creates, edits and publishes all documents.', [
    everything(['read', 'create', 'update', 'history']),
  ]),
  builtIn(
    'developer',
    'Developer',
    'Reads, creates, edits and publishes all documents; works on the schema and the studio.',
    [everything(['read', 'create', 'update', 'history'])],
  ),
  builtIn('contributor', 'Contributor', 'Reads all documents; creates and edits drafts but cannot publish.', [
    everything(['read']),
    {filter: UNPUBLISHED_DOCUMENTS_FILTER, permissions: ['create', 'update', 'history']},
  ]),
  builtIn('viewer', 'Viewer', 'Reads all documents and their history.', [everything(['read', 'history'])]),
])

const builtInByName = new Map(BUILT_IN_ROLES.map((role) => [role.name, role]))

/**
 * The built-in role with this name, or `undefined`.
 *
 * @example
 * ```ts
 * getRole('viewer')?.grants // [{filter: '_id in path("**")', permissions: ['read', 'history']}]
 * ```
 * @public
 */
export function getRole(name: string): RoleDefinition | undefined {
  return builtInByName.get(name)
}

/**
 * The grants of a user holding several roles: the union of their grants, with identical grants
 * once. Custom roles are looked up after the built-in ones. Names that match no role add no
 * grants: a user whose custom role was removed loses its access instead of failing every request.
 *
 * @param roleNames - the user's role names
 * @param customRoles - the project's custom roles (validated with {@link defineRole})
 * @returns the grants to evaluate
 * @public
 */
export function grantsForRoles(roleNames: readonly string[], customRoles: readonly RoleDefinition[] = []): Grant[] {
  const customByName = new Map(customRoles.map((role) => [role.name, role]))
  const seen = new Set<string>()
  const grants: Grant[] = []
  for (const name of roleNames) {
    const role = builtInByName.get(name) ?? customByName.get(name)
    for (const grant of role?.grants ?? []) {
      // Permissions in spec order, so the same grant written in another order is still a duplicate.
      const permissions = PERMISSIONS.filter((permission) => grant.permissions.includes(permission))
      const key = JSON.stringify([grant.filter, permissions])
      if (seen.has(key)) continue
      seen.add(key)
      grants.push({filter: grant.filter, permissions})
    }
  }
  return grants
}

/** Role names: a letter, then letters, digits, `-` or `_`; at most 64 characters. */
export const ROLE_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/

/** The longest role title {@link defineRole} accepts. */
export const MAX_ROLE_TITLE_LENGTH = 100

/**
 * Checks a custom role and returns a normalized copy: trimmed title, permissions deduplicated in
 * the order of {@link PERMISSIONS}, no extra properties.
 *
 * @param definition - the role, often read from JSON (`vellum roles add` or a file in the data dir)
 * @returns the validated role
 * @throws LakeError `badRequest` whose message lists every problem (`details.problems`): a name
 *   that is not a string matching {@link ROLE_NAME_PATTERN} or is taken by a built-in role, a
 *   missing or overlong title, a description that is not a string, grants that are not a list,
 *   and for each grant a filter that does not parse or is not document-local, or permissions
 *   that are empty or unknown
 * @example
 * ```ts
 * defineRole({
 *   name: 'post-writer',
 *   title: 'Post writer',
 *   grants: [
 *     {filter: '_id in path("**")', permissions: ['read']},
 *     {filter: '_type == "post"', permissions: ['create', 'update', 'history']},
 *   ],
 * })
 * ```
 * @public
 */
export function defineRole(definition: RoleDefinition): RoleDefinition {
  const input: unknown = definition
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new LakeError('badRequest', 'Invalid role: a role must be an object with name, title and grants', {
      problems: ['a role must be an object with name, title and grants'],
    })
  }
  const {name, title, description, grants} = input as Record<string, unknown>
  const problems: string[] = []
  if (typeof name !== 'string' || !ROLE_NAME_PATTERN.test(name)) {
    problems.push(
      `name ${JSON.stringify(name)} must start with a letter and hold only letters, digits, "-" and "_" (at most 64 characters)`,
    )
  } else if (builtInByName.has(name)) {
    problems.push(`name "${name}" is a built-in role`)
  }
  if (typeof title !== 'string' || title.trim() === '') problems.push('title must be a non-empty string')
  else if (title.trim().length > MAX_ROLE_TITLE_LENGTH)
    problems.push(`title must be at most ${MAX_ROLE_TITLE_LENGTH} characters`)
  if (description !== undefined && typeof description !== 'string') problems.push('description must be a string')
  if (!Array.isArray(grants)) problems.push('grants must be a list of {filter, permissions}')
  else grants.forEach((grant: unknown, index) => problems.push(...grantProblems(grant, `grants[${index}]`)))

  if (problems.length > 0) {
    const label = typeof name === 'string' ? `Invalid role "${name}"` : 'Invalid role'
    throw new LakeError('badRequest', `${label}:\n- ${problems.join('\n- ')}`, {problems})
  }
  const valid = definition
  return {
    name: valid.name,
    title: valid.title.trim(),
    ...(valid.description === undefined ? {} : {description: valid.description}),
    grants: valid.grants.map((grant) => ({
      filter: grant.filter,
      permissions: PERMISSIONS.filter((permission) => grant.permissions.includes(permission)),
    })),
  }
}

import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {defineRole, LakeError, type RoleDefinition} from '../../lake'

/** The file of a data directory holding the project's custom roles: a JSON array of role definitions. */
export const ROLES_FILE = 'roles.json'

/** A custom roles file that cannot be used; the message names the file and every problem. */
export class CustomRolesError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CustomRolesError'
  }
}

/** Where the custom roles of a data directory live. */
export function customRolesFile(dataDir: string): string {
  return join(dataDir, ROLES_FILE)
}

/**
 * Reads and validates `<dataDir>/roles.json` (each entry with `defineRole`; names must be
 * unique). A missing file means no custom roles.
 *
 * @param dataDir - the server's data directory
 * @returns the validated roles, in file order
 * @throws CustomRolesError naming the file, for JSON that does not parse, a value that is not
 *   an array, an invalid role (with its index and problems) or a duplicate name
 */
export function loadCustomRoles(dataDir: string): RoleDefinition[] {
  const file = customRolesFile(dataDir)
  if (!existsSync(file)) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new CustomRolesError(
      `Invalid custom roles file ${file}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!Array.isArray(parsed))
    throw new CustomRolesError(`Invalid custom roles file ${file}: it must hold a JSON array of {name, title, grants}`)
  const roles: RoleDefinition[] = []
  const names = new Set<string>()
  parsed.forEach((entry: unknown, index) => {
    let role: RoleDefinition
    try {
      role = defineRole(entry as RoleDefinition)
    } catch (error) {
      if (!(error instanceof LakeError)) throw error
      throw new CustomRolesError(`Invalid custom roles file ${file}, role ${index}: ${error.message}`)
    }
    if (names.has(role.name))
      throw new CustomRolesError(`Invalid custom roles file ${file}: the role "${role.name}" is defined twice`)
    names.add(role.name)
    roles.push(role)
  })
  return roles
}

/**
 * Adds a custom role to `<dataDir>/roles.json`, or replaces the one with the same name; the
 * file is written whole through a temporary file, so a reader never sees half of it.
 *
 * @param dataDir - the data directory
 * @param definition - the role, validated with `defineRole`
 * @returns the roles as written
 * @throws CustomRolesError for an existing file that is not valid; LakeError `badRequest` for an invalid role
 */
export function saveCustomRole(dataDir: string, definition: RoleDefinition): RoleDefinition[] {
  const role = defineRole(definition)
  const roles = loadCustomRoles(dataDir)
  const at = roles.findIndex((existing) => existing.name === role.name)
  if (at >= 0) roles[at] = role
  else roles.push(role)
  const file = customRolesFile(dataDir)
  // The first role may be added before any server has made the data directory.
  mkdirSync(dataDir, {recursive: true, mode: 0o700})
  writeFileSync(`${file}.tmp`, `${JSON.stringify(roles, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
  return roles
}

import {resolve} from 'node:path'
import {BUILT_IN_ROLES, LakeError} from '../../lake'
import type {Grant} from '../../types'
import {CustomRolesError, customRolesFile, loadCustomRoles, saveCustomRole} from '../grants/customRoles'
import {DEFAULT_DATA_DIR} from './openDataDir'
import {CommandError, EXIT, expectPositionals, HELP, parseCommandArgs, UsageError, type CliIO} from './usage'

/**
 * `vellum roles add|list`: manages the project's custom roles in `<dataDir>/roles.json`. `add`
 * validates the role (name, title, grants as JSON) and adds it or replaces the one with the
 * same name; `list` prints the built-in roles, then the custom ones. A running server reads the
 * file when it starts.
 * @returns the exit code
 */
export async function rolesCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args
  if (sub === '--help' || sub === '-h') {
    io.stdout.write(HELP.roles)
    return EXIT.ok
  }
  if (sub !== 'add' && sub !== 'list')
    throw new UsageError(
      sub === undefined ? 'Missing subcommand: add or list' : `Unknown roles subcommand "${sub}": use add or list`,
      HELP.roles,
    )
  try {
    return await Promise.resolve(sub === 'add' ? addRole(rest, io) : listRoles(rest, io))
  } catch (error) {
    if (error instanceof CustomRolesError || error instanceof LakeError) throw new CommandError(error.message)
    throw error
  }
}

function addRole(args: string[], io: CliIO): number {
  const {values, positionals} = parseCommandArgs(
    args,
    {
      name: {type: 'string'},
      title: {type: 'string'},
      description: {type: 'string'},
      grants: {type: 'string'},
      data: {type: 'string'},
    },
    HELP.roles,
  )
  if (values.help) return help(io)
  expectPositionals(positionals, [], HELP.roles)
  if (values.name === undefined) throw new UsageError('Missing --name <name>', HELP.roles)
  if (values.title === undefined) throw new UsageError('Missing --title <title>', HELP.roles)
  if (values.grants === undefined)
    throw new UsageError(
      `Missing --grants '<json>', e.g. '[{"filter": "_type == \\"post\\"", "permissions": ["read"]}]'`,
      HELP.roles,
    )
  let grants: Grant[]
  try {
    grants = JSON.parse(values.grants) as Grant[]
  } catch (error) {
    throw new CommandError(`--grants is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const dataDir = resolve(values.data ?? DEFAULT_DATA_DIR)
  saveCustomRole(dataDir, {
    name: values.name,
    title: values.title,
    ...(values.description === undefined ? {} : {description: values.description}),
    grants,
  })
  io.stdout.write(`${values.name}\n`)
  io.stderr.write(`Saved in ${customRolesFile(dataDir)}; restart a running server to use it\n`)
  return EXIT.ok
}

function listRoles(args: string[], io: CliIO): number {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.roles)
  if (values.help) return help(io)
  expectPositionals(positionals, [], HELP.roles)
  const custom = loadCustomRoles(resolve(values.data ?? DEFAULT_DATA_DIR))
  for (const role of BUILT_IN_ROLES)
    io.stdout.write(`${role.name}\t${role.title}\tbuilt-in\t${JSON.stringify(role.grants)}\n`)
  for (const role of custom) io.stdout.write(`${role.name}\t${role.title}\tcustom\t${JSON.stringify(role.grants)}\n`)
  return EXIT.ok
}

function help(io: CliIO): number {
  io.stdout.write(HELP.roles)
  return EXIT.ok
}

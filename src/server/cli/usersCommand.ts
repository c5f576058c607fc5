import {resolve} from 'node:path'
import {generatePassword} from '../auth/passwordHash'
import {CustomRolesError, loadCustomRoles} from '../grants/customRoles'
import {checkEmail, checkNewPassword, checkRoles, UserInputError, UserStore} from '../auth/UserStore'
import {DEFAULT_DATA_DIR, openDataDir} from './openDataDir'
import {CommandError, EXIT, expectPositionals, HELP, parseCommandArgs, UsageError, type CliIO} from './usage'

/**
 * `vellum users add|list|set-role|remove`: manages the people who sign in with e-mail and
 * password. `add` without `--password` generates one and prints it once.
 * @returns the exit code
 */
export async function usersCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args
  if (sub === '--help' || sub === '-h') {
    io.stdout.write(HELP.users)
    return EXIT.ok
  }
  if (sub === undefined || sub.startsWith('-'))
    throw new UsageError('Missing subcommand: add, list, set-role or remove', HELP.users)
  const run = Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : undefined
  if (!run) throw new UsageError(`Unknown users subcommand "${sub}": use add, list, set-role or remove`, HELP.users)
  try {
    return await run(rest, io)
  } catch (error) {
    if (error instanceof UserInputError) throw new CommandError(error.message)
    throw error
  }
}

const SUBCOMMANDS: Record<string, (args: string[], io: CliIO) => number | Promise<number>> = {
  add: addUser,
  list: listUsers,
  'set-role': setRole,
  remove: removeUser,
}

/** Opens the user store of a data directory, runs `fn`, closes it. */
async function withUsers<T>(
  dataDir: string | undefined,
  create: boolean,
  fn: (users: UserStore) => T | Promise<T>,
): Promise<T> {
  const storage = openDataDir(dataDir ?? DEFAULT_DATA_DIR, create)
  try {
    return await fn(new UserStore(storage.db, customRoleNames(dataDir)))
  } finally {
    storage.close()
  }
}

async function addUser(args: string[], io: CliIO): Promise<number> {
  const {values, positionals} = parseCommandArgs(
    args,
    {
      email: {type: 'string'},
      name: {type: 'string'},
      role: {type: 'string'},
      password: {type: 'string'},
      data: {type: 'string'},
    },
    HELP.users,
  )
  if (values.help) return help(io)
  expectPositionals(positionals, [], HELP.users)
  if (values.email === undefined) throw new UsageError('Missing --email <address>', HELP.users)
  if (values.name === undefined) throw new UsageError('Missing --name <name>', HELP.users)
  if (values.role === undefined) throw new UsageError('Missing --role <role>', HELP.users)
  // Checked before the database is opened, so a typo creates no data directory.
  checkEmail(values.email)
  checkRoles([values.role], customRoleNames(values.data))
  if (values.password !== undefined) checkNewPassword(values.password)
  const password = values.password ?? generatePassword()
  const user = await withUsers(values.data, true, (users) =>
    users.add({email: values.email!, name: values.name!, roles: [values.role!], password}),
  )
  io.stdout.write(`${user.id}\n`)
  if (values.password === undefined) io.stdout.write(`Password for ${user.email} (shown once): ${password}\n`)
  return EXIT.ok
}

async function listUsers(args: string[], io: CliIO): Promise<number> {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.users)
  if (values.help) return help(io)
  expectPositionals(positionals, [], HELP.users)
  return withUsers(values.data, false, (users) => {
    const all = users.list()
    if (all.length === 0)
      io.stderr.write('No users yet; add one with "vellum users add --email <e-mail> --name <name> --role <role>"\n')
    for (const user of all) {
      io.stdout.write(
        `${user.id}\t${user.email}\t${user.name}\t${user.roles.join(',') || '-'}\t${user.provider}\t${user.createdAt}\n`,
      )
    }
    return EXIT.ok
  })
}

async function setRole(args: string[], io: CliIO): Promise<number> {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.users)
  if (values.help) return help(io)
  const [email, role] = expectPositionals(positionals, ['email', 'role'], HELP.users) as [string, string]
  checkRoles([role], customRoleNames(values.data))
  return withUsers(values.data, false, (users) => {
    const user = users.setRoles(email, [role])
    if (!user) throw new CommandError(`No user with the e-mail ${email}`)
    io.stdout.write(`${user.email}\t${user.roles.join(',')}\n`)
    return EXIT.ok
  })
}

async function removeUser(args: string[], io: CliIO): Promise<number> {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.users)
  if (values.help) return help(io)
  const [email] = expectPositionals(positionals, ['email'], HELP.users) as [string]
  return withUsers(values.data, false, (users) => {
    if (!users.remove(email)) throw new CommandError(`No user with the e-mail ${email}`)
    io.stderr.write(`Removed ${email}; their sessions have ended\n`)
    return EXIT.ok
  })
}

/** The custom roles of a data directory (`roles.json`), which users may hold too. */
function customRoleNames(dataDir: string | undefined): string[] {
  try {
    return loadCustomRoles(resolve(dataDir ?? DEFAULT_DATA_DIR)).map((role) => role.name)
  } catch (error) {
    if (error instanceof CustomRolesError) throw new CommandError(error.message)
    throw error
  }
}

function help(io: CliIO): number {
  io.stdout.write(HELP.users)
  return EXIT.ok
}

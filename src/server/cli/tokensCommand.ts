import {TOKEN_ROLES, TokenStore} from '../tokenStore'
import {DEFAULT_DATA_DIR, openDataDir} from './openDataDir'
import {CommandError, EXIT, HELP, parseCommandArgs, UsageError, type CliIO} from './usage'

/**
 * `vellum tokens add --role <role> [--label <text>] [--data <dir>]` prints a new token;
 * `vellum tokens list [--data <dir>]` prints one line per token: id, role, created, label.
 * @returns the exit code
 */
export function tokensCommand(args: string[], io: CliIO): number {
  const [sub, ...rest] = args
  if (sub === undefined || sub === '--help' || sub === '-h') {
    if (sub === undefined) throw new UsageError('Missing subcommand: add or list', HELP.tokens)
    io.stdout.write(HELP.tokens)
    return EXIT.ok
  }
  if (sub === 'add') return addToken(rest, io)
  if (sub === 'list') return listTokens(rest, io)
  throw new UsageError(`Unknown tokens subcommand "${sub}": use add or list`, HELP.tokens)
}

function addToken(args: string[], io: CliIO): number {
  const {values, positionals} = parseCommandArgs(
    args,
    {role: {type: 'string'}, label: {type: 'string'}, data: {type: 'string'}},
    HELP.tokens,
  )
  if (values.help) {
    io.stdout.write(HELP.tokens)
    return EXIT.ok
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}"`, HELP.tokens)
  if (values.role === undefined) throw new UsageError('Missing --role <role>', HELP.tokens)
  // Checked before the database is opened, so a typo creates no data directory.
  if (!(TOKEN_ROLES as readonly string[]).includes(values.role)) {
    throw new CommandError(`Unknown role "${values.role}": use one of ${TOKEN_ROLES.join(', ')}`)
  }
  const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, true)
  try {
    io.stdout.write(`${new TokenStore(storage.db).add(values.role, values.label)}\n`)
  } finally {
    storage.close()
  }
  return EXIT.ok
}

function listTokens(args: string[], io: CliIO): number {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.tokens)
  if (values.help) {
    io.stdout.write(HELP.tokens)
    return EXIT.ok
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}"`, HELP.tokens)
  const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, false)
  try {
    const tokens = new TokenStore(storage.db).list()
    if (tokens.length === 0) io.stderr.write('No tokens yet; create one with "vellum tokens add --role <role>"\n')
    for (const token of tokens) {
      io.stdout.write(
        `${token.id}\t${token.role}\t${token.createdAt}${token.label === null ? '' : `\t${token.label}`}\n`,
      )
    }
  } finally {
    storage.close()
  }
  return EXIT.ok
}

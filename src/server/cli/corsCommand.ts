import {CorsInputError, CorsStore, normalizeOrigin} from '../cors/CorsStore'
import {DEFAULT_DATA_DIR, openDataDir} from './openDataDir'
import {CommandError, EXIT, expectPositionals, HELP, parseCommandArgs, UsageError, type CliIO} from './usage'

/**
 * `vellum cors add <origin> [--credentials]`, `vellum cors list`, `vellum cors remove <origin>`:
 * the origins whose browsers may call the API, per project (`--project`, default `local`).
 * A running server sees changes at once.
 * @returns the exit code
 */
export function corsCommand(args: string[], io: CliIO): number {
  const [sub, ...rest] = args
  if (sub === '--help' || sub === '-h') {
    io.stdout.write(HELP.cors)
    return EXIT.ok
  }
  if (sub === undefined || sub.startsWith('-'))
    throw new UsageError('Missing subcommand: add, list or remove', HELP.cors)
  if (sub !== 'add' && sub !== 'list' && sub !== 'remove')
    throw new UsageError(`Unknown cors subcommand "${sub}": use add, list or remove`, HELP.cors)
  const {values, positionals} = parseCommandArgs(
    rest,
    {data: {type: 'string'}, project: {type: 'string'}, credentials: {type: 'boolean'}},
    HELP.cors,
  )
  if (values.credentials && sub !== 'add') throw new UsageError('--credentials goes with "cors add"', HELP.cors)
  if (values.help) {
    io.stdout.write(HELP.cors)
    return EXIT.ok
  }
  const [origin] = expectPositionals(positionals, sub === 'list' ? [] : ['origin'], HELP.cors)
  try {
    // Checked before the database is opened, so a typo creates no data directory.
    if (origin !== undefined) normalizeOrigin(origin)
    const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, sub === 'add')
    try {
      const cors = new CorsStore(storage.db, values.project ?? 'local')
      if (sub === 'add') {
        const entry = cors.add(origin!, {allowCredentials: values.credentials === true})
        io.stdout.write(`${entry.origin}\t${entry.allowCredentials ? 'credentials' : 'no credentials'}\n`)
      } else if (sub === 'remove') {
        if (!cors.remove(origin!)) throw new CommandError(`${normalizeOrigin(origin!)} is not on the allow-list`)
        io.stderr.write(`Removed ${normalizeOrigin(origin!)}\n`)
      } else {
        const entries = cors.list()
        if (entries.length === 0)
          io.stderr.write('No origins allowed yet; add one with "vellum cors add <origin> [--credentials]"\n')
        for (const entry of entries)
          io.stdout.write(
            `${entry.origin}\t${entry.allowCredentials ? 'credentials' : 'no credentials'}\t${entry.createdAt}\n`,
          )
      }
    } finally {
      storage.close()
    }
  } catch (error) {
    if (error instanceof CorsInputError) throw new CommandError(error.message)
    throw error
  }
  return EXIT.ok
}

import {corsCommand} from './corsCommand'
import {datasetCommand} from './datasetCommand'
import {devCommand, startCommand} from './startCommand'
import {tokensCommand} from './tokensCommand'
import {rolesCommand} from './rolesCommand'
import {usersCommand} from './usersCommand'
import {CommandError, EXIT, HELP, UsageError, type CliIO} from './usage'

export type {CliIO} from './usage'

const COMMANDS: Record<string, {help: string; run: (args: string[], io: CliIO) => number | Promise<number>}> = {
  start: {help: HELP.start, run: startCommand},
  tokens: {help: HELP.tokens, run: tokensCommand},
  dataset: {help: HELP.dataset, run: datasetCommand},
  dev: {help: HELP.dev, run: devCommand},
  users: {help: HELP.users, run: usersCommand},
  cors: {help: HELP.cors, run: corsCommand},
  roles: {help: HELP.roles, run: rolesCommand},
}

const processIO = (): CliIO => ({stdout: process.stdout, stderr: process.stderr, isTTY: process.stderr.isTTY === true})

/**
 * The `vellum` command line, callable in-process: parses `argv` (without the node and script
 * paths), runs the command, and resolves to the exit code instead of exiting.
 *
 * Exit codes: 0 done; 1 the command failed (bad role, missing file, invalid dataset name,
 * server could not start); 2 the command line itself was wrong (unknown command or flag,
 * missing argument), with the help on stderr.
 *
 * @param io - where output goes; tests pass captured writers
 * @example
 * ```ts
 * const code = await main(['tokens', 'add', '--role', 'editor', '--data', dir], io)
 * ```
 */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [command, ...args] = argv
  try {
    if (command === undefined) throw new UsageError('Missing command', HELP.main)
    if (command === '--help' || command === '-h') {
      io.stdout.write(HELP.main)
      return EXIT.ok
    }
    if (command === 'help') {
      const topic = args[0] === undefined ? undefined : COMMANDS[args[0]]
      if (args[0] !== undefined && !topic) throw new UsageError(`Unknown command "${args[0]}"`, HELP.main)
      io.stdout.write(topic?.help ?? HELP.main)
      return EXIT.ok
    }
    const entry = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
    if (!entry)
      throw new UsageError(
        command.startsWith('-') ? `Unknown option "${command}"` : `Unknown command "${command}"`,
        HELP.main,
      )
    return await entry.run(args, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`vellum: ${error.message}\n${error.help ? `\n${error.help}` : ''}`)
      return EXIT.usage
    }
    if (error instanceof CommandError) {
      io.stderr.write(`vellum: ${error.message}\n`)
      return EXIT.failure
    }
    io.stderr.write(`vellum: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    return EXIT.failure
  }
}

import {parseArgs, type ParseArgsConfig} from 'node:util'

/** Where a CLI command writes: stdout, stderr, and whether stderr is a terminal (progress bars). */
export interface CliIO {
  stdout: {write(text: string): unknown}
  stderr: {write(text: string): unknown}
  /** True when stderr is an interactive terminal; progress bars are drawn only then. */
  isTTY: boolean
  /**
   * Aborting it stops a running `vellum start` as SIGINT/SIGTERM would; lets tests and
   * embedders run the server command in-process.
   */
  signal?: AbortSignal
}

/** The command line was wrong (unknown command or flag, missing argument): exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The help text of the command, printed after the message. */
    readonly help?: string,
  ) {
    super(message)
    this.name = 'UsageError'
  }
}

/** The command was understood but cannot be done (bad role, missing file, bad dataset): exit code 1. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CommandError'
  }
}

/** Exit codes, as shells and scripts expect them. */
export const EXIT = {ok: 0, failure: 1, usage: 2} as const

/** The text `vellum help [command]` and `--help` print: the overview (`main`) and one text per command. */
export const HELP = {
  main: `Usage: vellum <command> [options]

The Vellum content server and its data tools.

Commands:
  start                                   Run the content server
  dev                                     Run it in developer mode (start --dev)
  tokens add --role <role> [--label <t>]  Create an API token and print it
  tokens list                             List tokens (ids, roles, labels; never the tokens)
  dataset create <dataset> | list         Create a dataset, or list them
  dataset export <dataset> <file>         Write a dataset as NDJSON, one document per line
  dataset import <file> <dataset>         Read NDJSON documents into a dataset
  users add --email <e> --name <n> --role <r> [--password <p>]
                                          Add a user who signs in with e-mail and password
  users list | set-role <e> <r> | remove <e>
                                          List users, change a role, remove a user
  roles add --name <n> --title <t> --grants '<json>'
                                          Add a custom role (saved in <data>/roles.json)
  roles list                              List built-in and custom roles with their grants
  cors add <origin> [--credentials]       Let browsers on an origin call the API
  cors list | remove <origin>             List or remove allowed origins

Every command takes --data <dir> (default ./.vellum), the directory holding vellum.db.
Run "vellum <command> --help" for a command's options.
`,
  start: `Usage: vellum start [--data <dir>] [--port <port>] [--host <host>] [--project <id>] [--dev]
                    [--tls-cert <file> --tls-key <file>] [--public-url <url>]

Runs the content server until SIGINT or SIGTERM. When it is ready it prints one line:
  vellum listening on http://HOST:PORT   (https://HOST:PORT with --tls-cert and --tls-key)

Options:
  --data <dir>      Data directory (default ./.vellum)
  --port <port>     Port to listen on (default 3400; 0 picks a free port)
  --host <host>     Interface to bind (default 127.0.0.1)
  --project <id>    Project id clients use (default local)
  --dev             Developer mode (loopback hosts only): offers "Continue as developer"
                    sign-in as the local administrator, and on a first start with no users
                    creates that administrator and prints its password on stderr
  --tls-cert <file> Certificate chain (PEM); with --tls-key serves HTTPS: HTTP/2 with
                    HTTP/1.1 fallback (websockets included)
  --tls-key <file>  The certificate's private key (PEM)
  --public-url <url> The URL clients reach the server at, behind a reverse proxy
                    (https://content.example.com): asset documents' URLs start with it
`,
  dev: `Usage: vellum dev [--data <dir>] [--port <port>] [--host <host>] [--project <id>]

The same as "vellum start --dev": runs the server in developer mode. The host must be a
loopback address (default 127.0.0.1). On a first start with no users it creates the
administrator admin@localhost and prints how to sign in (on stderr).
`,
  users: `Usage: vellum users add --email <e-mail> --name <name> --role <role> [--password <p>] [--data <dir>]
       vellum users list [--data <dir>]
       vellum users set-role <e-mail> <role> [--data <dir>]
       vellum users remove <e-mail> [--data <dir>]

Users sign in with e-mail and password on the server's sign-in page. Without --password,
"add" generates one and prints it once. Passwords need at least 8 characters and are stored
as scrypt hashes only. (A password given on the command line may stay in shell history.)
Removing a user ends their sessions.

Roles: administrator, editor, developer (read and write), contributor, viewer (read)
`,
  cors: `Usage: vellum cors add <origin> [--credentials] [--project <id>] [--data <dir>]
       vellum cors list [--project <id>] [--data <dir>]
       vellum cors remove <origin> [--project <id>] [--data <dir>]

Browsers on an allowed origin (e.g. http://localhost:3333, where a studio runs) may call
the API; others get no CORS headers, and the studio shows its cross-origin dialog.
--credentials also lets them send the session cookie (needed for cookie sign-in). Sign-in
only returns to allowed origins (or the server's own). A running server sees changes at once.
`,
  roles: `Usage: vellum roles add --name <name> --title <title> --grants '<json>' [--description <text>] [--data <dir>]
       vellum roles list [--data <dir>]

Custom roles live in <data>/roles.json, a JSON array of {name, title, description?, grants}.
Each grant is {filter: <GROQ filter>, permissions: [read | create | update | history]}.
Example: vellum roles add --name post-editor --title "Post editor" \\
  --grants '[{"filter": "_type == \\"post\\"", "permissions": ["read", "update"]}]'
The server reads the file when it starts; users hold custom roles by name (users add, set-role).
`,
  tokens: `Usage: vellum tokens add --role <role> [--label <text>] [--data <dir>]
       vellum tokens list [--data <dir>]

Tokens authenticate API requests ("Authorization: Bearer <token>"). A token is printed once
when created; only its hash is stored.

Roles: administrator, editor, developer, contributor, viewer
`,
  dataset: `Usage: vellum dataset create <dataset> [--data <dir>]
       vellum dataset list [--data <dir>]
       vellum dataset export <dataset> <file.ndjson> [--data <dir>]
       vellum dataset import <file.ndjson> <dataset> [--replace | --missing] [--data <dir>]

create  Creates an empty dataset (1-64 lowercase letters, digits, "_" or "-"). "production"
        exists from the start; any other dataset must be created (or imported into) before
        the API serves it: requests to a dataset that does not exist are answered 404.
list    Lists the datasets, one per line.

export  Writes every document of a dataset (drafts included, as stored) to a file, one JSON
        document per line, ordered by _id.
import  Reads such a file into a dataset, 500 documents per transaction. By default a
        document whose _id already exists is skipped and reported; --replace overwrites it,
        --missing keeps the existing one silently. Lines that are not JSON objects with a
        string _id and _type are skipped and reported with their line numbers.
`,
} as const

/** The flags a command accepts: each a string or a boolean. */
export type CommandOptions = Record<string, {type: 'string' | 'boolean'; short?: string}>

/** What {@link parseCommandArgs} returns: each flag's value (absent when not given) and the positionals. */
export interface ParsedCommandArgs<O extends CommandOptions> {
  values: {[K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string} & {help?: boolean}
  positionals: string[]
}

/**
 * Parses one command's arguments with `node:util` parseArgs (strict), turning its errors into
 * {@link UsageError}s that carry the command's help. `--help`/`-h` is always accepted.
 */
export function parseCommandArgs<const O extends CommandOptions>(
  args: string[],
  options: O,
  help: string,
): ParsedCommandArgs<O> {
  try {
    const config = {
      args,
      options: {...options, help: {type: 'boolean', short: 'h'}},
      allowPositionals: true,
      strict: true,
    } satisfies ParseArgsConfig
    return parseArgs(config) as ParsedCommandArgs<O>
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), help)
  }
}

/** Checks the number of positional arguments of a command. */
export function expectPositionals(positionals: string[], names: string[], help: string): string[] {
  if (positionals.length < names.length) {
    throw new UsageError(
      `Missing ${names
        .slice(positionals.length)
        .map((name) => `<${name}>`)
        .join(' ')}`,
      help,
    )
  }
  if (positionals.length > names.length) {
    throw new UsageError(`Unexpected argument "${positionals[names.length]}"`, help)
  }
  return positionals
}

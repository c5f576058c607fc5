import {readFileSync} from 'node:fs'
import {isLoopbackHost} from '../cors/origins'
import {DEFAULT_DATA_DIR} from './openDataDir'
import {CommandError, EXIT, expectPositionals, HELP, parseCommandArgs, UsageError, type CliIO} from './usage'

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const

/** Parses `--port`: an integer 0..65535, where 0 asks the OS for a free port. */
function parsePort(value: string | undefined): number {
  if (value === undefined) return 3400
  const port = Number(value)
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port > 65535) {
    throw new UsageError(`--port must be an integer from 0 to 65535, got "${value}"`, HELP.start)
  }
  return port
}

/**
 * Reads `--tls-cert` and `--tls-key`: both or neither. The files' contents are checked when
 * the server starts (PEM, and the key belonging to the certificate).
 */
function readTlsFiles(
  certPath: string | undefined,
  keyPath: string | undefined,
  help: string,
): {cert: Buffer; key: Buffer} | undefined {
  if (certPath === undefined && keyPath === undefined) return undefined
  if (certPath === undefined || keyPath === undefined || certPath === '' || keyPath === '')
    throw new UsageError('--tls-cert and --tls-key go together: give the certificate file and its key file', help)
  const read = (path: string, what: string): Buffer => {
    try {
      return readFileSync(path)
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message
      throw new CommandError(`Could not read the TLS ${what} file "${path}": ${reason}`)
    }
  }
  return {cert: read(certPath, 'certificate'), key: read(keyPath, 'key')}
}

/**
 * Reads `--public-url`: an absolute http(s) URL without query or fragment (a path prefix is
 * kept), the address clients reach the server at behind a proxy.
 */
function parsePublicUrl(value: string | undefined, help: string): string | undefined {
  if (value === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '')
    throw new UsageError(
      `--public-url must be an http or https URL without query or fragment, such as https://content.example.com, got "${value}"`,
      help,
    )
  return url.href.replace(/\/+$/, '')
}

/** What developer mode prints on stderr once listening: who "Continue as developer" is. */
function devNotice(server: {
  url: string
  users: {firstAdministrator(): {email: string} | undefined}
  devAdministrator?: {email: string; password: string}
}): string {
  const created = server.devAdministrator
  const admin = server.users.firstAdministrator()
  const lines = ['Developer mode: "Continue as developer" signs in without a password (loopback only).']
  if (created) {
    lines.push(`Created the administrator ${created.email} with the password ${created.password} (shown once).`)
    lines.push('Sign in from the studio with "Continue as developer", or with that e-mail and password.')
  } else if (admin) {
    lines.push(`It signs in as the administrator ${admin.email}.`)
  } else {
    lines.push('There is no administrator to sign in as yet: add one with "vellum users add --role administrator".')
  }
  return `${lines.join('\n')}\n`
}

/**
 * `vellum start`: runs the content server until SIGINT or SIGTERM (or `io.signal` aborts),
 * then closes it (in-flight requests finish, the database is closed) and returns 0.
 *
 * Prints exactly one line on stdout, `vellum listening on http://HOST:PORT`, once the server
 * accepts connections, so scripts and tests can wait for it; anything else goes to stderr.
 * With `--tls-cert FILE --tls-key FILE` it serves HTTPS (HTTP/2 with HTTP/1.1 fallback) and
 * the line says `https://`.
 * @returns the exit code
 */
export function startCommand(args: string[], io: CliIO): Promise<number> {
  return runServer(args, io, HELP.start)
}

/**
 * `vellum dev`: `vellum start --dev` — developer sign-in on a loopback host, and on a first
 * start with no users an administrator whose password is printed on stderr.
 * @returns the exit code
 */
export function devCommand(args: string[], io: CliIO): Promise<number> {
  return runServer(['--dev', ...args], io, HELP.dev)
}

async function runServer(args: string[], io: CliIO, help: string): Promise<number> {
  const {values, positionals} = parseCommandArgs(
    args,
    {
      data: {type: 'string'},
      port: {type: 'string'},
      host: {type: 'string'},
      project: {type: 'string'},
      dev: {type: 'boolean'},
      'tls-cert': {type: 'string'},
      'tls-key': {type: 'string'},
      'public-url': {type: 'string'},
    },
    help,
  )
  if (values.help) {
    io.stdout.write(help)
    return EXIT.ok
  }
  expectPositionals(positionals, [], help)
  const port = parsePort(values.port)
  const host = values.host ?? '127.0.0.1'
  if (host === '') throw new UsageError('--host must not be empty', help)
  const dev = values.dev === true
  // Developer sign-in needs no password: never offer it beyond this machine.
  if (dev && !isLoopbackHost(host))
    throw new UsageError(
      `Developer mode only binds loopback addresses (127.0.0.1, ::1, localhost), not "${host}"`,
      help,
    )

  const tls = readTlsFiles(values['tls-cert'], values['tls-key'], help)
  const publicUrl = parsePublicUrl(values['public-url'], help)

  // Loaded here so the data commands never load the HTTP server.
  const {createServer} = await import('../createServer')

  // Listen for signals before the server starts: a signal during startup must not kill the
  // process with the database half-opened. `once`: a second Ctrl-C while closing kills at once.
  let stop!: () => void
  const stopped = new Promise<void>((resolve) => (stop = resolve))
  for (const signal of SHUTDOWN_SIGNALS) process.once(signal, stop)
  io.signal?.addEventListener('abort', stop, {once: true})
  try {
    let server: Awaited<ReturnType<typeof createServer>>
    try {
      server = await createServer({
        dataDir: values.data ?? DEFAULT_DATA_DIR,
        port,
        host,
        projectId: values.project ?? 'local',
        dev,
        ...(tls ? {tls} : {}),
        ...(publicUrl ? {publicUrl} : {}),
      })
    } catch (error) {
      throw new CommandError(
        `Could not start the server on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    io.stdout.write(`vellum listening on ${server.url.replace(/\/$/, '')}\n`)
    if (server.dev) io.stderr.write(devNotice(server))
    if (io.signal?.aborted) stop()
    await stopped
    await server.close()
    return EXIT.ok
  } finally {
    for (const signal of SHUTDOWN_SIGNALS) process.off(signal, stop)
    io.signal?.removeEventListener('abort', stop)
  }
}

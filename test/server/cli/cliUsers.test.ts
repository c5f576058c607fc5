import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {UserStore} from '../../../src/server/auth/UserStore'
import {main, type CliIO} from '../../../src/server/cli/main'
import {CorsStore} from '../../../src/server/cors/CorsStore'
import {sqliteStorage} from '../../../src/server/sqliteStorage'
import {runCli, tempDir} from '../support/cliHarness'

let dir: string
let remove: () => void
beforeEach(() => {
  ;({dir, remove} = tempDir())
})
afterEach(() => remove())

const dataDir = () => join(dir, 'data')
const cli = (...argv: string[]) => runCli([...argv, '--data', dataDir()])

/** Opens the test data directory's database, runs `fn`, closes it. */
async function withDb<T>(fn: (db: ReturnType<typeof sqliteStorage>['db']) => T | Promise<T>): Promise<T> {
  const storage = sqliteStorage({filename: join(dataDir(), 'vellum.db')})
  try {
    return await fn(storage.db)
  } finally {
    storage.close()
  }
}

describe('vellum users', () => {
  it('adds a user with a password, lists, changes the role and removes them', async () => {
    const add = await cli(
      'users',
      'add',
      '--email',
      'ada@example.com',
      '--name',
      'Ada Lovelace',
      '--role',
      'editor',
      '--password',
      'analytical-engine',
    )
    expect(add).toMatchObject({code: 0, stderr: ''})
    expect(add.stdout).toMatch(/^u[0-9a-f]{16}\n$/)
    expect(add.stdout).not.toContain('analytical-engine')
    expect(await withDb((db) => new UserStore(db).checkPassword('ada@example.com', 'analytical-engine'))).toMatchObject(
      {name: 'Ada Lovelace', roles: ['editor']},
    )

    const list = await cli('users', 'list')
    expect(list.code).toBe(0)
    expect(list.stdout).toMatch(/^u[0-9a-f]{16}\tada@example\.com\tAda Lovelace\teditor\tlocal\t\d{4}-\d{2}-\d{2}T/)
    expect(list.stdout).not.toMatch(/scrypt|analytical/)

    expect(await cli('users', 'set-role', 'ADA@example.com', 'viewer')).toMatchObject({
      code: 0,
      stdout: 'ada@example.com\tviewer\n',
    })
    expect((await cli('users', 'list')).stdout).toContain('\tviewer\t')

    expect(await cli('users', 'remove', 'ada@example.com')).toMatchObject({code: 0, stdout: ''})
    const empty = await cli('users', 'list')
    expect(empty).toMatchObject({code: 0, stdout: ''})
    expect(empty.stderr).toContain('No users yet')
  })

  it('generates a password when none is given and prints it once', async () => {
    const add = await cli('users', 'add', '--email', 'bob@example.com', '--name', 'Bob', '--role', 'viewer')
    expect(add.code).toBe(0)
    const password = /^Password for bob@example\.com \(shown once\): (\S+)$/m.exec(add.stdout)?.[1]
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(await withDb((db) => new UserStore(db).checkPassword('bob@example.com', password!))).toBeDefined()
  })

  it.each([
    [['users', 'add', '--email', 'x@example.com', '--name', 'X', '--role', 'owner'], 'Unknown role "owner"'],
    [['users', 'add', '--email', 'nope', '--name', 'X', '--role', 'editor'], '"nope" is not an e-mail address'],
    [
      ['users', 'add', '--email', 'x@example.com', '--name', 'X', '--role', 'editor', '--password', 'short'],
      'at least 8 characters',
    ],
  ])('refuses %j with exit code 1 and creates no data directory', async (argv, message) => {
    const run = await cli(...argv)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(message)
    expect(existsSync(dataDir())).toBe(false)
  })

  it('refuses a duplicate e-mail (any case) and unknown users with exit code 1', async () => {
    await cli(
      'users',
      'add',
      '--email',
      'ada@example.com',
      '--name',
      'Ada',
      '--role',
      'editor',
      '--password',
      'analytical-engine',
    )
    const again = await cli(
      'users',
      'add',
      '--email',
      'ADA@example.com',
      '--name',
      'Ada',
      '--role',
      'editor',
      '--password',
      'another-password',
    )
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('exists already')
    expect((await cli('users', 'set-role', 'who@example.com', 'viewer')).stderr).toContain(
      'No user with the e-mail who@example.com',
    )
    expect((await cli('users', 'remove', 'who@example.com')).code).toBe(1)
    expect((await cli('users', 'set-role', 'ada@example.com', 'owner')).code).toBe(1)
    expect(await withDb((db) => new UserStore(db).list())).toMatchObject([
      {email: 'ada@example.com', roles: ['editor']},
    ])
  })

  it.each([
    [['users'], 'Missing subcommand'],
    [['users', 'rename'], 'Unknown users subcommand "rename"'],
    [['users', 'add', '--name', 'X', '--role', 'editor'], 'Missing --email'],
    [['users', 'add', '--email', 'x@example.com', '--role', 'editor'], 'Missing --name'],
    [['users', 'add', '--email', 'x@example.com', '--name', 'X'], 'Missing --role'],
    [['users', 'set-role', 'x@example.com'], 'Missing <role>'],
    [['users', 'remove'], 'Missing <email>'],
  ])('rejects %j with exit code 2', async (argv, message) => {
    const run = await cli(...argv)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(message)
  })

  it('says so when there is no data directory yet', async () => {
    const run = await cli('users', 'list')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No Vellum data')
  })
})

describe('vellum cors', () => {
  it('adds, lists and removes origins per project', async () => {
    expect(await cli('cors', 'add', 'http://localhost:3333/')).toMatchObject({
      code: 0,
      stdout: 'http://localhost:3333\tno credentials\n',
    })
    expect(await cli('cors', 'add', 'https://studio.example.com', '--credentials')).toMatchObject({
      code: 0,
      stdout: 'https://studio.example.com\tcredentials\n',
    })
    expect(await cli('cors', 'add', 'https://other.example.com', '--project', 'p2')).toMatchObject({code: 0})
    const list = await cli('cors', 'list')
    expect(
      list.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t').slice(0, 2)),
    ).toEqual([
      ['http://localhost:3333', 'no credentials'],
      ['https://studio.example.com', 'credentials'],
    ])
    expect(await withDb((db) => new CorsStore(db, 'p2').list().map((entry) => entry.origin))).toEqual([
      'https://other.example.com',
    ])

    expect((await cli('cors', 'remove', 'http://localhost:3333')).code).toBe(0)
    expect((await cli('cors', 'list')).stdout).not.toContain('localhost:3333')
    const missing = await cli('cors', 'remove', 'http://localhost:3333')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('not on the allow-list')
  })

  it('refuses values that are not origins with exit code 1, creating nothing', async () => {
    const run = await cli('cors', 'add', 'http://localhost:3333/studio')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('leave out paths')
    expect(existsSync(dataDir())).toBe(false)
  })

  it.each([
    [['cors'], 'Missing subcommand'],
    [['cors', 'allow', 'http://x'], 'Unknown cors subcommand "allow"'],
    [['cors', 'add'], 'Missing <origin>'],
    [['cors', 'list', '--credentials'], '--credentials goes with "cors add"'],
    [['cors', 'list', 'extra'], 'Unexpected argument "extra"'],
  ])('rejects %j with exit code 2', async (argv, message) => {
    const run = await cli(...argv)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(message)
  })
})

describe('vellum dev', () => {
  /** Runs a server command in-process until it printed its listening line; returns its URL and a stop function. */
  async function runServer(argv: string[]) {
    let stdout = ''
    let stderr = ''
    let listening!: (url: string) => void
    const url = new Promise<string>((resolve) => (listening = resolve))
    const abort = new AbortController()
    const io: CliIO = {
      stdout: {
        write: (text: string) => (
          (stdout += text),
          /listening on (\S+)/.test(stdout) && listening(/listening on (\S+)/.exec(stdout)![1]!)
        ),
      },
      stderr: {write: (text: string) => (stderr += text)},
      isTTY: false,
      signal: abort.signal,
    }
    const exited = main(argv, io)
    const first = await Promise.race([url, exited.then((code) => `exited ${code}: ${stderr}`)])
    return {url: first, stderr: () => stderr, stop: async () => (abort.abort(), await exited)}
  }

  it('starts in developer mode: creates the administrator, prints how to sign in, offers developer sign-in', async () => {
    const server = await runServer(['dev', '--data', dataDir(), '--port', '0'])
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.stderr()).toMatch(
        /Created the administrator admin@localhost with the password [A-Za-z0-9_-]{20} \(shown once\)/,
      )
      expect(server.stderr()).toContain('Continue as developer')
      const {providers} = (await (await fetch(`${server.url}/v1/auth/providers`)).json()) as {
        providers: Array<{name: string}>
      }
      expect(providers.map((provider) => provider.name)).toEqual(['dev', 'local'])
    } finally {
      expect(await server.stop()).toBe(0)
    }
    const again = await runServer(['start', '--dev', '--data', dataDir(), '--port', '0'])
    try {
      expect(again.stderr()).not.toContain('Created the administrator')
      expect(again.stderr()).toContain('It signs in as the administrator admin@localhost')
    } finally {
      await again.stop()
    }
  })

  it('refuses a host that is not loopback with exit code 2', async () => {
    for (const argv of [
      ['dev', '--host', '0.0.0.0'],
      ['start', '--dev', '--host', '192.168.1.2'],
    ]) {
      const run = await cli(...argv, '--port', '0')
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('Developer mode only binds loopback addresses')
    }
  })

  it('lists the new commands in the help', async () => {
    const run = await runCli(['--help'])
    for (const command of ['dev', 'users add', 'users list', 'cors add', 'cors list'])
      expect(run.stdout).toContain(command)
    expect((await runCli(['help', 'users'])).stdout).toContain('vellum users set-role')
    expect((await runCli(['cors', '--help'])).stdout).toContain('vellum cors remove')
    expect((await runCli(['dev', '--help'])).stdout).toContain('vellum dev')
  })
})

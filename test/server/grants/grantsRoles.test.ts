import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createServer} from '../../../src/server'
import {runCli, tempDir} from '../support/cliHarness'
import {apiClient} from '../support/apiClient'
import {signInForToken} from '../support/signIn'

let dir: {dir: string; remove: () => void}
beforeEach(() => {
  dir = tempDir('vellum-roles-')
})
afterEach(() => dir.remove())

const GRANTS = '[{"filter": "_type == \\"post\\"", "permissions": ["read", "update"]}]'

describe('roles.json', () => {
  it('refuses to start with an invalid file, naming the file and the problem', async () => {
    const file = join(dir.dir, 'roles.json')
    writeFileSync(
      file,
      JSON.stringify([{name: 'bad', title: 'Bad', grants: [{filter: '_type ==', permissions: ['read']}]}]),
    )
    await expect(createServer({dataDir: dir.dir, port: 0})).rejects.toThrow(
      new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*role 0`),
    )
    writeFileSync(file, '{not json')
    await expect(createServer({dataDir: dir.dir, port: 0})).rejects.toThrow(/Invalid custom roles file .*roles\.json/)
    writeFileSync(file, JSON.stringify([{name: 'editor', title: 'Mine', grants: []}]))
    await expect(createServer({dataDir: dir.dir, port: 0})).rejects.toThrow(/built-in role/)
  })

  it('gives users holding a removed or unknown role no grants at all', async () => {
    writeFileSync(
      join(dir.dir, 'roles.json'),
      JSON.stringify([{name: 'gone', title: 'Gone', grants: [{filter: 'true', permissions: ['read']}]}]),
    )
    let server = await createServer({dataDir: dir.dir, port: 0, onError: () => {}})
    await server.users.add({email: 'g@example.com', name: 'G', roles: ['gone'], password: 'correct horse battery'})
    const admin = apiClient({url: server.url, token: server.tokens.add('administrator')})
    await admin.mutate([{create: {_id: 'a', _type: 'post'}}])
    await server.close()
    writeFileSync(join(dir.dir, 'roles.json'), '[]')
    server = await createServer({dataDir: dir.dir, port: 0, onError: () => {}})
    const users = server.users.list()
    expect(users[0]?.roles).toEqual(['gone'])
    const {token} = await signInForToken(server.url, {email: 'g@example.com', password: 'correct horse battery'})
    const gone = apiClient({url: server.url, token})
    expect((await gone.get('/projects/local/datasets/production/acl')).body).toEqual([])
    expect((await gone.query('count(*)')).body.result).toBe(0)
    await server.close()
  })
})

describe('vellum roles', () => {
  it('adds a custom role to roles.json and lists it after the built-in ones', async () => {
    const added = await runCli([
      'roles',
      'add',
      '--name',
      'postEditor',
      '--title',
      'Post editor',
      '--grants',
      GRANTS,
      '--data',
      dir.dir,
    ])
    expect(added).toMatchObject({code: 0, stdout: 'postEditor\n'})
    expect(JSON.parse(readFileSync(join(dir.dir, 'roles.json'), 'utf8'))).toEqual([
      {
        name: 'postEditor',
        title: 'Post editor',
        grants: [{filter: '_type == "post"', permissions: ['read', 'update']}],
      },
    ])
    const listed = await runCli(['roles', 'list', '--data', dir.dir])
    expect(listed.code).toBe(0)
    expect(listed.stdout.split('\n').map((line) => line.split('\t')[0])).toEqual([
      'administrator',
      'editor',
      'developer',
      'contributor',
      'viewer',
      'postEditor',
      '',
    ])
    expect(listed.stdout).toContain(
      'postEditor\tPost editor\tcustom\t[{"filter":"_type == \\"post\\"","permissions":["read","update"]}]',
    )
  })

  it('creates the data directory for the first role (regression: ENOENT on a fresh --data dir)', async () => {
    const fresh = join(dir.dir, 'not-yet')
    const added = await runCli([
      'roles',
      'add',
      '--name',
      'postEditor',
      '--title',
      'Post editor',
      '--grants',
      GRANTS,
      '--data',
      fresh,
    ])
    expect(added).toMatchObject({code: 0, stdout: 'postEditor\n'})
    expect(JSON.parse(readFileSync(join(fresh, 'roles.json'), 'utf8'))[0].name).toBe('postEditor')
  })

  it('refuses invalid roles and JSON with exit code 1, writing nothing', async () => {
    const badJson = await runCli(['roles', 'add', '--name', 'x', '--title', 'X', '--grants', '[{', '--data', dir.dir])
    expect(badJson.code).toBe(1)
    expect(badJson.stderr).toContain('--grants is not valid JSON')
    const badGrant = await runCli([
      'roles',
      'add',
      '--name',
      'x',
      '--title',
      'X',
      '--grants',
      '[{"filter": "true", "permissions": ["fly"]}]',
      '--data',
      dir.dir,
    ])
    expect(badGrant.code).toBe(1)
    expect(badGrant.stderr).toContain('Invalid role "x"')
    expect((await runCli(['roles', 'add', '--name', 'x', '--data', dir.dir])).code).toBe(2)
    expect((await runCli(['roles', 'list', '--data', dir.dir])).stdout).not.toContain('\tcustom\t')
  })

  it('lets users add and set-role accept custom roles that exist', async () => {
    await runCli([
      'roles',
      'add',
      '--name',
      'postEditor',
      '--title',
      'Post editor',
      '--grants',
      GRANTS,
      '--data',
      dir.dir,
    ])
    const add = await runCli([
      'users',
      'add',
      '--email',
      'p@example.com',
      '--name',
      'P',
      '--role',
      'postEditor',
      '--password',
      'correct horse battery',
      '--data',
      dir.dir,
    ])
    expect(add.code).toBe(0)
    expect((await runCli(['users', 'set-role', 'p@example.com', 'viewer', '--data', dir.dir])).code).toBe(0)
    expect((await runCli(['users', 'set-role', 'p@example.com', 'postEditor', '--data', dir.dir])).stdout).toBe(
      'p@example.com\tpostEditor\n',
    )
    const unknown = await runCli(['users', 'set-role', 'p@example.com', 'nope', '--data', dir.dir])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Unknown role "nope"')
  })
})

import {mkdtempSync, rmSync} from 'node:fs'
import {request, type IncomingMessage} from 'node:http'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {createServer, type VellumServer} from '../../../src/server'
import {isLoopbackHost} from '../../../src/server/cors/origins'
import {exchangeSid, loginUrl, readSignIn} from '../support/signIn'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vellum-dev-'))
  cleanups.push(() => rmSync(dir, {recursive: true, force: true}))
  return dir
}

async function start(options: {dev?: boolean; host?: string; dataDir?: string} = {}): Promise<VellumServer> {
  const server = await createServer({port: 0, onError: () => {}, dataDir: options.dataDir ?? tempDataDir(), ...options})
  cleanups.push(() => server.close())
  return server
}

const providers = async (url: string) =>
  (
    (await (await fetch(`${url}/v2021-06-07/auth/providers`)).json()) as {
      providers: Array<{name: string; title: string; url: string}>
    }
  ).providers

describe('developer sign-in', () => {
  it('is listed first, signs in as the local administrator and hands out a token', async () => {
    const server = await start({dev: true})
    expect(server.dev).toBe(true)
    expect((await providers(server.url)).map(({name, title}) => ({name, title}))).toEqual([
      {name: 'dev', title: 'Continue as developer'},
      {name: 'local', title: 'E-mail and password'},
    ])
    const result = await readSignIn(
      await fetch(loginUrl(server.url, 'dev', `${server.url}/studio`), {redirect: 'manual'}),
    )
    expect(result.status).toBe(302)
    expect(result.location).toMatch(new RegExp(`^${server.url}/studio#sid=`))
    expect(result.cookieToken).toBeDefined()
    const {body} = await exchangeSid(server.url, result.sid!)
    const me = await fetch(`${server.url}/v2021-06-07/users/me`, {headers: {Authorization: `Bearer ${body.token}`}})
    expect(await me.json()).toMatchObject({
      email: 'admin@localhost',
      roles: [{name: 'administrator', title: 'Administrator'}],
    })
  })

  it('creates an administrator on a first start with no users, and not again', async () => {
    const dataDir = tempDataDir()
    const first = await start({dev: true, dataDir})
    expect(first.devAdministrator).toEqual({
      email: 'admin@localhost',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
    })
    expect(first.users.list()).toMatchObject([{email: 'admin@localhost', roles: ['administrator'], provider: 'local'}])
    const password = first.devAdministrator!.password
    expect(await first.users.checkPassword('admin@localhost', password)).toMatchObject({email: 'admin@localhost'})
    await first.close()
    const second = await start({dev: true, dataDir})
    expect(second.devAdministrator).toBeUndefined()
    expect(second.users.count()).toBe(1)
  })

  it('does not create users without dev mode', async () => {
    const server = await start()
    expect(server.devAdministrator).toBeUndefined()
    expect(server.users.count()).toBe(0)
  })

  it('is not offered without dev mode: not listed, and its login URL is a 404', async () => {
    const server = await start()
    expect(server.dev).toBe(false)
    expect((await providers(server.url)).map((provider) => provider.name)).toEqual(['local'])
    const response = await fetch(loginUrl(server.url, 'dev', `${server.url}/studio`), {redirect: 'manual'})
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
  })

  it('stays off on a server bound to all interfaces even when asked for', async () => {
    const server = await start({dev: true, host: '0.0.0.0'})
    expect(server.dev).toBe(false)
    expect(server.devAdministrator).toBeUndefined()
    const local = server.url.replace('0.0.0.0', '127.0.0.1')
    expect((await providers(local)).map((provider) => provider.name)).toEqual(['local'])
    expect((await fetch(loginUrl(local, 'dev', `${local}/studio`), {redirect: 'manual'})).status).toBe(404)
  })

  it('refuses requests whose Host is not a loopback name (DNS rebinding)', async () => {
    const server = await start({dev: true})
    const port = new URL(server.url).port
    // fetch does not let a test set Host, so this goes through node:http.
    const {status, headers} = await new Promise<IncomingMessage>((resolve, reject) => {
      const path = new URL(loginUrl(server.url, 'dev', `http://rebound.example:${port}/studio`))
      request(
        {host: '127.0.0.1', port, path: `${path.pathname}${path.search}`, headers: {Host: `rebound.example:${port}`}},
        (res) => {
          res.resume()
          resolve(res)
        },
      )
        .on('error', reject)
        .end()
    }).then((res) => ({status: res.statusCode, headers: res.headers}))
    expect(status).toBe(403)
    expect(headers['set-cookie']).toBeUndefined()
    expect(headers.location).toBeUndefined()
  })
})

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost', true],
    ['studio.localhost', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.2', false],
    ['localhost.evil.example', false],
    ['128.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })
})

import type {IncomingMessage} from 'node:http'
import {afterEach, describe, expect, it} from 'vitest'
import {addressGroup, clientAddress} from '../../../src/server/clientAddress'
import {apiClient} from '../support/apiClient'
import {exchangeSid, loginUrl, postSignIn, signInForToken} from '../support/signIn'
import {startTestServer, type TestServer, type TestServerOptions} from '../support/startTestServer'

const started: TestServer[] = []
afterEach(async () => {
  for (const server of started.splice(0)) await server.close()
})

async function start(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options)
  started.push(server)
  return server
}

const ada = {email: 'ada@example.com', password: 'analytical-engine'}
const bob = {email: 'bob@example.com', password: 'bobs-own-password'}
const wrong = (email: string, n = 0) => ({email, password: `wrong-password-${n}`})

/** Counts rows of a table in the server's database. */
function rows(server: TestServer, table: string): number {
  const db = (server.server.lake.storage as unknown as {db: {prepare(sql: string): {get(): {n: number}}}}).db
  return db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n
}

/** Posts the sign-in as JSON with a raw (already encoded) query string, as curl would. */
async function postRawQuery(server: TestServer, query: string, credentials: {email: string; password: string}) {
  const response = await fetch(`${server.url}/v1/auth/login/local?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(credentials),
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

/** How many of the statuses are each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe('open redirect on sign-in', () => {
  it.each([
    ['a tab', 'origin=/%09/evil.example'],
    ['a newline', 'origin=/%0a/evil.example'],
    ['a carriage return', 'origin=/%0d/evil.example'],
    ['a backslash', 'origin=/%5Cevil.example'],
    ['a DEL', 'origin=/%7F/evil.example'],
    ['a percent-encoded tab', 'origin=/%2509/evil.example'],
    ['a twice percent-encoded newline', 'origin=/%25250a/evil.example'],
    ['a tab inside an absolute URL', `origin=${encodeURIComponent('http://127.0.0.1\t.evil.example/')}`],
  ])('%s before //host in origin does not redirect to another site or start a session', async (_, query) => {
    const server = await start()
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    const result = await postRawQuery(server, query, ada)
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/control characters or backslashes/),
      statusCode: 400,
    })
    expect(result.location).toBeNull()
    expect(result.setCookie).toBeNull()
    expect(rows(server, 'sessions')).toBe(0)
    expect(rows(server, 'sign_in_ids')).toBe(0)
    // The page itself is refused too, so no form posts anywhere with it.
    expect((await fetch(`${server.url}/v1/auth/login/local?${query}`)).status).toBe(400)
  })

  it('a scheme-relative origin is compared by the origin it parses to, and refused unless allow-listed', async () => {
    const server = await start()
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    expect((await postSignIn(server.url, ada, {returnTo: '//evil.example/studio'})).status).toBe(400)
    server.server.cors.add('http://studio.example')
    const allowed = await postSignIn(server.url, ada, {returnTo: '//studio.example/desk'})
    expect(allowed.status).toBe(302)
    expect(allowed.location).toMatch(/^http:\/\/studio\.example\/desk#sid=/)
  })

  it('the sign-in page CSP lets its form post only to this server', async () => {
    const server = await start()
    server.server.cors.add('http://localhost:3333')
    const response = await fetch(loginUrl(server.url, 'local', 'http://localhost:3333/studio'))
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')!
    expect(csp.split(';').map((part) => part.trim())).toContain("form-action 'self'")
    expect(csp).not.toContain('localhost:3333')
  })

  it('a browser returning to an allow-listed origin gets a page that goes on there, since the CSP stops cross-origin redirects of its form', async () => {
    const server = await start()
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    server.server.cors.add('http://localhost:3333')
    const result = await postSignIn(server.url, ada, {
      returnTo: 'http://localhost:3333/studio',
      headers: {Accept: 'text/html'},
    })
    expect(result.status).toBe(200)
    expect(result.location).toBeNull()
    expect(result.cookieToken).toBeDefined()
    expect(result.headers.get('content-security-policy')).toContain("form-action 'self';")
    expect(result.headers.get('referrer-policy')).toBe('no-referrer')
    const sid = /<meta http-equiv="refresh" content="0; url=http:\/\/localhost:3333\/studio#sid=([^"]+)">/.exec(
      result.text,
    )?.[1]
    expect(sid).toBeDefined()
    expect(result.text).toContain(`<a href="http://localhost:3333/studio#sid=${sid}">Continue</a>`)
    expect((await exchangeSid(server.url, sid!)).status).toBe(200)
    // Returning to this server itself stays a plain redirect.
    const home = await postSignIn(server.url, ada, {headers: {Accept: 'text/html'}})
    expect(home.status).toBe(302)
    expect(home.location).toMatch(new RegExp(`^${server.url}/studio#sid=`))
  })
})

describe('concurrent wrong passwords get past the sign-in limit', () => {
  it('100 wrong guesses sent at once get at most 5 password checks, and the correct password is then refused', async () => {
    const server = await start()
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    const guesses = await Promise.all(Array.from({length: 100}, (_, n) => postSignIn(server.url, wrong(ada.email, n))))
    // A 401 is a checked password; a 429 was refused before its hash was computed.
    expect(tally(guesses.map((guess) => guess.status))).toEqual({401: 5, 429: 95})
    const correct = await postSignIn(server.url, ada)
    expect(correct.status).toBe(429)
    expect(Number(correct.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(correct.setCookie).toBeUndefined()
    expect(rows(server, 'sessions')).toBe(0)
  })

  it('another account’s correct password from the same address still signs in after 20+ failures', async () => {
    const server = await start()
    await server.server.users.add({...bob, name: 'Bob', roles: ['viewer']})
    const accounts = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}@example.com`)
    // 25 failures from 127.0.0.1, five accounts at a time; each account is at its own limit.
    for (let n = 0; n < 5; n++) {
      const statuses = await Promise.all(accounts.map((email) => postSignIn(server.url, wrong(email, n))))
      expect(statuses.map((result) => result.status)).toEqual([401, 401, 401, 401, 401])
    }
    expect((await postSignIn(server.url, wrong(accounts[0]!, 99))).status).toBe(429)
    const signedIn = await postSignIn(server.url, bob)
    expect(signedIn.status).toBe(302)
    expect(signedIn.sid).toBeDefined()
  }, 20_000)

  it('failures past the per-address count slow that address down instead of refusing it', async () => {
    const server = await start({limits: {signInMaxFailuresPerAddress: 3}})
    await server.server.users.add({...bob, name: 'Bob', roles: ['viewer']})
    for (const name of ['a', 'b', 'c'])
      expect((await postSignIn(server.url, wrong(`${name}@example.com`))).status).toBe(401)
    // The 4th and 5th attempts are 1 and 2 past the count: 0.5 s and 1 s of delay.
    const began = performance.now()
    expect((await postSignIn(server.url, wrong('d@example.com'))).status).toBe(401)
    expect((await postSignIn(server.url, bob)).status).toBe(302)
    expect(performance.now() - began).toBeGreaterThanOrEqual(1400)
  })

  it('a guesser with many addresses gets the account slowed down, not its owner locked out', async () => {
    const server = await start({limits: {trustedProxies: ['127.0.0.1'], signInMaxFailuresPerAddress: 3}})
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    const from = (address: string) => ({headers: {'X-Forwarded-For': address}})
    for (let n = 1; n <= 4; n++)
      expect((await postSignIn(server.url, wrong(ada.email, n), from(`203.0.113.${n}`))).status).toBe(401)
    // The owner, from an address of their own: the 5th attempt on the account waits 1 s, and signs in.
    const began = performance.now()
    expect((await postSignIn(server.url, ada, from('198.51.100.7'))).status).toBe(302)
    expect(performance.now() - began).toBeGreaterThanOrEqual(900)
  })

  it('a success gives its attempt back and clears the account’s count from that address', async () => {
    const server = await start()
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    expect(
      tally(
        (await Promise.all(Array.from({length: 4}, (_, n) => postSignIn(server.url, wrong(ada.email, n))))).map(
          (r) => r.status,
        ),
      ),
    ).toEqual({401: 4})
    expect((await postSignIn(server.url, ada)).status).toBe(302)
    // The count starts over: five more failures before a 429.
    expect(
      tally(
        (await Promise.all(Array.from({length: 6}, (_, n) => postSignIn(server.url, wrong(ada.email, n))))).map(
          (r) => r.status,
        ),
      ),
    ).toEqual({401: 5, 429: 1})
  })
})

describe('the client address', () => {
  it('X-Forwarded-For is ignored unless the request comes from a trusted proxy', async () => {
    const server = await start()
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    for (let n = 1; n <= 5; n++) {
      expect(
        (await postSignIn(server.url, wrong(ada.email, n), {headers: {'X-Forwarded-For': `203.0.113.${n}`}})).status,
      ).toBe(401)
    }
    // Each claimed a different address, but all came from 127.0.0.1, which is at its limit.
    expect((await postSignIn(server.url, ada, {headers: {'X-Forwarded-For': '198.51.100.1'}})).status).toBe(429)
  })

  it('from a trusted proxy, the right-most address that is not a trusted proxy is the client', async () => {
    const server = await start({limits: {trustedProxies: ['127.0.0.1', '10.0.0.0/8']}})
    await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    const via = (chain: string) => ({headers: {'X-Forwarded-For': chain}})
    for (let n = 1; n <= 5; n++)
      expect((await postSignIn(server.url, wrong(ada.email, n), via('203.0.113.9, 10.1.2.3'))).status).toBe(401)
    expect((await postSignIn(server.url, ada, via('203.0.113.9, 10.1.2.3'))).status).toBe(429)
    // A spoofed left part does not change who the proxy says connected.
    expect((await postSignIn(server.url, ada, via('198.51.100.1, 203.0.113.9'))).status).toBe(429)
    // Another client behind the same proxy is not held back.
    expect((await postSignIn(server.url, ada, via('203.0.113.10, 10.9.9.9'))).status).toBe(302)
  })

  it('refuses a trustedProxies entry that is not an address', async () => {
    await expect(startTestServer({limits: {trustedProxies: ['proxy.example']}})).rejects.toThrow(/trustedProxies/)
  })

  it('reads peers and headers as written by proxies', () => {
    const request = (remoteAddress: string | undefined, forwarded?: string) =>
      ({
        socket: {remoteAddress},
        headers: forwarded === undefined ? {} : {'x-forwarded-for': forwarded},
      }) as unknown as IncomingMessage
    expect(clientAddress(request('::ffff:203.0.113.5', '198.51.100.1'), [])).toBe('203.0.113.5')
    expect(clientAddress(request('::ffff:10.0.0.2', '198.51.100.1'), ['10.0.0.2'])).toBe('198.51.100.1')
    expect(clientAddress(request('10.0.0.2', '[2001:db8::1]:4711, 10.0.0.3'), ['10.0.0.0/8'])).toBe('2001:db8::1')
    // Every hop a trusted proxy: the left-most one is the client.
    expect(clientAddress(request('10.0.0.2', '10.0.0.5, 10.0.0.3'), ['10.0.0.0/8'])).toBe('10.0.0.5')
    // A hop that is not an address stops the walk at the last good one.
    expect(clientAddress(request('10.0.0.2', 'evil, 10.0.0.3'), ['10.0.0.0/8'])).toBe('10.0.0.3')
    expect(clientAddress(request(undefined), [])).toBe('unknown')
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:db8::7')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('203.0.113.5')).toBe('203.0.113.5')
  })
})

describe('GET /users/{ids} and e-mail addresses', () => {
  it('/users/{ids} hides e-mail from a viewer but shows it to an administrator', async () => {
    const server = await start()
    const api = apiClient(server)
    const adaId = (await server.server.users.add({...ada, name: 'Ada', roles: ['editor']})).id
    const bobId = (await server.server.users.add({...bob, name: 'Bob', roles: ['viewer']})).id
    const {token: bobSession} = await signInForToken(server.url, bob)
    const viewerToken = server.server.tokens.add('viewer', 'a viewer token')

    const asBob = await api.get(`/users/${adaId},${bobId}`, {token: bobSession})
    expect(asBob.status).toBe(200)
    expect(asBob.body).toEqual([
      {id: adaId, name: 'Ada', displayName: 'Ada', email: null, profileImage: null, imageUrl: null, provider: 'local'},
      // A user's own record keeps its e-mail.
      {
        id: bobId,
        name: 'Bob',
        displayName: 'Bob',
        email: bob.email,
        profileImage: null,
        imageUrl: null,
        provider: 'local',
      },
    ])
    expect((await api.get(`/users/${adaId}`, {token: viewerToken})).body[0].email).toBeNull()
    expect(JSON.stringify((await api.get(`/users/${adaId},${bobId}`, {token: viewerToken})).body)).not.toContain(
      '@example.com',
    )

    const asAdministrator = await api.get(`/users/${adaId},${bobId}`)
    expect(asAdministrator.body.map((user: {email: string}) => user.email)).toEqual([ada.email, bob.email])
    // /users/me is unchanged: everyone sees their own e-mail.
    expect((await api.get('/users/me', {token: bobSession})).body.email).toBe(bob.email)
  })
})

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {exchangeSid, loginUrl, postSignIn, readSignIn, signInForToken} from '../support/signIn'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
const ada = {email: 'ada@example.com', password: 'analytical-engine'}
const viewer = {email: 'vera@example.com', password: 'only-looking-here'}
const nobody = {email: 'nora@example.com', password: 'no-roles-at-all'}
let adaId: string

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
  adaId = (
    await server.server.users.add({
      ...ada,
      name: 'Ada Lovelace',
      roles: ['editor'],
      imageUrl: 'https://example.com/ada.png',
    })
  ).id
  await server.server.users.add({...viewer, name: 'Vera', roles: ['viewer']})
  await server.server.users.add({...nobody, name: 'Nora', roles: []})
})
afterAll(() => server.close())

const studio = () => `${server.url}/studio`
/** Counts rows of a table in the server's database. */
const rows = (table: string) =>
  (server.server.lake.storage as unknown as {db: {prepare(sql: string): {get(): {n: number}}}}).db
    .prepare(`SELECT count(*) AS n FROM ${table}`)
    .get().n
const withToken = (token: string) => ({token})
const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({
  token: null,
  headers: {Cookie: `vellum_session=${cookie}`, ...headers},
})

describe('GET /auth/providers', () => {
  it('lists the local provider with an absolute login URL, and no dev provider without dev mode', async () => {
    const {status, body} = await api.get('/auth/providers', {token: null})
    expect(status).toBe(200)
    expect(body).toEqual({
      providers: [{name: 'local', title: 'E-mail and password', url: `${server.url}/v1/auth/login/local`}],
    })
  })
})

describe('the local sign-in page', () => {
  it('serves a self-contained, labelled form that posts back with the return URL', async () => {
    const response = await fetch(loginUrl(server.url, 'local', studio()))
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    // The form posts here only; a browser returning elsewhere gets a page, not a redirect.
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self';")
    expect(response.headers.get('cache-control')).toBe('no-store')
    // Same-origin, so the form post carries the page's real Origin.
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toContain('<label for="email">E-mail</label>')
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username" required/)
    expect(html).toContain('<label for="password">Password</label>')
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password" required/,
    )
    expect(html).toContain(`action="${server.url}/v1/auth/login/local?origin=${encodeURIComponent(studio())}"`)
    // No scripts and nothing loaded from elsewhere.
    expect(html).not.toMatch(/<script|<link|src=|url\(/i)
  })

  it('shows the error in an alert area, keeps the e-mail and never echoes the password', async () => {
    const result = await postSignIn(
      server.url,
      {email: ada.email, password: 'wrong-<b>-password'},
      {headers: {Accept: 'text/html'}},
    )
    expect(result.status).toBe(401)
    expect(result.text).toContain('<p class="error" id="sign-in-error" role="alert">Wrong e-mail or password</p>')
    expect(result.text).toContain(`value="${ada.email}" aria-invalid="true" aria-describedby="sign-in-error"`)
    expect(result.text).not.toContain('wrong-')
    expect(result.setCookie).toBeUndefined()
  })
})

describe('signing in with e-mail and password', () => {
  it('redirects back with a #sid that /auth/fetch exchanges once for a token of the user', async () => {
    const sessionsBefore = rows('sessions')
    const result = await postSignIn(server.url, ada)
    expect(result.status).toBe(302)
    expect(result.location).toMatch(new RegExp(`^${studio()}#sid=[A-Za-z0-9_-]{20,}$`))
    expect(result.headers.get('cache-control')).toBe('no-store')
    expect(result.text).not.toContain(ada.password)

    const first = await exchangeSid(server.url, result.sid!)
    expect(first).toEqual({status: 200, body: {token: expect.stringMatching(/^vs[A-Za-z0-9_-]{40}$/)}})
    const second = await exchangeSid(server.url, result.sid!)
    expect(second.status).toBe(401)
    expect(second.body).toMatchObject({error: 'Unauthorized', statusCode: 401})
    expect(rows('sessions')).toBe(sessionsBefore + 2)

    const me = await api.get('/users/me', withToken(first.body.token!))
    expect(me.status).toBe(200)
    expect(me.body).toEqual({
      id: adaId,
      name: 'Ada Lovelace',
      email: ada.email,
      profileImage: 'https://example.com/ada.png',
      provider: 'local',
      role: 'editor',
      roles: [{name: 'editor', title: 'Editor'}],
    })
  })

  it('refuses sign-in forms posted from other sites (login CSRF), accepting its own page', async () => {
    const sessions = rows('sessions')
    for (const origin of ['https://evil.example', 'null']) {
      const result = await postSignIn(server.url, ada, {headers: {Origin: origin}})
      expect(result.status).toBe(403)
      expect(result.setCookie).toBeUndefined()
    }
    expect(rows('sessions')).toBe(sessions)
    expect((await postSignIn(server.url, ada, {headers: {Origin: server.url}})).status).toBe(302)
  })

  it('accepts the e-mail in any case and a JSON body', async () => {
    const response = await fetch(loginUrl(server.url, 'local', studio()), {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({email: 'ADA@Example.com', password: ada.password}),
    })
    expect((await readSignIn(response)).sid).toBeDefined()
  })

  it('answers a wrong password or unknown e-mail with the same 401 JSON and no cookie', async () => {
    for (const credentials of [
      {email: ada.email, password: 'not-the-password'},
      {email: 'who@example.com', password: 'whatever-it-is'},
    ]) {
      const result = await postSignIn(server.url, credentials)
      expect(result.status).toBe(401)
      expect(JSON.parse(result.text)).toEqual({
        error: 'Unauthorized',
        message: 'Wrong e-mail or password',
        statusCode: 401,
      })
      expect(result.setCookie).toBeUndefined()
      expect(result.location).toBeNull()
    }
  })

  it('rejects bad input with 4xx JSON and writes nothing', async () => {
    const sessions = rows('sessions')
    const ids = rows('sign_in_ids')
    const post = (body: string, type: string) =>
      fetch(loginUrl(server.url, 'local', studio()), {
        method: 'POST',
        redirect: 'manual',
        headers: {'Content-Type': type},
        body,
      })
    for (const [response, status] of [
      [await post('email=ada%40example.com', 'application/x-www-form-urlencoded'), 400],
      [await post('{"email": "ada@example.com", "password": ', 'application/json'), 400],
      [await post('<xml/>', 'application/xml'), 400],
      [await fetch(`${server.url}/v1/auth/login/nope?origin=${encodeURIComponent(studio())}`), 404],
      [await fetch(`${server.url}/v1/auth/fetch`), 400],
      [await fetch(`${server.url}/v1/auth/fetch?sid=tooshort`), 400],
      [await fetch(`${server.url}/v1/auth/fetch?sid=${'x'.repeat(32)}`), 401],
    ] as const) {
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await response.json()) as {statusCode: number; message: string}
      expect(body.statusCode).toBe(status)
      expect(body.message).not.toContain('ada@example.com')
    }
    expect(rows('sessions')).toBe(sessions)
    expect(rows('sign_in_ids')).toBe(ids)
  })
})

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lives 30 days; Secure only over https', async () => {
    const plain = await postSignIn(server.url, ada)
    expect(plain.setCookie).toMatch(
      /^vellum_session=vs[A-Za-z0-9_-]{40}; Path=\/; Max-Age=259\d{4}; HttpOnly; SameSite=Lax$/,
    )
    expect(Number(/Max-Age=(\d+)/.exec(plain.setCookie!)![1])).toBeGreaterThan(30 * 24 * 3600 - 60)
    const proxied = await postSignIn(server.url, ada, {headers: {'X-Forwarded-Proto': 'https'}})
    expect(proxied.setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
  })

  it('authenticates requests without a bearer token', async () => {
    const {cookieToken} = await postSignIn(server.url, ada)
    const me = await api.get('/users/me', withCookie(cookieToken!))
    expect(me.body).toMatchObject({id: adaId, provider: 'local'})
    expect((await api.query('count(*)', {}, {})).status).toBe(200)
    expect((await api.get('/data/query/production?query=count(*)', withCookie(cookieToken!))).status).toBe(200)
  })

  it('does not count for requests from an origin that is not allowed credentials', async () => {
    const {cookieToken} = await postSignIn(server.url, ada)
    const foreign = await api.get('/users/me', withCookie(cookieToken!, {Origin: 'http://localhost:9999'}))
    expect(foreign.status).toBe(401)
    server.server.cors.add('http://localhost:9998', {allowCredentials: false})
    expect((await api.get('/users/me', withCookie(cookieToken!, {Origin: 'http://localhost:9998'}))).status).toBe(401)
    server.server.cors.add('http://localhost:9997', {allowCredentials: true})
    expect((await api.get('/users/me', withCookie(cookieToken!, {Origin: 'http://localhost:9997'}))).status).toBe(200)
  })
})

describe('POST /auth/logout', () => {
  it('ends the sign-in: its bearer token and its cookie stop working, and the cookie is cleared', async () => {
    const {token, cookieToken} = await signInForToken(server.url, ada)
    expect((await api.get('/users/me', withToken(token))).status).toBe(200)
    const response = await api.request('POST', '/auth/logout', withToken(token))
    expect(response.status).toBe(204)
    expect(response.headers.getSetCookie()).toEqual(['vellum_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'])
    expect((await api.get('/users/me', withToken(token))).status).toBe(401)
    expect((await api.get('/users/me', withCookie(cookieToken))).status).toBe(401)
  })

  it('ends the sign-in when called with the cookie only', async () => {
    const {token, cookieToken} = await signInForToken(server.url, ada)
    expect((await api.request('POST', '/auth/logout', withCookie(cookieToken))).status).toBe(204)
    expect((await api.get('/users/me', withToken(token))).status).toBe(401)
  })

  it('leaves other sign-ins and API tokens alone', async () => {
    const one = await signInForToken(server.url, ada)
    const other = await signInForToken(server.url, ada)
    await api.request('POST', '/auth/logout', withToken(one.token))
    expect((await api.get('/users/me', withToken(other.token))).status).toBe(200)
    expect((await api.request('POST', '/auth/logout', {})).status).toBe(204)
    expect((await api.get('/users/me')).status).toBe(200)
    expect((await api.request('POST', '/auth/logout', {token: null})).status).toBe(204)
  })
})

describe('identity and roles of signed-in users', () => {
  it('keeps API tokens working as before', async () => {
    expect((await api.get('/users/me')).body).toMatchObject({provider: 'token', role: 'administrator'})
    expect((await api.mutate([{create: {_type: 'post', title: 'by token'}}])).status).toBe(200)
  })

  it('lets an editor write, recording the user as the author', async () => {
    const {token} = await signInForToken(server.url, ada)
    const {status, body} = await api.mutate(
      [{createOrReplace: {_id: 'by-ada', _type: 'post', title: 'Hello'}}],
      '',
      withToken(token),
    )
    expect(status).toBe(200)
    const history = await api.get(`/data/history/production/transactions/by-ada?excludeContent=true`)
    expect(history.text).toContain(`"author":"${adaId}"`)
    expect(body.transactionId).toEqual(expect.any(String))
  })

  it('lets a viewer read but not write', async () => {
    const {token} = await signInForToken(server.url, viewer)
    expect((await api.query('count(*)', {}, {})).status).toBe(200)
    expect((await api.get('/data/query/production?query=count(*)', withToken(token))).status).toBe(200)
    const write = await api.mutate([{create: {_type: 'post'}}], '', withToken(token))
    // Grants decide per document: the viewer's create is refused as a permission error.
    expect(write.status).toBe(403)
    expect(write.body).toMatchObject({
      error: {type: 'mutationError', items: [{error: {type: 'insufficientPermissionsError', permission: 'create'}}]},
    })
  })

  it('answers /users/me for a user without roles, whom data endpoints refuse with 403', async () => {
    const {token} = await signInForToken(server.url, nobody)
    const me = await api.get('/users/me', withToken(token))
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({email: nobody.email, roles: []})
    expect(me.body).not.toHaveProperty('role')
    expect((await api.get('/data/query/production?query=count(*)', withToken(token))).status).toBe(403)
  })

  it('answers 401 for a session of a removed user', async () => {
    await server.server.users.add({
      email: 'gone@example.com',
      name: 'Gone',
      roles: ['editor'],
      password: 'soon-to-be-gone',
    })
    const {token} = await signInForToken(server.url, {email: 'gone@example.com', password: 'soon-to-be-gone'})
    server.server.users.remove('gone@example.com')
    expect((await api.get('/users/me', withToken(token))).status).toBe(401)
  })
})

describe('GET /users/{ids}', () => {
  it('returns users in the order asked, null for unknown ids, and token authors', async () => {
    const tokenId = (await api.get('/users/me')).body.id as string
    const {status, body} = await api.get(`/users/${adaId},nobody-here,${tokenId}`)
    expect(status).toBe(200)
    expect(body).toEqual([
      {
        id: adaId,
        name: 'Ada Lovelace',
        displayName: 'Ada Lovelace',
        email: ada.email,
        profileImage: 'https://example.com/ada.png',
        imageUrl: 'https://example.com/ada.png',
        provider: 'local',
      },
      null,
      {
        id: tokenId,
        name: 'test admin',
        displayName: 'test admin',
        email: null,
        profileImage: null,
        imageUrl: null,
        provider: 'token',
      },
    ])
    expect((await api.get('/users/unknown')).body).toEqual([null])
  })

  it('needs credentials and sane ids', async () => {
    expect((await api.get(`/users/${adaId}`, {token: null})).status).toBe(401)
    expect((await api.get(`/users/${adaId},,x`)).status).toBe(400)
    expect((await api.get(`/users/${Array.from({length: 101}, (_, i) => `u${i}`).join(',')}`)).status).toBe(400)
  })
})

describe('return URLs', () => {
  it.each([
    ['a foreign origin', 'https://evil.example/studio'],
    ['a scheme-relative URL', '//evil.example/studio'],
    ['a backslash path', '/\\evil.example/studio'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['userinfo hiding the host', 'http://127.0.0.1@evil.example/'],
    ['a look-alike host', 'http://localhost.evil.example/'],
    ['credentials', 'http://user:pw@localhost:1/'],
    ['nothing', ''],
  ])('refuses %s with 400 before signing in, so no session starts', async (_, returnTo) => {
    const sessions = rows('sessions')
    const page = await fetch(loginUrl(server.url, 'local', returnTo))
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toMatch(/^application\/json/)
    const result = await postSignIn(server.url, ada, {returnTo})
    expect(result.status).toBe(400)
    expect(result.location).toBeNull()
    expect(result.setCookie).toBeUndefined()
    expect(rows('sessions')).toBe(sessions)
  })

  it('accepts paths on this server, loopback aliases of it, and allow-listed origins', async () => {
    const port = new URL(server.url).port
    expect((await postSignIn(server.url, ada, {returnTo: '/studio?x=1#old'})).location).toMatch(
      new RegExp(`^${server.url}/studio\\?x=1#sid=`),
    )
    expect((await postSignIn(server.url, ada, {returnTo: `http://localhost:${port}/`})).location).toMatch(
      new RegExp(`^http://localhost:${port}/#sid=`),
    )
    expect((await postSignIn(server.url, ada, {returnTo: 'http://localhost:3333/desk'})).status).toBe(400)
    server.server.cors.add('http://localhost:3333')
    expect((await postSignIn(server.url, ada, {returnTo: 'http://localhost:3333/desk'})).location).toMatch(
      /^http:\/\/localhost:3333\/desk#sid=/,
    )
  })
})

describe('the studio’s auth calls through @sanity/client', () => {
  it('lists providers, exchanges the sid, reads the user, logs out, and then sees a 401', async () => {
    const {createClient} = await import('@sanity/client')
    const options = {
      projectId: 'local',
      dataset: 'production',
      apiHost: server.url,
      useProjectHostname: false,
      apiVersion: '2021-06-07',
      useCdn: false,
    }
    const anonymous = createClient(options)
    const {providers} = await anonymous.request<{providers: Array<{name: string; url: string}>}>({
      uri: '/auth/providers',
    })
    const local = providers.find((provider) => provider.name === 'local')!
    const url = new URL(local.url)
    url.searchParams.set('origin', studio())
    const {sid} = await readSignIn(
      await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams(ada),
      }),
    )
    const {token} = await anonymous.request<{token: string}>({uri: '/auth/fetch', query: {sid: sid!}})
    const client = createClient({...options, token})
    await expect(client.request({uri: '/users/me'})).resolves.toMatchObject({id: adaId, email: ada.email})
    await client.request({uri: '/auth/logout', method: 'POST'})
    await expect(client.request({uri: '/users/me'})).rejects.toMatchObject({statusCode: 401})
    await expect(anonymous.request({uri: '/auth/fetch', query: {sid: sid!}})).rejects.toMatchObject({statusCode: 401})
  })
})

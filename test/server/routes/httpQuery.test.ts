import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
  await api.mutate([
    {create: {_id: 'p1', _type: 'post', title: 'Published one', n: 1}},
    {create: {_id: 'drafts.p1', _type: 'post', title: 'Draft of one', n: 1}},
    {create: {_id: 'drafts.p2', _type: 'post', title: 'Only a draft', n: 2}},
    {create: {_id: 'a1', _type: 'author', name: 'Ada Lovelace'}},
  ])
})
afterAll(() => server.close())

describe('GET /ping', () => {
  it('answers without credentials, with and without the version prefix', async () => {
    for (const path of ['/ping', '/v1/ping', '/v2021-06-07/ping']) {
      const response = await api.get(path, {token: null})
      expect(response.status).toBe(200)
      expect(response.text).toBe('PONG')
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const response = await api.request('HEAD', '/ping', {token: null})
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
  })
})

describe('GET /users/me', () => {
  it('returns the token user with its role', async () => {
    const {status, body} = await api.get('/users/me')
    expect(status).toBe(200)
    expect(body).toEqual({
      id: expect.stringMatching(/^t[0-9a-f]{16}$/),
      name: 'test admin',
      email: null,
      profileImage: null,
      provider: 'token',
      role: 'administrator',
      roles: [{name: 'administrator', title: 'Administrator'}],
    })
  })

  it('answers 401 without a token and with an unknown one', async () => {
    for (const token of [null, 'not-a-token']) {
      const {status, body, headers} = await api.get('/users/me', {token})
      expect(status).toBe(401)
      expect(headers.get('content-type')).toMatch(/^application\/json/)
      expect(body).toEqual({error: 'Unauthorized', message: expect.any(String), statusCode: 401})
    }
  })
})

describe('auth on data endpoints', () => {
  it('refuses reads without a valid token', async () => {
    const {status, body} = await api.get('/data/query/production?query=*', {token: null})
    expect(status).toBe(401)
    expect(body.error).toBe('Unauthorized')
  })

  it('lets a viewer read but not write', async () => {
    const viewer = server.server.tokens.add('viewer')
    expect((await api.query('count(*)')).status).toBe(200)
    expect((await api.get('/data/query/production?query=count(*)', {token: viewer})).body.result).toBe(4)
    const write = await api.mutate([{create: {_id: 'x', _type: 'post'}}], '', {token: viewer})
    expect(write.status).toBe(403)
    // Grants decide per document: a mutationError naming the permission and the document.
    expect(write.body.error).toMatchObject({
      type: 'mutationError',
      description: expect.stringContaining('"create" required on document "x"'),
    })
    expect(write.body.error.items).toEqual([
      {index: 0, error: expect.objectContaining({type: 'insufficientPermissionsError', permission: 'create', id: 'x'})},
    ])
    expect(await api.documents('x')).toEqual([])
  })

  it('lets editor and developer tokens write', async () => {
    for (const role of ['editor', 'developer']) {
      const token = server.server.tokens.add(role)
      const response = await api.mutate([{createOrReplace: {_id: `by-${role}`, _type: 'note'}}], '', {token})
      expect(response.status).toBe(200)
    }
    await api.mutate([{delete: {query: '*[_type == "note"]'}}])
  })

  it('tolerates an X-Sanity-Project-ID header and ignores tags', async () => {
    const {status} = await api.get('/data/query/production?tag=sanity.studio.x&query=1', {
      headers: {'X-Sanity-Project-ID': 'local'},
    })
    expect(status).toBe(200)
  })
})

describe('API versions and routing', () => {
  it('accepts v1, vX and date versions', async () => {
    for (const version of ['v1', 'vX', 'v2021-06-07', 'v2023-11-13', 'v2025-02-19']) {
      const {status, body} = await api.get(`/${version}/data/query/production?query=count(*[_type=="author"])`)
      expect(status, version).toBe(200)
      expect(body.result).toBe(1)
    }
  })

  it('rejects malformed versions with 400', async () => {
    for (const version of ['v2021-13-01', 'v2021-02-30', 'v21', 'vfoo']) {
      const {status, body} = await api.get(`/${version}/data/query/production?query=1`)
      expect(status, version).toBe(400)
      expect(body.message).toMatch(/API version/)
    }
  })

  it('answers 404 JSON for unknown paths and 405 for wrong methods', async () => {
    const missing = await api.get('/data/nothing/production')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({error: 'Not Found', message: expect.any(String), statusCode: 404})
    expect((await api.get('/unversioned/path')).status).toBe(404)

    const wrong = await api.request('DELETE', '/data/query/production?query=1')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, POST')
    expect(wrong.body).toEqual({error: 'Method Not Allowed', message: expect.any(String), statusCode: 405})
    expect((await api.get('/data/mutate/production')).status).toBe(405)
  })

  it('rejects an invalid dataset name', async () => {
    const {status, body} = await api.get('/data/query/Bad%20Name?query=1')
    expect(status).toBe(400)
    expect(body.message).toMatch(/Invalid dataset name/)
  })
})

describe('GET|POST /data/query/{dataset}', () => {
  it('answers {ms, query, result} for a GET with JSON $params', async () => {
    const {status, body} = await api.query('*[_type == $type && n >= $min]{_id, title} | order(_id)', {
      type: 'post',
      min: 1,
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      ms: expect.any(Number),
      query: '*[_type == $type && n >= $min]{_id, title} | order(_id)',
      result: [
        {_id: 'drafts.p1', title: 'Draft of one'},
        {_id: 'drafts.p2', title: 'Only a draft'},
        {_id: 'p1', title: 'Published one'},
      ],
    })
  })

  it('decodes + as a space in the query string', async () => {
    const {body} = await api.get('/data/query/production?query=*%5B_type+%3D%3D+%22author%22%5D.name')
    expect(body.result).toEqual(['Ada Lovelace'])
  })

  it('takes {query, params} as a POST body', async () => {
    const {status, body} = await api.post('/data/query/production', {
      query: '*[_id == $id][0].name',
      params: {id: 'a1'},
    })
    expect(status).toBe(200)
    expect(body.result).toBe('Ada Lovelace')
  })

  it('omits the query with returnQuery=false', async () => {
    const {body} = await api.query('1 + 1', {}, {returnQuery: 'false'})
    expect(body).toEqual({ms: expect.any(Number), result: 2})
  })

  it('answers null for an undefined result', async () => {
    const {body} = await api.query('*[_id == "missing"][0]')
    expect(body.result).toBeNull()
  })

  it('applies the perspectives, previewDrafts meaning drafts', async () => {
    const ids = async (perspective: string) =>
      (await api.query('*[_type == "post"] | order(_id) {_id, title, _originalId}', {}, {perspective})).body.result
    expect((await ids('raw')).map((doc: {_id: string}) => doc._id)).toEqual(['drafts.p1', 'drafts.p2', 'p1'])
    expect(await ids('published')).toEqual([{_id: 'p1', title: 'Published one', _originalId: null}])
    const drafts = [
      {_id: 'p1', title: 'Draft of one', _originalId: 'drafts.p1'},
      {_id: 'p2', title: 'Only a draft', _originalId: 'drafts.p2'},
    ]
    expect(await ids('drafts')).toEqual(drafts)
    expect(await ids('previewDrafts')).toEqual(drafts)
  })

  it('defaults to raw before API version 2025-02-19 and to published from it', async () => {
    const count = async (version: string) =>
      (await api.get(`/${version}/data/query/production?query=count(*[_type=="post"])`)).body.result
    expect(await count('v2021-06-07')).toBe(3)
    expect(await count('v2025-02-18')).toBe(3)
    expect(await count('v1')).toBe(3)
    expect(await count('v2025-02-19')).toBe(1)
    expect(await count('vX')).toBe(1)
  })

  it('rejects an unknown perspective', async () => {
    const {status, body} = await api.query('1', {}, {perspective: 'sideways'})
    expect(status).toBe(400)
    expect(body.message).toMatch(/perspective/)
  })

  it('reports a GROQ syntax error with its position', async () => {
    const query = '*[_type == "post"'
    const {status, body} = await api.query(query)
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        type: 'queryParseError',
        description: expect.stringContaining('Syntax error'),
        query,
        start: 16,
        end: expect.any(Number),
      },
    })
  })

  it('reports an unknown function as a query error', async () => {
    const {status, body} = await api.query('*[nope(1)]')
    expect(status).toBe(400)
    expect(body.error.type).toBe('queryParseError')
    expect(body.error.description).toMatch(/nope/)
  })

  it('rejects a missing query and a $param that is not JSON', async () => {
    expect((await api.get('/data/query/production')).status).toBe(400)
    const bad = await api.get('/data/query/production?query=$x&$x=notjson')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/\$x/)
    const badParams = await api.post('/data/query/production', {query: '1', params: [1]})
    expect(badParams.status).toBe(400)
  })
})

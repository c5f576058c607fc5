import {request as httpRequest} from 'node:http'
import {connect} from 'node:net'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
const LIMIT = 64 * 1024

beforeAll(async () => {
  server = await startTestServer({bodyLimit: LIMIT})
  api = apiClient(server)
})
afterAll(() => server.close())

/** Nothing was written: the dataset holds no documents and the log no transactions. */
async function expectNothingWritten() {
  expect((await api.query('count(*)')).body.result).toBe(0)
  expect(server.server.lake.getTransactions('production', {})).toEqual([])
}

/** Streams a body in chunks without a Content-Length and answers the status and body. */
function postChunked(path: string, chunks: number, chunkSize: number): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${path}`,
      {method: 'POST', headers: {Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json'}},
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({status: res.statusCode ?? 0, body}))
      },
    )
    req.on('error', reject)
    req.write('{"mutations": [{"create": {"_id": "big", "_type": "post", "text": "')
    const chunk = 'x'.repeat(chunkSize)
    for (let i = 0; i < chunks; i++) req.write(chunk)
    req.end('"}}]}')
  })
}

describe('bad input', () => {
  it('answers 400 for malformed JSON with a clear description', async () => {
    for (const path of ['/data/mutate/production', '/data/query/production', '/data/textsearch/production']) {
      const {status, body, headers} = await api.post(path, '{"mutations": [')
      expect(status, path).toBe(400)
      expect(headers.get('content-type')).toMatch(/^application\/json/)
      expect(body).toEqual({error: 'Bad Request', message: expect.stringContaining('not valid JSON'), statusCode: 400})
    }
    await expectNothingWritten()
  })

  it('answers 400 for an empty body and for a body that is not an object', async () => {
    expect((await api.post('/data/mutate/production', '')).body.message).toMatch(/empty/)
    expect((await api.post('/data/mutate/production', [1, 2])).body.message).toMatch(/object/)
    await expectNothingWritten()
  })

  it('answers 413 for a body whose Content-Length is over the limit', async () => {
    const {status, body} = await api.mutate([{create: {_id: 'big', _type: 'post', text: 'x'.repeat(LIMIT)}}])
    expect(status).toBe(413)
    expect(body).toEqual({error: 'Payload Too Large', message: expect.stringContaining(String(LIMIT)), statusCode: 413})
    await expectNothingWritten()
  })

  it('answers 413 for a streamed body that grows over the limit', async () => {
    const {status, body} = await postChunked('/v1/data/mutate/production', 64, 4096)
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({statusCode: 413})
    await expectNothingWritten()
  })

  it('accepts a streamed body under the limit', async () => {
    const {status} = await postChunked('/v1/data/mutate/production?dryRun=true', 4, 1024)
    expect(status).toBe(200)
    await expectNothingWritten()
  })

  it('answers 400 for a malformed percent-encoding in the path', async () => {
    const {status, body} = await api.get('/data/doc/production/%E0%A4%A')
    expect(status).toBe(400)
    expect(body.message).toMatch(/percent-encoding/)
  })

  it('survives a request that is not HTTP at all', async () => {
    const {port} = new URL(server.url)
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('close', () => resolve(data))
      socket.on('error', () => resolve(data))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
  })

  it('keeps serving after every kind of bad request, in any order', async () => {
    const bad = [
      () => api.post('/data/mutate/production', '{'),
      () => api.mutate([{create: {_id: 'x', _type: 'post', text: 'x'.repeat(LIMIT + 1)}}]),
      () => api.mutate([{explode: {}}]),
      () => api.mutate([{patch: {id: 'nope', set: {a: 1}}}]),
      () => api.query('*[[['),
      () => api.get('/v9999/anything'),
      () => api.request('PUT', '/data/query/production'),
      () => api.get('/data/listen/production?query=*[', {}),
    ]
    const responses = await Promise.all([...bad, ...bad].map((send) => send()))
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(200)
      expect(response.status).toBeLessThan(500)
    }
    await expectNothingWritten()
    const ok = await api.mutate([{create: {_id: 'fine', _type: 'post'}}])
    expect(ok.status).toBe(200)
    expect(await api.documents('fine')).toHaveLength(1)
  })
})

import {createClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient, type ApiResponse} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

// Regressions of the attacker review's query findings: one reader could hang the server with
// GROQ (finding 2: a nested count ran 48 s and stalled /ping for 47 s; a long list literal
// took 40 s to parse; a 5 MB query kept the server busy for minutes), and a function given
// the wrong arguments was a 500 (finding 6).

const TIMEOUT_MS = 1500
/**
 * The slowest /ping answer allowed while a query runs: far under the query's 1,500 ms, which a
 * blocked event loop would make it wait, and wide enough for a loaded 2-core machine.
 */
const PING_LIMIT_MS = 500
const MAX_RESULT_BYTES = 200_000
const DOCUMENTS = 3000

/** The nested count of the review: 50 × 300 × 3,000 comparisons. */
const NESTED_COUNT = '*[0...50]{"x": *[0...300]{"y": count(*[n > ^.n])}}'

let server: TestServer
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer({limits: {queryTimeoutMs: TIMEOUT_MS, queryMaxResultBytes: MAX_RESULT_BYTES}})
  api = apiClient(server)
  const created = await api.mutate(
    Array.from({length: DOCUMENTS}, (_, n) => ({create: {_id: `d${n}`, _type: 'thing', n}})),
  )
  expect(created.status).toBe(200)
})
afterAll(() => server.close())

/** POSTs a query, as @sanity/client does for long ones. */
const postQuery = (query: string, params: Record<string, unknown> = {}) =>
  api.post('/data/query/production', {query, params})

/**
 * Pings every 25 ms until `work` settles; answers the work's response, how long it took, and
 * the slowest ping.
 */
async function pingingDuring(
  work: () => Promise<ApiResponse>,
): Promise<{response: ApiResponse; elapsedMs: number; slowestPingMs: number; pings: number}> {
  let done = false
  let slowestPingMs = 0
  let pings = 0
  const pinger = (async () => {
    while (!done) {
      const started = performance.now()
      const ping = await api.get('/ping')
      expect(ping.status).toBe(200)
      slowestPingMs = Math.max(slowestPingMs, performance.now() - started)
      pings++
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  const started = performance.now()
  const response = await work()
  const elapsedMs = performance.now() - started
  done = true
  await pinger
  return {response, elapsedMs, slowestPingMs, pings}
}

/** The body of a query error as @sanity/client reads it: `error.description` is its message. */
function expectQueryError(response: ApiResponse, status: number, type: string, description: string | RegExp): void {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  expect(response.body.error.type).toBe(type)
  if (typeof description === 'string') expect(response.body.error.description).toBe(description)
  else expect(response.body.error.description).toMatch(description)
}

describe('query time (finding 2)', () => {
  it('the nested count query is stopped with "Query timed out" within the deadline, and /ping answers promptly while it runs', async () => {
    const {response, elapsedMs, slowestPingMs, pings} = await pingingDuring(() => postQuery(NESTED_COUNT))
    expectQueryError(response, 422, 'queryTimeoutError', 'Query timed out')
    expect(response.body.message).toBe('Query timed out')
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + 1000)
    expect(pings).toBeGreaterThan(5)
    expect(slowestPingMs).toBeLessThan(PING_LIMIT_MS)
  })

  it('three slow queries at once are all stopped, and /ping still answers promptly', async () => {
    const {response, slowestPingMs} = await pingingDuring(async () => {
      const answers = await Promise.all([
        postQuery(NESTED_COUNT),
        postQuery('*{"a": *[n > ^.n]{"b": count(*[n < ^.n])}}'),
        api.query('count(*[count(*[n > ^.n]) > 0])'),
      ])
      for (const answer of answers) expectQueryError(answer, 422, 'queryTimeoutError', 'Query timed out')
      return answers[0]!
    })
    expect(response.status).toBe(422)
    expect(slowestPingMs).toBeLessThan(PING_LIMIT_MS)
  })

  it('nested loops over literal lists, which never read the dataset, are stopped too', async () => {
    const list = `[${'1,'.repeat(299)}1]`
    const {response, slowestPingMs} = await pingingDuring(() =>
      postQuery(`${list}[count(${list}[count(${list}[@ > 0]) > 0]) > 0]`),
    )
    expectQueryError(response, 422, 'queryTimeoutError', 'Query timed out')
    expect(slowestPingMs).toBeLessThan(PING_LIMIT_MS)
  })

  it('@sanity/client gets the timeout as an error whose message is "Query timed out", and does not retry it', async () => {
    const client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: server.url,
      useProjectHostname: false,
      apiVersion: '2023-11-13',
      token: server.token,
      useCdn: false,
    })
    const started = performance.now()
    const error = await client.fetch(NESTED_COUNT).then(
      () => undefined,
      (reason: unknown) => reason as {message: string; statusCode: number},
    )
    expect(error).toMatchObject({message: 'Query timed out', statusCode: 422})
    expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS)
  })

  it('ordinary queries still answer, from the same dataset, after the slow ones were stopped', async () => {
    const response = await api.query('count(*[_type == "thing" && n >= $min])', {min: 2990})
    expect(response.status).toBe(200)
    expect(response.body.result).toBe(10)
  })
})

describe('query length (finding 2)', () => {
  it('a list literal of 20,000 elements is refused with a 413 before it is parsed, at once', async () => {
    const query = `*[_id in [${Array.from({length: 20_000}, (_, i) => i).join(',')}]]`
    const started = performance.now()
    const response = await postQuery(query)
    expect(performance.now() - started).toBeLessThan(500)
    expect(response.status).toBe(413)
    expect(response.body).toEqual({
      error: 'Payload Too Large',
      message: `Query is longer than the limit of 8,000 characters (it has ${query.length.toLocaleString('en-US')})`,
      statusCode: 413,
    })
  })

  it('a 5 MB query is refused with a 413 without being parsed', async () => {
    const query = `*[${'a||'.repeat((5 * 1024 * 1024) / 3)}a]`
    const {response, slowestPingMs} = await pingingDuring(() => postQuery(query))
    expect(response.status).toBe(413)
    expect(response.body.message).toMatch(/^Query is longer than the limit of 8,000 characters/)
    expect(slowestPingMs).toBeLessThan(PING_LIMIT_MS)
  })

  it('queries within the limit in the shapes that parse slowest are answered promptly', async () => {
    // A list literal of 3,990 numbers: answered.
    let started = performance.now()
    const list = await postQuery(`count([${'0,'.repeat(3_989)}0])`)
    expect(list.status).toBe(200)
    expect(list.body.result).toBe(3990)
    expect(performance.now() - started).toBeLessThan(1000)
    // A chain of 4,000 "+" (the slowest shape, and a tree 4,000 deep): answered, or refused as
    // nested too deeply where the parser's stack runs out first; either way within a second.
    started = performance.now()
    const chain = await postQuery(`1${'+1'.repeat(3_999)}`)
    expect(performance.now() - started).toBeLessThan(1000)
    if (chain.status === 200) expect(chain.body.result).toBe(4000)
    else
      expect(chain.body.error).toMatchObject({
        type: 'queryParseError',
        description: 'The query is nested too deeply to parse',
      })
  })
})

describe('query errors (finding 6)', () => {
  it('geo::distance(1,2) in a filter is a 400 with a JSON description, not a 500', async () => {
    const response = await api.query('*[geo::distance(1,2)>1]')
    expectQueryError(response, 400, 'queryEvaluationError', 'geo::distance() is not supported by this server')
  })

  it('a query nested too deeply for the parser is a 400 queryParseError, not a 500', async () => {
    const response = await postQuery(`${'!'.repeat(7000)}true`)
    expect(response.status).toBe(400)
    expect(response.body.error.type).toBe('queryParseError')
  })
})

describe('result size (finding 2)', () => {
  it('a result larger than queryMaxResultBytes is refused with a 422 rather than serialised', async () => {
    const response = await api.query('*{_id, "first": *[0...20]}')
    expectQueryError(
      response,
      422,
      'queryResultTooLargeError',
      /^The query result is larger than the limit of 200,000 bytes of JSON/,
    )
  })

  it('a result that repeats the dataset under each of its documents is refused at once, not serialised to gigabytes', async () => {
    const {response, elapsedMs, slowestPingMs} = await pingingDuring(() => api.query('*{"all": *}'))
    expectQueryError(response, 422, 'queryResultTooLargeError', /larger than the limit/)
    expect(elapsedMs).toBeLessThan(1000)
    expect(slowestPingMs).toBeLessThan(PING_LIMIT_MS)
  })

  it('a result within the limit is answered whole', async () => {
    const response = await api.query('*[n < 100]{_id, n}')
    expect(response.status).toBe(200)
    expect(response.body.result).toHaveLength(100)
  })
})

describe('the other places that evaluate GROQ', () => {
  it('a delete by query past the time limit answers 422 "Query timed out" and deletes nothing', async () => {
    const response = await api.mutate([{delete: {query: '*[count(*[n > ^.n]) > count(*[n < ^.n])]'}}])
    expectQueryError(response, 422, 'queryTimeoutError', 'Query timed out')
    expect((await api.query('count(*)')).body.result).toBe(DOCUMENTS)
  })

  it('a text search filter past the time limit answers 422, and one longer than the limit 413', async () => {
    const slow = await api.post('/data/textsearch/production', {
      query: {string: ''},
      filter: 'count(*[n > ^.n]) > count(*[n < ^.n])',
    })
    expectQueryError(slow, 422, 'queryTimeoutError', 'Query timed out')
    const long = await api.post('/data/textsearch/production', {
      query: {string: ''},
      filter: `_id in [${'"a",'.repeat(2500)}"a"]`,
    })
    expect(long.status).toBe(413)
    expect(long.body.message).toMatch(/^Text search filter is longer than the limit of 8,000 characters/)
  })
})

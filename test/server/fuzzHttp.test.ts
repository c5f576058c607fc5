import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from './support/apiClient'
import {startTestServer, type TestServer} from './support/startTestServer'

/**
 * Fuzzes the HTTP API with random and malformed requests — methods, paths, ids, query
 * strings, headers, bodies and GROQ — and holds the server to four promises: never a 5xx,
 * every error answered as JSON, `/ping` answered within 200 ms throughout, and nothing
 * written by a request that was refused. Seeded and bounded, so CI runs the same requests
 * every time.
 */

const SEED = 20261126
const RUNS = 400
const PING_BUDGET_MS = 200

let server: TestServer
let viewerToken: string
let editorToken: string

beforeAll(async () => {
  server = await startTestServer({limits: {queryTimeoutMs: 1000}})
  server.server.lake.ensureDataset('staging')
  viewerToken = server.server.tokens.add('viewer', 'fuzz viewer')
  editorToken = server.server.tokens.add('editor', 'fuzz editor')
  const api = apiClient(server)
  const seeded = await api.mutate([
    {create: {_id: 'post-1', _type: 'post', title: 'First', n: 1}},
    {create: {_id: 'drafts.post-1', _type: 'post', title: 'First, edited', n: 1}},
    {create: {_id: 'author-1', _type: 'author', name: 'Ada'}},
    {create: {_id: 'post-2', _type: 'post', title: 'Second', n: 2, author: {_type: 'reference', _ref: 'author-1'}}},
  ])
  expect(seeded.status).toBe(200)
})

afterAll(async () => {
  await server?.close()
})

/** What a refused request must leave as it was: datasets, each one's newest transaction, users, tokens. */
function writtenState(): string {
  const {lake} = server.server
  const datasets = lake.listDatasets().sort()
  const newest = datasets.map((dataset) => lake.getTransactions(dataset, {reverse: true, limit: 1})[0]?.id ?? null)
  return JSON.stringify({
    datasets,
    newest,
    users: server.server.users.list().length,
    tokens: server.server.tokens.list().length,
  })
}

// Strings that have broken servers: control characters, separators, traversal, surrogates, long runs.
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../..',
    '%00',
    '\u0000',
    '%2e%2e',
    'a,b',
    ',',
    '%',
    '%zz',
    '\ud800',
    '*',
    '$',
    '\\',
    '//evil.example',
    '\t',
    '\r\n',
    'drafts.',
    'versions..x',
    'a'.repeat(300),
  ),
  fc.string({maxLength: 40}),
  fc.string({unit: 'binary', maxLength: 20}),
)
const id = fc.oneof(
  {weight: 3, arbitrary: fc.constantFrom('post-1', 'drafts.post-1', 'author-1', 'post-2', 'missing')},
  {weight: 1, arbitrary: nasty},
)
const dataset = fc.oneof(
  {weight: 4, arbitrary: fc.constantFrom('production', 'production', 'staging', 'nope')},
  {weight: 1, arbitrary: nasty},
)
const apiVersion = fc.oneof(
  {weight: 8, arbitrary: fc.constantFrom('v2025-02-19', 'v2021-06-07', 'v1', 'vX')},
  {weight: 1, arbitrary: fc.constantFrom('v2021-13-45', 'vbanana', '')},
)

/** A route's method and a path with random segments where the API takes ids, datasets and names. */
const route = fc.oneof(
  fc
    .tuple(dataset, fc.array(id, {minLength: 1, maxLength: 3}))
    .map(([ds, ids]) => ['GET', `/data/doc/${enc(ds)}/${ids.map(enc).join(',')}`] as const),
  dataset.map((ds) => ['GET', `/data/query/${enc(ds)}`] as const),
  dataset.map((ds) => ['POST', `/data/query/${enc(ds)}`] as const),
  dataset.map((ds) => ['POST', `/data/mutate/${enc(ds)}`] as const),
  dataset.map((ds) => ['POST', `/data/mutate/${enc(ds)}`] as const),
  dataset.map((ds) => ['POST', `/data/textsearch/${enc(ds)}`] as const),
  dataset.map((ds) => ['GET', `/data/listen/${enc(ds)}`] as const),
  fc
    .tuple(dataset, id, fc.constantFrom('documents', 'transactions'))
    .map(([ds, i, kind]) => ['GET', `/data/history/${enc(ds)}/${kind}/${enc(i)}`] as const),
  fc.array(nasty, {minLength: 1, maxLength: 3}).map((ids) => ['GET', `/users/${ids.map(enc).join(',')}`] as const),
  fc.constant(['GET', '/users/me'] as const),
  nasty.map((key) => ['GET', `/users/me/keyvalue/${enc(key)}`] as const),
  fc.constant(['PUT', '/users/me/keyvalue'] as const),
  fc.tuple(dataset, nasty).map(([ds, file]) => ['GET', `/images/local/${enc(ds)}/${enc(file)}`] as const),
  fc.tuple(dataset, nasty).map(([ds, file]) => ['GET', `/files/local/${enc(ds)}/${enc(file)}`] as const),
  dataset.map((ds) => ['POST', `/assets/images/${enc(ds)}`] as const),
  dataset.map((ds) => ['GET', `/projects/local/datasets/${enc(ds)}/acl`] as const),
  fc.constantFrom(
    ['GET', '/auth/providers'] as const,
    ['POST', '/auth/login/local'] as const,
    ['GET', '/auth/login/local'] as const,
    ['GET', '/auth/fetch'] as const,
    ['POST', '/auth/logout'] as const,
    ['POST', '/intake/batch'] as const,
    ['GET', '/features'] as const,
  ),
  fc.array(nasty, {maxLength: 4}).map((segments) => ['GET', `/${segments.map(enc).join('/')}`] as const),
)

/** Mostly the route's own method, sometimes another. */
const otherMethod = fc.oneof(
  {weight: 5, arbitrary: fc.constant(undefined)},
  {weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')},
)
const methodAndPath = fc.tuple(route, otherMethod).map(([[method, path], other]) => ({method: other ?? method, path}))

function enc(segment: string): string {
  try {
    return encodeURIComponent(segment)
  } catch {
    // A lone surrogate cannot be encoded: send its UTF-8 replacement, as a browser would.
    return encodeURIComponent(segment.replace(/[\ud800-\udfff]/g, '\ufffd'))
  }
}

/** GROQ that is valid, invalid, slow or strange. */
const groq = fc.oneof(
  fc.constantFrom(
    '*',
    '*[_type == "post"]{title, author->}',
    '*[_type == $type]',
    'count(*)',
    '*[',
    '*[_id in path("drafts.**")]',
    '*[geo::distance(1,2)>1]',
    '*[0...50]{"x": *[0...300]{"y": count(*[n > ^.n])}}',
    'math::sum(*[].n)',
    '*[references("author-1")]',
    '[' + '1,'.repeat(2000) + '1]',
    '('.repeat(500) + '1' + ')'.repeat(500),
    'string::split("a", "")',
    '*[title match "Fir*"] | order(_updatedAt desc)[0..10]',
  ),
  fc.string({maxLength: 60}),
)

/** Random JSON, deep JSON, mutations of the right and wrong shapes, and text that is not JSON. */
const body = fc.oneof(
  fc.jsonValue({maxDepth: 4}).map((value) => JSON.stringify(value)),
  fc.integer({min: 50, max: 5000}).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc
    .integer({min: 50, max: 5000})
    .map(
      (depth) =>
        '{"mutations":[{"create":{"_id":"deep","_type":"x","v":' +
        '{"a":'.repeat(depth) +
        '1' +
        '}'.repeat(depth) +
        '}}]}',
    ),
  fc.constantFrom(
    '{"mutations":[{"create":{"_id":"big","_type":"x","n":1e999999}}]}',
    '{"mutations": 1}',
    '{"query": 5}',
    'not json',
    '',
    '{',
    '"\\ud800"',
    'null',
    '[]',
  ),
  fc
    .record({
      mutations: fc.array(
        fc.record({
          create: fc.record({_id: id, _type: fc.constantFrom('post', '', 'x'), title: fc.string({maxLength: 10})}),
        }),
        {maxLength: 3},
      ),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      mutations: fc.array(
        fc.record({
          patch: fc.record({
            id,
            set: fc.dictionary(fc.constantFrom('title', 'n', 'a.b', 'x[0]', '[]'), fc.jsonValue({maxDepth: 2})),
          }),
        }),
        {maxLength: 2},
      ),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      mutations: fc.array(fc.record({delete: fc.oneof(fc.record({id}), fc.record({query: groq}))}), {maxLength: 2}),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      query: groq,
      params: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({maxLength: 5}), fc.jsonValue({maxDepth: 2}))),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      query: fc.record({query: groq, types: fc.array(fc.record({name: fc.constantFrom('post', 'author', '*')}))}),
    })
    .map((value) => JSON.stringify(value)),
)

const queryString = fc.oneof(
  fc.constant(''),
  fc.constant(''),
  groq.map((query) => `?query=${encodeURIComponent(query)}`),
  fc
    .tuple(
      groq,
      fc.string({maxLength: 8}),
      fc.oneof(
        fc.string({maxLength: 20}),
        fc.integer({min: 5, max: 3000}).map((d) => '['.repeat(d) + ']'.repeat(d)),
      ),
    )
    .map(
      ([query, name, value]) =>
        `?query=${encodeURIComponent(query)}&${encodeURIComponent('$' + name)}=${encodeURIComponent(value)}`,
    ),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'perspective',
          'returnIds',
          'returnDocuments',
          'visibility',
          'dryRun',
          'revision',
          'time',
          'lastRevision',
          'limit',
          'origin',
          'w',
          'h',
          'fit',
          'fm',
          'q',
          'rect',
          'dpr',
          'tag',
          'autoGenerateArrayKeys',
        ),
        nasty,
      ),
      {maxLength: 4},
    )
    .map((pairs) => '?' + pairs.map(([key, value]) => `${key}=${enc(value)}`).join('&')),
)

const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'image/png',
      '',
    ),
    origin: fc.constantFrom('http://evil.example', 'null', 'http://127.0.0.1:5173', ''),
    token: fc.constantFrom('admin', 'admin', 'admin', 'viewer', 'editor', 'none', 'garbage'),
  },
  {requiredKeys: ['token']},
)

const request = fc
  .record({
    target: methodAndPath,
    version: apiVersion,
    queryString,
    headers,
    body: fc.option(body, {freq: 8, nil: undefined}),
  })
  .map(({target, ...rest}) => ({...target, ...rest}))

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never

async function send(input: FuzzRequest): Promise<{status: number; contentType: string; text: string}> {
  const {token, ...rest} = input.headers
  const requestHeaders: Record<string, string> = {}
  for (const [name, value] of Object.entries(rest)) if (value) requestHeaders[name] = value
  const bearer = {
    admin: server.token,
    viewer: viewerToken,
    editor: editorToken,
    none: undefined,
    garbage: 'sk-not-a-token',
  }[token]
  if (bearer) requestHeaders.authorization = `Bearer ${bearer}`
  const prefix = input.version === '' ? '' : `/${input.version}`
  const hasBody = input.body !== undefined && input.method !== 'GET' && input.method !== 'OPTIONS'
  const controller = new AbortController()
  // A listen stream that was accepted never ends by itself: its headers are its answer.
  const timer = setTimeout(() => controller.abort(), 5000)
  try {
    const response = await fetch(`${server.url}${prefix}${input.path}${input.queryString}`, {
      method: input.method,
      headers: requestHeaders,
      body: hasBody ? input.body : undefined,
      redirect: 'manual',
      signal: controller.signal,
    })
    const contentType = response.headers.get('content-type') ?? ''
    const text = contentType.startsWith('text/event-stream') ? '' : await response.text()
    if (contentType.startsWith('text/event-stream')) await response.body?.cancel()
    return {status: response.status, contentType, text}
  } finally {
    clearTimeout(timer)
  }
}

describe('the HTTP API under random and malformed requests', () => {
  it('never answers 5xx, answers every error as JSON, keeps /ping fast and writes nothing it refused', async () => {
    // Measures /ping all through the run, one request after another.
    let slowestPing = 0
    let pinging = true
    const pinger = (async () => {
      while (pinging) {
        const started = performance.now()
        const response = await fetch(`${server.url}/ping`)
        await response.text()
        slowestPing = Math.max(slowestPing, performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()

    let failure: string | undefined
    const statuses = new Map<number, number>()
    try {
      const details = await fc.check(
        fc.asyncProperty(request, async (input) => {
          const before = writtenState()
          const {status, contentType, text} = await send(input)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          const where = `${input.method} /${input.version}${input.path}${input.queryString}`.slice(0, 200)
          if (status >= 500) throw new Error(`${where} answered ${status}: ${text.slice(0, 300)}`)
          if (status < 400) return
          if (!contentType.startsWith('application/json'))
            throw new Error(`${where} answered ${status} as "${contentType}": ${text.slice(0, 200)}`)
          const parsed = JSON.parse(text) as {error?: unknown; message?: unknown}
          if (!parsed.error && !parsed.message)
            throw new Error(`${where} answered ${status} without naming the error: ${text.slice(0, 200)}`)
          if (writtenState() !== before) throw new Error(`${where} was refused with ${status} but wrote something`)
        }),
        {seed: SEED, numRuns: RUNS, endOnFailure: true},
      )
      // The counterexample can be megabytes of brackets: the error says what went wrong.
      if (details.failed)
        failure = `after ${details.numRuns} requests: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`
    } finally {
      pinging = false
      await pinger
    }
    expect(failure).toBeUndefined()
    // The run reached the handlers: some requests were answered, many were refused by them.
    const count = (from: number, to: number) =>
      [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0)
    expect(count(200, 300), `statuses: ${JSON.stringify([...statuses])}`).toBeGreaterThan(RUNS * 0.1)
    expect(count(400, 401), `statuses: ${JSON.stringify([...statuses])}`).toBeGreaterThan(RUNS * 0.15)
    expect(slowestPing, `the slowest /ping took ${Math.round(slowestPing)} ms`).toBeLessThan(PING_BUDGET_MS)
  }, 240_000)
})

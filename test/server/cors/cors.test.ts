import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {CorsInputError, normalizeOrigin} from '../../../src/server/cors/CorsStore'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({projectId: 'p1'})
  server.server.cors.add('http://localhost:3333')
  server.server.cors.add('https://studio.example.com', {allowCredentials: true})
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {headers: {Authorization: `Bearer ${server.token}`, ...headers}})
const preflight = (path: string, origin: string, method = 'POST') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  })
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))
const QUERY = '/v2021-06-07/data/query/production?query=count(*)'

describe('CORS allow-list', () => {
  it('gives an allowed origin its own origin back, varying on Origin, without credentials unless configured', async () => {
    const response = await get(QUERY, {Origin: 'http://localhost:3333'})
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('adds the credentials header for an origin allowed credentials', async () => {
    const response = await get(QUERY, {Origin: 'https://studio.example.com'})
    expect(response.headers.get('access-control-allow-origin')).toBe('https://studio.example.com')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('gives other origins no CORS headers at all, on successes and errors alike', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3334',
      'null',
      'http://LOCALHOST:3333.evil.example',
    ]) {
      expect(corsHeaders(await get(QUERY, {Origin: origin}))).toEqual([])
      expect(corsHeaders(await get('/v1/users/me', {Origin: origin, Authorization: ''}))).toEqual([])
    }
  })

  it('sends CORS headers on error answers to allowed origins, so the studio can read a 401', async () => {
    const response = await fetch(`${server.url}/v1/users/me`, {headers: {Origin: 'https://studio.example.com'}})
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://studio.example.com')
  })

  it('adds no CORS headers to requests without an Origin', async () => {
    expect(corsHeaders(await get(QUERY))).toEqual([])
  })

  it('treats loopback origins on the server’s own port as the server itself', async () => {
    const port = new URL(server.url).port
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
      const response = await get(QUERY, {Origin: origin})
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    }
  })

  it('applies changes to the list at once', async () => {
    expect(corsHeaders(await get(QUERY, {Origin: 'http://localhost:4000'}))).toEqual([])
    server.server.cors.add('http://localhost:4000')
    expect((await get(QUERY, {Origin: 'http://localhost:4000'})).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:4000',
    )
    server.server.cors.add('http://localhost:4000', {allowCredentials: true})
    expect((await get(QUERY, {Origin: 'http://localhost:4000'})).headers.get('access-control-allow-credentials')).toBe(
      'true',
    )
    expect(server.server.cors.remove('http://localhost:4000/')).toBe(true)
    expect(corsHeaders(await get(QUERY, {Origin: 'http://localhost:4000'}))).toEqual([])
  })
})

describe('preflight requests', () => {
  it('are answered 204 for allowed origins with the methods and headers the client uses', async () => {
    const response = await preflight('/v2021-06-07/data/mutate/production', 'https://studio.example.com')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://studio.example.com')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ')
    expect(allowed).toEqual(expect.arrayContaining(['Authorization', 'Content-Type', 'X-Sanity-Project-ID']))
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
  })

  it('are refused with 403 and no CORS headers for other origins', async () => {
    const response = await preflight('/v2021-06-07/data/mutate/production', 'https://evil.example')
    expect(response.status).toBe(403)
    expect(corsHeaders(response)).toEqual([])
    expect(await response.json()).toMatchObject({error: 'Forbidden', statusCode: 403})
  })
})

describe('GET /ping', () => {
  it('answers any origin without credentials, so the studio can tell a CORS failure from a network one', async () => {
    for (const path of ['/ping', '/v2021-06-07/ping']) {
      const response = await fetch(`${server.url}${path}`, {headers: {Origin: 'https://evil.example'}})
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('PONG')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
    const options = await preflight('/ping', 'https://evil.example', 'GET')
    expect(options.status).toBe(204)
    expect(options.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('normalizeOrigin', () => {
  it.each([
    ['http://localhost:3333/', 'http://localhost:3333'],
    ['https://Studio.Example.com:443', 'https://studio.example.com'],
    [' http://127.0.0.1:80 ', 'http://127.0.0.1'],
  ])('normalizes %j to %j', (value, expected) => {
    expect(normalizeOrigin(value)).toBe(expected)
  })

  it.each([
    'localhost:3333',
    'ftp://example.com',
    'http://example.com/studio',
    'http://user@example.com',
    'http://example.com?x=1',
    '*',
    'null',
  ])('rejects %j', (value) => {
    expect(() => normalizeOrigin(value)).toThrow(CorsInputError)
  })
})

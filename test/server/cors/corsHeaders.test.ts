import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {CORS_ALLOWED_HEADERS} from '../../../src/server/cors/applyCors'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
const STUDIO = 'http://localhost:3333'
beforeAll(async () => {
  server = await startTestServer({projectId: 'local'})
  server.server.cors.add(STUDIO, {allowCredentials: true})
})
afterAll(() => server.close())

/** The headers the hosted studio's @sanity/client sends, lower-cased and sorted as browsers list them. */
const STUDIO_HEADERS = 'accept,authorization,content-type,x-sanity-app,x-sanity-project-id'

const preflight = (path: string, origin: string, method: string, requestHeaders: string) =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': requestHeaders,
    },
  })

/** Whether a preflight answer lets a browser send every requested header (the Fetch standard's check). */
function allowsHeaders(response: Response, requested: string): boolean {
  const allowed = new Set(
    (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim().toLowerCase()),
  )
  return requested.split(',').every((name) => allowed.has(name.trim().toLowerCase()))
}

describe('CORS_ALLOWED_HEADERS', () => {
  it('names the headers @sanity/client and the hosted studio send', () => {
    const lower = CORS_ALLOWED_HEADERS.map((name) => name.toLowerCase())
    for (const name of [
      'authorization',
      'content-type',
      'accept',
      'x-sanity-app',
      'x-sanity-project-id',
      'x-sanity-lineage',
    ])
      expect(lower).toContain(name)
  })
})

describe('preflights of content-lake clients', () => {
  it.each([
    ['/v2025-02-19/data/query/production', 'GET'],
    ['/v2025-02-19/data/mutate/production', 'POST'],
    ['/v2025-02-19/data/actions/production', 'POST'],
    ['/v2025-02-19/data/listen/production', 'GET'],
    ['/v2025-02-19/users/me', 'GET'],
    ['/v2025-02-19/projects/local', 'GET'],
    ['/v2025-02-19/no/such/endpoint', 'GET'],
  ])('allow the studio’s headers on %s', async (path, method) => {
    const response = await preflight(path, STUDIO, method, STUDIO_HEADERS)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(allowsHeaders(response, STUDIO_HEADERS)).toBe(true)
    expect(allowsHeaders(response, 'x-sanity-lineage,last-event-id,cache-control')).toBe(true)
  })

  it('do not allow headers outside the list', async () => {
    const response = await preflight('/v2025-02-19/data/query/production', STUDIO, 'GET', 'x-unknown-header')
    expect(allowsHeaders(response, 'x-unknown-header')).toBe(false)
  })

  it.each(['/ping', '/v1/ping', '/v2025-02-19/ping'])(
    'allow a token and x-sanity-app on the cross-origin check %s, from any origin, without credentials',
    async (path) => {
      const response = await preflight(path, 'https://anywhere.example', 'GET', 'authorization,x-sanity-app')
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      expect(allowsHeaders(response, STUDIO_HEADERS)).toBe(true)
      const pong = await fetch(`${server.url}${path}`, {
        headers: {
          Origin: 'https://anywhere.example',
          Authorization: `Bearer ${server.token}`,
          'X-Sanity-App': 'studio@4.9.0',
        },
      })
      expect(pong.status).toBe(200)
      expect(pong.headers.get('access-control-allow-origin')).toBe('*')
    },
  )

  it('still refuses origins that are not allowed, whatever headers they ask for', async () => {
    const response = await preflight(
      '/v2025-02-19/data/actions/production',
      'https://evil.example',
      'POST',
      STUDIO_HEADERS,
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-headers')).toBeNull()
  })
})

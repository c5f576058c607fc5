import {badRequest, HttpError} from './HttpError'
import type {RouteHandler} from './RequestContext'

/** An HTTP method the router dispatches on. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface Route {
  method: Method
  segments: string[]
  handler: RouteHandler
  /** Answers without the `/v{apiVersion}` prefix too. */
  unversioned: boolean
}

/** A route a request path and method matched. */
export interface RouteMatch {
  handler: RouteHandler
  params: Record<string, string>
  apiVersion: string
}

const API_VERSION = /^v(1|X|(\d{4})-(\d{2})-(\d{2}))$/

/**
 * Checks an API version path segment: `v1`, `vX` or `v` plus a real calendar date.
 * @returns the version without its `v`, or undefined when the segment is not a version.
 */
export function parseApiVersion(segment: string): string | undefined {
  const match = API_VERSION.exec(segment)
  if (!match) return undefined
  if (match[2] !== undefined) {
    const date = new Date(`${match[2]}-${match[3]}-${match[4]}T00:00:00Z`)
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[1]) return undefined
  }
  return match[1]
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest(`Malformed percent-encoding in path segment "${segment}"`)
  }
}

/**
 * A small router for the content-lake API: every route lives under `/v{apiVersion}`
 * (`/v1`, `/vX`, `/v2021-06-07`), `:name` segments capture one path segment each. An unknown
 * path is a 404, a known path with another method a 405 with an `Allow` header.
 *
 * @example
 * const router = new Router()
 * router.add('GET', '/data/doc/:dataset/:ids', handleDoc)
 * router.match('GET', '/v2021-06-07/data/doc/production/a,b') // {handler, params: {dataset, ids}, apiVersion}
 */
export class Router {
  private readonly routes: Route[] = []

  /** Adds a route; `unversioned` also answers it without the version prefix (e.g. `/ping`). */
  add(method: Method, path: string, handler: RouteHandler, options: {unversioned?: boolean} = {}): this {
    this.routes.push({
      method,
      segments: path.split('/').filter(Boolean),
      handler,
      unversioned: options.unversioned === true,
    })
    return this
  }

  /**
   * Finds the route for a request; HEAD requests find GET routes.
   * @throws HttpError 400 for a malformed API version, 404 for an unknown path, 405 for a known
   * path asked with a method it does not have.
   */
  match(requestMethod: string, pathname: string): RouteMatch {
    // HEAD is GET without a body (Node's http leaves the body out).
    const method = requestMethod === 'HEAD' ? 'GET' : requestMethod
    const segments = pathname.split('/').filter(Boolean)
    const first = segments[0] ?? ''
    let apiVersion = parseApiVersion(first)
    let rest = segments.slice(1)
    if (apiVersion === undefined) {
      if (/^v[^/]*$/.test(first) && segments.length > 1) {
        throw badRequest(`Invalid API version "${first}": use v1, vX or a date like v2021-06-07`)
      }
      apiVersion = '1'
      rest = segments
    }
    const versioned = rest !== segments
    const allowed = new Set<Method>()
    for (const route of this.routes) {
      if (!versioned && !route.unversioned) continue
      const params = this.matchSegments(route.segments, rest)
      if (!params) continue
      if (route.method === method) return {handler: route.handler, params, apiVersion}
      allowed.add(route.method)
    }
    if (allowed.size > 0) {
      const allow = [...allowed].join(', ')
      throw new HttpError(405, `Method ${requestMethod} is not allowed on ${pathname}; use ${allow}`, {
        headers: {Allow: allow},
      })
    }
    throw new HttpError(404, `No endpoint at ${pathname}`)
  }

  private matchSegments(pattern: string[], path: string[]): Record<string, string> | undefined {
    if (pattern.length !== path.length) return undefined
    const params: Record<string, string> = {}
    for (let i = 0; i < pattern.length; i++) {
      const expected = pattern[i]!
      const actual = path[i]!
      if (expected.startsWith(':')) params[expected.slice(1)] = decodeSegment(actual)
      else if (expected !== actual) return undefined
    }
    return params
  }
}

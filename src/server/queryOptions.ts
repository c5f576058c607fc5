import {documentIdProblem} from '../lake'
import {checkJsonValue} from './checkJsonValue'
import {badRequest} from './HttpError'
import {DEFAULT_LIMITS} from './limits'

/**
 * A boolean query option: `true`/`1` or `false`/`0`; absent gives the fallback.
 * @throws HttpError 400 for any other value.
 */
export function booleanOption(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name)
  if (value === null) return fallback
  if (value === 'true' || value === '1' || value === '') return true
  if (value === 'false' || value === '0') return false
  throw badRequest(`Query option "${name}" must be true or false, not "${value}"`)
}

/**
 * A positive integer query option, or undefined when absent.
 * @throws HttpError 400 for anything but a positive integer.
 */
export function positiveIntegerOption(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw badRequest(`Query option "${name}" must be a positive integer, not "${value}"`)
  }
  return number
}

/**
 * A query option restricted to some values, or undefined when absent.
 * @throws HttpError 400 for any other value.
 */
export function oneOfOption<T extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  if (!(values as readonly string[]).includes(value)) {
    throw badRequest(`Query option "${name}" must be one of ${values.join(', ')}, not "${value}"`)
  }
  return value as T
}

/**
 * GROQ parameters from a query string: every `$name=<JSON>` entry, each checked as a JSON
 * body is (see {@link checkJsonValue}).
 * @param maxDepth - deepest nesting of arrays and objects in one value; routes pass
 *   `ctx.server.limits.jsonMaxDepth`
 * @throws HttpError 400 for a value that is not JSON, nests too deep or holds a number out of range.
 */
export function groqParams(
  query: URLSearchParams,
  maxDepth: number = DEFAULT_LIMITS.jsonMaxDepth,
): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of query) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    let parsed: unknown
    try {
      parsed = JSON.parse(value) as unknown
    } catch {
      throw badRequest(`Query parameter "${key}" must be JSON (strings in double quotes), got ${JSON.stringify(value)}`)
    }
    checkJsonValue(parsed, {maxDepth, what: `query parameter ${JSON.stringify(key)}`})
    params[name] = parsed
  }
  return params
}

/**
 * A comma-separated list of document ids from a path segment; each may be percent-encoded
 * on its own. Document ids hold no commas (see `isValidDocumentId`), so the split is exact.
 * @throws HttpError 400 for an empty list, or naming the first id that is not a valid document id.
 */
export function documentIds(segment: string): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) throw badRequest('Expected one or more comma-separated document ids')
  for (const id of ids) {
    const problem = documentIdProblem(id)
    if (problem !== undefined) throw badRequest(problem)
  }
  return [...new Set(ids)]
}

import {badRequest} from './HttpError'

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
export function oneOfOption<T extends string>(query: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  if (!(values as readonly string[]).includes(value)) {
    throw badRequest(`Query option "${name}" must be one of ${values.join(', ')}, not "${value}"`)
  }
  return value as T
}

/**
 * GROQ parameters from a query string: every `$name=<JSON>` entry.
 * @throws HttpError 400 for a value that is not JSON.
 */
export function groqParams(query: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of query) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    try {
      params[name] = JSON.parse(value) as unknown
    } catch {
      throw badRequest(`Query parameter "${key}" must be JSON (strings in double quotes), got ${JSON.stringify(value)}`)
    }
  }
  return params
}

/**
 * A comma-separated list of document ids from a path segment; each may be percent-encoded
 * on its own.
 * @throws HttpError 400 for an empty list.
 */
export function documentIds(segment: string): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) throw badRequest('Expected one or more comma-separated document ids')
  return [...new Set(ids)]
}

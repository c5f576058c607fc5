import {badRequest, type HttpError} from './HttpError'

/** What {@link checkJsonValue} checks a parsed value against, and how to name it in errors. */
export interface JsonValueLimits {
  /** Deepest nesting of arrays and objects allowed (`{}` is 1 deep, `{"a": []}` 2). */
  maxDepth: number
  /** How errors name the value: `the request body`, `query parameter "$ids"`. */
  what: string
}

/**
 * Checks a value fresh from `JSON.parse` before anything else touches it: it nests arrays and
 * objects at most `maxDepth` deep, and holds no number that overflowed to `Infinity` or
 * `-Infinity` (`1e999999` parses to `Infinity`, which would be stored as `null`). The walk
 * is iterative, so a body nested 10 000 deep is refused instead of overflowing the stack —
 * as `JSON.stringify`, the mutation engine and the query engine would.
 *
 * @throws HttpError 400 `Document too deeply nested` for a value nested too deep; 400 naming
 *   the path of the first number out of range.
 * @example
 * checkJsonValue(JSON.parse(text), {maxDepth: 100, what: 'the request body'})
 */
export function checkJsonValue(value: unknown, limits: JsonValueLimits): void {
  const values: unknown[] = [value]
  const depths: number[] = [0]
  while (values.length > 0) {
    const current = values.pop()
    const depth = depths.pop()!
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) throw numberOutOfRange(value, limits.what)
      continue
    }
    if (current === null || typeof current !== 'object') continue
    const level = depth + 1
    if (level > limits.maxDepth) {
      throw badRequest(
        `Document too deeply nested: ${limits.what} nests arrays and objects more than ${limits.maxDepth} levels deep`,
      )
    }
    const children = Array.isArray(current) ? current : Object.values(current)
    for (const child of children) {
      // Only containers and numbers need a look; strings, booleans and null are fine as they are.
      if (typeof child === 'number' || (child !== null && typeof child === 'object')) {
        values.push(child)
        depths.push(level)
      }
    }
  }
}

/** The 400 for a number that overflowed, naming where it is (found by a second, rarer walk). */
function numberOutOfRange(root: unknown, what: string): HttpError {
  const path = pathOfNonFinite(root) ?? []
  const where = path.length === 0 ? what : `"${pathToString(path)}" in ${what}`
  return badRequest(
    `Number out of range at ${where}: JSON numbers must be finite, and this one is too large for a 64-bit float`,
  )
}

type JsonPath = Array<string | number>

/** A path as `mutations[0].create["odd key"]`. */
function pathToString(path: JsonPath): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return index === 0 ? segment : `.${segment}`
      return `[${JSON.stringify(segment)}]`
    })
    .join('')
}

/** The path to the first number that is not finite, depth first, without recursion. */
function pathOfNonFinite(root: unknown): JsonPath | undefined {
  const stack: Array<{value: unknown; path: JsonPath}> = [{value: root, path: []}]
  while (stack.length > 0) {
    const {value, path} = stack.pop()!
    if (typeof value === 'number' && !Number.isFinite(value)) return path
    if (value === null || typeof value !== 'object') continue
    const entries: Array<[string | number, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value)
    // Pushed in reverse so the first entry is looked at first.
    for (let index = entries.length - 1; index >= 0; index--)
      stack.push({value: entries[index]![1], path: [...path, entries[index]![0]]})
  }
  return undefined
}

import {parse, type ExprNode} from 'groq-js'
import {prepareQuery, type PreparedQuery} from './evaluateQuery'
import {queryParseError} from './LakeError'
import {assertQueryLength} from './queryLimits'

/** How many distinct query texts (and, for queries whose shape depends on them, parameter values) a lake keeps parsed. */
const MAX_CACHED_QUERIES = 500

/**
 * Longest cache key (query text and the JSON of the parameters it names) kept: a query whose
 * shape depends on parameters as large as this is parsed each time rather than held.
 */
const MAX_PARAMETER_KEY_LENGTH = 16_384

/** Parses a query with its parameters (or answers it from the cache), refusing it first if it is too long. */
export type ParseQuery = (query: string, maxLength: number, params?: Record<string, unknown>) => PreparedQuery

/** What the cache knows about a query text from parsing it without parameters. */
type TextEntry =
  /** The tree does not depend on parameter values: evaluation fills its Parameter nodes. */
  | {kind: 'independent'; prepared: PreparedQuery}
  /** The tree (or whether it parses) depends on parameter values: parse with them. */
  | {kind: 'dependent'}
  /** A syntax error, whatever the parameters. */
  | {kind: 'error'; error: unknown}

/**
 * A parser with a cache of prepared queries. The length limit is checked before the cache or
 * the parser sees the text: groq-js parses some shapes in time that grows with the square of
 * their length.
 *
 * groq-js decides at parse time whether brackets index, slice or filter: `[$i]` indexes when
 * `$i` is a number, reads an attribute when it is a string, and filters otherwise; `[$a..$b]`
 * parses only when both are numbers. So a query is parsed as groq-js `parse(query, {params})`
 * would parse it. Most queries do not depend on their parameters' values (`*[_type == $t]`):
 * their tree is cached by text, keeping its Parameter nodes for evaluation to fill. A query
 * whose brackets hold only parameters and constants, that does not parse without its
 * parameters, or that declares functions (a parameter of the request would take the place of
 * a function's own) is parsed with its parameters and cached by text and the values of the
 * parameters it names.
 *
 * @throws LakeError `tooLarge` for a query longer than `maxLength`; `queryParse` for one that
 *   does not parse (with its position), or that nests too deeply for the parser.
 */
export function createQueryCache(): ParseQuery {
  const byText = new Map<string, TextEntry>()
  const byParams = new Map<string, PreparedQuery>()
  const remember = <T>(cache: Map<string, T>, key: string, value: T): T => {
    if (cache.size >= MAX_CACHED_QUERIES) cache.clear()
    cache.set(key, value)
    return value
  }

  return (query, maxLength, params = {}) => {
    assertQueryLength(query, maxLength)
    let entry = byText.get(query)
    if (!entry) entry = remember(byText, query, textEntry(query))
    if (entry.kind === 'independent') return entry.prepared
    if (entry.kind === 'error') throw queryParseError(entry.error, query)

    const key = `${query}\u0000${namedParameterValues(query, params)}`
    const cached = byParams.get(key)
    if (cached) return cached
    let prepared: PreparedQuery
    try {
      prepared = prepareQuery(parse(query, {params}))
    } catch (error) {
      throw queryParseError(error, query)
    }
    return key.length <= MAX_PARAMETER_KEY_LENGTH ? remember(byParams, key, prepared) : prepared
  }
}

/** Parses a query without parameters and tells whether its tree depends on their values. */
function textEntry(query: string): TextEntry {
  let tree: ExprNode
  try {
    tree = parse(query)
  } catch (error) {
    // Syntax errors (GroqSyntaxError) come before parameters are looked at; other parse errors
    // ("slicing must use constant numbers") may go away with them.
    if (error instanceof Error && error.name === 'GroqSyntaxError') return {kind: 'error', error}
    if (error instanceof RangeError) return {kind: 'error', error}
    return {kind: 'dependent'}
  }
  if (DECLARES_FUNCTION.test(query) || hasParameterBrackets(tree)) return {kind: 'dependent'}
  return {kind: 'independent', prepared: prepareQuery(tree)}
}

// `fn ns::name($p) = …;` before the query: the parser would read `$p` as a request parameter.
const DECLARES_FUNCTION = /(^|[^\w$])fn\s/

/** The request parameters a query text names (`$name`), with their values, as a cache key. */
function namedParameterValues(query: string, params: Record<string, unknown>): string {
  const names = [...new Set(query.match(/\$[A-Za-z_][A-Za-z0-9_]*/g) ?? [])].map((name) => name.slice(1)).sort()
  return JSON.stringify(names.filter((name) => Object.hasOwn(params, name)).map((name) => [name, params[name]]))
}

/**
 * Whether some bracket of the tree holds an expression groq-js would evaluate at parse time
 * if its parameters were given (constants, parameters and arithmetic on them) and that names a
 * parameter: parsed without values it is a filter, with them an index or an attribute.
 */
function hasParameterBrackets(tree: ExprNode): boolean {
  const pending: unknown[] = [tree]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) {
      pending.push(...value)
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    const node = value as {type?: unknown; expr?: ExprNode}
    // A Value's payload is data (possibly a parameter value that looks like a node).
    if (node.type === 'Value') continue
    if (node.type === 'Filter' && node.expr && isFoldable(node.expr) && namesParameter(node.expr)) return true
    pending.push(...Object.values(value))
  }
  return false
}

/** What groq-js folds into a constant at parse time (its `canConstantEvaluate`). */
function isFoldable(node: ExprNode): boolean {
  switch (node.type) {
    case 'Group':
    case 'Pos':
    case 'Neg':
      return isFoldable(node.base)
    case 'Value':
    case 'Parameter':
      return true
    case 'OpCall':
      return ['+', '-', '*', '/', '%', '**'].includes(node.op) && isFoldable(node.left) && isFoldable(node.right)
    default:
      return false
  }
}

function namesParameter(node: ExprNode): boolean {
  switch (node.type) {
    case 'Parameter':
      return true
    case 'Group':
    case 'Pos':
    case 'Neg':
      return namesParameter(node.base)
    case 'OpCall':
      return namesParameter(node.left) || namesParameter(node.right)
    default:
      return false
  }
}

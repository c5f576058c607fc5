import {evaluateSync, type EvaluateOptions, type ExprNode} from 'groq-js'
import {LakeError} from './LakeError'
import {validateGrant, type Grant, type Permission} from './grants'

/**
 * A document as grants see it: any JSON object; filters usually test `_id` and `_type`.
 * @public
 */
export type GrantedDocument = {_id: string} & Record<string, unknown>

/**
 * One grant with its filter parsed, ready to test documents.
 * @public
 */
export interface CompiledGrant {
  /** The filter as written, used to build {@link readFilter}. */
  readonly filter: string
  /** What the grant allows on the documents its filter matches (`read`, `create`, `update`, `history`). */
  readonly permissions: ReadonlySet<Permission>
  /** `*[filter]`, evaluated over a one-document dataset. */
  readonly query: ExprNode
  /** Whether the filter matches every document (`true` or `_id in path("**")`). */
  readonly matchesAll: boolean
}

/**
 * Grants parsed once by {@link compileGrants}; evaluate them with {@link checkPermission}.
 * @public
 */
export interface CompiledGrants {
  /** Each grant with its filter parsed, in the order given. */
  readonly grants: readonly CompiledGrant[]
  /** What groq-js evaluates filters with besides the document: `identity()` and `now()`. */
  readonly context: Pick<EvaluateOptions, 'identity' | 'timestamp'>
}

/**
 * Options of {@link compileGrants}.
 * @public
 */
export interface CompileGrantsOptions {
  /** The user id `identity()` returns in filters, e.g. `'author._ref == identity()'`. */
  identity?: string
  /** The time `now()` returns in filters; groq-js uses the evaluation time when left out. */
  timestamp?: Date
}

/**
 * The answer of a permission check: whether it is granted and why,
 * in words meant for developers and tooltips.
 * @public
 */
export interface PermissionCheckResult {
  /** Whether the action is allowed. */
  granted: boolean
  /** Why, in words for developers and tooltips, e.g. `No grant allows update on drafts.post-1`. */
  reason: string
}

/**
 * Parses every grant filter once so documents can be checked without re-parsing.
 *
 * @param grants - the grants of one dataset (from a role list or the acl endpoint)
 * @param options - `identity()` and `now()` for the filters
 * @returns the compiled grants
 * @throws LakeError `badRequest` listing every problem when a grant is not usable (its filter does
 *   not parse or is not document-local, or a permission is unknown); `details.problems` holds the list
 * @example
 * ```ts
 * const compiled = compileGrants([{filter: '_type == "post"', permissions: ['read']}])
 * checkPermission(compiled, 'read', {_id: 'p1', _type: 'post'}) // true
 * ```
 * @public
 */
export function compileGrants(grants: readonly Grant[], options: CompileGrantsOptions = {}): CompiledGrants {
  const validated = grants.map((grant, index) => validateGrant(grant, `grants[${index}]`))
  const problems = validated.flatMap((result) => result.problems)
  if (problems.length > 0) {
    throw new LakeError('badRequest', `Invalid grants:\n- ${problems.join('\n- ')}`, {problems})
  }
  const compiled = grants.map((grant, index): CompiledGrant => {
    // Without problems every filter parsed.
    const tree = validated[index]?.tree ?? {type: 'Value', value: false}
    return {
      filter: grant.filter,
      permissions: new Set(grant.permissions),
      query: {type: 'Filter', base: {type: 'Everything'}, expr: tree},
      matchesAll: matchesEveryDocument(tree),
    }
  })
  const context: CompiledGrants['context'] = {}
  if (options.identity !== undefined) context.identity = options.identity
  if (options.timestamp !== undefined) context.timestamp = options.timestamp
  return {grants: compiled, context}
}

function matchesEveryDocument(tree: ExprNode): boolean {
  if (tree.type === 'Value') return tree.value === true
  return (
    tree.type === 'OpCall' &&
    tree.op === 'in' &&
    tree.left.type === 'AccessAttribute' &&
    tree.left.base === undefined &&
    tree.left.name === '_id' &&
    tree.right.type === 'FuncCall' &&
    tree.right.name === 'path' &&
    tree.right.args.length === 1 &&
    tree.right.args[0]?.type === 'Value' &&
    tree.right.args[0].value === '**'
  )
}

// Synchronous on purpose: the store answers permission questions while rendering. groq-js'
// only async-only executors (delta::, diff::) need a mutation context and do not parse in a
// plain filter, and a trial run at compile time refuses unimplemented functions, so every
// compiled filter evaluates synchronously; an unexpected evaluation error grants nothing.
function matches(grant: CompiledGrant, compiled: CompiledGrants, document: GrantedDocument): boolean {
  if (grant.matchesAll && typeof document._id === 'string') return true
  try {
    const result = evaluateSync(grant.query, {...compiled.context, dataset: [document]}).data
    return Array.isArray(result) && result.length > 0
  } catch {
    return false
  }
}

function grantsWith(compiled: CompiledGrants, permission: Permission): CompiledGrant[] {
  return compiled.grants.filter((grant) => grant.permissions.has(permission))
}

/**
 * Tells whether any grant carrying `permission` has a filter that matches `document`.
 *
 * Synchronous, with groq-js' `evaluateSync`: grant filters are document-local and checked by a
 * trial run when compiled, so none needs the asynchronous evaluator. A filter that still fails
 * to evaluate for some document grants nothing for it (fail closed).
 *
 * @param compiled - grants from {@link compileGrants}
 * @param permission - what the caller wants to do
 * @param document - the document, with the `_id` it has or would have
 * @returns whether the permission is granted
 * @public
 */
export function checkPermission(compiled: CompiledGrants, permission: Permission, document: GrantedDocument): boolean {
  return grantsWith(compiled, permission).some((grant) => matches(grant, compiled, document))
}

/**
 * Checks one permission on one document against grant filters, and says why.
 *
 * - A `null` or `undefined` document is granted ("Null document, nothing to check"): there is
 *   nothing to act on, and the operation itself reports what is missing.
 * - With no grants at all the answer is "No document grants".
 * - Otherwise it is granted by a matching grant, or denied with
 *   `No grant allows {permission} on {id}`.
 *
 * @param compiled - grants from {@link compileGrants}
 * @param permission - what the caller wants to do
 * @param document - the document, or null when there is none
 * @returns `{granted, reason}`
 */
export function checkDocumentPermission(
  compiled: CompiledGrants,
  permission: Permission,
  document: GrantedDocument | null | undefined,
): PermissionCheckResult {
  if (document === null || document === undefined) return {granted: true, reason: 'Null document, nothing to check'}
  if (compiled.grants.length === 0) return {granted: false, reason: 'No document grants'}
  return checkPermission(compiled, permission, document)
    ? {granted: true, reason: `A grant allows ${permission} on ${document._id}`}
    : {granted: false, reason: `No grant allows ${permission} on ${document._id}`}
}

/**
 * The documents among `documents` the grants allow to read, in their order.
 *
 * @param compiled - grants from {@link compileGrants}
 * @param documents - documents to narrow
 * @returns the readable ones (the same objects)
 */
export function filterReadable<T extends GrantedDocument>(compiled: CompiledGrants, documents: readonly T[]): T[] {
  const readGrants = grantsWith(compiled, 'read')
  if (readGrants.length === 0) return []
  return documents.filter((document) => readGrants.some((grant) => matches(grant, compiled, document)))
}

/**
 * One GROQ boolean expression that is true exactly for the documents the grants allow to read,
 * for narrowing a query on the server: `*[(${filter}) && (...)]`.
 *
 * Each read grant's filter is wrapped in parentheses and the results joined with `||`; a filter
 * holding a `//` comment gets a newline before its closing parenthesis so the comment cannot
 * swallow it. Duplicate filters appear once. A filter using `identity()` or `now()` gives the
 * same answer only when the query is evaluated with the same identity and time as
 * {@link compileGrants} was given.
 *
 * @param compiled - grants from {@link compileGrants}
 * @returns `'true'` when a read grant matches every document, `undefined` when nothing is
 *   readable, otherwise `(f1) || (f2) …`
 * @example
 * ```ts
 * readFilter(compileGrants([{filter: '_type == "post"', permissions: ['read']}])) // '(_type == "post")'
 * ```
 */
export function readFilter(compiled: CompiledGrants): string | undefined {
  const readGrants = grantsWith(compiled, 'read')
  if (readGrants.length === 0) return undefined
  if (readGrants.some((grant) => grant.matchesAll)) return 'true'
  const filters = [...new Set(readGrants.map((grant) => grant.filter.trim()))]
  return filters.map((filter) => `(${filter}${filter.includes('//') ? '\n' : ''})`).join(' || ')
}

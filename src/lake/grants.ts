import {evaluateSync, parse, type ExprNode} from 'groq-js'
import type {Permission} from '../types'

export type {Grant, Grants, Permission} from '../types'

/** Every {@link Permission}, in a fixed order (read, create, update, history) that lists and messages keep. */
export const PERMISSIONS: readonly Permission[] = Object.freeze(['read', 'create', 'update', 'history'])

/**
 * The filter that matches every document. groq-js turns `path("**")` into a pattern that
 * matches any string, and every stored document has a string `_id`.
 */
export const ALL_DOCUMENTS_FILTER = '_id in path("**")'

/** Tells whether a value is one of the {@link PERMISSIONS}. */
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value)
}

/** The result of parsing a grant filter: the tree, or the problems that make it unusable. */
export type ParsedGrantFilter = {tree: ExprNode; problems: []} | {tree: undefined; problems: string[]}

/**
 * Parses a grant filter once and checks that it tests one document on its own.
 *
 * The filter is parsed as a complete GROQ expression, never pasted into `*[...]`, so text such as
 * `true] | order(x)[true` cannot escape the filter.
 *
 * @param filter - the GROQ filter of a grant
 * @returns the parsed tree, or human-readable problems (without a path prefix)
 */
export function parseGrantFilter(filter: string): ParsedGrantFilter {
  let tree: ExprNode
  try {
    tree = parse(filter)
  } catch (error) {
    return {tree: undefined, problems: [`is not valid GROQ: ${error instanceof Error ? error.message : String(error)}`]}
  }
  const problems = documentLocalProblems(tree)
  if (problems.length === 0) {
    // A trial run catches functions groq-js parses but does not implement (geo::, text::…),
    // which would otherwise make the grant silently match nothing.
    try {
      evaluateSync(
        {type: 'Filter', base: {type: 'Everything'}, expr: tree},
        {dataset: [{_id: 'probe', _type: 'probe'}]},
      )
    } catch (error) {
      problems.push(`cannot be evaluated: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return problems.length > 0 ? {tree: undefined, problems} : {tree, problems: []}
}

// Node types that make a filter depend on more than the one document it is evaluated against.
// The store checks a single document while the server narrows queries over the whole dataset;
// both must give the same answer, so such filters are refused.
const NOT_DOCUMENT_LOCAL: Record<string, string> = {
  Everything: 'cannot query the dataset with "*": a grant filter tests one document',
  Deref: 'cannot follow references with "->": a grant filter tests one document',
  Parent: 'cannot use "^": a grant filter has no parent scope',
  Parameter: 'cannot use parameters ($name): grants are evaluated without parameters',
  Context: 'cannot use before() or after(): grants are not evaluated in a mutation context',
}

// Function namespaces that read other documents than the one being tested.
const NOT_DOCUMENT_LOCAL_NAMESPACES = new Set(['documents', 'releases'])

function documentLocalProblems(tree: ExprNode): string[] {
  const found = new Set<string>()
  visitNodes(tree, (node) => {
    const problem = NOT_DOCUMENT_LOCAL[node.type]
    if (problem !== undefined) found.add(problem)
    if (
      node.type === 'FuncCall' &&
      typeof node.namespace === 'string' &&
      NOT_DOCUMENT_LOCAL_NAMESPACES.has(node.namespace)
    ) {
      found.add(`cannot use ${node.namespace}:: functions: a grant filter tests one document`)
    }
  })
  return [...found]
}

// groq-js trees are plain objects whose nodes carry a string `type`; walking every property
// reaches every child without listing the node kinds.
function visitNodes(value: unknown, visit: (node: {type: string} & Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visitNodes(item, visit)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const record = value as Record<string, unknown>
  if (typeof record.type === 'string') visit(record as {type: string} & Record<string, unknown>)
  for (const [key, child] of Object.entries(record)) {
    // A Value node's `value` is data, not a subtree.
    if (key === 'value' && record.type === 'Value') continue
    visitNodes(child, visit)
  }
}

/**
 * Lists what is wrong with one grant: a filter that is not a string, does not parse or is not
 * document-local, and permissions that are missing, empty or unknown.
 *
 * @param grant - the grant to check (any value: grants often come from JSON)
 * @param label - how to name the grant in messages, e.g. `grants[2]`
 * @returns problems, each prefixed with `label`; empty when the grant is usable
 * @example
 * ```ts
 * grantProblems({filter: '_type ==', permissions: ['read', 'delete']}, 'grants[0]')
 * // ['grants[0].filter is not valid GROQ: …', 'grants[0].permissions has unknown permission "delete" …']
 * ```
 */
export function grantProblems(grant: unknown, label = 'grant'): string[] {
  return validateGrant(grant, label).problems
}

/**
 * Validates one grant and parses its filter, so a caller that goes on to evaluate it parses the
 * filter only once.
 *
 * @param grant - the grant to check
 * @param label - how to name the grant in messages
 * @returns the problems as {@link grantProblems} lists them, and the filter's tree when it parsed
 */
export function validateGrant(grant: unknown, label = 'grant'): {problems: string[]; tree: ExprNode | undefined} {
  if (typeof grant !== 'object' || grant === null || Array.isArray(grant)) {
    return {problems: [`${label} must be an object with a filter and permissions`], tree: undefined}
  }
  const {filter, permissions} = grant as Record<string, unknown>
  const problems: string[] = []
  let tree: ExprNode | undefined
  if (typeof filter !== 'string' || filter.trim() === '') {
    problems.push(`${label}.filter must be a non-empty GROQ filter string`)
  } else {
    const parsed = parseGrantFilter(filter)
    tree = parsed.tree
    problems.push(...parsed.problems.map((problem) => `${label}.filter ${problem}`))
  }
  if (!Array.isArray(permissions) || permissions.length === 0) {
    problems.push(`${label}.permissions must be a non-empty list of ${PERMISSIONS.join(', ')}`)
  } else {
    for (const permission of permissions) {
      if (!isPermission(permission)) {
        problems.push(
          `${label}.permissions has unknown permission ${JSON.stringify(permission)} (known: ${PERMISSIONS.join(', ')})`,
        )
      }
    }
  }
  return {problems, tree}
}

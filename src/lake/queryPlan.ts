import {parse, type ExprNode} from 'groq-js'

/**
 * A condition on a document that storage can answer from its indexes. Plain data, so a
 * storage engine can translate it (e.g. to SQL) and `matchesConstraint` can check it in
 * memory. Each atom holds exactly when the GROQ atom it came from evaluates to `true`.
 */
export type PlanConstraint =
  /** `_type` is a string and one of `types` (from `_type == "x"`, `_type in [...]`). */
  | {kind: 'type'; types: string[]}
  /** `_id` is a string and one of `ids` (from `_id == "x"`, `_id in [...]`). */
  | {kind: 'id'; ids: string[]}
  /** `_id` is a string matching one of the `path()` patterns (see `pathGlobToRegExp`). */
  | {kind: 'idPattern'; patterns: string[]}
  /**
   * The attribute at the dotted `path` (each step an own property of an object, never through
   * an array) is exactly `value`, same JSON type (from `slug.current == "x"`).
   */
  | {kind: 'equals'; path: string; value: string | number | boolean}
  /** The document references one of `ids`, anywhere, as groq-js `references()` decides. */
  | {kind: 'references'; ids: string[]}
  /** Every member holds. */
  | {kind: 'and'; of: PlanConstraint[]}
  /** At least one member holds. */
  | {kind: 'or'; of: PlanConstraint[]}
  /** The member does not hold. */
  | {kind: 'not'; of: PlanConstraint}
  /** No document qualifies (e.g. `_type == "a" && _type == "b"`, `*[false]`). */
  | {kind: 'none'}

/**
 * How to run a GROQ query without giving groq-js the whole dataset.
 *
 * - `scan`: the query may read any document; evaluate it over the full dataset.
 * - `narrow`: one `*` of the query (the *target*: the first `*` that a filter is applied to)
 *   can only contribute documents matching `where`. Evaluating with the target `*` reading
 *   any subset of the dataset that contains every matching document, in dataset order and
 *   without duplicates, gives the same result as a full scan.
 *
 * groq-js evaluates every `*` and every `->` against the one `dataset` option (the scope's
 * `source`), so when `needsFullDataset` is set the caller cannot simply pass the candidates
 * as the dataset; `evaluateWithPlan` then substitutes the candidates for the target `*` in
 * the syntax tree and passes the full dataset for the rest.
 */
export type QueryPlan =
  | {kind: 'scan'}
  | {
      kind: 'narrow'
      /** The condition every document the target `*` must yield satisfies. */
      where: PlanConstraint
      /** The query also reads a `*` other than the target. */
      scansElsewhere: boolean
      /** The query dereferences (`->`); groq-js looks references up in the dataset. */
      dereferences: boolean
      /** `scansElsewhere || dereferences`: the full dataset is needed besides the candidates. */
      needsFullDataset: boolean
    }

/** Internal: the planner's working form, where `all` means "no narrowing possible". */
type Narrowing = PlanConstraint | {kind: 'all'}

const ALL: Narrowing = {kind: 'all'}
const NONE: PlanConstraint = {kind: 'none'}

/**
 * Plans a GROQ query: parses it (with `params` resolved, as groq-js does) and works out which
 * documents its filtered `*` can possibly yield.
 *
 * Recognised atoms, at the top level of the filter or under `&&`, `||`, `!` and parentheses:
 * `_type == "x"` (either side), `_type in [...]`, `_id == "x"`, `_id in [...]`,
 * `_id in path("drafts.**")`, `references("id")`, `references(["a", "b"], $p)`, an attribute
 * chain compared with a string, number or boolean (`slug.current == $slug`), and the
 * constants `true`/`false`. Any other term in a conjunction is left to groq-js; under `||` or
 * `!` it makes that branch unnarrowable. Chained filters (`*[a][b]`) combine with `&&`.
 *
 * @param query - the GROQ query
 * @param params - the query parameters
 * @returns the plan; `{kind: 'scan'}` when nothing narrows
 * @throws the groq-js `GroqSyntaxError` when the query does not parse
 * @example
 * ```ts
 * planQuery('*[_type == "post" && slug.current == $slug][0]', {slug: 'hello'})
 * // {kind: 'narrow', needsFullDataset: false, ..., where: {kind: 'and', of: [
 * //   {kind: 'type', types: ['post']}, {kind: 'equals', path: 'slug.current', value: 'hello'}]}}
 * ```
 */
export function planQuery(query: string, params: Record<string, unknown>): QueryPlan {
  return analyzeQuery(parse(query, {params}), params).plan
}

/** The result of {@link analyzeQuery}: the plan and the `*` node it narrows. */
export interface QueryAnalysis {
  plan: QueryPlan
  /** The `Everything` node the plan's `where` applies to, when the plan narrows one. */
  target: ExprNode | undefined
}

/**
 * Plans an already parsed query and returns the target `*` node as well, so that a caller
 * that evaluates itself can substitute the candidates for it (`substituteTarget`) when the
 * plan `needsFullDataset`.
 *
 * @param tree - the query parsed by groq-js `parse(query, {params})`
 * @param params - the same parameters
 * @returns the plan and, for a plan that narrows a `*`, that node of `tree`
 */
export function analyzeQuery(tree: ExprNode, params: Record<string, unknown>): QueryAnalysis {
  const found = findTarget(tree)
  let everythingCount = 0
  let dereferences = false
  walk(tree, (node) => {
    if (node.type === 'Everything' || readsDataset(node)) everythingCount++
    else if (node.type === 'Deref') dereferences = true
  })

  if (!found) {
    // A query that never reads `*` needs no documents at all, unless it dereferences.
    if (everythingCount > 0) return {plan: {kind: 'scan'}, target: undefined}
    const plan: QueryPlan = {
      kind: 'narrow',
      where: NONE,
      scansElsewhere: false,
      dereferences,
      needsFullDataset: dereferences,
    }
    return {plan, target: undefined}
  }

  // Innermost filter first, so `*[a][b]` reads as `a && b`.
  const where = combine(
    'and',
    [...found.filters].reverse().map((filter) => whenTrue(filter, params)),
  )
  if (where.kind === 'all') return {plan: {kind: 'scan'}, target: undefined}

  const scansElsewhere = everythingCount > 1
  const plan: QueryPlan = {
    kind: 'narrow',
    where,
    scansElsewhere,
    dereferences,
    needsFullDataset: scansElsewhere || dereferences,
  }
  return {plan, target: found.everything}
}

/**
 * groq-js functions that read the whole dataset themselves, as a `*` does (groq-js evaluates
 * `releases::all()` as `*[_type == "system.release"]` over the scope's dataset): a query that
 * calls one reads `*` outside its target, and narrowing the dataset would hide documents from it.
 */
const DATASET_FUNCTIONS = new Set(['releases::all'])

/** Whether a node is a call of one of {@link DATASET_FUNCTIONS}. */
function readsDataset(node: ExprNode): boolean {
  return node.type === 'FuncCall' && DATASET_FUNCTIONS.has(`${node.namespace}::${node.name}`)
}

/**
 * The first `*` that filters apply to, in evaluation-shaped pre-order (a node's `base`
 * before its other children, so the outermost `*[...]` of `*[...]{..., "x": *[...]}` wins).
 * Replacing that one node by a narrower array is correct wherever it sits, because the
 * narrowing only looks at the document and at constants, never at the enclosing scope.
 */
function findTarget(tree: ExprNode): {everything: ExprNode; filters: ExprNode[]} | undefined {
  let result: {everything: ExprNode; filters: ExprNode[]} | undefined
  walk(tree, (node) => {
    if (result || node.type !== 'Filter') return
    const filters: ExprNode[] = []
    let current: ExprNode = node
    while (current.type === 'Filter') {
      filters.push(current.expr)
      current = current.base
    }
    if (current.type === 'Everything') result = {everything: current, filters}
  })
  return result
}

/**
 * Visits every expression node of a tree in pre-order, `base` first. Generic over node
 * shapes so new groq-js node types are still searched; a `Value` node's payload is data
 * (possibly a parameter that looks like a node) and is not entered. Iterative: a chain of
 * thousands of `&&` parses into a tree that deep.
 */
function walk(tree: ExprNode, visit: (node: ExprNode) => void): void {
  const pending: ExprNode[] = [tree]
  while (pending.length > 0) {
    const node = pending.pop()!
    visit(node)
    if (node.type === 'Value') continue
    // Children go on the stack last first, so they are visited in order, `base` before the rest.
    const record = node as unknown as Record<string, unknown>
    const entries = Object.entries(record)
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!
      if (key === 'base') continue
      if (Array.isArray(child)) {
        for (let j = child.length - 1; j >= 0; j--) if (isNode(child[j])) pending.push(child[j])
      } else if (isNode(child)) {
        pending.push(child)
      }
    }
    if (isNode(record['base'])) pending.push(record['base'])
  }
}

function isNode(value: unknown): value is ExprNode {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string'
}

// GROQ filters keep a document only when the expression is exactly `true`; `&&`, `||` and
// `!` are three-valued (null when an operand is not a boolean). So for each expression we
// bound two sets: the documents where it can be true, and those where it can be false.

/** A superset of the documents for which `node` evaluates to `true`. */
function whenTrue(node: ExprNode, params: Record<string, unknown>): Narrowing {
  switch (node.type) {
    case 'Group':
      return whenTrue(node.base, params)
    case 'And':
      return combine(
        'and',
        operands('And', node).map((operand) => whenTrue(operand, params)),
      )
    case 'Or':
      return combine(
        'or',
        operands('Or', node).map((operand) => whenTrue(operand, params)),
      )
    case 'Not':
      return whenFalse(node.base, params)
    case 'Value':
      return node.value === true ? ALL : NONE
    default:
      return atom(node, params) ?? ALL
  }
}

/** A superset of the documents for which `node` evaluates to `false`. */
function whenFalse(node: ExprNode, params: Record<string, unknown>): Narrowing {
  switch (node.type) {
    case 'Group':
      return whenFalse(node.base, params)
    case 'And':
      return combine(
        'or',
        operands('And', node).map((operand) => whenFalse(operand, params)),
      )
    case 'Or':
      return combine(
        'and',
        operands('Or', node).map((operand) => whenFalse(operand, params)),
      )
    case 'Not':
      return whenTrue(node.base, params)
    case 'Value':
      return node.value === false ? ALL : NONE
    default: {
      // Every atom evaluates to a boolean, or to null (`in path()` on a non-string `_id`),
      // so "false" lies within "not true".
      const exact = atom(node, params)
      return exact ? not(exact) : ALL
    }
  }
}

/** The exact constraint for a recognised atom, or undefined. */
function atom(node: ExprNode, params: Record<string, unknown>): PlanConstraint | undefined {
  if (node.type === 'FuncCall' && node.namespace === 'global' && node.name === 'references') {
    const ids = new Set<string>()
    for (const arg of node.args) {
      const value = constant(arg, params)
      if (!value.known) return undefined
      // groq-js takes string arguments and the string elements of array arguments.
      if (typeof value.value === 'string') ids.add(value.value)
      else if (Array.isArray(value.value)) for (const id of value.value) if (typeof id === 'string') ids.add(id)
    }
    return ids.size === 0 ? NONE : {kind: 'references', ids: [...ids]}
  }
  if (node.type !== 'OpCall' || (node.op !== '==' && node.op !== 'in')) return undefined

  if (node.op === '==') {
    const leftPath = attributePath(node.left)
    const path = leftPath ?? attributePath(node.right)
    const other = leftPath ? node.right : node.left
    if (!path) return undefined
    const value = constant(other, params)
    if (!value.known) return undefined
    const field = path.length === 1 ? path[0] : undefined
    if (field === '_type' || field === '_id') {
      if (typeof value.value !== 'string') return undefined
      return field === '_type' ? {kind: 'type', types: [value.value]} : {kind: 'id', ids: [value.value]}
    }
    // `null` would also match documents without the attribute; objects and arrays never match.
    const scalar = value.value
    if (
      typeof scalar !== 'string' &&
      typeof scalar !== 'boolean' &&
      !(typeof scalar === 'number' && Number.isFinite(scalar))
    )
      return undefined
    return {kind: 'equals', path: path.join('.'), value: scalar}
  }

  const field = documentField(node.left)
  if (!field) return undefined
  const right = ungroup(node.right)
  if (field === '_id' && right.type === 'FuncCall' && right.namespace === 'global' && right.name === 'path') {
    const [arg] = right.args
    const pattern: Constant = arg && right.args.length === 1 ? constant(arg, params) : {known: false}
    if (!pattern.known || typeof pattern.value !== 'string') return undefined
    return {kind: 'idPattern', patterns: [pattern.value]}
  }
  const list = constant(right, params)
  // Only all-string lists: `_type in [null]` would also match documents without a `_type`.
  if (!list.known || !Array.isArray(list.value) || !list.value.every((item) => typeof item === 'string'))
    return undefined
  const values = [...new Set(list.value as string[])]
  if (values.length === 0) return NONE
  return field === '_type' ? {kind: 'type', types: values} : {kind: 'id', ids: values}
}

/** `_type` / `_id` of the current document (`_type`, `@._type`), else undefined. */
function documentField(node: ExprNode): '_type' | '_id' | undefined {
  const path = attributePath(node)
  const field = path?.length === 1 ? path[0] : undefined
  return field === '_type' || field === '_id' ? field : undefined
}

/**
 * The attribute names of a chain `a.b.c` / `@.a.b` read from the current document, else
 * undefined. Names containing a dot are refused so that the joined path is unambiguous.
 */
function attributePath(node: ExprNode): string[] | undefined {
  const names: string[] = []
  let current: ExprNode | undefined = ungroup(node)
  while (current && current.type === 'AccessAttribute') {
    if (current.name === '' || current.name.includes('.')) return undefined
    names.unshift(current.name)
    current = current.base && ungroup(current.base)
  }
  return names.length > 0 && (!current || current.type === 'This') ? names : undefined
}

function ungroup(node: ExprNode): ExprNode {
  return node.type === 'Group' ? ungroup(node.base) : node
}

/** The JSON value of a constant expression: literals, parameters, arrays of those. */
type Constant = {known: true; value: unknown} | {known: false}

function constant(node: ExprNode, params: Record<string, unknown>): Constant {
  switch (node.type) {
    case 'Value':
      return {known: true, value: node.value}
    case 'Parameter':
      // groq-js reads a missing parameter as null.
      return {known: true, value: params[node.name] ?? null}
    case 'Group':
      return constant(node.base, params)
    case 'Array': {
      const items: unknown[] = []
      for (const element of node.elements) {
        const item = constant(element.value, params)
        if (!item.known) return item
        if (element.isSplat) {
          if (!Array.isArray(item.value)) return {known: false}
          items.push(...(item.value as unknown[]))
        } else {
          items.push(item.value)
        }
      }
      return {known: true, value: items}
    }
    default:
      return {known: false}
  }
}

/**
 * The operands of a chain of one operator, left to right: `a && (b && c) && d` gives
 * `[a, b, c, d]`. Iterative, as a chain of thousands of terms parses into a tree that deep.
 */
function operands(type: 'And' | 'Or', node: ExprNode): ExprNode[] {
  const result: ExprNode[] = []
  const stack: ExprNode[] = [node]
  while (stack.length > 0) {
    const current = ungroup(stack.pop()!)
    if (current.type === type) stack.push(current.right, current.left)
    else result.push(current)
  }
  return result
}

/**
 * The `and` (or `or`) of several narrowings, in one pass: members that merge (see
 * {@link mergeKey}) are gathered in one set of values each, so a chain of thousands of terms
 * costs time in proportion to its length, not its square.
 *
 * Under `and`, `all` adds nothing and `none` wins; under `or` the other way round. Values merge
 * as they did pairwise: `_type in [a, b] && _type == a` is `_type == a`, `_type == a || _type ==
 * b` is `_type in [a, b]`, and negations the other way round (`!(_type == a) && !(_type == b)`
 * is `!(_type in [a, b])`).
 */
function combine(op: 'and' | 'or', items: Narrowing[]): Narrowing {
  const identity = op === 'and' ? 'all' : 'none'
  const absorbing = op === 'and' ? 'none' : 'all'
  if (items.some((item) => item.kind === absorbing)) return op === 'and' ? NONE : ALL
  // The merged members in order: a plain constraint, or the key of a group of merged atoms.
  const order: Array<PlanConstraint | string> = []
  const groups = new Map<string, {like: PlanConstraint; negated: boolean; values: Set<string>}>()
  for (const item of items) {
    if (item.kind === identity) continue
    for (const member of membersOf(op, item as PlanConstraint)) {
      const key = mergeKey(op, member)
      if (key === undefined) {
        order.push(member)
        continue
      }
      const negated = member.kind === 'not'
      const atom = member.kind === 'not' ? member.of : member
      const group = groups.get(key)
      if (!group) {
        groups.set(key, {like: atom, negated, values: new Set(valuesOf(atom))})
        order.push(key)
        continue
      }
      // `and` of atoms and `or` of negations intersect; `or` of atoms and `and` of negations unite.
      if ((op === 'and') !== negated) {
        const values = new Set(valuesOf(atom))
        for (const value of group.values) if (!values.has(value)) group.values.delete(value)
        if (group.values.size === 0) return op === 'and' ? NONE : ALL
      } else {
        for (const value of valuesOf(atom)) group.values.add(value)
      }
    }
  }
  const merged = order.map((entry) => {
    if (typeof entry !== 'string') return entry
    const {like, negated, values} = groups.get(entry)!
    const atom = withValues(like, [...values])
    return negated ? ({kind: 'not', of: atom} as const) : atom
  })
  if (merged.length === 0) return op === 'and' ? ALL : NONE
  return merged.length === 1 ? merged[0]! : {kind: op, of: merged}
}

/**
 * Which members of an `and`/`or` combine into one, as a key shared by those that do: atoms of
 * one kind unite under `or`, and `type`/`id` atoms (a document has one `_type` and one `_id`)
 * intersect under `and`; negations the other way round. Undefined for a member that combines
 * with none.
 */
function mergeKey(op: 'and' | 'or', member: PlanConstraint): string | undefined {
  if (member.kind === 'not') {
    const inner = mergeKey(op === 'and' ? 'or' : 'and', member.of)
    return inner === undefined ? undefined : `not ${inner}`
  }
  if (member.kind === 'type' || member.kind === 'id') return member.kind
  if (op === 'or' && (member.kind === 'idPattern' || member.kind === 'references')) return member.kind
  return undefined
}

function not(constraint: PlanConstraint): Narrowing {
  if (constraint.kind === 'none') return ALL
  if (constraint.kind === 'not') return constraint.of
  return {kind: 'not', of: constraint}
}

function membersOf(kind: 'and' | 'or', constraint: PlanConstraint): PlanConstraint[] {
  return constraint.kind === kind ? constraint.of : [constraint]
}

function valuesOf(constraint: PlanConstraint): string[] {
  switch (constraint.kind) {
    case 'type':
      return constraint.types
    case 'id':
    case 'references':
      return constraint.ids
    case 'idPattern':
      return constraint.patterns
    default:
      return []
  }
}

function withValues(like: PlanConstraint, values: string[]): PlanConstraint {
  switch (like.kind) {
    case 'type':
      return {kind: 'type', types: values}
    case 'idPattern':
      return {kind: 'idPattern', patterns: values}
    case 'id':
    case 'references':
      return {kind: like.kind, ids: values}
    default:
      return like
  }
}

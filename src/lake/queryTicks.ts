import type {
  ArrayElementNode,
  ExprNode,
  ObjectAttributeValueNode,
  ObjectConditionalSplatNode,
  ObjectSplatNode,
  SelectAlternativeNode,
} from 'groq-js'

/**
 * The `_ref` of the reference a tick dereferences. groq-js calls the evaluation's `dereference`
 * function with it, which is the one hook into a running evaluation: there the lake checks the
 * clock (and, evaluating cooperatively, lets other work run). No document id can hold a NUL.
 */
export const TICK_REF = '\u0000tick'

/**
 * Where a tree gets ticks: `slow` in the loops whose every step may take long (the synchronous
 * run, where a tick only checks the clock), `every` in every loop (the cooperative run, where
 * a tick is also where other work gets its turn).
 */
export type TickPlacement = 'slow' | 'every'

// A loop body of at most this many nodes, made only of the constant-time nodes below, runs in
// well under a microsecond: the loop's length (a dataset, an array in a document or parameter)
// bounds its time, and a tick would cost more than the step.
const MAX_UNTICKED_BODY_NODES = 48

const LOOPS = new Set(['Filter', 'Map', 'FlatMap'])

// Node types whose own work does not grow with the data: attribute reads, constants,
// comparisons of two values, conditionals, building one object. `->` counts as one: the
// dereference function checks the clock on every call anyway.
const CONSTANT_TIME = new Set([
  'Value',
  'This',
  'Parent',
  'Parameter',
  'Everything',
  'Context',
  'AccessAttribute',
  'AccessElement',
  'ArrayCoerce',
  'Group',
  'And',
  'Or',
  'Not',
  'Neg',
  'Pos',
  'Select',
  'SelectAlternative',
  'InRange',
  'Deref',
  'Projection',
  'Object',
  'ObjectAttributeValue',
  'ObjectConditionalSplat',
  'Array',
  'ArrayElement',
  'Asc',
  'Desc',
])

// Operators that compare or compute two scalars. `in` scans its right side, `match` tokenizes
// text, `+` joins arrays, objects and strings: those grow with their operands.
const CONSTANT_TIME_OPERATORS = new Set(['==', '!=', '<', '<=', '>', '>=', '-', '*', '/', '%', '**'])

// Functions that look at one value (or a few) without walking arrays.
const CONSTANT_TIME_FUNCTIONS = new Set([
  'global::defined',
  'global::coalesce',
  'global::now',
  'global::identity',
  'global::round',
  'global::lower',
  'global::upper',
  'global::string',
  'global::boolean',
  'global::dateTime',
])

const TICK: ExprNode = {type: 'Deref', base: {type: 'Value', value: {_ref: TICK_REF}}}

/**
 * The same expression, with a tick evaluated first: `select(tick => expr, expr)`. The tick
 * dereferences to null, so the alternative is never taken and the fallback gives the value.
 */
function withTick(expr: ExprNode): ExprNode {
  return {type: 'Select', alternatives: [{type: 'SelectAlternative', condition: TICK, value: expr}], fallback: expr}
}

/** Every kind of node a parsed tree holds: expressions and the parts of arrays, objects and `select()`. */
type SyntaxNode =
  | ExprNode
  | ArrayElementNode
  | ObjectAttributeValueNode
  | ObjectConditionalSplatNode
  | ObjectSplatNode
  | SelectAlternativeNode

function isNode(value: unknown): value is SyntaxNode {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string'
}

/** The node's own work does not grow with the data (its children aside). */
function isConstantTimeNode(node: SyntaxNode): boolean {
  if (CONSTANT_TIME.has(node.type)) {
    // `[...$list]` and `{...$object}` copy what they spread; `{...}` of the document at hand is fine.
    if (node.type === 'ArrayElement') return !node.isSplat
    return true
  }
  if (node.type === 'ObjectSplat') return node.value.type === 'This'
  if (node.type === 'OpCall') {
    if (CONSTANT_TIME_OPERATORS.has(node.op)) return true
    // `_type in ["a", "b"]`: a literal list is part of the body and counted with it.
    return node.op === 'in' && node.right.type === 'Array' && node.right.elements.every((element) => !element.isSplat)
  }
  if (node.type === 'FuncCall') return CONSTANT_TIME_FUNCTIONS.has(`${node.namespace}::${node.name}`)
  return false
}

/**
 * Whether one step of a loop with this body is quick: few nodes, each of constant time, and
 * no loop inside (an inner loop runs once per step of the outer one).
 */
function isQuickBody(body: ExprNode): boolean {
  let count = 0
  let quick = true
  const visit = (node: SyntaxNode): void => {
    if (!quick) return
    count++
    if (count > MAX_UNTICKED_BODY_NODES || LOOPS.has(node.type) || !isConstantTimeNode(node)) {
      quick = false
      return
    }
    if (node.type === 'Value') return
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item)
      } else if (isNode(child)) {
        visit(child)
      }
    }
  }
  visit(body)
  return quick
}

/**
 * A copy of a parsed query with ticks in the bodies of its loops (filters, projections of
 * arrays, `[]`-maps and the sort keys of `order()`), so that an evaluation of it checks the
 * clock at least once per step of every loop that could run long. The parsed tree is left as
 * it is: the planner reads it, and evaluating the copy gives the same result.
 *
 * @param tree - a tree from groq-js `parse`
 * @param placement - `slow`: only loops whose step may take long (the synchronous run); `every`:
 *   every loop (the cooperative run, which must also stop to let other work run)
 */
export function addTicks(tree: ExprNode, placement: TickPlacement): ExprNode {
  const tick = (body: ExprNode): ExprNode => (placement === 'every' || !isQuickBody(body) ? withTick(body) : body)
  // Copied children first, without recursion: groq-js parses and evaluates trees thousands of
  // levels deep (a chain of `+`), deeper than a recursive copy could go.
  const copies = new Map<SyntaxNode, SyntaxNode>()
  const copyOf = (child: unknown): unknown => (isNode(child) ? copies.get(child) : child)
  const pending: Array<{node: SyntaxNode; childrenDone: boolean}> = [{node: tree, childrenDone: false}]
  while (pending.length > 0) {
    const entry = pending[pending.length - 1]!
    const {node} = entry
    // A Value's payload is data (possibly a parameter that looks like a node): never entered.
    if (node.type === 'Value' || copies.has(node)) {
      if (!copies.has(node)) copies.set(node, node)
      pending.pop()
      continue
    }
    if (!entry.childrenDone) {
      entry.childrenDone = true
      for (const child of Object.values(node)) {
        if (Array.isArray(child)) {
          for (const item of child) if (isNode(item)) pending.push({node: item, childrenDone: false})
        } else if (isNode(child)) {
          pending.push({node: child, childrenDone: false})
        }
      }
      continue
    }
    pending.pop()
    const result: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(node))
      result[key] = Array.isArray(child) ? child.map(copyOf) : copyOf(child)
    const copied = result as unknown as SyntaxNode
    if (LOOPS.has(copied.type)) {
      const loop = copied as ExprNode & {expr: ExprNode}
      loop.expr = tick(loop.expr)
    } else if (copied.type === 'PipeFuncCall' && copied.name === 'order') {
      // Sort keys are evaluated once per element; `desc`/`asc` must stay on the outside.
      copied.args = copied.args.map((arg) =>
        arg.type === 'Asc' || arg.type === 'Desc' ? {...arg, base: tick(arg.base)} : tick(arg),
      )
    }
    copies.set(node, copied)
  }
  return copies.get(tree) as ExprNode
}

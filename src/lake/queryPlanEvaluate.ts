import {evaluate, parse, type EvaluateOptions, type ExprNode} from 'groq-js'
import {analyzeQuery, type QueryPlan} from './queryPlan'

/** A source of documents that may answer synchronously or asynchronously. */
type Documents = Iterable<unknown> | PromiseLike<Iterable<unknown>>

/**
 * Options passed through to groq-js `evaluate`, except `dataset` and `params`, which
 * {@link evaluateWithPlan} provides.
 */
export type PlannedEvaluateOptions = Omit<EvaluateOptions, 'dataset' | 'params'>

/**
 * Evaluates a GROQ query over only the documents its plan selects, with the same result as
 * evaluating it over the whole dataset.
 *
 * How groq-js reads the dataset decides the approach: `evaluate(tree, {dataset})` stores the
 * dataset once as the root scope's `source`, every nested scope shares it, and both `*`
 * (returns `scope.source`) and `->` (searches `scope.source` for the `_id`, unless a
 * `dereference` function is given) read that same value. So:
 *
 * - a `scan` plan evaluates over `getAll()`;
 * - a `narrow` plan whose query reads nothing but the target `*` evaluates with the
 *   candidates as the dataset;
 * - otherwise the target `*` node is replaced by a literal holding the candidates and the
 *   full dataset is passed for the other `*`s and `->`. With `options.dereference`, `->`
 *   no longer needs the dataset, so a query whose only extra need is `->` uses the
 *   candidates alone.
 *
 * @param query - the GROQ query
 * @param params - the query parameters
 * @param getCandidates - returns, for a `narrow` plan, every document satisfying
 *   `plan.where` (extra documents are harmless, so an index may over-select), in the same
 *   relative order as `getAll()` and without duplicates
 * @param getAll - returns the whole dataset, in storage order
 * @param options - other groq-js evaluate options (`identity`, `timestamp`, `dereference`, ...)
 * @returns the query result as plain JSON values
 * @example
 * ```ts
 * const result = await evaluateWithPlan('*[_type == $t]{title}', {t: 'post'},
 *   (plan) => docs.filter((doc) => matchesPlan(doc, plan)), () => docs)
 * ```
 */
export async function evaluateWithPlan(
  query: string,
  params: Record<string, unknown>,
  getCandidates: (plan: QueryPlan) => Documents,
  getAll: () => Documents,
  options: PlannedEvaluateOptions = {},
): Promise<unknown> {
  const tree = parse(query, {params})
  const {plan, target} = analyzeQuery(tree, params)
  const run = async (node: ExprNode, dataset: Documents): Promise<unknown> => {
    const value = await evaluate(node, {...options, params, dataset: [...(await dataset)]})
    return value.get()
  }

  if (plan.kind === 'scan') return run(tree, getAll())
  const needsFullDataset = plan.scansElsewhere || (plan.dereferences && !options.dereference)
  if (!target) return run(tree, needsFullDataset ? getAll() : [])
  const candidates = [...(await getCandidates(plan))]
  if (!needsFullDataset) return run(tree, candidates)
  return run(substituteTarget(tree, target, candidates), getAll())
}

/**
 * A copy of a parsed query in which the target `*` (from `analyzeQuery`) reads `documents`
 * instead of the dataset; every other `*` and `->` still reads the `dataset` option. Parts of
 * the tree that do not contain the target are shared, not copied.
 *
 * @param tree - the parsed query
 * @param target - the `target` node returned by `analyzeQuery` for this tree
 * @param documents - the candidates, in dataset order
 * @returns the rewritten tree, to pass to groq-js `evaluate` with the full dataset
 */
export function substituteTarget(tree: ExprNode, target: ExprNode, documents: unknown[]): ExprNode {
  return replaceIn(tree, target, {type: 'Value', value: documents}) as ExprNode
}

function replaceIn(value: unknown, target: ExprNode, replacement: ExprNode): unknown {
  if (value === target) return replacement
  if (Array.isArray(value)) {
    const items = value.map((item) => replaceIn(item, target, replacement))
    return items.some((item, i) => item !== value[i]) ? items : value
  }
  if (typeof value !== 'object' || value === null) return value
  const record = value as Record<string, unknown>
  // A Value node's payload is data, never a node to replace.
  if (record['type'] === 'Value') return value
  let copy: Record<string, unknown> | undefined
  for (const [key, child] of Object.entries(record)) {
    const replaced = replaceIn(child, target, replacement)
    if (replaced !== child) {
      copy ??= {...record}
      copy[key] = replaced
    }
  }
  return copy ?? value
}

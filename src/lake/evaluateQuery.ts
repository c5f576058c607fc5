import {evaluate, evaluateSync, type DereferenceFunction, type ExprNode} from 'groq-js'
import {LakeError, queryTimedOut} from './LakeError'
import {QueryDeadline, yieldToEventLoop} from './QueryDeadline'
import {addTicks, TICK_REF} from './queryTicks'

/**
 * How long a query evaluates synchronously, the fast way, before it is started again
 * cooperatively. Nearly every query is done well within it; one that is not holds the event
 * loop (other requests, `/ping`) for at most this long.
 */
export const SYNC_BUDGET_MS = 50

/** How long a cooperative evaluation works before it lets other work run. */
export const SLICE_MS = 10

/**
 * How long a per-document filter (a listener's query on one changed document) may evaluate;
 * one that takes longer does not match.
 */
export const FILTER_BUDGET_MS = 20

/** A reference lookup for `->`, as groq-js calls it. */
export type Dereference = DereferenceFunction

/** What a query is evaluated over. */
export interface EvaluationInput {
  /** The documents `*` reads, in dataset order. */
  dataset: unknown[]
  params: Record<string, unknown>
  /** Resolves `->`; by default a search of `dataset`. */
  dereference?: Dereference
}

/**
 * A parsed query with the copies its evaluations run (see `addTicks`): `tree` as parsed, for
 * the planner; `synchronous`, checking the clock in loops whose steps may be slow; and,
 * made when first needed, `cooperative`, with a tick in every loop.
 */
export interface PreparedQuery {
  readonly tree: ExprNode
  readonly synchronous: ExprNode
  readonly cooperative: ExprNode
}

/** Prepares a parsed query for {@link evaluateWithDeadline}; cache the result with the tree. */
export function prepareQuery(tree: ExprNode): PreparedQuery {
  let cooperative: ExprNode | undefined
  return {
    tree,
    synchronous: addTicks(tree, 'slow'),
    get cooperative() {
      return (cooperative ??= addTicks(tree, 'every'))
    },
  }
}

/** Thrown by the synchronous run when its budget is spent: start again cooperatively. */
class OverBudget {}
const OVER_BUDGET = new OverBudget()

/** An error thrown by the lake's own `->` lookup (storage), passed on as it is. */
class LookupFailure {
  constructor(readonly cause: unknown) {}
}

// What groq-js' synchronous evaluator throws for what only its asynchronous one can do.
const NEEDS_ASYNC =
  /executeSync not supported|in evaluateSync|in synchronous mode|not possible in evaluteSync|Found synchronous value/

// groq-js functions that parse but are not implemented: they throw "not implemented".
const UNIMPLEMENTED_FUNCTIONS = new Set([
  'geo::latLng',
  'geo::contains',
  'geo::intersects',
  'geo::distance',
  'text::semanticSimilarity',
  'text::query',
  'media::aspect',
  'documents::get',
  'documents::incomingRefCount',
  'documents::incomingGlobalDocumentReferenceCount',
  'user::attributes',
  'global::anywhere',
])

type Lookup = ReturnType<Dereference>

function searchDataset(dataset: unknown[]): Dereference {
  return ({_ref}) =>
    (dataset.find((doc) => typeof doc === 'object' && doc !== null && (doc as {_id?: unknown})._id === _ref) ??
      null) as Lookup
}

function callLookup(lookup: Dereference, reference: {_ref: string}): Lookup {
  try {
    return lookup(reference)
  } catch (error) {
    throw new LookupFailure(error)
  }
}

/** The unimplemented functions a query calls, as `geo::distance()`. */
function unimplementedCalls(tree: ExprNode): string[] {
  const names = new Set<string>()
  const pending: unknown[] = [tree]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) pending.push(...value)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
    const node = value as {type?: unknown; namespace?: unknown; name?: unknown}
    if (node.type === 'Value') continue
    const name = `${String(node.namespace)}::${String(node.name)}`
    if (node.type === 'FuncCall' && UNIMPLEMENTED_FUNCTIONS.has(name)) names.add(`${name}()`)
    pending.push(...Object.values(value))
  }
  return [...names]
}

/**
 * What an evaluation failure means for the caller. The lake's own errors (a timeout) and
 * those of its lookups (storage) pass as they are; what groq-js throws about the query (a
 * function it does not implement, arguments of the wrong type, nesting too deep for the
 * stack) is a LakeError `queryEvaluation`, and a value too large for the engine a
 * `queryLimit`; anything else (a TypeError, say) is a bug and passes unchanged.
 */
export function evaluationFailure(error: unknown, tree: ExprNode): unknown {
  if (error instanceof LakeError) return error
  if (error instanceof LookupFailure) return error.cause
  if (error instanceof RangeError && /call stack/i.test(error.message))
    return new LakeError('queryEvaluation', 'The query is nested too deeply to evaluate')
  if (error instanceof RangeError && /invalid (string|array) length/i.test(error.message)) {
    return new LakeError('queryLimit', 'The query builds a value larger than the server can hold', {
      type: 'queryResultTooLargeError',
    })
  }
  // groq-js reports what it cannot evaluate with plain Errors; TypeErrors and the like are bugs.
  if (!(error instanceof Error) || error.constructor !== Error) return error
  if (error.message === 'not implemented') {
    const calls = unimplementedCalls(tree)
    return new LakeError(
      'queryEvaluation',
      calls.length > 0
        ? `${calls.join(', ')} ${calls.length === 1 ? 'is' : 'are'} not supported by this server`
        : 'The query uses a GROQ function this server does not support',
    )
  }
  return new LakeError('queryEvaluation', `The query could not be evaluated: ${error.message}`)
}

/**
 * Evaluates synchronously with ticks that check the clock: past `deadline` the query times out,
 * past `budgetEnd` (sooner) the run is given up with OVER_BUDGET.
 */
function evaluateSynchronously(
  tree: ExprNode,
  input: EvaluationInput,
  deadline: QueryDeadline,
  budgetEnd: number,
): unknown {
  const lookup = input.dereference ?? searchDataset(input.dataset)
  const dereference = (reference: {_ref: string}): Lookup => {
    const now = performance.now()
    deadline.check(now)
    if (now > budgetEnd) throw OVER_BUDGET
    return reference._ref === TICK_REF ? null : callLookup(lookup, reference)
  }
  return evaluateSync(tree, {dataset: input.dataset, params: input.params, dereference}).data
}

/**
 * Evaluates a tree with ticks (see `addTicks`, placement `every`) with groq-js' asynchronous
 * evaluator, letting other work run every {@link SLICE_MS} at a tick. Past the deadline every tick stops its branch of the evaluation
 * for good (a promise that never settles, collected with the evaluation) and the query
 * rejects: nothing is thrown through groq-js' streams, where a branch no one waits for any
 * more would turn it into an unhandled rejection.
 */
export function evaluateCooperatively(
  tree: ExprNode,
  input: EvaluationInput,
  deadline: QueryDeadline,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const lookup = input.dereference ?? searchDataset(input.dataset)
    const halted = new Promise<never>(() => {})
    let stopped = false
    let sliceStart = performance.now()
    const stop = (error: unknown): Promise<never> => {
      if (!stopped) {
        stopped = true
        reject(error)
      }
      return halted
    }
    const answer = (reference: {_ref: string}): Lookup => {
      if (reference._ref === TICK_REF) return null
      try {
        return lookup(reference)
      } catch (error) {
        return stop(error)
      }
    }
    const dereference = (reference: {_ref: string}): Lookup => {
      if (stopped) return halted
      const now = performance.now()
      if (deadline.passed(now)) return stop(queryTimedOut(deadline.timeoutMs))
      if (now - sliceStart < SLICE_MS) return answer(reference)
      return yieldToEventLoop().then(() => {
        if (stopped) return halted
        sliceStart = performance.now()
        if (deadline.passed(sliceStart)) return stop(queryTimedOut(deadline.timeoutMs))
        return answer(reference)
      })
    }
    Promise.resolve(evaluate(tree, {dataset: input.dataset, params: input.params, dereference}))
      .then((value) => value.get() as unknown)
      .then(
        (data) => {
          if (!stopped) resolve(data)
        },
        (error: unknown) => void stop(evaluationFailure(error, tree)),
      )
  })
}

/**
 * Evaluates a prepared query within a deadline, without holding the event loop for long: first
 * synchronously (the fast way, {@link SYNC_BUDGET_MS} at most); a query that needs longer is
 * evaluated again with groq-js' asynchronous evaluator, which lets other work run every
 * {@link SLICE_MS}. Either way every loop of the query that could run long checks the clock,
 * and past the deadline the query stops.
 *
 * @throws LakeError `queryLimit` 'Query timed out'; `queryEvaluation` for a query groq-js
 *   cannot evaluate (e.g. `geo::distance(1, 2)`); what `dereference` throws, unchanged.
 */
export async function evaluateWithDeadline(
  query: PreparedQuery,
  input: EvaluationInput,
  deadline: QueryDeadline,
): Promise<unknown> {
  const budgetEnd = Math.min(deadline.endsAt, performance.now() + SYNC_BUDGET_MS)
  try {
    return evaluateSynchronously(query.synchronous, input, deadline, budgetEnd)
  } catch (error) {
    const needsAsync = error instanceof Error && error.constructor === Error && NEEDS_ASYNC.test(error.message)
    if (error !== OVER_BUDGET && !needsAsync) throw evaluationFailure(error, query.tree)
  }
  // Let what waited for the synchronous attempt run before starting again.
  await yieldToEventLoop()
  deadline.check()
  return evaluateCooperatively(query.cooperative, input, deadline)
}

// Per-document filters see one tree again and again (a listener's): its ticked copy is kept.
const tickedFilters = new WeakMap<ExprNode, ExprNode>()

/**
 * Evaluates a parsed query synchronously, within {@link FILTER_BUDGET_MS}: for per-document
 * filters (a listener's query against one changed document), which must answer at once.
 *
 * @throws LakeError `queryLimit` 'Query timed out' past the budget; `queryEvaluation` for a
 *   query groq-js cannot evaluate.
 */
export function evaluateQuery(tree: ExprNode, input: EvaluationInput): unknown {
  let ticked = tickedFilters.get(tree)
  if (!ticked) tickedFilters.set(tree, (ticked = addTicks(tree, 'slow')))
  const deadline = new QueryDeadline(FILTER_BUDGET_MS)
  try {
    return evaluateSynchronously(ticked, input, deadline, deadline.endsAt)
  } catch (error) {
    throw evaluationFailure(error === OVER_BUDGET ? queryTimedOut(deadline.timeoutMs) : error, tree)
  }
}

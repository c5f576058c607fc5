import {evaluate, evaluateSync, type EvaluateOptions, type ExprNode} from 'groq-js'

/**
 * Evaluates a parsed GROQ tree synchronously, which groq-js supports for nearly every query;
 * returns a promise only when the query needs the asynchronous evaluator.
 */
export function evaluateQuery(tree: ExprNode, options: EvaluateOptions): unknown {
  return evaluateSync(tree, options).data
}

// The messages groq-js' synchronous evaluator throws for what only the async one can do.
const SYNC_UNSUPPORTED = /sync|synchronous|not implemented/i

/** Like {@link evaluateQuery}, but falls back to groq-js' asynchronous evaluator when needed. */
export async function evaluateQueryAsync(tree: ExprNode, options: EvaluateOptions): Promise<unknown> {
  try {
    return evaluateQuery(tree, options)
  } catch (error) {
    if (!(error instanceof Error) || !SYNC_UNSUPPORTED.test(error.message)) throw error
    const value = await evaluate(tree, options)
    return value.get()
  }
}

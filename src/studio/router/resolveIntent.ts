import type {RouterState, Tool} from '../config'
import type {IntentName} from './intentPath'
import type {IntentParams} from './intentParams'

/** The params that make a tool a better match for an intent when it says it handles them. */
const WEIGHTED_PARAMS: Readonly<Record<string, readonly string[]>> = {
  create: ['template'],
  edit: ['mode'],
}

/** The tool an intent opens in and the tool state that shows it. */
export interface IntentResolution {
  tool: Tool
  toolState: RouterState
}

/** Options of {@link resolveIntent}. */
export interface ResolveIntentOptions {
  /** The intent's payload, handed to `canHandleIntent` and `getIntentState`. */
  payload?: unknown
  /** The active tool's current state, handed to its `getIntentState` when it wins. */
  activeToolState?: RouterState | null
}

/**
 * Picks the tool that opens an intent: the active tool when it can handle
 * the intent, else the tool with the best score. A tool handles an intent when its
 * `canHandleIntent` returns `true` or an object; the score counts the intent's weighted params
 * (`template` for create, `mode` for edit) that the intent carries and the object marks `true`.
 * Ties go to the tool matching more of the intent's params in all, then to the earlier tool.
 *
 * The chosen tool's `getIntentState` gives the tool-scoped state (its own current state is
 * passed only when it is the active tool); a tool without one opens at its root (`{}`).
 *
 * @param intent - `create`, `edit` or a tool's own intent.
 * @param params - The intent's params, e.g. `{id: 'abc', type: 'post'}`.
 * @param tools - The workspace's tools in order.
 * @param activeTool - The tool on screen when the intent was sent, if any.
 * @returns The tool and its state, or null when no tool can handle the intent.
 */
export function resolveIntent(
  intent: IntentName,
  params: IntentParams,
  tools: readonly Tool[],
  activeTool?: Tool | null,
  options: ResolveIntentOptions = {},
): IntentResolution | null {
  const {payload} = options
  const active = activeTool && tools.includes(activeTool) ? activeTool : null
  if (active && active.canHandleIntent?.(intent, params, payload)) {
    return {tool: active, toolState: intentState(active, intent, params, options.activeToolState ?? null, payload)}
  }

  const weighted = WEIGHTED_PARAMS[intent] ?? []
  let best: {tool: Tool; score: number; matched: number} | null = null
  for (const tool of tools) {
    const answer = tool.canHandleIntent?.(intent, params, payload)
    if (!answer) continue
    const marked = answer === true ? {} : answer
    const isMatched = (key: string) => marked[key] === true && params[key] !== undefined && params[key] !== ''
    const score = weighted.filter(isMatched).length
    const matched = Object.keys(params).filter(isMatched).length
    if (!best || score > best.score || (score === best.score && matched > best.matched)) best = {tool, score, matched}
  }
  if (!best) return null
  // The active tool was asked first, so the winner is never it: it starts from no state.
  return {tool: best.tool, toolState: intentState(best.tool, intent, params, null, payload)}
}

function intentState(
  tool: Tool,
  intent: string,
  params: IntentParams,
  state: RouterState | null,
  payload: unknown,
): RouterState {
  return tool.getIntentState ? tool.getIntentState(intent, params, state, payload) : {}
}

import type {ExprNode} from 'groq-js'
import type {DocumentFilter} from './LakeStorage'
import {analyzeQuery} from './queryPlan'
import {documentFiltersFor} from './queryPlanFilters'

/** Which documents a query's `*` must yield; no filters means every document. */
export interface CandidatePlan {
  filters: DocumentFilter[]
}

/**
 * The storage filters for a parsed query: the planner's constraints on its top-level `*`,
 * widened to what the storages index. Queries that read `*` elsewhere get no filters, and so
 * does a query nested too deeply for the planner's recursion (every document is a candidate,
 * which is always correct; evaluating it reports the nesting if groq-js cannot either).
 */
export function planCandidates(tree: ExprNode, params: Record<string, unknown>): CandidatePlan {
  try {
    return {filters: documentFiltersFor(analyzeQuery(tree, params).plan)}
  } catch (error) {
    if (error instanceof RangeError) return {filters: []}
    throw error
  }
}

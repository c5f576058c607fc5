import type {ExprNode} from 'groq-js'
import type {DocumentFilter} from './LakeStorage'

/** Which documents a query's `*` must yield; no filters means every document. */
export interface CandidatePlan {
  filters: DocumentFilter[]
}

/** Adapter between the query planner and storages. */
export function planCandidates(_tree: ExprNode, _params: Record<string, unknown>): CandidatePlan {
  return {filters: []}
}

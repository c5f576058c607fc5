import {isIndexedAttributePath, isIndexedAttributeValue} from './attributeValues'
import type {DocumentFilter} from './LakeStorage'
import type {PlanConstraint, QueryPlan} from './queryPlan'

/**
 * Translates a plan into the storage's `findDocuments` filters (an AND of filters, each an OR
 * of its parts) such that the documents found, used as the WHOLE dataset of the query (with a
 * `dereference` function for `->`), give the same result as a full scan.
 *
 * The filters may admit more documents than the plan, never fewer: negations, `none`, an
 * `or` with an inexpressible member, and attribute equalities the attribute index does not
 * hold (deeper than `ATTRIBUTE_INDEX_DEPTH`, `_rev` and `_updatedAt`, numbers, strings longer than
 * `ATTRIBUTE_INDEX_MAX_LENGTH`)
 * are dropped; of an `and` inside an `or`, one member stands for the whole. A plan that reads
 * `*` elsewhere (`scansElsewhere`) gives no filters: every `*` reads the same dataset.
 *
 * @param plan - a plan from `planQuery` / `analyzeQuery`
 * @returns the filters; empty means every document
 */
export function documentFiltersFor(plan: QueryPlan): DocumentFilter[] {
  if (plan.kind === 'scan' || plan.scansElsewhere) return []
  return filtersOf(plan.where)
}

function filtersOf(constraint: PlanConstraint): DocumentFilter[] {
  if (constraint.kind === 'and') return constraint.of.flatMap(filtersOf)
  const filter = anyOf(constraint.kind === 'or' ? constraint.of : [constraint])
  return filter ? [filter] : []
}

/** One filter admitting every document that satisfies any of `members`, if expressible. */
function anyOf(members: PlanConstraint[]): DocumentFilter | undefined {
  const result: DocumentFilter = {}
  let empty = true
  for (const member of members) {
    // "Nothing" cannot be written as a filter (empty lists mean "anything"), but adds nothing.
    if (member.kind === 'none') continue
    const part = single(member)
    if (!part) return undefined
    empty = false
    // Appended in place: an `or` of thousands of members stays linear.
    if (part.types) (result.types ??= []).push(...part.types)
    if (part.ids) (result.ids ??= []).push(...part.ids)
    if (part.idPatterns) (result.idPatterns ??= []).push(...part.idPatterns)
    if (part.references) (result.references ??= []).push(...part.references)
    if (part.equals) (result.equals ??= []).push(...part.equals)
  }
  return empty ? undefined : result
}

function single(constraint: PlanConstraint): DocumentFilter | undefined {
  switch (constraint.kind) {
    case 'type':
      return {types: constraint.types}
    case 'id':
      return {ids: constraint.ids}
    case 'idPattern':
      return {idPatterns: constraint.patterns}
    case 'references':
      return {references: constraint.ids}
    case 'equals': {
      const {path, value} = constraint
      const indexed = isIndexedAttributePath(path) && isIndexedAttributeValue(value)
      return indexed ? {equals: [{path, value}]} : undefined
    }
    case 'and':
      for (const member of constraint.of) {
        const part = single(member)
        if (part) return part
      }
      return undefined
    case 'or':
      return anyOf(constraint.of)
    case 'not':
    case 'none':
      return undefined
  }
}

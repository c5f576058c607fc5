import {isRecord} from '../document'
import {valueAtDottedPath} from './attributeValues'
import {matchesPathGlob} from './pathGlob'
import type {PlanConstraint, QueryPlan} from './queryPlan'

/**
 * Tells whether a document is a candidate under a plan: in-memory storage filters with it,
 * and other storage can use it to re-check rows fetched through a coarser index.
 *
 * @param document - any dataset entry (normally a document object)
 * @param plan - a plan from `planQuery`
 * @returns `true` for every document under a `scan` plan; otherwise whether the document
 *   satisfies `plan.where`
 */
export function matchesPlan(document: unknown, plan: QueryPlan): boolean {
  return plan.kind === 'scan' || matchesConstraint(document, plan.where)
}

/**
 * Tells whether a document satisfies a constraint. Each atom agrees exactly with groq-js:
 * `type`/`id` compare string `_type`/`_id`, `idPattern` uses groq-js `path()` matching,
 * `equals` follows own properties of objects as GROQ attribute access does, and
 * `references` walks the document the way groq-js `references()` does.
 *
 * @param document - any dataset entry
 * @param constraint - the constraint to check
 * @returns whether `document` satisfies `constraint`
 */
export function matchesConstraint(document: unknown, constraint: PlanConstraint): boolean {
  switch (constraint.kind) {
    case 'type':
      return isRecord(document) && typeof document['_type'] === 'string' && constraint.types.includes(document['_type'])
    case 'id':
      return isRecord(document) && typeof document['_id'] === 'string' && constraint.ids.includes(document['_id'])
    case 'idPattern': {
      const id = isRecord(document) ? document['_id'] : undefined
      return typeof id === 'string' && constraint.patterns.some((pattern) => matchesPathGlob(pattern, id))
    }
    case 'equals': {
      const value = valueAtDottedPath(document, constraint.path)
      return value === constraint.value
    }
    case 'references':
      return hasReference(document, new Set(constraint.ids))
    case 'and':
      return constraint.of.every((member) => matchesConstraint(document, member))
    case 'or':
      return constraint.of.some((member) => matchesConstraint(document, member))
    case 'not':
      return !matchesConstraint(document, constraint.of)
    case 'none':
      return false
  }
}

/**
 * Whether a value holds a reference to one of `ids`, as groq-js `references()` decides:
 * arrays and objects are searched depth-first, and an object with a truthy `_ref` is a
 * reference whose own other fields are NOT searched (`{_ref: 'a', x: {_ref: 'b'}}` does not
 * reference `b`). A storage engine's references index must record the same set of ids.
 *
 * @param value - a document or any part of one
 * @param ids - the referenced ids to look for
 * @returns whether a matching reference was found
 */
export function hasReference(value: unknown, ids: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => hasReference(item, ids))
  if (!isRecord(value)) return false
  const ref = value['_ref']
  if (ref) return typeof ref === 'string' && ids.has(ref)
  return Object.values(value).some((item) => hasReference(item, ids))
}

/**
 * The ids a document references, as {@link hasReference} sees them: what a references index
 * should store for the document so that `references(id)` lookups agree with groq-js.
 *
 * @param document - the document
 * @returns the distinct referenced ids, in document order
 */
export function referencedIds(document: unknown): string[] {
  const found = new Set<string>()
  collect(document, found)
  return [...found]
}

function collect(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found)
    return
  }
  if (!isRecord(value)) return
  const ref = value['_ref']
  if (ref) {
    if (typeof ref === 'string') found.add(ref)
    return
  }
  for (const item of Object.values(value)) collect(item, found)
}

/** The value at a dotted path through own properties of objects (GROQ `a.b`), else undefined. */

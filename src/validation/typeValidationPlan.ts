import type {ObjectField, SchemaType} from '../types'
import {inferRules} from './inferRules'
import type {ValidationRule} from './ValidationRule'

/** A rule with what the engine needs to know about how to run it. @internal */
export interface PlannedRule {
  rule: ValidationRule
  /** Depends on more than the value (custom validator, valueOfField): re-run on every incremental run. */
  contextDependent: boolean
  /** May return a promise: goes through the concurrency pool. */
  mayBeAsync: boolean
  bypassConcurrencyLimit: boolean
}

/**
 * How values of one compiled type are validated, worked out once per type.
 * @internal
 */
export interface TypeValidationPlan {
  rules: readonly PlannedRule[]
  /** Whether an absent value still needs its rules run (required or custom). */
  hasRules: boolean
  /** Fields to recurse into, in declaration order (an image's or file's asset/crop/hotspot left out). */
  fields: readonly ObjectField[]
  /** Keys that are not "unknown fields": the fields plus the intrinsic type's own keys. */
  knownKeys: ReadonlySet<string>
  /** Whether to report unknown fields at all. */
  checksUnknownFields: boolean
}

// Keys each intrinsic object type stores besides its schema fields.
const BUILT_IN_KEYS: Partial<Record<SchemaType['intrinsic'], readonly string[]>> = {
  image: ['asset', 'crop', 'hotspot', 'media'],
  file: ['asset', 'media'],
  geopoint: ['lat', 'lng', 'alt'],
  slug: ['current', 'source'],
  block: ['children', 'markDefs', 'style', 'listItem', 'level'],
  span: ['text', 'marks'],
}
// Built-in keys managed by the studio itself, not validated as fields.
const SYSTEM_MANAGED = new Set(['asset', 'crop', 'hotspot', 'media'])

const plans = new WeakMap<SchemaType, TypeValidationPlan>()
const contextDependence = new WeakMap<SchemaType, boolean>()

/** The validation plan of a type, cached. @internal */
export function typeValidationPlan(type: SchemaType): TypeValidationPlan {
  let plan = plans.get(type)
  if (!plan) {
    plan = buildPlan(type)
    plans.set(type, plan)
  }
  return plan
}

function buildPlan(type: SchemaType): TypeValidationPlan {
  const rules = inferRules(type).map((rule): PlannedRule => ({
    rule,
    contextDependent: rule.isContextDependent,
    mayBeAsync: rule.mayBeAsync,
    bypassConcurrencyLimit: rule.bypassesConcurrencyLimit,
  }))
  const builtIn = BUILT_IN_KEYS[type.intrinsic] ?? []
  const allFields = 'fields' in type ? type.fields : []
  const isFileLike = type.intrinsic === 'image' || type.intrinsic === 'file'
  const fields = isFileLike ? allFields.filter((field) => !SYSTEM_MANAGED.has(field.name)) : allFields
  return {
    rules,
    hasRules: rules.length > 0,
    fields,
    knownKeys: new Set([...builtIn, ...allFields.map((field) => field.name)]),
    checksUnknownFields:
      type.jsonType === 'object' && type.intrinsic !== 'reference' && type.intrinsic !== 'crossDatasetReference',
  }
}

/**
 * Whether a value of this type, or anything inside it, has a context-dependent rule. Such a
 * subtree cannot be skipped by incremental validation even when its value is unchanged.
 * Computed by a full walk of the types reachable from `type` (schemas may be recursive).
 * @internal
 */
export function hasContextDependentRules(type: SchemaType): boolean {
  let known = contextDependence.get(type)
  if (known === undefined) {
    known = reachesContextDependentRule(type, new Set())
    contextDependence.set(type, known)
  }
  return known
}

function reachesContextDependentRule(type: SchemaType, visited: Set<SchemaType>): boolean {
  if (visited.has(type)) return false
  visited.add(type)
  if (typeValidationPlan(type).rules.some((planned) => planned.contextDependent)) return true
  return childTypes(type).some((child) => reachesContextDependentRule(child, visited))
}

/** The types a value of `type` may contain directly. @internal */
export function childTypes(type: SchemaType): SchemaType[] {
  const children: SchemaType[] = []
  if ('fields' in type) for (const field of type.fields) children.push(field.type)
  if (type.jsonType === 'array') children.push(...type.of)
  if ('inlineObjects' in type) children.push(...type.inlineObjects, ...type.annotations)
  return children
}

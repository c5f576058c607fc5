import {getOwn, isRecord, pathToString} from '../document'
import type {ArraySchemaType, JsonType, Path, Schema, SchemaType, ValidationLevel} from '../types'
import {itemSegment} from './arrayValidators'
import {evaluateRule} from './evaluateRule'
import {MarkerReuse, type MarkerEntry} from './MarkerReuse'
import {hasContextDependentRules, typeValidationPlan, type PlannedRule} from './typeValidationPlan'
import type {ValidationPool} from './ValidationPool'
import {isPromiseLike, localize, type Failure, type RunEnvironment, type ValueScope} from './ValueScope'

/** What an incremental run compares against. @internal */
export interface PreviousRun {
  document: unknown
  entries: readonly MarkerEntry[]
}

type ActualType = JsonType | 'null'

/**
 * One walk over a document: checks each value's JSON type, runs its type's rules, reports
 * unknown fields and unknown array item types, and recurses into fields, array items and
 * portable text. Synchronous rules run inline; possibly-async ones go through the pool.
 *
 * Given the previous run, a value identical (`===`) to the one at the same path before is not
 * validated again: its previous markers are kept, and only its context-dependent rules (custom
 * validators, valueOfField) run again. Identity is trusted only while every ancestor kept its
 * `_type`, so the same path always means the same schema type.
 * @internal
 */
export class ValidationRun {
  private readonly entries: MarkerEntry[] = []
  private readonly reuse = new MarkerReuse()

  constructor(
    private readonly env: RunEnvironment,
    private readonly schema: Schema,
    private readonly pool: ValidationPool,
    private readonly previous: PreviousRun | undefined,
  ) {}

  /** Walks the document; async validators keep running afterwards (see {@link settle}). */
  walk(document: unknown): void {
    if (!isRecord(document)) {
      this.add([], [], false, 'error', this.incorrectType('object', actualTypeOf(document)))
      return
    }
    const typeName = document._type
    const type = typeof typeName === 'string' ? this.schema.get(typeName) : undefined
    if (!type) {
      this.add([], [], false, 'warning', localize(this.env, 'generic.unknown-type', {typeName: String(typeName)}))
      return
    }
    const previous = this.previous?.document
    const comparable = isRecord(previous) && previous._type === document._type && previous._id === document._id
    this.visit(document, type, [], undefined, previous, comparable)
  }

  /** Waits for pending validators and returns every entry, kept ones included. */
  async settle(): Promise<MarkerEntry[]> {
    await this.pool.whenIdle()
    if (!this.previous) return this.entries
    const kept = this.previous.entries.filter((entry) => this.reuse.keeps(entry))
    return kept.length === 0 ? this.entries : kept.concat(this.entries)
  }

  private visit(
    value: unknown,
    type: SchemaType,
    path: Path,
    parent: unknown,
    previous: unknown,
    comparable: boolean,
  ): void {
    const unchanged = comparable && value === previous
    if (unchanged && !hasContextDependentRules(type)) {
      this.reuse.keepSubtree(path)
      return
    }
    if (unchanged) this.reuse.keepContextFree(path)

    if (value !== undefined && value !== null && type.intrinsic !== 'slug') {
      const actual = actualTypeOf(value)
      if (actual !== type.jsonType) {
        if (!unchanged) this.add(path, path, false, 'error', this.incorrectType(type.jsonType, actual))
        return
      }
    }
    const plan = typeValidationPlan(type)
    if (plan.hasRules) this.runRules(plan.rules, {value, path, parent, type, env: this.env}, unchanged)

    const childComparable = comparable && isRecord(previous) === isRecord(value) && sameType(value, previous)
    if (Array.isArray(value) && type.jsonType === 'array') {
      this.visitItems(value, type, path, childComparable ? previous : undefined, unchanged)
    } else if (isRecord(value)) {
      this.visitFields(value, type, path, childComparable ? previous : undefined, unchanged)
    }
  }

  private runRules(rules: readonly PlannedRule[], scope: ValueScope, onlyContextDependent: boolean): void {
    for (const planned of rules) {
      if (onlyContextDependent && !planned.contextDependent) continue
      if (planned.mayBeAsync) this.pool.schedule(() => this.evaluate(planned, scope), planned.bypassConcurrencyLimit)
      else this.evaluate(planned, scope)
    }
  }

  private evaluate(planned: PlannedRule, scope: ValueScope): Promise<void> | undefined {
    const {path} = scope
    const contextDependent = planned.contextDependent
    try {
      const result = evaluateRule(planned.rule, scope)
      if (!isPromiseLike<Failure[] | null>(result)) {
        if (result) this.addFailures(path, result, contextDependent)
        return undefined
      }
      return Promise.resolve(result).then(
        (failures) => {
          if (failures) this.addFailures(path, failures, contextDependent)
        },
        () => this.addException(path, contextDependent),
      )
    } catch {
      this.addException(path, contextDependent)
      return undefined
    }
  }

  private visitFields(
    value: Record<string, unknown>,
    type: SchemaType,
    path: Path,
    previous: unknown,
    unchanged: boolean,
  ): void {
    const plan = typeValidationPlan(type)
    const previousRecord = isRecord(previous) ? previous : undefined
    for (const field of plan.fields) {
      const child = getOwn(value, field.name)
      if (child === undefined && !typeValidationPlan(field.type).hasRules) continue
      const previousChild = previousRecord ? getOwn(previousRecord, field.name) : undefined
      this.visit(child, field.type, [...path, field.name], value, previousChild, previousRecord !== undefined)
    }
    if (plan.checksUnknownFields && !unchanged) {
      for (const key of Object.keys(value)) {
        if (key.startsWith('_') || plan.knownKeys.has(key)) continue
        const message = localize(this.env, 'object.unknown-field', {fieldName: key, typeName: type.name})
        this.add([...path, key], path, false, 'error', message)
      }
    }
  }

  private visitItems(items: unknown[], type: ArraySchemaType, path: Path, previous: unknown, unchanged: boolean): void {
    const lookup = previousItemLookup(items, Array.isArray(previous) ? previous : undefined)
    items.forEach((item, index) => {
      const segment = itemSegment(item, index)
      const member = resolveMemberType(type, item)
      if (member) {
        this.visit(item, member, [...path, segment], items, lookup?.(segment), lookup !== undefined)
        return
      }
      if (unchanged) return
      const itemPath = [...path, segment]
      if (isRecord(item)) {
        this.add(
          itemPath,
          path,
          false,
          'warning',
          localize(this.env, 'generic.unknown-type', {typeName: String(item._type)}),
        )
      } else {
        const expected = [...new Set(type.of.map((candidate) => candidate.jsonType))]
        this.add(itemPath, path, false, 'error', this.incorrectType(expected, actualTypeOf(item)))
      }
    })
  }

  private incorrectType(expected: JsonType | JsonType[], actual: ActualType): string {
    const expectedType = (Array.isArray(expected) ? expected : [expected]).map(typeLabel).join(' | ')
    return localize(this.env, 'generic.incorrect-type', {expectedType, actualType: typeLabel(actual)})
  }

  private addFailures(path: Path, failures: Failure[], contextDependent: boolean): void {
    for (const failure of failures) {
      const markerPath = failure.path && failure.path.length > 0 ? [...path, ...failure.path] : [...path]
      this.add(markerPath, path, contextDependent, failure.level ?? 'error', failure.message)
    }
  }

  private addException(path: Path, contextDependent: boolean): void {
    const message = localize(this.env, 'generic.exception')
    // The message reads '{path}: Exception occurred while validating value'; the document itself has no path to show.
    this.add(
      [...path],
      path,
      contextDependent,
      'error',
      path.length > 0 ? `${pathToString(path)}: ${message}` : message,
    )
  }

  private add(
    markerPath: Path,
    origin: Path,
    contextDependent: boolean,
    level: ValidationLevel,
    message: string,
  ): void {
    this.entries.push({marker: {level, message, path: markerPath}, origin, contextDependent})
  }
}

function actualTypeOf(value: unknown): ActualType {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object'
}

function typeLabel(type: ActualType): string {
  return type.charAt(0).toUpperCase() + type.slice(1)
}

function sameType(value: unknown, previous: unknown): boolean {
  return !isRecord(value) || !isRecord(previous) || value._type === previous._type
}

/** Whether a member type is the one an item's `_type` names (its own name or the name it was declared with). */
function matchesTypeName(member: SchemaType, typeName: unknown): boolean {
  return member.name === typeName || (member.definition !== undefined && member.definition.name === typeName)
}

/**
 * The member type of an array item: by `_type` for objects (an object without `_type` uses the
 * only object member, if there is exactly one), by JSON type for primitives.
 */
function resolveMemberType(type: ArraySchemaType, item: unknown): SchemaType | undefined {
  if (isRecord(item)) {
    if (typeof item._type === 'string') return type.of.find((member) => matchesTypeName(member, item._type))
    const objects = type.of.filter((member) => member.jsonType === 'object')
    return objects.length === 1 ? objects[0] : undefined
  }
  const actual = actualTypeOf(item)
  return type.of.find((member) => member.jsonType === actual)
}

/**
 * Finds the previous counterpart of an item by its path segment. Returns undefined (no
 * comparison at all) when there is no previous array or either array repeats a key, since
 * then one path would name two items.
 */
function previousItemLookup(items: readonly unknown[], previous: readonly unknown[] | undefined) {
  if (!previous) return undefined
  const previousByKey = keyIndex(previous)
  if (!previousByKey || !keyIndex(items)) return undefined
  return (segment: Path[number]): unknown =>
    typeof segment === 'number' ? previous[segment] : previousByKey.get((segment as {_key: string})._key)
}

function keyIndex(items: readonly unknown[]): Map<string, unknown> | undefined {
  const byKey = new Map<string, unknown>()
  for (const item of items) {
    if (!isRecord(item) || typeof item._key !== 'string' || item._key === '') continue
    if (byKey.has(item._key)) return undefined
    byKey.set(item._key, item)
  }
  return byKey
}

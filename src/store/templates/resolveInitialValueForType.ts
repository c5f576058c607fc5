import {pathToString} from '../../document'
import type {ArraySchemaType, ObjectSchemaType, Path, SchemaType} from '../../types'
import {deepAssign, isDeepEmpty} from './deepAssign'
import {isPlainObject} from './isPlainObject'
import type {InitialValueResolverContext} from './StoreTemplate'
import {withItemKeys} from './withItemKeys'

/** How deep schema initial values are resolved: the document, then nine levels of fields and items below it. */
export const INITIAL_VALUE_MAX_DEPTH = 10

// Whether a type, or a type reachable through its object fields, declares an initial value.
// Types are compiled once and immutable, so the answer is kept per type object.
const producesCache = new WeakMap<SchemaType, boolean>()

function mayProduce(type: SchemaType): boolean {
  const cached = producesCache.get(type)
  if (cached !== undefined) return cached
  const seen = new Set<SchemaType>()
  const visit = (current: SchemaType): boolean => {
    if (seen.has(current)) return false
    seen.add(current)
    if (current.initialValue !== undefined) return true
    return current.jsonType === 'object' && (current as ObjectSchemaType).fields.some((field) => visit(field.type))
  }
  const answer = visit(type)
  producesCache.set(type, answer)
  return answer
}

const describe = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'a non-plain object'
        : `a ${typeof value}`

async function ownInitialValue(
  type: SchemaType,
  params: Record<string, unknown>,
  context: InitialValueResolverContext,
  path: Path,
): Promise<unknown> {
  const {initialValue} = type
  if (typeof initialValue !== 'function') return initialValue
  try {
    return await initialValue(params, context)
  } catch (error) {
    const where = path.length > 0 ? ` at "${pathToString(path)}"` : ''
    throw new Error(
      `Initial value resolver of type "${type.name}"${where} failed: ${error instanceof Error ? error.message : String(error)}`,
      {cause: error},
    )
  }
}

function memberFor(type: ArraySchemaType, item: unknown): SchemaType | undefined {
  const typeName = isPlainObject(item)
    ? typeof item._type === 'string'
      ? item._type
      : 'object'
    : Array.isArray(item)
      ? 'array'
      : typeof item
  if (typeName === 'object' && type.of.length === 1) return type.of[0]
  return type.of.find((member) => member.name === typeName)
}

async function resolveObject(
  type: ObjectSchemaType,
  params: Record<string, unknown>,
  depth: number,
  context: InitialValueResolverContext,
  path: Path,
): Promise<Record<string, unknown> | undefined> {
  const own = await ownInitialValue(type, params, context, path)
  if (own !== undefined && own !== null && !isPlainObject(own)) {
    throw new Error(
      `Initial value of type "${type.name}"${path.length ? ` at "${pathToString(path)}"` : ''} must be a plain object, got ${describe(own)}`,
    )
  }
  const fieldValues: Record<string, unknown> = {}
  await Promise.all(
    type.fields
      .filter((field) => mayProduce(field.type))
      .map(async (field) => {
        const value = await resolveAt(field.type, params, depth - 1, context, [...path, field.name])
        if (value !== undefined && value !== null) fieldValues[field.name] = value
      }),
  )
  const merged = deepAssign(fieldValues, own ?? {})
  if (isDeepEmpty(merged)) return undefined
  // An anonymous inline object is named after its intrinsic type and carries no `_type`.
  return type.name === 'object' ? merged : {...merged, _type: type.name}
}

async function resolveArray(
  type: ArraySchemaType,
  params: Record<string, unknown>,
  depth: number,
  context: InitialValueResolverContext,
  path: Path,
): Promise<unknown[] | undefined> {
  const own = await ownInitialValue(type, params, context, path)
  if (own === undefined || own === null) return undefined
  if (!Array.isArray(own))
    throw new Error(
      `Initial value of type "${type.name}" at "${pathToString(path)}" must be an array, got ${describe(own)}`,
    )
  const items = await Promise.all(
    own.map(async (item: unknown, index) => {
      const member = memberFor(type, item)
      if (!member || member.jsonType !== 'object' || !isPlainObject(item)) return item
      const defaults = mayProduce(member)
        ? await resolveAt(member, params, depth - 1, context, [...path, index])
        : undefined
      const merged = deepAssign(isPlainObject(defaults) ? defaults : {}, item)
      if (member.name !== 'object' && merged._type === undefined) merged._type = member.name
      return merged
    }),
  )
  return withItemKeys(items)
}

async function resolveAt(
  type: SchemaType,
  params: Record<string, unknown>,
  depth: number,
  context: InitialValueResolverContext,
  path: Path,
): Promise<unknown> {
  if (depth <= 0) return undefined
  if (type.jsonType === 'object') return resolveObject(type as ObjectSchemaType, params, depth, context, path)
  if (type.jsonType === 'array') return resolveArray(type as ArraySchemaType, params, depth, context, path)
  return ownInitialValue(type, params, context, path)
}

/**
 * The initial value a schema type gives, resolved recursively: the type's own `initialValue`
 * (a value, or a function of the parameters and context, possibly async) laid over the
 * initial values of its fields, down to {@link INITIAL_VALUE_MAX_DEPTH} levels (so recursive
 * types end). Object values get their type's name as `_type` (anonymous inline objects
 * excepted); items of an initial array get the defaults of their member type and a `_key`.
 * Objects with nothing but `_`-properties come out as `undefined`.
 *
 * @param type - A compiled schema type.
 * @param params - Template parameters, passed to every resolver.
 * @param context - The resolver context (current user, schema, …).
 * @param maxDepth - Levels to resolve, the type itself being the first.
 * @returns the initial value, or undefined when the type gives none
 * @throws Error naming the type and path when a resolver fails or gives an object type a
 * non-object (or an array type a non-array).
 * @example
 * ```ts
 * await resolveInitialValueForType(schema.get('post')!, {}, {schema, currentUser: null})
 * // {_type: 'post', status: 'draft', tags: [{_key: 'x1…', _type: 'tag', label: 'new'}]}
 * ```
 * @beta
 */
export function resolveInitialValueForType(
  type: SchemaType,
  params: Record<string, unknown>,
  context: InitialValueResolverContext,
  maxDepth: number = INITIAL_VALUE_MAX_DEPTH,
): Promise<unknown> {
  return resolveAt(type, params, maxDepth, context, [])
}

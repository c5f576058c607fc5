import type {AnyDefinition, Schema, SchemaProblem, SchemaType} from '../types'
import {BUILTIN_TYPE_DEFINITIONS, INTRINSIC_TYPE_NAMES, isIntrinsicTypeName} from './builtinTypes'
import {definitionProblems} from './definitionProblems'
import {isRecord, type LooseDefinition} from './looseDefinition'
import {previewProblems} from './previewProblems'
import {TypeCompiler} from './TypeCompiler'

/**
 * A compiled schema, as `createSchema` returns it: a {@link Schema} with a name.
 * @public
 */
export interface NamedSchema extends Schema {
  /** The name given to `createSchema` (`'default'` when none was). */
  readonly name: string
}

/**
 * Compiles type definitions and collects their problems, without throwing. Definitions
 * that cannot be compiled are left out of the schema; their problems say why.
 *
 * @param types - The schema author's type definitions (built-ins are added).
 * @param name - The schema's name.
 * @returns The schema and every problem found (errors and warnings).
 */
export function compileSchema(
  types: readonly AnyDefinition[],
  name: string,
): {schema: NamedSchema; problems: SchemaProblem[]} {
  const registry = new Map<string, LooseDefinition>()
  for (const definition of BUILTIN_TYPE_DEFINITIONS)
    registry.set(definition.name, definition as unknown as LooseDefinition)
  const builtinNames = [...registry.keys()]
  const userNames: string[] = []
  // The first definition of a name wins; later ones and reserved names are problems, not types.
  for (const definition of types as readonly unknown[]) {
    if (!isRecord(definition) || typeof definition.name !== 'string') continue
    if (registry.has(definition.name) || isIntrinsicTypeName(definition.name)) continue
    registry.set(definition.name, definition)
    userNames.push(definition.name)
  }

  const problems = definitionProblems(types, registry)
  const compiler = new TypeCompiler(registry)
  const compiled = new Map<string, SchemaType>()
  for (const typeName of [...INTRINSIC_TYPE_NAMES, ...builtinNames, ...userNames]) {
    const type = compiler.resolve(typeName)
    if (type) compiled.set(typeName, type)
  }
  const userTypes = userNames.flatMap((typeName) => {
    const type = compiled.get(typeName)
    return type ? [[typeName, type] as const] : []
  })
  problems.push(...previewProblems(userTypes))

  const typeNames = [...compiled.keys()]
  const schema: NamedSchema = {
    name,
    problems,
    get: (typeName) => compiled.get(typeName),
    has: (typeName) => compiled.has(typeName),
    getTypeNames: () => [...typeNames],
  }
  return {schema, problems}
}

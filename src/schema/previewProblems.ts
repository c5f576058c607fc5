import type {SchemaProblem, SchemaType} from '../types'
import {isRecord} from './looseDefinition'
import {problem, schemaHelpId} from './schemaHelpIds'
import {
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isObjectSchemaType,
  isReferenceSchemaType,
} from './schemaTypeGuards'

// Deep enough for any sensible selection; guards against selections through recursive types.
const MAX_SELECT_DEPTH = 12

/**
 * Finds preview selections that name no field: `preview.select` values must be dotted
 * paths into the type's value (through references into their targets, through arrays by
 * index). Paths segments starting with `_` are system properties and always allowed.
 *
 * @param types - The compiled named types to check, with their names.
 * @returns One warning per unknown path.
 */
export function previewProblems(types: ReadonlyArray<readonly [string, SchemaType]>): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const visited = new Set<SchemaType>()
  const visit = (type: SchemaType, path: string[]): void => {
    if (visited.has(type)) return
    visited.add(type)
    const definition: Record<string, unknown> = isRecord(type.definition) ? type.definition : {}
    const select = isRecord(definition.preview) ? definition.preview.select : undefined
    if (isRecord(select)) {
      for (const [key, value] of Object.entries(select)) {
        if (typeof value === 'string' && !selects(type, value.split('.'), 0)) {
          problems.push(
            problem(
              'warning',
              path,
              `Preview "${key}" selects "${value}", which is not a field of "${type.name}"`,
              schemaHelpId.previewSelectUnknownField,
            ),
          )
        }
      }
    }
    // Only descend where this definition declares the structure itself; inherited structure is checked where it is declared.
    if (isBlockSchemaType(type)) {
      if (definition.of !== undefined) for (const member of type.inlineObjects) visit(member, [...path, member.name])
      if (isRecord(definition.marks) && definition.marks.annotations !== undefined)
        for (const member of type.annotations) visit(member, [...path, member.name])
    } else if (isObjectSchemaType(type) && Array.isArray(definition.fields)) {
      for (const field of type.fields) visit(field.type, [...path, field.name])
    } else if (isArraySchemaType(type) && Array.isArray(definition.of)) {
      for (const member of type.of) visit(member, [...path, member.name])
    }
  }
  for (const [name, type] of types) visit(type, [name])
  return problems
}

function selects(type: SchemaType, segments: string[], depth: number): boolean {
  const [head, ...rest] = segments
  if (head === undefined) return true
  if (head.startsWith('_') || depth > MAX_SELECT_DEPTH) return true
  if (isReferenceSchemaType(type))
    return type.to.length === 0 || type.to.some((target) => selects(target, segments, depth + 1))
  if (isCrossDatasetReferenceSchemaType(type)) return true
  if (isArraySchemaType(type)) {
    const inner = /^\d+$/.test(head) ? rest : segments
    return type.of.some((member) => selects(member, inner, depth + 1))
  }
  if (isObjectSchemaType(type)) {
    const field = type.fields.find((candidate) => candidate.name === head)
    return field !== undefined && selects(field.type, rest, depth + 1)
  }
  return false
}

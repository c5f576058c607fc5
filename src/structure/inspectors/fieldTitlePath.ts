import {isKeyedSegment, isRecord} from '../../document'
import {isArraySchemaType, isObjectSchemaType, startCase} from '../../schema'
import type {ObjectField, Path, SchemaType} from '../../types'

/**
 * The titles of the fields along a path, for people: `['Author', 'Name']` for
 * `['author', 'name']`; an array item reads `#2` (its position in the value, 1-based). A step
 * the schema does not know is shown by its name, start-cased.
 *
 * @param schemaType - the document's type
 * @param path - a path from the document's root
 * @param value - the document, to find array items' positions and types
 */
export function fieldTitlePath(schemaType: SchemaType, path: Path, value: unknown): string[] {
  const titles: string[] = []
  let type: SchemaType | undefined = schemaType
  let current: unknown = value
  for (const segment of path) {
    if (typeof segment === 'string') {
      const field: ObjectField | undefined =
        type && isObjectSchemaType(type) ? type.fields.find((candidate) => candidate.name === segment) : undefined
      titles.push(field?.type.title ?? startCase(segment))
      type = field?.type
      current = isRecord(current) ? current[segment] : undefined
      continue
    }
    const items = Array.isArray(current) ? current : []
    const index =
      typeof segment === 'number'
        ? segment
        : isKeyedSegment(segment)
          ? items.findIndex((item) => isRecord(item) && item._key === segment._key)
          : -1
    const item: unknown = index >= 0 ? items[index] : undefined
    titles.push(index >= 0 ? `#${index + 1}` : isKeyedSegment(segment) ? `[${segment._key}]` : `[${String(segment)}]`)
    const members: SchemaType[] = type && isArraySchemaType(type) ? type.of : []
    type =
      (isRecord(item) && typeof item._type === 'string'
        ? members.find((member) => member.name === item._type)
        : undefined) ?? (members.length === 1 ? members[0] : undefined)
    current = item
  }
  return titles
}

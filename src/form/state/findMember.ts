import {isKeyedSegment} from '../../document'
import type {Path} from '../../types'
import type {ArrayOfObjectsMember, ArrayOfPrimitivesMember, FieldError, FieldMember, FormNode} from './FormNode'

/** A member found by {@link findMember}: a field (or field error) of an object, or an array item. */
export type FoundMember = FieldMember | FieldError | ArrayOfObjectsMember | ArrayOfPrimitivesMember

/**
 * The member at `path` below `node`: field names step into objects (fieldsets are looked
 * through), keyed segments and indices into arrays. Custom inputs use it to render one member
 * of their value where they want it.
 *
 * @throws Error 'Field not found: "name"' for a field the object does not show (unknown or
 *   hidden), 'No array item at key "k"' / 'No array item at index 3' for a missing item, and
 *   'Cannot find a member below …' when the path goes on below a value without members
 * @example
 * ```ts
 * const title = findMember(props, ['title']) // in an object input
 * ```
 */
export function findMember(node: FormNode, path: Path): FoundMember {
  if (path.length === 0) throw new Error('findMember() needs a path of at least one segment')
  let current: FormNode = node
  let found: FoundMember | undefined
  for (const [index, segment] of path.entries()) {
    if (index > 0) {
      if (!found || found.kind === 'error')
        throw new Error(`Cannot find a member below ${JSON.stringify(path.slice(0, index))}: it cannot be edited`)
      current = found.kind === 'field' ? found.field : found.item
    }
    if ('groups' in current) {
      if (typeof segment !== 'string') throw new Error(`Field not found: ${JSON.stringify(segment)}`)
      found = current.members
        .flatMap((member) => (member.kind === 'fieldSet' ? member.fieldSet.members : [member]))
        .find((member) => member.name === segment)
      if (!found) throw new Error(`Field not found: "${segment}"`)
    } else if ('members' in current) {
      const members: ReadonlyArray<ArrayOfObjectsMember | ArrayOfPrimitivesMember> = current.members
      if (isKeyedSegment(segment)) {
        found = members.find((member) => member.key === segment._key)
        if (!found) throw new Error(`No array item at key "${segment._key}"`)
      } else if (typeof segment === 'number') {
        found = members.at(segment)
        if (!found) throw new Error(`No array item at index ${segment}`)
      } else {
        throw new Error(`No array item at ${JSON.stringify(segment)}`)
      }
    } else {
      throw new Error(
        `Cannot find a member below ${JSON.stringify(path.slice(0, index))}: it holds a ${current.schemaType.jsonType}`,
      )
    }
  }
  return found!
}

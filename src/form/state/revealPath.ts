import {isKeyedSegment, segmentsAreEqual} from '../../document'
import type {Path, PathSegment} from '../../types'
import {ALL_FIELDS_GROUP_NAME} from '../constants'
import type {FormNode, ObjectFormNode, ObjectMember} from './FormNode'

/** One change of the form's UI state that brings a path into view. */
export type RevealStep =
  {kind: 'fieldSet'; path: Path} | {kind: 'group'; path: Path; groupName: string} | {kind: 'path'; path: Path}

/**
 * What must change for the field at `path` to be shown: fieldsets to expand, field groups to
 * select (the first of the field's groups that is visible, else All fields), collapsed objects
 * and array items to expand — outermost first. The form applies these when its focus path
 * moves, say to a field chosen in a validation list, so focus can land in the field.
 */
export function revealPath(root: ObjectFormNode, path: Path): RevealStep[] {
  const steps: RevealStep[] = []
  let node: FormNode | undefined = root
  for (const segment of path) {
    if (!node) break
    if ('groups' in node) {
      const found = findField(node.members, segment)
      if (!found) break
      const {member, fieldSet} = found
      if (fieldSet?.collapsed) steps.push({kind: 'fieldSet', path: fieldSet.path})
      if (!member.inSelectedGroup) {
        const visible = new Set(node.groups.map((group) => group.name))
        steps.push({
          kind: 'group',
          path: node.path,
          groupName: member.groups.find((name) => visible.has(name)) ?? ALL_FIELDS_GROUP_NAME,
        })
      }
      if (member.kind === 'field' && member.collapsed) steps.push({kind: 'path', path: member.field.path})
      node = member.kind === 'field' ? member.field : undefined
    } else if ('members' in node) {
      const item = node.members.find((member) =>
        isKeyedSegment(segment) ? member.key === segment._key : member.index === segment,
      )
      if (!item || item.kind !== 'item') break
      if ('collapsed' in item && item.collapsed) steps.push({kind: 'path', path: item.item.path})
      node = item.item
    } else {
      break
    }
  }
  return steps
}

function findField(members: readonly ObjectMember[], segment: PathSegment) {
  for (const member of members) {
    if (member.kind === 'fieldSet') {
      const inner = member.fieldSet.members.find((field) => segmentsAreEqual(field.name, segment))
      if (inner) return {member: inner, fieldSet: member.fieldSet}
    } else if (segmentsAreEqual(member.name, segment)) {
      return {member, fieldSet: undefined}
    }
  }
  return undefined
}

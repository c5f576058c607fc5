import {isRecord} from '../../../document'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import type {ArrayOfObjectsItemMember, ArrayOfObjectsMember, FormNode} from '../../state/FormNode'
import {findMember} from '../../state/findMember'

/**
 * The form-state member of the inline object `key` in block `blockKey` (an item of the block's
 * `children`), or undefined while the form does not have it (an object just inserted, until
 * its insert comes back as the field's value).
 */
export function inlineObjectMember(
  field: ArrayOfObjectsInputProps,
  blockKey: string,
  key: string,
): ArrayOfObjectsItemMember | undefined {
  try {
    const found = findMember(field as unknown as FormNode, [{_key: blockKey}, 'children', {_key: key}])
    return found.kind === 'item' && 'groups' in found.item ? (found as ArrayOfObjectsItemMember) : undefined
  } catch {
    return undefined
  }
}

/** The inline objects of a rich-text field whose editor the form has open (expanded), in order. */
export function expandedInlineObjects(blocks: readonly ArrayOfObjectsMember[]): ArrayOfObjectsItemMember[] {
  const open: ArrayOfObjectsItemMember[] = []
  for (const block of blocks) {
    // Only a block with a child other than a span can hold one; the others' members (built when
    // first read, see `prepareArrayNode`) are not built for nothing.
    if (block.kind !== 'item' || !holdsInlineObject(block.item.value)) continue
    for (const member of block.item.members) {
      if (member.kind !== 'field' || member.name !== 'children' || !('members' in member.field)) continue
      for (const child of member.field.members) {
        if (child.kind === 'item' && 'collapsed' in child && !child.collapsed) open.push(child)
      }
    }
  }
  return open
}

function holdsInlineObject(block: unknown): boolean {
  const children = isRecord(block) ? block.children : undefined
  return Array.isArray(children) && children.some((child) => !isRecord(child) || child._type !== 'span')
}

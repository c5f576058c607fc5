import type {Node as PMNode} from 'prosemirror-model'
import {isKeyedSegment, isRecord} from '../../../document'
import type {Patch} from '../../../types'
import {nodeToMember} from './portableTextConversion'
import {isTextBlockMember} from './portableTextValue'

/**
 * The keys of the annotations a local change from `before` made: the items of its inserts
 * into a block's `markDefs` that the block did not have (an annotation put back with a span
 * that uses it again is not new).
 */
export function madeAnnotations(before: PMNode, patches: readonly Patch[]): string[] {
  const made: string[] = []
  for (const patch of patches) {
    if (!isMarkDefsPath(patch.path) || patch.type !== 'insert') continue
    const block = patch.path[0] as {_key: string}
    let had: ReadonlySet<string> = new Set()
    before.forEach((node) => {
      if (node.attrs.key !== block._key) return
      const member = nodeToMember(node)
      if (isTextBlockMember(member)) had = new Set(member.markDefs.map((def) => def._key))
    })
    for (const item of patch.items)
      if (isRecord(item) && typeof item._key === 'string' && !had.has(item._key)) made.push(item._key)
  }
  return made
}

/**
 * The patches without the removals of annotations someone else made (keys not in `own`),
 * unless the annotation is inserted again among them. An editor is shown an annotation no
 * span uses (a merge can leave one) without it, and would send the removal; but the person
 * who made it may be giving a span its marks again at the same time, and if theirs reaches
 * the lake first, the removal leaves their marks pointing at nothing. The maker's editor
 * removes it, when it is shown it unused: its own new uses are in its store already.
 */
export function withoutForeignAnnotationRemovals(patches: readonly Patch[], own: ReadonlySet<string>): Patch[] {
  const inserted = new Set<string>()
  for (const patch of patches)
    if (patch.type === 'insert' && isMarkDefsPath(patch.path))
      for (const item of patch.items) if (isRecord(item) && typeof item._key === 'string') inserted.add(item._key)
  return patches.filter((patch) => {
    if (patch.type !== 'unset' || !isMarkDefsPath(patch.path)) return true
    const def = patch.path[2]
    return !isKeyedSegment(def) || own.has(def._key) || inserted.has(def._key)
  })
}

/** Whether a path (relative to the field) names an item of a block's `markDefs`. */
function isMarkDefsPath(path: readonly unknown[]): boolean {
  return path.length === 3 && isKeyedSegment(path[0]) && path[1] === 'markDefs'
}

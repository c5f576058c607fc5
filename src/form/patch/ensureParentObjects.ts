import {getValueAtPath, pathToString} from '../../document'
import type {Patch, PathSegment, SchemaType} from '../../types'
import {childType} from '../state/arrayItemType'
import {setIfMissing} from './patches'

/**
 * Puts a `setIfMissing({_type})` in front of the patches for every named object a patch
 * writes into, so a nested object that does not exist yet is created with its `_type` (an
 * `image`, a `seo` object) rather than as a bare `{}`. Always sent, not only when the object
 * seems missing: someone else may remove it while this edit is on its way.
 *
 * Objects reached as array items are left alone (an item is created whole, with its `_key`),
 * as are anonymous inline objects (`type: 'object'`, which have no type name to store) and
 * `unset` patches (removing a value must not create its parent).
 *
 * @param rootType - The type of the value the paths start at (the document type).
 * @param rootValue - That value now; array items are matched to their type by `_type`.
 * @param patches - Patches with paths from the root.
 * @returns The patches, preceded by the `setIfMissing` patches they need.
 */
export function ensureParentObjects(rootType: SchemaType, rootValue: unknown, patches: readonly Patch[]): Patch[] {
  const parents: Patch[] = []
  const seen = new Set<string>()
  for (const patch of patches) {
    if (patch.type === 'unset') continue
    let type: SchemaType | undefined = rootType
    for (let depth = 0; depth < patch.path.length - 1 && type; depth++) {
      const segment = patch.path[depth] as PathSegment
      const prefix = patch.path.slice(0, depth + 1)
      type = childType(type, segment, getValueAtPath(rootValue, prefix))
      if (!type || type.jsonType !== 'object' || typeof segment !== 'string' || type.name === 'object') continue
      const key = pathToString(prefix)
      if (seen.has(key)) continue
      seen.add(key)
      parents.push(setIfMissing({_type: type.name}, prefix))
    }
  }
  return parents.length === 0 ? [...patches] : [...parents, ...patches]
}

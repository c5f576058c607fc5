import {isRecord} from '../../../document'
import type {Path} from '../../../types'
import {unset} from '../../patch/patches'
import type {Patch} from '../../../types'

const ASSET_KEYS = new Set(['asset', 'crop', 'hotspot', '_upload'])
const SYSTEM_KEYS = new Set(['_type', '_key'])

/**
 * The patches that clear a file or image: the asset, crop, hotspot and `_upload` go; the value's
 * own fields (caption, alt text, …) stay. A value with nothing else is unset whole — unless it
 * is an array item, which stays in its array as an empty item.
 */
export function clearAssetPatches(value: unknown, path: Path): Patch[] {
  const keys = isRecord(value) ? Object.keys(value) : []
  const own = keys.filter((key) => !ASSET_KEYS.has(key) && !SYSTEM_KEYS.has(key))
  const last = path[path.length - 1]
  const isArrayItem = typeof last === 'number' || (isRecord(last) && '_key' in last)
  if (own.length === 0 && !isArrayItem) return [unset()]
  return keys.filter((key) => ASSET_KEYS.has(key)).map((key) => unset([key]))
}

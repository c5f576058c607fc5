import type {ContentDocument} from '../../types'

function sameJson(a: unknown, b: unknown): boolean {
  // Versions share unchanged subtrees, so most comparisons end here.
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((item, index) => sameJson(item, other[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  )
}

/**
 * Whether two versions of a document would validate the same and carry the same revision:
 * equal apart from `_updatedAt`. The echo of a local commit replaces the local view with the
 * server's copy — same content and `_rev`, the server's commit time — and is not worth a run.
 */
export function sameDocumentVersion(a: ContentDocument | null, b: ContentDocument | null): boolean {
  if (a === b) return true
  if (a === null || b === null) return false
  const {_updatedAt: _left, ...left} = a
  const {_updatedAt: _right, ...right} = b
  return sameJson(left, right)
}

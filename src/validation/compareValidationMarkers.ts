import type {Path, PathSegment, ValidationLevel, ValidationMarker} from '../types'

const LEVEL_ORDER: Record<ValidationLevel, number> = {error: 0, warning: 1, info: 2}

/**
 * Orders markers by path (segment by segment: indices numerically, keys and field names
 * alphabetically, a parent before its children), then level (error, warning, info), then
 * message — a total order, so the same markers always come out in the same order.
 */
export function compareValidationMarkers(a: ValidationMarker, b: ValidationMarker): number {
  return (
    comparePaths(a.path, b.path) || LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || compareText(a.message, b.message)
  )
}

function comparePaths(a: Path, b: Path): number {
  const length = Math.min(a.length, b.length)
  for (let index = 0; index < length; index++) {
    const order = compareSegments(a[index] as PathSegment, b[index] as PathSegment)
    if (order !== 0) return order
  }
  return a.length - b.length
}

function compareSegments(a: PathSegment, b: PathSegment): number {
  const rankA = segmentRank(a)
  const rankB = segmentRank(b)
  if (rankA !== rankB) return rankA - rankB
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b)
  if (Array.isArray(a) && Array.isArray(b)) return compareText(a.join(':'), b.join(':'))
  return compareText((a as {_key: string})._key, (b as {_key: string})._key)
}

function segmentRank(segment: PathSegment): number {
  if (typeof segment === 'number') return 0
  if (typeof segment === 'string') return 2
  return Array.isArray(segment) ? 3 : 1
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

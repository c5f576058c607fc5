import type {Path, PathSegment, ValidationMarker} from '../types'

/**
 * A marker as the engine keeps it: with the path of the value whose validation produced it
 * (`origin`; the marker's own path may point deeper, e.g. a duplicate array item) and whether
 * the producing rule depends on context.
 * @internal
 */
export interface MarkerEntry {
  marker: ValidationMarker
  origin: Path
  contextDependent: boolean
}

interface ReuseNode {
  /** Keep every previous entry produced at or below this path. */
  whole?: boolean
  /** Keep previous entries produced exactly here by context-free rules. */
  contextFree?: boolean
  children?: Map<string, ReuseNode>
}

/**
 * Records which parts of the previous run an incremental run keeps: whole unchanged
 * subtrees, and the context-free results of unchanged values whose context-dependent rules
 * were re-run.
 * @internal
 */
export class MarkerReuse {
  private readonly root: ReuseNode = {}

  /** Keep all previous entries produced in the subtree at `path`. */
  keepSubtree(path: Path): void {
    this.nodeAt(path).whole = true
  }

  /** Keep the previous context-free entries produced by the value at `path` itself. */
  keepContextFree(path: Path): void {
    this.nodeAt(path).contextFree = true
  }

  /** Whether a previous entry survives. */
  keeps(entry: MarkerEntry): boolean {
    let node: ReuseNode | undefined = this.root
    if (node.whole) return true
    for (const segment of entry.origin) {
      node = node.children?.get(segmentKey(segment))
      if (!node) return false
      if (node.whole) return true
    }
    return node.contextFree === true && !entry.contextDependent
  }

  private nodeAt(path: Path): ReuseNode {
    let node = this.root
    for (const segment of path) {
      node.children ??= new Map()
      const key = segmentKey(segment)
      let child = node.children.get(key)
      if (!child) node.children.set(key, (child = {}))
      node = child
    }
    return node
  }
}

function segmentKey(segment: PathSegment): string {
  if (typeof segment === 'string') return `.${segment}`
  if (typeof segment === 'number') return `#${segment}`
  if (Array.isArray(segment)) return `:${segment[0]}:${segment[1]}`
  return `k${segment._key}`
}

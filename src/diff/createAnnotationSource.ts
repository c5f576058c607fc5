import {getOwn, isRecord, pathToString} from '../document'
import type {Path} from '../types'
import {arrayKeys} from './arrayKeys'
import type {AnnotationSource, DiffAnnotation} from './types'

/**
 * One version of a document in its history: the value after a transaction, and who made it.
 * @public
 */
export interface AnnotatedVersion {
  /** The document (or value) as the transaction left it; `undefined`/`null` when it was deleted. */
  value: unknown
  /** The transaction that made this version. */
  annotation: DiffAnnotation
}

/** Document bookkeeping every transaction changes: not a change anyone made. */
const DOCUMENT_META_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt'])

/**
 * Builds the {@link AnnotationSource} of a range of history: `base` is the version the diff
 * compares from, `versions` the versions each later transaction made, oldest first (the
 * timeline reconstructs them from its transactions' effects). A changed value is annotated
 * with every transaction that changed it, a value inside it, or an object or array around it
 * as a whole, oldest first. Paths are in the diff's form (`{_key}` for keyed items).
 *
 * @example
 * ```ts
 * const annotations = createAnnotationSource(published, [
 *   {value: draftAfterTx1, annotation: {author: 'alice', timestamp: '2026-01-01T10:00:00Z'}},
 *   {value: draftAfterTx2, annotation: {author: 'bob', timestamp: '2026-01-01T10:05:00Z'}},
 * ])
 * diffDocuments(published, draftAfterTx2, {annotations}).fields.title?.annotations
 * ```
 * @public
 */
export function createAnnotationSource(base: unknown, versions: readonly AnnotatedVersion[]): AnnotationSource {
  // at: transactions that changed exactly this path; under: those that changed something below it.
  const at = new Map<string, Set<number>>()
  const under = new Map<string, Set<number>>()
  const record = (map: Map<string, Set<number>>, key: string, step: number) => {
    let steps = map.get(key)
    if (!steps) map.set(key, (steps = new Set()))
    steps.add(step)
  }
  let previous = base ?? undefined
  versions.forEach((version, step) => {
    const changed: Path[] = []
    collectChanges(previous, version.value ?? undefined, [], changed)
    for (const path of changed) {
      record(at, pathToString(path), step)
      for (let length = 0; length < path.length; length++) record(under, pathToString(path.slice(0, length)), step)
    }
    previous = version.value ?? undefined
  })
  return (path) => {
    const steps = new Set<number>(under.get(pathToString(path)))
    for (let length = 0; length <= path.length; length++) {
      for (const step of at.get(pathToString(path.slice(0, length))) ?? []) steps.add(step)
    }
    return [...steps].sort((a, b) => a - b).map((step) => (versions[step] as AnnotatedVersion).annotation)
  }
}

/** Pushes the deepest paths where `a` and `b` differ (matching keyed items by `_key`). */
function collectChanges(a: unknown, b: unknown, path: Path, changed: Path[]): void {
  if (a === b) return
  if (isRecord(a) && isRecord(b)) {
    for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (path.length === 0 && DOCUMENT_META_FIELDS.has(name)) continue
      collectChanges(getOwn(a, name), getOwn(b, name), [...path, name], changed)
    }
    return
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const aKeys = arrayKeys(a)
    const bKeys = aKeys && arrayKeys(b)
    if (aKeys && bKeys) {
      const aByKey = new Map(aKeys.map((key, index) => [key, a[index]]))
      const bByKey = new Map(bKeys.map((key, index) => [key, b[index]]))
      for (const key of new Set([...aKeys, ...bKeys]))
        collectChanges(aByKey.get(key), bByKey.get(key), [...path, {_key: key}], changed)
      // A move changes no item, but it is a change of the array.
      const common = bKeys.filter((key) => aByKey.has(key))
      if (aKeys.filter((key) => bByKey.has(key)).some((key, index) => key !== common[index])) changed.push(path)
      return
    }
    for (let index = 0; index < Math.max(a.length, b.length); index++)
      collectChanges(a[index], b[index], [...path, index], changed)
    return
  }
  changed.push(path)
}

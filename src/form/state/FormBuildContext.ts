import {pathToString, segmentsAreEqual} from '../../document'
import type {ConditionalPropertyContext, ContentDocument, Path, PathSegment, SchemaType} from '../../types'
import type {ConditionalCache} from './ConditionalCache'
import {pathToElementId} from './pathToElementId'
import type {FormNodeValidation} from './FormNode'
import type {FormNodePresence} from './FormNodePresence'
import type {SubtreeReuse} from './reusableSubtree'

/** What every step of one form state build shares. @internal */
export interface FormBuildContext {
  document: ContentDocument | undefined
  currentUser: ConditionalPropertyContext['currentUser']
  focusPath: Path | undefined
  collapsedPaths: Readonly<Record<string, boolean>>
  collapsedFieldSets: Readonly<Record<string, boolean>>
  fieldGroupState: Readonly<Record<string, string>>
  idPrefix: string
  conditional: ConditionalCache
  /** How unchanged subtrees of the last build may be reused; null when none may (the first build, or the UI state changed). */
  reuse: SubtreeReuse | null
}

/** What building one node takes. @internal */
export interface NodeInput<S extends SchemaType, N> {
  schemaType: S
  value: unknown
  path: Path
  level: number
  readOnly: boolean
  /** Markers at the node's path and below. */
  validation: readonly FormNodeValidation[]
  /** Presence at the node's path and below. */
  presence: readonly FormNodePresence[]
  /** The node built for this place last time, to share structure with. */
  previous: N | undefined
}

/**
 * The DOM id of the input at `path`: the prefix alone for the root, else the prefix, `-` and
 * {@link pathToElementId} — no quotes or brackets, one id per path.
 */
export function nodeId(context: FormBuildContext, path: Path): string {
  return path.length === 0 ? context.idPrefix : `${context.idPrefix}-${pathToElementId(path)}`
}

/** The entries (markers, presence) at or below the child `segment` of a node at `depth`. */
export function entriesBelow<T extends {path: Path}>(
  entries: readonly T[],
  depth: number,
  segment: PathSegment,
): readonly T[] {
  // Most nodes have no markers and no presence: no new empty list for each of them.
  if (entries.length === 0) return entries
  return entries.filter(
    (entry) => entry.path.length > depth && segmentsAreEqual(entry.path[depth] as PathSegment, segment),
  )
}

/** Whether the focus path points exactly at `path`. */
export function isFocused(context: FormBuildContext, path: Path): boolean {
  const focusPath = context.focusPath
  return (
    focusPath !== undefined &&
    focusPath.length === path.length &&
    path.every((segment, index) => segmentsAreEqual(segment, focusPath[index] as PathSegment))
  )
}

/**
 * The collapsed state the UI state gives the object or item at `path`, else `fallback` (the
 * type's default). The path's key is only made when some place has a state: the 1,000 blocks
 * of a rich-text body, and their spans, are looked up for nothing otherwise.
 */
export function collapsedAt(context: FormBuildContext, path: Path, fallback: boolean): boolean {
  return hasEntries(context.collapsedPaths) ? (context.collapsedPaths[pathToString(path)] ?? fallback) : fallback
}

// UI state records are replaced, never changed in place (a build reuses subtrees by their identity).
const entriesOf = new WeakMap<object, boolean>()

function hasEntries(record: Readonly<Record<string, unknown>>): boolean {
  let known = entriesOf.get(record)
  if (known === undefined) {
    known = Object.keys(record).length > 0
    entriesOf.set(record, known)
  }
  return known
}

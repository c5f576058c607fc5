import {segmentsAreEqual} from '../../document'
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
export function entriesBelow<T extends {path: Path}>(entries: readonly T[], depth: number, segment: PathSegment): T[] {
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

import {pathsAreEqual, pathStartsWith} from '../../document'
import type {ArraySchemaType, ObjectSchemaType, Path, SchemaType} from '../../types'
import type {FormBuildContext, NodeInput} from './FormBuildContext'
import type {FormNode} from './FormNode'
import {sameMarkers, samePresence} from './reuseNode'

/**
 * The previous node of a place, when nothing its subtree is built from changed, so the build can
 * return it without visiting a single descendant; undefined otherwise. That is what keeps a
 * keystroke in a document of 500 items × 20 fields from rebuilding 10,000 nodes: only the path
 * it changes is walked.
 *
 * A subtree is reused when its value is the very same object (patches share unchanged
 * subtrees), its type, level, path and read-only flag are the same, its markers and presence
 * say the same, the focus path neither enters nor leaves it, the UI state (collapsed items and
 * fieldsets, selected groups) is the same object as in the last build, and no type in it has a
 * `hidden` or `readOnly` callback — those may read the whole document, which did change. @internal
 */
export function reusableSubtree<N extends FormNode>(
  context: FormBuildContext,
  input: NodeInput<SchemaType, N>,
): N | undefined {
  const {previous} = input
  if (!previous || !context.reuse || previous.value !== input.value || !sameSurroundings(previous, input))
    return undefined
  if (crossedByFocus(context, input.path) || hasConditionalProperties(input.schemaType)) return undefined
  return previous
}

/** Whether a node was built from the same type, place, read-only flag, markers and presence as `input` gives now (its value aside). @internal */
export function sameSurroundings(previous: FormNode, input: NodeInput<SchemaType, unknown>): boolean {
  return (
    previous.schemaType === input.schemaType &&
    previous.readOnly === input.readOnly &&
    previous.level === input.level &&
    pathsAreEqual(previous.path, input.path) &&
    sameMarkers(previous.validation, input.validation) &&
    samePresence(previous.presence, input.presence)
  )
}

/** Whether the focus path enters or leaves the node at `path` in this build (never without reuse). @internal */
export function crossedByFocus(context: FormBuildContext, path: Path): boolean {
  return context.reuse?.focusPaths.some((focusPath) => pathStartsWith(path, focusPath)) ?? false
}

/** What lets the builds of a form reuse subtrees: see {@link reusableSubtree}. @internal */
export interface SubtreeReuse {
  /** The focus paths of this build and the last when they differ (both enter and leave subtrees); else empty. */
  focusPaths: Path[]
}

const conditionalTypes = new WeakMap<SchemaType, boolean>()

/** Whether a type or any type below it has a `hidden` or `readOnly` callback. */
export function hasConditionalProperties(schemaType: SchemaType): boolean {
  const known = conditionalTypes.get(schemaType)
  if (known !== undefined) return known
  // A recursive type meets itself below: counted as no callback there, as its own answer
  // already covers everything it contains.
  conditionalTypes.set(schemaType, false)
  const result = computeConditional(schemaType)
  conditionalTypes.set(schemaType, result)
  return result
}

function computeConditional(schemaType: SchemaType): boolean {
  if (typeof schemaType.hidden === 'function' || typeof schemaType.readOnly === 'function') return true
  if (schemaType.jsonType === 'object') {
    const object = schemaType as ObjectSchemaType
    if (!Array.isArray(object.fields)) return false
    return (
      (object.fieldsets ?? []).some(
        (fieldset) => typeof fieldset.hidden === 'function' || typeof fieldset.readOnly === 'function',
      ) ||
      (object.groups ?? []).some((group) => typeof group.hidden === 'function') ||
      object.fields.some((field) => hasConditionalProperties(field.type))
    )
  }
  if (schemaType.jsonType === 'array')
    return ((schemaType as ArraySchemaType).of ?? []).some((member) => hasConditionalProperties(member))
  return false
}

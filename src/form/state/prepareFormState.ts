import {isRecord, pathsAreEqual} from '../../document'
import type {ConditionalPropertyContext, ContentDocument, ObjectSchemaType, Path, ValidationMarker} from '../../types'
import {ConditionalCache} from './ConditionalCache'
import type {FormBuildContext} from './FormBuildContext'
import type {ObjectFormNode} from './FormNode'
import type {FormNodePresence} from './FormNodePresence'
import {prepareObjectNode} from './prepareObjectNode'
import type {SubtreeReuse} from './reusableSubtree'

/** Options of {@link prepareFormState}. */
export interface PrepareFormStateOptions {
  /** The type of the root value: a document type, or any object type. */
  schemaType: ObjectSchemaType
  /** The root value (the document); `undefined` when it does not exist yet. */
  value: unknown
  /** What `hidden` and `readOnly` callbacks see as `document`; the root value unless given. */
  document?: ContentDocument
  /** Validation markers with paths from the root. */
  validation?: readonly ValidationMarker[]
  /** People in the document, with paths from the root. */
  presence?: readonly FormNodePresence[]
  /** The path the user is at, if any. */
  focusPath?: Path
  /** Makes every node read-only. */
  readOnly?: boolean
  /** The user `hidden` and `readOnly` callbacks see. */
  currentUser?: ConditionalPropertyContext['currentUser']
  /** Collapsed objects and array items, by `pathToString(path)`; missing means the type's default. */
  collapsedPaths?: Readonly<Record<string, boolean>>
  /** Collapsed fieldsets, by `pathToString([...objectPath, fieldsetName])`. */
  collapsedFieldSets?: Readonly<Record<string, boolean>>
  /** The selected field group of each object, by `pathToString(objectPath)`. */
  fieldGroupState?: Readonly<Record<string, string>>
  /** Prefix of every node's DOM id, unique per form on the page; `vellum-form` unless given. */
  idPrefix?: string
  /** The state built last time for the same form, to share unchanged nodes with. */
  previous?: ObjectFormNode
  /** Remembers conditional callbacks' answers between builds; pass the same one every time. */
  conditionalCache?: ConditionalCache
}

/**
 * Builds the form state: a tree of nodes (objects, arrays, primitives) and members (fields,
 * fieldsets, array items, errors) for a value of an object type, with hidden fields left out,
 * read-only flags, groups, collapsed states, focus, and each node's validation markers and
 * presence.
 *
 * Given the state of the last build as `previous`, every node whose inputs did not change is
 * the previous node itself, so components memoised on a member skip rendering: a keystroke in
 * one field gives a new node for that field and its ancestors only.
 *
 * @example
 * ```ts
 * let state = prepareFormState({schemaType: schema.get('post'), value: post})
 * state = prepareFormState({schemaType, value: applyPatches(post, patches), previous: state})
 * ```
 */
export function prepareFormState(options: PrepareFormStateOptions): ObjectFormNode {
  const {schemaType} = options
  if (schemaType?.jsonType !== 'object')
    throw new TypeError(`A form needs an object type, got ${schemaType?.name ?? String(schemaType)}`)
  const conditional = options.conditionalCache ?? new ConditionalCache()
  const context: FormBuildContext = {
    document: options.document ?? (isRecord(options.value) ? (options.value as ContentDocument) : undefined),
    currentUser: options.currentUser ?? null,
    focusPath: options.focusPath,
    collapsedPaths: options.collapsedPaths ?? NONE,
    collapsedFieldSets: options.collapsedFieldSets ?? NONE,
    fieldGroupState: options.fieldGroupState ?? NO_GROUPS,
    idPrefix: options.idPrefix ?? 'vellum-form',
    conditional,
    reuse: null,
  }
  const last = options.previous && builds.get(options.previous)
  context.reuse = last ? subtreeReuse(last, context) : null
  const state = conditional.build(() =>
    prepareObjectNode(context, {
      schemaType,
      value: options.value,
      path: options.previous?.path ?? [],
      level: 0,
      readOnly:
        options.readOnly === true ||
        conditional.evaluate('readOnly:', schemaType.readOnly, {
          document: context.document,
          parent: undefined,
          value: options.value,
          currentUser: context.currentUser,
        }),
      validation: options.validation ?? [],
      presence: options.presence ?? [],
      previous: options.previous?.schemaType === schemaType ? options.previous : undefined,
    }),
  )
  builds.set(state, context)
  return state
}

// One empty UI state for every build without one, so consecutive builds see the same object.
const NONE: Readonly<Record<string, boolean>> = Object.freeze({})
const NO_GROUPS: Readonly<Record<string, string>> = Object.freeze({})

/** The context each state was built in, for the next build to compare with. */
const builds = new WeakMap<ObjectFormNode, FormBuildContext>()

function subtreeReuse(last: FormBuildContext, next: FormBuildContext): SubtreeReuse | null {
  const sameUi =
    last.collapsedPaths === next.collapsedPaths &&
    last.collapsedFieldSets === next.collapsedFieldSets &&
    last.fieldGroupState === next.fieldGroupState &&
    last.idPrefix === next.idPrefix &&
    last.currentUser === next.currentUser
  if (!sameUi) return null
  const focusUnchanged =
    last.focusPath === next.focusPath ||
    (last.focusPath !== undefined && next.focusPath !== undefined && pathsAreEqual(last.focusPath, next.focusPath))
  return {
    focusPaths: focusUnchanged
      ? []
      : [last.focusPath, next.focusPath].filter((path): path is Path => path !== undefined),
  }
}

import {redoDepth, undoDepth} from 'prosemirror-history'
import type {EditorState} from 'prosemirror-state'
import {blockValidationOf, type BlockValidationMap} from './blockValidation'
import {
  activeAnnotation,
  activeList,
  activeStyle,
  isDecoratorActive,
  selectedInlineObject,
  type ActiveAnnotation,
  type SelectedInlineObject,
} from './commands'
import type {PortableTextEditorSchema} from './editorSchema'

/**
 * What the rich-text toolbar shows of the editor state: the style, list, decorators and
 * annotation at the selection, and whether undo and redo can do anything.
 * @beta
 */
export interface ToolbarState {
  /** The style of the first selected block; undefined when no text block is selected. */
  style: string | undefined
  /** The list type every selected block has, if they share one. */
  list: string | undefined
  /** The decorators on at the selection (in the schema's order). */
  decorators: readonly string[]
  /** The type of the annotation the selection is in, if any. */
  annotation: string | undefined
  /** Whether the selection is a caret (an annotation needs selected text). */
  selectionEmpty: boolean
  canUndo: boolean
  canRedo: boolean
}

/**
 * The parts of the editor state the editor's React components show: the toolbar's state, the
 * annotation and inline object at the selection (for their popovers) and the validation
 * markers. {@link editorChromeOf} keeps it the same object while none of that changes, so
 * typing text (which changes none of it) renders no React component.
 * @beta
 */
export interface EditorChrome {
  toolbar: ToolbarState
  /** The annotation the selection is in. */
  annotation: ActiveAnnotation | undefined
  /** Where the selection starts while it is in an annotation (-1 otherwise). */
  annotationAt: number
  /** The inline object selected. */
  inlineObject: SelectedInlineObject | undefined
  validation: BlockValidationMap
}

/**
 * The toolbar's state of an editor state; `previous` itself when nothing in it differs.
 * @beta
 */
export function toolbarStateOf(
  state: EditorState,
  editorSchema: PortableTextEditorSchema,
  previous?: ToolbarState,
): ToolbarState {
  const {blockType} = editorSchema
  const decorators = blockType.decorators
    .map((decorator) => decorator.value)
    .filter((decorator) => isDecoratorActive(state, editorSchema, decorator))
  const next: ToolbarState = {
    style: blockType.styles.length > 0 ? activeStyle(state) : undefined,
    list: blockType.lists.length > 0 ? activeList(state) : undefined,
    decorators,
    annotation: blockType.annotations.length > 0 ? activeAnnotation(state)?.type : undefined,
    selectionEmpty: state.selection.empty,
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
  }
  if (
    previous &&
    previous.style === next.style &&
    previous.list === next.list &&
    sameStrings(previous.decorators, next.decorators) &&
    previous.annotation === next.annotation &&
    previous.selectionEmpty === next.selectionEmpty &&
    previous.canUndo === next.canUndo &&
    previous.canRedo === next.canRedo
  )
    return previous
  return next
}

/**
 * The {@link EditorChrome} of an editor state; `previous` itself when nothing in it differs
 * (and its parts that did not change are kept, so components fed one part do not render).
 * @beta
 */
export function editorChromeOf(
  state: EditorState,
  editorSchema: PortableTextEditorSchema,
  previous?: EditorChrome,
): EditorChrome {
  const toolbar = toolbarStateOf(state, editorSchema, previous?.toolbar)
  const foundAnnotation = activeAnnotation(state)
  const annotation =
    previous && sameAnnotation(previous.annotation, foundAnnotation) ? previous.annotation : foundAnnotation
  const annotationAt = annotation ? state.selection.from : -1
  const foundInline = selectedInlineObject(state)
  const inlineObject =
    previous && sameInlineObject(previous.inlineObject, foundInline) ? previous.inlineObject : foundInline
  const validation = blockValidationOf(state)
  if (
    previous &&
    previous.toolbar === toolbar &&
    previous.annotation === annotation &&
    previous.annotationAt === annotationAt &&
    previous.inlineObject === inlineObject &&
    previous.validation === validation
  )
    return previous
  return {toolbar, annotation, annotationAt, inlineObject, validation}
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}

function sameAnnotation(a: ActiveAnnotation | undefined, b: ActiveAnnotation | undefined): boolean {
  if (!a || !b) return a === b
  return a.type === b.type && a.key === b.key && a.value === b.value && a.from === b.from && a.to === b.to
}

function sameInlineObject(a: SelectedInlineObject | undefined, b: SelectedInlineObject | undefined): boolean {
  if (!a || !b) return a === b
  return a.key === b.key && a.value === b.value && a.pos === b.pos && a.blockKey === b.blockKey
}

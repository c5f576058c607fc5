import {Plugin, PluginKey, type EditorState} from 'prosemirror-state'
import {Decoration, DecorationSet} from 'prosemirror-view'
import {offsetOf, WINDOWED_FROM_BLOCKS} from './blockWindow'

/**
 * How many blocks before and after the caret's block are always laid out: more than a page
 * of the editor (PageUp and PageDown move the caret by about one).
 */
export const CARET_NEIGHBOURHOOD = 40

interface NeighbourhoodState {
  /** The index of the block the selection's head is in. */
  index: number
  decorations: DecorationSet
}

/** The key of the {@link caretNeighbourhoodPlugin}. */
export const caretNeighbourhoodKey = new PluginKey<NeighbourhoodState>('vellumCaretNeighbourhood')

/**
 * Keeps the blocks around the caret laid out. Blocks out of view are skipped by the browser
 * (`content-visibility: auto`, form.css), and it moves the caret badly into a skipped block —
 * an arrow key held down, PageDown — as it has no layout to move by. The blocks within
 * {@link CARET_NEIGHBOURHOOD} of the selection's head get the class `vellum-form-pt-near`,
 * which form.css keeps laid out; typing (which keeps the caret in its block) only maps them.
 * @beta
 */
export function caretNeighbourhoodPlugin(): Plugin<NeighbourhoodState> {
  return new Plugin<NeighbourhoodState>({
    key: caretNeighbourhoodKey,
    state: {
      init: (_config, state) => neighbourhood(state),
      apply(tr, value, oldState, newState) {
        if (!tr.docChanged && !tr.selectionSet) return value
        const index = headIndex(newState)
        if (index === value.index && newState.doc.childCount === oldState.doc.childCount)
          return tr.docChanged ? {index, decorations: value.decorations.map(tr.mapping, tr.doc)} : value
        return neighbourhood(newState)
      },
    },
    props: {decorations: (state) => caretNeighbourhoodKey.getState(state)?.decorations},
  })
}

function headIndex(state: EditorState): number {
  return state.doc.resolve(state.selection.head).index(0)
}

function neighbourhood(state: EditorState): NeighbourhoodState {
  const {doc} = state
  const index = headIndex(state)
  // A windowed body lays out only the blocks around the caret and the viewport, all of them.
  if (doc.childCount >= WINDOWED_FROM_BLOCKS) return {index, decorations: DecorationSet.empty}
  const from = Math.max(0, index - CARET_NEIGHBOURHOOD)
  const to = Math.min(doc.childCount, index + CARET_NEIGHBOURHOOD + 1)
  const decorations: Decoration[] = []
  let pos = offsetOf(doc, from)
  for (let child = from; child < to; child++) {
    const node = doc.child(child)
    decorations.push(Decoration.node(pos, pos + node.nodeSize, {class: 'vellum-form-pt-near'}))
    pos += node.nodeSize
  }
  return {index, decorations: DecorationSet.create(doc, decorations)}
}

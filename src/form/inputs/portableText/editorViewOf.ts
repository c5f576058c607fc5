import type {EditorView} from 'prosemirror-view'

const views = new WeakMap<Element, EditorView>()

/** Records the view mounted on an editor element (see {@link editorViewOf}). */
export function registerEditorView(element: Element, view: EditorView): () => void {
  views.set(element, view)
  return () => void views.delete(element)
}

/**
 * The ProseMirror view of a rich-text editor's content element (`.vellum-form-pt-content`), for
 * tests and tools that drive the editor as a user's keystrokes would.
 * @beta
 */
export function editorViewOf(element: Element): EditorView | undefined {
  return views.get(element)
}

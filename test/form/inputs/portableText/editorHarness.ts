import {readFileSync} from 'node:fs'
import {resolve} from 'node:path'
import {act, waitFor} from '@testing-library/react'
import {TextSelection} from 'prosemirror-state'
import type {EditorView} from 'prosemirror-view'
import {editorViewOf} from '../../../../src/form/inputs/portableText/editorViewOf'

/** The rich-text editor's content element, once its chunk has loaded. */
export async function editorElement(): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>('.vellum-form-pt-content')
    if (!element) throw new Error('editor not loaded')
    return element
  })
}

/** The ProseMirror view of an editor's content element. */
export function viewOf(element: HTMLElement): EditorView {
  const view = editorViewOf(element)
  if (!view) throw new Error('no view')
  return view
}

/** Puts the caret at `pos`, as a click would. */
export function caretAt(view: EditorView, pos: number): void {
  act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos))))
}

/** Types `text` at the caret, as keystrokes would. */
export function typeText(view: EditorView, text: string): void {
  act(() => view.dispatch(view.state.tr.insertText(text)))
}

/**
 * Puts the form's stylesheet (src/form/form.css) into the document, for computed styles to be
 * read as a page with the stylesheet shows them; returns the function that takes it out.
 */
export function addFormCss(): () => void {
  const style = document.createElement('style')
  style.textContent = readFileSync(resolve('src/form/form.css'), 'utf8')
  document.head.append(style)
  return () => style.remove()
}

import {act, cleanup, waitFor} from '@testing-library/react'
import {TextSelection} from 'prosemirror-state'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {editorViewOf} from '../../../../src/form/inputs/portableText/editorViewOf'
import {hideEditableFromReact} from '../../../../src/form/inputs/portableText/reactSelection'
import {docType, renderForm} from '../../support'
import {block, span} from './fixtures'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const postType = () => docType([{name: 'body', type: 'array', of: [{type: 'block'}]}])
const body = () =>
  Array.from({length: 40}, (_, index) => block(`b${index}`, [span(`Paragraph ${index}.`, `s${index}`)]))

describe('the editor and React’s selection bookkeeping', () => {
  it('a keystroke, and the form’s commit after it, do not make React measure the caret in the body', async () => {
    const form = renderForm(postType(), {value: {_id: 'd', _type: 'doc', body: body()}})
    const {element, view} = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.vellum-form-pt-content')
      const view = element && editorViewOf(element)
      if (!element || !view) throw new Error('editor not loaded')
      return {element, view}
    })
    act(() => view.focus())
    expect(document.activeElement).toBe(element)
    let start = -1
    view.state.doc.forEach((node, offset) => {
      if (node.attrs.key === 'b30') start = offset + 1
    })
    act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, start + 9))))

    // React DOM reads the window's selection before a commit when the focused element reads as
    // editable; ProseMirror reads the document's.
    const reads = vi.spyOn(window, 'getSelection')
    act(() => view.dispatch(view.state.tr.insertText('x')))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))

    const value = form.value() as {body: Array<{children: Array<{text: string}>}>}
    expect(value.body[30]!.children[0]!.text).toBe('Paragraphx 30.')
    expect(reads).not.toHaveBeenCalled()
    // Still editable (the attribute; Chromium's isContentEditable is computed from it).
    expect(element.getAttribute('contenteditable')).toBe('true')
  })

  it('reads "inherit" for "true" only, sets the attribute as before, and can be taken back', () => {
    const element = document.createElement('div')
    element.setAttribute('contenteditable', 'true')
    const restore = hideEditableFromReact(element)
    expect(element.contentEditable).toBe('inherit')
    element.contentEditable = 'false'
    expect(element.getAttribute('contenteditable')).toBe('false')
    expect(element.contentEditable).toBe('false')
    element.contentEditable = 'true'
    restore()
    expect(element.contentEditable).toBe('true')
  })
})

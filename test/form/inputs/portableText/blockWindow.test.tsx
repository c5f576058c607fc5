import {act, cleanup, waitFor} from '@testing-library/react'
import {AllSelection, TextSelection} from 'prosemirror-state'
import type {EditorView} from 'prosemirror-view'
import {afterEach, describe, expect, it} from 'vitest'
import {
  blockWindowKey,
  mergeRanges,
  SELECTION_WINDOW,
  viewportRange,
  WINDOWED_FROM_BLOCKS,
} from '../../../../src/form/inputs/portableText/blockWindow'
import {listNumbersKey} from '../../../../src/form/inputs/portableText/listNumbers'
import {docType, renderForm} from '../../support'
import {editorElement, viewOf} from './editorHarness'
import {block, span} from './fixtures'

// The window of a long body (blockWindow.ts), in the real editor: which blocks are drawn,
// the spacers, what moving the selection draws, and that edits, undo and the stored value are
// the document's whatever the window shows.

afterEach(cleanup)

const postType = () =>
  docType([
    {
      name: 'body',
      type: 'array',
      of: [{type: 'block'}, {type: 'object', name: 'callout', fields: [{name: 'text', type: 'string'}]}],
    },
  ])

/** `count` members: paragraphs and numbered items, a callout every 25th. */
function body(count: number) {
  return Array.from({length: count}, (_, index) => {
    const key = `b${index}`
    if (index % 25 === 12) return {_key: key, _type: 'callout', text: `Callout ${index}`}
    const extra = index % 5 === 1 ? {listItem: 'number', level: 1} : {}
    return block(key, [span(`Block ${index} text`, `${key}s`)], extra)
  })
}

async function renderBody(count: number) {
  const form = renderForm(postType(), {value: {_id: 'd', _type: 'doc', body: body(count)}})
  const element = await editorElement()
  return {form, element, view: viewOf(element)}
}

/** The keys of the blocks drawn with their content, in order. */
function drawnKeys(element: HTMLElement): string[] {
  return [...element.children]
    .filter(
      (child) => !child.classList.contains('vellum-form-pt-far') && !child.classList.contains('vellum-form-pt-spacer'),
    )
    .map((child) => (child as HTMLElement).dataset.key ?? '')
}

function startOf(view: EditorView, key: string): number {
  let found = -1
  view.state.doc.forEach((node, offset) => {
    if (node.attrs.key === key) found = offset + 1
  })
  return found
}

function keysFrom(from: number, to: number): string[] {
  return Array.from({length: to - from}, (_, index) => `b${from + index}`)
}

describe('the window of a long rich-text body', () => {
  it('draws every block of a body shorter than the windowed length', async () => {
    const {element} = await renderBody(WINDOWED_FROM_BLOCKS - 1)
    expect(element.classList.contains('vellum-form-pt-windowed')).toBe(false)
    expect(element.querySelectorAll('.vellum-form-pt-far, .vellum-form-pt-spacer')).toHaveLength(0)
    expect(drawnKeys(element)).toEqual(keysFrom(0, WINDOWED_FROM_BLOCKS - 1))
  })

  it('draws the blocks around the selection, the others as empty elements behind one spacer', async () => {
    const {element, view} = await renderBody(300)
    expect(element.classList.contains('vellum-form-pt-windowed')).toBe(true)
    // The caret starts in the first block; nothing is on screen in jsdom (no layout).
    expect(drawnKeys(element)).toEqual(keysFrom(0, SELECTION_WINDOW + 1))
    const far = element.querySelectorAll('.vellum-form-pt-far')
    expect(far).toHaveLength(300 - SELECTION_WINDOW - 1)
    expect([...far].every((child) => child.childNodes.length === 0)).toBe(true)
    const spacers = element.querySelectorAll<HTMLElement>('.vellum-form-pt-spacer')
    expect(spacers).toHaveLength(1)
    expect(spacers[0]!.getAttribute('contenteditable')).toBe('false')
    expect(spacers[0]!.previousElementSibling?.getAttribute('data-key')).toBe(`b${SELECTION_WINDOW}`)
    // The document is whole: ProseMirror's, not the DOM's.
    expect(view.state.doc.childCount).toBe(300)
    expect(view.state.doc.child(299).textContent).toBe('Block 299 text')
  })

  it('draws the blocks around a selection moved far, and leaves out those it left', async () => {
    const {element, view} = await renderBody(300)
    act(() =>
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, startOf(view, 'b200') + 3))),
    )
    expect(drawnKeys(element)).toEqual(keysFrom(200 - SELECTION_WINDOW, 200 + SELECTION_WINDOW + 1))
    expect(element.querySelector('[data-key="b200"]')!.textContent).toBe('Block 200 text')
    // A spacer before and after the window.
    expect(element.querySelectorAll('.vellum-form-pt-spacer')).toHaveLength(2)
    // The block objects in it show their previews' elements; those out of it have none.
    expect(element.querySelector('[data-key="b187"].vellum-form-pt-block-object')).not.toBeNull()
    expect(element.querySelector('[data-key="b12"]')).toBeNull()
    // A selection from here to the start: both ends drawn, what is between left out.
    act(() =>
      view.dispatch(
        view.state.tr.setSelection(
          TextSelection.create(view.state.doc, startOf(view, 'b200') + 3, startOf(view, 'b1')),
        ),
      ),
    )
    const st = blockWindowKey.getState(view.state)!
    console.log('far has b5', st.far.has('b5'), 'redraw', st.redraw.find().length, 'sel', JSON.stringify(st.selection))
    console.log(element.children[5]!.outerHTML, element.children[6]!.outerHTML)
    expect(drawnKeys(element)).toEqual([...keysFrom(0, 1 + SELECTION_WINDOW + 1), ...keysFrom(160, 241)])
  })

  it('numbers only the numbered items it draws', async () => {
    const {view} = await renderBody(300)
    const numbered = listNumbersKey.getState(view.state)!.find()
    const keys = numbered.map((decoration) => view.state.doc.nodeAt(decoration.from)!.attrs.key as string)
    expect(keys).toEqual(keysFrom(0, SELECTION_WINDOW + 1).filter((key) => Number(key.slice(1)) % 5 === 1))
    // Consecutive numbered items are separated by paragraphs here: each is number 1.
    expect(numbered.every((decoration) => (decoration.spec as {number: number}).number === 1)).toBe(true)
  })

  it('keeps typing, undo and select-all-and-delete right on the document, whatever is drawn', async () => {
    const {form, element, view} = await renderBody(300)
    act(() =>
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, startOf(view, 'b250') + 5))),
    )
    act(() => view.dispatch(view.state.tr.insertText('X')))
    await waitFor(() => {
      const stored = (form.value()!.body as {children: {text: string}[]}[])[250]!
      expect(stored.children[0]!.text).toBe('BlockX 250 text')
    })
    expect(element.querySelector('[data-key="b250"]')!.textContent).toBe('BlockX 250 text')
    // Typing moves no block in or out: the window's blocks and spacers are the same.
    const before = blockWindowKey.getState(view.state)!
    act(() => view.dispatch(view.state.tr.insertText('Y')))
    const after = blockWindowKey.getState(view.state)!
    expect(after.far).toBe(before.far)
    expect(after.redraw.find()).toEqual([])
    // Everything, drawn or not, is selected and deleted.
    act(() => view.dispatch(view.state.tr.setSelection(new AllSelection(view.state.doc))))
    act(() => view.dispatch(view.state.tr.deleteSelection()))
    await waitFor(() => expect(form.value()!.body).toBeUndefined())
    expect(element.querySelectorAll('.vellum-form-pt-far, .vellum-form-pt-spacer')).toHaveLength(0)
  })
})

describe('the window’s ranges', () => {
  it('merges ranges that overlap or touch, in order', () => {
    expect(
      mergeRanges([
        {from: 50, to: 60},
        {from: 0, to: 10},
        {from: 10, to: 20},
        {from: 55, to: 70},
        {from: 30, to: 30},
      ]),
    ).toEqual([
      {from: 0, to: 20},
      {from: 50, to: 70},
    ])
  })

  it('takes the blocks from a screen above what is visible to a screen below', () => {
    // Ten blocks of 100 px: 0, 100, …, 1000 (the end).
    const tops = Array.from({length: 11}, (_, index) => index * 100)
    expect(viewportRange(tops, {top: 450, bottom: 650})).toEqual({from: 2, to: 9})
    expect(viewportRange(tops, {top: 0, bottom: 200})).toEqual({from: 0, to: 4})
    expect(viewportRange(tops, {top: 900, bottom: 1000})).toEqual({from: 8, to: 10})
  })
})

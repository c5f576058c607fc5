import {makeTextPatch} from '../../../../src/mutations'
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {useState} from 'react'
import {FormBuilder, FormServicesProvider} from '../../../../src/form'
import {applyPatches} from '../../../../src/mutations'
import {ThemeProvider} from '../../../../src/ui'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {TextSelection} from 'prosemirror-state'
import {docType, renderForm} from '../../support'
import {ECHO_SETTLED_MS, TYPED_SEND_LATEST_MS} from '../../../../src/form/inputs/portableText/useEditorView'
import {caretAt, editorElement, typeText, viewOf} from './editorHarness'
import {block, span} from './fixtures'

const post = () =>
  docType([
    {
      name: 'body',
      type: 'array',
      of: [{type: 'block'}, {type: 'object', name: 'callout', fields: [{name: 'text', type: 'string'}]}],
    },
  ])

const body = [block('b1', [span('Hello world', 's1')]), block('b2', [span('Second', 's2')])]

// ProseMirror's `Mod` is Meta on a Mac (as happy-dom's navigator may say) and Ctrl elsewhere.
const MOD = /Mac|iP(hone|[oa]d)/.test(navigator.platform) ? {metaKey: true} : {ctrlKey: true}

afterEach(cleanup)

/**
 * The post form over a value kept as a store keeps it: the form's patches are applied to it
 * (those `keeps` lets through). `receive` puts another value in, as someone else's edit would.
 */
function renderStoredForm(keeps: () => boolean = () => true) {
  let receive: (value: Record<string, unknown>) => void = () => {}
  function Host() {
    const [value, setValue] = useState<Record<string, unknown>>({_id: 'p', _type: 'doc', body})
    receive = setValue
    return (
      <FormBuilder
        schemaType={post()}
        value={value}
        onChange={(event) => keeps() && setValue((current) => applyPatches(current, event.patches))}
      />
    )
  }
  render(
    <ThemeProvider>
      <FormServicesProvider services={{}}>
        <Host />
      </FormServicesProvider>
    </ThemeProvider>,
  )
  return {receive: (value: Record<string, unknown>) => receive(value)}
}

describe('PortableTextInput', () => {
  it('renders the body as rich text and typing emits a diff-match-patch of the span text', async () => {
    const form = renderForm(post(), {value: {_id: 'p', _type: 'doc', body}})
    const element = await editorElement()
    expect(element.querySelector('p[data-key="b1"]')?.textContent).toBe('Hello world')
    const view = viewOf(element)
    caretAt(view, 6)
    act(() => view.dispatch(view.state.tr.insertText(',')))
    // Sent once the keystroke has painted (after the next frame), not before.
    expect(form.lastPatches()).toEqual([])
    await waitFor(() =>
      expect(form.lastPatches()).toEqual([
        {
          type: 'diffMatchPatch',
          path: ['body', {_key: 'b1'}, 'children', {_key: 's1'}, 'text'],
          value: makeTextPatch('Hello world', 'Hello, world'),
        },
      ]),
    )
  })

  it('sends typing waiting for the next frame at once before a structural edit, and on blur', async () => {
    const form = renderForm(post(), {value: {_id: 'p', _type: 'doc', body}})
    const element = await editorElement()
    const view = viewOf(element)
    const texts = () => (form.value() as {body: {children: {text: string}[]}[]}).body.map((b) => b.children[0]!.text)
    caretAt(view, 6)
    typeText(view, ',')
    expect(texts()[0]).toBe('Hello world')
    // Enter: the comma first, then the split, in that order.
    fireEvent.keyDown(element, {key: 'Enter', keyCode: 13})
    expect(texts()).toEqual(['Hello,', ' world', 'Second'])
    typeText(view, 'X')
    fireEvent.blur(element)
    expect(texts()).toEqual(['Hello,', 'X world', 'Second'])
  })

  it('toggles strong with mod+b', async () => {
    const form = renderForm(post(), {value: {_id: 'p', _type: 'doc', body}})
    const element = await editorElement()
    const view = viewOf(element)
    act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 7, 12))))
    fireEvent.keyDown(element, {key: 'b', keyCode: 66, ...MOD})
    const value = form.value() as {body: {children: {marks: string[]; text: string}[]}[]}
    expect(value.body[0]!.children.map((child) => [child.text, child.marks])).toEqual([
      ['Hello ', []],
      ['world', ['strong']],
    ])
    expect(screen.getByRole('button', {name: 'Strong'}).getAttribute('aria-pressed')).toBe('true')
  })

  it('splits a paragraph with Enter, keeping its key on the first half', async () => {
    const form = renderForm(post(), {value: {_id: 'p', _type: 'doc', body}})
    const element = await editorElement()
    const view = viewOf(element)
    caretAt(view, 6)
    fireEvent.keyDown(element, {key: 'Enter', keyCode: 13})
    const keys = (form.value() as {body: {_key: string}[]}).body.map((item) => item._key)
    expect(keys).toEqual(['b1', expect.stringMatching(/^[a-zA-Z0-9]{12}$/), 'b2'])
  })

  it("keeps the caret in place when someone else's edit arrives", async () => {
    const {receive} = renderStoredForm()
    const element = await editorElement()
    const view = viewOf(element)
    caretAt(view, 7) // before "world"
    act(() => receive({_id: 'p', _type: 'doc', body: [block('b1', [span('Oh, hello world', 's1')]), body[1]]}))
    expect(view.state.doc.firstChild!.textContent).toBe('Oh, hello world')
    expect(view.state.selection.from).toBe(11)
  })

  it('shows the value once typing has paused, when the store took back an edit', async () => {
    let drop = false
    // The store drops the second edit (as when someone else's edit took it back).
    renderStoredForm(() => !drop)
    const view = viewOf(await editorElement())
    vi.useFakeTimers()
    try {
      caretAt(view, 12)
      typeText(view, '!')
      // Typing goes to the form after the keystroke has painted.
      act(() => vi.advanceTimersByTime(TYPED_SEND_LATEST_MS))
      drop = true
      typeText(view, '?')
      // Meanwhile the form's value is taken as late: the keystroke stays.
      act(() => vi.advanceTimersByTime(ECHO_SETTLED_MS - 1))
      expect(view.state.doc.firstChild!.textContent).toBe('Hello world!?')
      act(() => vi.advanceTimersByTime(1))
      expect(view.state.doc.firstChild!.textContent).toBe('Hello world!')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the invalid-value panel, and fixes the value', async () => {
    const user = userEvent.setup()
    const invalid = {_key: 'k', _type: 'block', children: [{_key: 'a', _type: 'span', text: 'x', marks: ['blink']}]}
    const form = renderForm(post(), {value: {_id: 'p', _type: 'doc', body: [invalid]}})
    await screen.findByText('Invalid portable text value')
    expect(screen.getByText('A block has no markDefs')).toBeTruthy()
    expect(screen.getByText('The mark "blink" is not allowed')).toBeTruthy()
    await user.click(screen.getByRole('button', {name: 'Fix value'}))
    const fixed = (form.value() as {body: {_key: string; markDefs: unknown[]}[]}).body
    expect(fixed).toEqual([{...invalid, markDefs: [], children: [{...invalid.children[0], marks: []}]}])
    await editorElement()
  })

  it('offers no fix and no toolbar when read-only, and the text is not editable', async () => {
    renderForm(post(), {
      value: {_id: 'p', _type: 'doc', body: [{_key: 'x', _type: 'block', children: []}]},
      readOnly: true,
    })
    await screen.findByText('Invalid portable text value')
    expect(screen.queryByRole('button', {name: 'Fix value'})).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', {name: 'Ignore'}))
    const element = await editorElement()
    expect(element.getAttribute('contenteditable')).toBe('false')
    expect(screen.queryByRole('toolbar')).toBeNull()
  })

  it('takes typing after an ignored invalid value (the view shows what the editor made of it)', async () => {
    renderForm(post(), {value: {_id: 'p', _type: 'doc', body: [{_key: 'x', _type: 'block', children: []}]}})
    await userEvent.setup().click(await screen.findByRole('button', {name: 'Ignore'}))
    const view = viewOf(await editorElement())
    caretAt(view, 1)
    act(() => view.dispatch(view.state.tr.insertText('Fine')))
    expect(view.state.doc.textContent).toBe('Fine')
  })
})

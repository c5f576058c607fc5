import {act, cleanup, fireEvent, screen, within} from '@testing-library/react'
import {NodeSelection, TextSelection} from 'prosemirror-state'
import type {EditorView} from 'prosemirror-view'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, renderForm} from '../../support'
import {editorElement, viewOf} from './editorHarness'
import {block, span} from './fixtures'

const mentionType = (modal?: {type: 'popover'}) => ({
  name: 'mention',
  type: 'object',
  title: 'Mention',
  fields: [{name: 'name', type: 'string', title: 'Name'}],
  ...(modal ? {options: {modal}} : {}),
})
const post = (modal?: {type: 'popover'}) =>
  docType([{name: 'body', type: 'array', of: [{type: 'block', of: [{type: 'mention'}]}]}], {
    extra: [mentionType(modal) as never],
  })
const body = [
  block('b1', [span('Hi ', 's1'), {_key: 'm1', _type: 'mention', name: 'Ada'}, span(' there', 's2')]),
  block('b2', [span('Second', 's3')]),
]
const doc = {_id: 'p', _type: 'doc', body}

/** Selects the inline object at `pos`, as a click on it does. */
function selectObject(view: EditorView, pos = 4) {
  act(() => view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, pos))))
}

afterEach(cleanup)

describe('the inline-object popover', () => {
  it('opens on a selected inline object with its preview, Edit and Remove; Escape closes it', async () => {
    renderForm(post(), {value: doc})
    const element = await editorElement()
    const view = viewOf(element)
    expect(screen.queryByRole('dialog', {name: 'Mention'})).toBeNull()
    selectObject(view)
    const popover = screen.getByRole('dialog', {name: 'Mention'})
    expect(popover).toHaveTextContent('Ada')
    expect(within(popover).getByRole('button', {name: 'Edit'})).toBeEnabled()
    expect(within(popover).getByRole('button', {name: 'Remove'})).toBeInTheDocument()
    // The focus stays in the text; Escape there closes the popover.
    fireEvent.keyDown(element, {key: 'Escape', keyCode: 27})
    expect(screen.queryByRole('dialog', {name: 'Mention'})).toBeNull()
    // Selecting it again opens it again.
    act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1))))
    selectObject(view)
    expect(screen.getByRole('dialog', {name: 'Mention'})).toBeInTheDocument()
  })

  it('edits the object’s fields in the item dialog, patching it in place by key', async () => {
    const user = userEvent.setup()
    const form = renderForm(post(), {value: doc})
    const view = viewOf(await editorElement())
    selectObject(view)
    await user.click(within(screen.getByRole('dialog', {name: 'Mention'})).getByRole('button', {name: 'Edit'}))
    const dialog = await screen.findByRole('dialog', {name: 'Edit Mention'})
    const name = within(dialog).getByRole('textbox', {name: 'Name'})
    expect(name).toHaveValue('Ada')
    await user.clear(name)
    await user.type(name, 'Grace')
    expect(form.lastPatches()[0]).toMatchObject({path: ['body', {_key: 'b1'}, 'children', {_key: 'm1'}, 'name']})
    const value = form.value() as {body: {children: Record<string, unknown>[]}[]}
    expect(value.body[0]!.children[1]).toEqual({_key: 'm1', _type: 'mention', name: 'Grace'})
    // The editor shows the new value, and keeps the other children as they were.
    expect(view.state.doc.firstChild!.child(1).attrs.value).toEqual({_key: 'm1', _type: 'mention', name: 'Grace'})
    expect(value.body[0]!.children.map((child) => child._key)).toEqual(['s1', 'm1', 's2'])
    await user.click(within(dialog).getByRole('button', {name: 'Close'}))
    expect(screen.queryByRole('dialog', {name: 'Edit Mention'})).toBeNull()
  })

  it('opens the editor with Enter on the selected object', async () => {
    renderForm(post(), {value: doc})
    const element = await editorElement()
    selectObject(viewOf(element))
    fireEvent.keyDown(element, {key: 'Enter', keyCode: 13})
    expect(await screen.findByRole('dialog', {name: 'Edit Mention'})).toBeInTheDocument()
    expect(viewOf(element).state.doc.childCount).toBe(2)
  })

  it('shows the fields in the popover for a type whose modal is a popover', async () => {
    const user = userEvent.setup()
    renderForm(post({type: 'popover'}), {value: doc})
    selectObject(viewOf(await editorElement()))
    const popover = screen.getByRole('dialog', {name: 'Mention'})
    await user.click(within(popover).getByRole('button', {name: 'Edit'}))
    expect(within(popover).getByRole('textbox', {name: 'Name'})).toHaveValue('Ada')
    expect(screen.queryByRole('dialog', {name: 'Edit Mention'})).toBeNull()
  })

  it('removes the object with an unset of its key', async () => {
    const user = userEvent.setup()
    const form = renderForm(post(), {value: doc})
    const view = viewOf(await editorElement())
    selectObject(view)
    await user.click(within(screen.getByRole('dialog', {name: 'Mention'})).getByRole('button', {name: 'Remove'}))
    expect(form.lastPatches()).toContainEqual({type: 'unset', path: ['body', {_key: 'b1'}, 'children', {_key: 'm1'}]})
    expect(screen.queryByRole('dialog', {name: 'Mention'})).toBeNull()
    expect(view.state.doc.firstChild!.textContent).toBe('Hi  there')
  })

  it('offers no Remove when read-only, and Edit shows the fields read-only', async () => {
    renderForm(post(), {value: doc, readOnly: true})
    selectObject(viewOf(await editorElement()))
    const popover = screen.getByRole('dialog', {name: 'Mention'})
    expect(within(popover).queryByRole('button', {name: 'Remove'})).toBeNull()
    await userEvent.setup().click(within(popover).getByRole('button', {name: 'View Mention'}))
    expect(await screen.findByRole('dialog', {name: 'View Mention'})).toBeInTheDocument()
  })
})

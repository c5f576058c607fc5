import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {docType, renderForm} from '../../support'
import {addFormCss, editorElement} from './editorHarness'
import {block, span} from './fixtures'

const post = () =>
  docType([
    {name: 'title', type: 'string', title: 'Title'},
    {name: 'body', type: 'array', title: 'Body', of: [{type: 'block'}]},
  ])
const doc = {_id: 'p', _type: 'doc', body: [block('b1', [span('Hello world', 's1')])]}
const overlay = () => screen.queryByRole('button', {name: 'Click to activate'})
// ProseMirror's `Mod` is Meta on a Mac (as happy-dom's navigator may say) and Ctrl elsewhere.
const MOD = /Mac|iP(hone|[oa]d)/.test(navigator.platform) ? {metaKey: true} : {ctrlKey: true}

afterEach(cleanup)
// The overlay's look (over the whole field) is in the form's stylesheet.
let removeFormCss: () => void
beforeAll(() => void (removeFormCss = addFormCss()))
afterAll(() => removeFormCss())

describe('the click-to-activate overlay', () => {
  it('lies over an editor not in use, which is out of the tab order until a click activates it', async () => {
    const user = userEvent.setup()
    renderForm(post(), {value: doc})
    const element = await editorElement()
    expect(overlay()).toBeInTheDocument()
    // Over the whole field, outside the text's scrolling element: a wheel over it scrolls the page.
    expect(overlay()!.parentElement).toBe(element.closest('.vellum-form-pt'))
    expect(overlay()!.closest('.vellum-form-pt-editor')).toBeNull()
    expect(overlay()).toHaveStyle({position: 'absolute'})
    expect(element).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('toolbar')).toHaveAttribute('inert')
    expect(element.closest('.vellum-form-pt')).not.toHaveAttribute('data-active')
    await user.click(overlay()!)
    expect(overlay()).toBeNull()
    expect(element).toHaveFocus()
    expect(element).not.toHaveAttribute('tabindex')
    expect(screen.getByRole('toolbar')).not.toHaveAttribute('inert')
    expect(element.closest('.vellum-form-pt')).toHaveAttribute('data-active')
  })

  it('is reached with Tab and activates with Enter or Space', async () => {
    const user = userEvent.setup()
    renderForm(post(), {value: doc})
    const element = await editorElement()
    await user.click(screen.getByRole('textbox', {name: 'Title'}))
    await user.tab()
    const button = screen.getByRole('button', {name: 'Press Enter or Space to activate'})
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(overlay()).toBeNull()
    expect(element).toHaveFocus()
    // Leaving the field brings it back; Space activates it as well.
    await user.click(screen.getByRole('textbox', {name: 'Title'}))
    expect(overlay()).toBeInTheDocument()
    await user.tab()
    await user.keyboard(' ')
    expect(overlay()).toBeNull()
    expect(element).toHaveFocus()
  })

  it('comes back when the pointer is pressed outside the field, not in what the editor opened', async () => {
    const user = userEvent.setup()
    renderForm(post(), {value: doc})
    await editorElement()
    await user.click(overlay()!)
    fireEvent.pointerDown(screen.getByRole('toolbar'))
    expect(overlay()).toBeNull()
    const layer = document.createElement('div')
    layer.className = 'vellum-layer'
    document.body.append(layer)
    fireEvent.pointerDown(layer)
    expect(overlay()).toBeNull()
    layer.remove()
    fireEvent.pointerDown(document.body)
    expect(overlay()).toBeInTheDocument()
  })

  it('gives way when focus lands in the editor by other means (its label, a focus path)', async () => {
    const form = renderForm(post(), {value: doc})
    const element = await editorElement()
    act(() => element.focus())
    expect(overlay()).toBeNull()
    act(() => element.blur())
    fireEvent.pointerDown(document.body)
    expect(overlay()).toBeInTheDocument()
    form.update({focusPath: ['body']})
    expect(overlay()).toBeNull()
    expect(element).toHaveFocus()
    // The focus path may stay at the field (the host keeps it): a press outside still brings the overlay back.
    fireEvent.pointerDown(document.body)
    expect(overlay()).toBeInTheDocument()
  })

  it('is not shown read-only, nor in fullscreen', async () => {
    const user = userEvent.setup()
    const form = renderForm(post(), {value: doc, readOnly: true})
    const element = await editorElement()
    expect(overlay()).toBeNull()
    expect(element).toHaveTextContent('Hello world')
    form.update({readOnly: false})
    await user.click(overlay()!)
    fireEvent.keyDown(element, {key: 'Enter', keyCode: 13, ...MOD})
    expect(element.closest('.vellum-form-pt')).toHaveAttribute('data-fullscreen')
    fireEvent.pointerDown(document.body)
    expect(overlay()).toBeNull()
  })
})

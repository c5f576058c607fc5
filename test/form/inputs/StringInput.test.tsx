import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([
  {name: 'title', type: 'string', placeholder: 'Untitled', description: 'Shown in lists'},
  {name: 'subtitle', type: 'string'},
])
const doc = {_id: 'd', _type: 'doc'}

describe('StringInput', () => {
  it('shows the value and the placeholder', () => {
    renderForm(type, {value: {...doc, title: 'Hello'}})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    expect(title.value).toBe('Hello')
    expect((screen.getByRole('textbox', {name: 'Subtitle'}) as HTMLInputElement).value).toBe('')
    expect(title.placeholder).toBe('Untitled')
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Shown in lists',
    )
  })

  it('emits a set patch per keystroke, and unset when emptied', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    const title = screen.getByRole('textbox', {name: 'Title'})
    await user.type(title, 'Hi')
    expect(form.events).toEqual([
      [{type: 'set', path: ['title'], value: 'H', typedOn: ''}],
      [{type: 'set', path: ['title'], value: 'Hi', typedOn: 'H'}],
    ])
    await user.clear(title)
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['title'], typedOn: 'Hi'}])
    expect(form.value()).toEqual(doc)
  })

  it('shows validation: invalid state, icon with summary, messages it is described by', () => {
    renderForm(type, {
      value: doc,
      validation: [marker(['title'], 'Required'), marker(['title'], 'Should be short', 'warning')],
    })
    const title = screen.getByRole('textbox', {name: 'Title'})
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('img', {name: '1 error, 1 warning'})).toBeVisible()
    const described = title
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain('RequiredShould be short')
    expect(screen.getByRole('textbox', {name: 'Subtitle'}).getAttribute('aria-invalid')).toBeNull()
  })

  it('is not invalid for warnings alone', () => {
    renderForm(type, {value: doc, validation: [marker(['title'], 'Should be short', 'warning')]})
    expect(screen.getByRole('textbox', {name: 'Title'}).getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('img', {name: '1 warning'})).toBeVisible()
  })

  it('shows who is in the field', () => {
    renderForm(type, {value: doc, presence: [someone('Ada Lovelace', ['title']), someone('Alan Turing', ['subtitle'])]})
    const title = screen.getByRole('textbox', {name: 'Title'}).closest('.vellum-form-field') as HTMLElement
    expect(within(title).getByRole('img', {name: 'Ada Lovelace'})).toBeVisible()
    expect(within(title).queryByRole('img', {name: 'Alan Turing'})).toBeNull()
  })

  it('is read-only: nothing typed is emitted', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, title: 'Fixed'}, readOnly: true})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    expect(title.readOnly).toBe(true)
    await user.type(title, 'more')
    expect(form.events).toEqual([])
    expect(title.value).toBe('Fixed')
    expect(screen.getAllByRole('img', {name: 'This field is read-only'})).toHaveLength(2)
  })

  it('reports focus and blur with paths, and moves on with Tab', async () => {
    const user = userEvent.setup()
    const onPathFocus = vi.fn()
    const onPathBlur = vi.fn()
    renderForm(type, {value: doc, onPathFocus, onPathBlur})
    await user.click(screen.getByRole('textbox', {name: 'Title'}))
    expect(onPathFocus).toHaveBeenLastCalledWith(['title'])
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Subtitle'}))
    expect(onPathBlur).toHaveBeenCalledWith(['title'])
    expect(onPathFocus).toHaveBeenLastCalledWith(['subtitle'])
  })

  it('offers to convert a stored number to text, or to reset it', () => {
    const form = renderForm(type, {value: {...doc, title: 12, subtitle: {a: 1}}})
    expect(screen.queryByRole('textbox', {name: 'Title'})).toBeNull()
    const alerts = screen.getAllByRole('alert')
    expect(alerts[0]!.textContent).toContain('Invalid property value')
    expect(alerts[0]!.textContent).toContain(
      'The value of this field is of type "number", but the schema expects type "string".',
    )
    expect(within(alerts[1]!).queryByRole('button', {name: /Convert/})).toBeNull()
    fireEvent.click(within(alerts[0]!).getByRole('button', {name: 'Convert to string'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['title'], value: '12'}])
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['subtitle']}])
    expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).value).toBe('12')
  })

  it('sends a diff-match-patch patch for a small edit of a long text when the services ask for it', () => {
    const long = 'An introduction that runs for well over thirty characters'
    const form = renderForm(type, {value: {...doc, title: long}, services: {diffMatchPatch: true}})
    fireEvent.change(screen.getByRole('textbox', {name: 'Title'}), {target: {value: `${long}!`}})
    expect(form.lastPatches()[0]).toMatchObject({type: 'diffMatchPatch', path: ['title']})
    expect(form.value()).toMatchObject({title: `${long}!`})
  })
})

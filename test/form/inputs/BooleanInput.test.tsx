import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([
  {name: 'published', type: 'boolean', description: 'Visible on the site'},
  {name: 'agreed', type: 'boolean', options: {layout: 'checkbox'}},
])
const doc = {_id: 'd', _type: 'doc'}

describe('BooleanInput', () => {
  it('is a switch by default and a checkbox when asked, named by the field title', () => {
    renderForm(type, {value: {...doc, published: true, agreed: false}})
    const published = screen.getByRole('switch', {name: 'Published'}) as HTMLInputElement
    expect(published.checked).toBe(true)
    const agreed = screen.getByRole('checkbox', {name: 'Agreed'}) as HTMLInputElement
    expect(agreed.checked).toBe(false)
    expect(agreed.indeterminate).toBe(false)
  })

  it('shows a missing value as not answered', () => {
    renderForm(type, {value: doc})
    expect((screen.getByRole('checkbox', {name: 'Agreed'}) as HTMLInputElement).indeterminate).toBe(true)
    expect(screen.getByRole('switch', {name: 'Published'}).hasAttribute('data-indeterminate')).toBe(true)
  })

  it('emits set(true) and set(false) on click and with Space', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.click(screen.getByRole('switch', {name: 'Published'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['published'], value: true}])
    await user.keyboard(' ')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['published'], value: false}])
    await user.click(screen.getByText('Agreed'))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['agreed'], value: true}])
  })

  it('shows validation and presence beside the title', () => {
    renderForm(type, {value: doc, validation: [marker(['agreed'], 'Required')], presence: [someone('Ada', ['agreed'])]})
    const agreed = screen.getByRole('checkbox', {name: 'Agreed'})
    expect(agreed.getAttribute('aria-invalid')).toBe('true')
    const field = agreed.closest('.vellum-form-field') as HTMLElement
    expect(within(field).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field).getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('is disabled when read-only', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, published: true}, readOnly: true})
    const published = screen.getByRole('switch', {name: 'Published'}) as HTMLInputElement
    expect(published.disabled).toBe(true)
    await user.click(published)
    expect(form.events).toEqual([])
  })

  it('offers to convert stored yes/no words and 0/1', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, published: 'Yes', agreed: 0}})
    const buttons = screen.getAllByRole('button', {name: 'Convert to boolean'})
    await user.click(buttons[0]!)
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['published'], value: true}])
    await user.click(screen.getByRole('button', {name: 'Convert to boolean'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['agreed'], value: false}])
  })
})

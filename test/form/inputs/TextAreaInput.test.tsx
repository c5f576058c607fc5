import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([
  {name: 'body', type: 'text', placeholder: 'Write…'},
  {name: 'summary', type: 'text', rows: 3},
])
const doc = {_id: 'd', _type: 'doc'}

describe('TextAreaInput', () => {
  it('has the type’s rows, 10 by default, and its placeholder', () => {
    renderForm(type, {value: doc})
    const body = screen.getByRole('textbox', {name: 'Body'}) as HTMLTextAreaElement
    expect(body.tagName).toBe('TEXTAREA')
    expect(body.getAttribute('rows')).toBe('10')
    expect(body.placeholder).toBe('Write…')
    expect(screen.getByRole('textbox', {name: 'Summary'}).getAttribute('rows')).toBe('3')
  })

  it('emits set patches while typing, line breaks included, and unset when emptied', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    const body = screen.getByRole('textbox', {name: 'Body'})
    await user.type(body, 'a{Enter}b')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['body'], value: 'a\nb', typedOn: 'a\n'}])
    expect(form.events).toHaveLength(3)
    await user.clear(body)
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['body'], typedOn: 'a\nb'}])
  })

  it('shows validation and presence', () => {
    renderForm(type, {
      value: doc,
      validation: [marker(['body'], 'Required')],
      presence: [someone('Grace Hopper', ['body'])],
    })
    const body = screen.getByRole('textbox', {name: 'Body'})
    expect(body.getAttribute('aria-invalid')).toBe('true')
    const field = body.closest('.vellum-form-field') as HTMLElement
    expect(within(field).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field).getByRole('img', {name: 'Grace Hopper'})).toBeVisible()
  })

  it('is read-only', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, body: 'Kept'}, readOnly: true})
    const body = screen.getByRole('textbox', {name: 'Body'}) as HTMLTextAreaElement
    expect(body.readOnly).toBe(true)
    await user.type(body, 'x')
    expect(form.events).toEqual([])
  })

  it('offers to convert a stored boolean to text', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, body: true}})
    await user.click(screen.getByRole('button', {name: 'Convert to string'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['body'], value: 'true'}])
  })
})

import {cleanup, screen} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([{name: 'contact', type: 'email', placeholder: 'name@example.com'}])
const doc = {_id: 'd', _type: 'doc'}

describe('EmailInput', () => {
  it('is an e-mail input with the e-mail keyboard', () => {
    renderForm(type, {value: {...doc, contact: 'ada@example.com'}})
    const contact = screen.getByRole('textbox', {name: 'Contact'}) as HTMLInputElement
    expect([contact.type, contact.inputMode, contact.value, contact.placeholder]).toEqual([
      'email',
      'email',
      'ada@example.com',
      'name@example.com',
    ])
  })

  it('emits set while typing and unset when emptied', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(screen.getByRole('textbox', {name: 'Contact'}), 'a@b')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['contact'], value: 'a@b', typedOn: 'a@'}])
    await user.clear(screen.getByRole('textbox', {name: 'Contact'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['contact'], typedOn: 'a@b'}])
  })

  it('shows validation and presence, and is read-only', () => {
    renderForm(type, {
      value: {...doc, contact: 'nope'},
      readOnly: true,
      validation: [marker(['contact'], 'Must be a valid email address')],
      presence: [someone('Ada', ['contact'])],
    })
    const contact = screen.getByRole('textbox', {name: 'Contact'}) as HTMLInputElement
    expect(contact.readOnly).toBe(true)
    expect(contact.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('img', {name: '1 error'})).toBeVisible()
    expect(screen.getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('offers a reset for a stored object', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, contact: {address: 'x'}}})
    expect(screen.queryByRole('button', {name: /Convert/})).toBeNull()
    await user.click(screen.getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['contact']}])
  })
})

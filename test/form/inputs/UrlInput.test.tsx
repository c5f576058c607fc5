import {cleanup, screen} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([
  {name: 'website', type: 'url'},
  {name: 'path', type: 'url', validation: (rule) => rule.uri({allowRelative: true})},
])
const doc = {_id: 'd', _type: 'doc'}

describe('UrlInput', () => {
  it('is a URL input, or a text input when relative URLs are allowed', () => {
    renderForm(type, {value: doc})
    const website = screen.getByRole('textbox', {name: 'Website'}) as HTMLInputElement
    expect([website.type, website.inputMode]).toEqual(['url', 'url'])
    expect((screen.getByRole('textbox', {name: 'Path'}) as HTMLInputElement).type).toBe('text')
  })

  it('emits set while typing and unset when emptied', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(screen.getByRole('textbox', {name: 'Path'}), '/a')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['path'], value: '/a', typedOn: '/'}])
    await user.clear(screen.getByRole('textbox', {name: 'Path'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['path'], typedOn: '/a'}])
  })

  it('shows validation and presence, and is read-only', () => {
    renderForm(type, {
      value: {...doc, website: 'ftp://x'},
      readOnly: true,
      validation: [marker(['website'], 'Does not match allowed protocols/schemes')],
      presence: [someone('Ada', ['website'])],
    })
    const website = screen.getByRole('textbox', {name: 'Website'}) as HTMLInputElement
    expect(website.readOnly).toBe(true)
    expect(website.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('offers a reset for a stored number, converting where it can', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, website: 404}})
    await user.click(screen.getByRole('button', {name: 'Convert to string'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['website'], value: '404'}])
  })
})

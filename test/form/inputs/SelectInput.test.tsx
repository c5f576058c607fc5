import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([
  {
    name: 'category',
    type: 'string',
    options: {list: [{title: 'News', value: 'news'}, {title: 'Opinion', value: 'opinion'}, 'other']},
  },
  {name: 'rating', type: 'number', options: {list: [1, 2, 3], layout: 'radio', direction: 'horizontal'}},
  {name: 'size', type: 'string', options: {list: ['small', 'large'], layout: 'radio'}},
])
const doc = {_id: 'd', _type: 'doc'}

describe('SelectInput as a dropdown', () => {
  it('lists the choices after an empty one, titled or bare', () => {
    renderForm(type, {value: {...doc, category: 'opinion'}})
    const select = screen.getByRole('combobox', {name: 'Category'}) as HTMLSelectElement
    expect([...select.options].map((option) => option.text)).toEqual(['Select…', 'News', 'Opinion', 'other'])
    expect(select.selectedOptions[0]!.text).toBe('Opinion')
  })

  it('emits set with the chosen value and unset for the empty choice', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    const select = screen.getByRole('combobox', {name: 'Category'})
    await user.selectOptions(select, 'News')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['category'], value: 'news'}])
    await user.selectOptions(select, 'Select…')
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['category']}])
  })

  it('shows a stored value that is not in the list as such', () => {
    renderForm(type, {value: {...doc, category: 'gone'}})
    const select = screen.getByRole('combobox', {name: 'Category'}) as HTMLSelectElement
    expect(select.selectedOptions[0]!.text).toBe('"gone"')
    expect(select.selectedOptions[0]!.disabled).toBe(true)
  })

  it('shows validation and presence, and is disabled when read-only', () => {
    renderForm(type, {
      value: doc,
      readOnly: true,
      validation: [marker(['category'], 'Required')],
      presence: [someone('Ada', ['category'])],
    })
    const select = screen.getByRole('combobox', {name: 'Category'}) as HTMLSelectElement
    expect(select.disabled).toBe(true)
    expect(select.getAttribute('aria-invalid')).toBe('true')
    const field = select.closest('.vellum-form-field') as HTMLElement
    expect(within(field).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field).getByRole('img', {name: 'Ada'})).toBeVisible()
  })
})

describe('SelectInput as radio buttons', () => {
  it('is a radio group named by the field, vertical or horizontal', () => {
    renderForm(type, {value: {...doc, rating: 2}})
    const rating = screen.getByRole('radiogroup', {name: 'Rating'})
    expect(rating.getAttribute('data-direction')).toBe('horizontal')
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['0', false],
      ['1', true],
      ['2', false],
    ])
    expect(screen.getByRole('radiogroup', {name: 'Size'}).getAttribute('data-direction')).toBe('vertical')
  })

  it('emits set with the value of the chosen radio, as a number for number fields', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.click(screen.getByRole('radio', {name: '3'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['rating'], value: 3}])
    await user.click(screen.getByRole('radio', {name: 'large'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['size'], value: 'large'}])
  })

  it('moves between choices with the arrow keys', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, size: 'small'}})
    await user.click(screen.getByRole('radio', {name: 'small'}))
    await user.keyboard('{ArrowDown}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['size'], value: 'large'}])
    expect(document.activeElement).toBe(screen.getByRole('radio', {name: 'large'}))
  })

  it('is disabled when read-only and shows validation', () => {
    renderForm(type, {value: doc, readOnly: true, validation: [marker(['size'], 'Required')]})
    const size = screen.getByRole('radiogroup', {name: 'Size'})
    expect(
      within(size)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true)
    expect(size.getAttribute('aria-invalid')).toBe('true')
  })

  it('offers to convert a stored text to a number', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, rating: '2'}})
    await user.click(screen.getByRole('button', {name: 'Convert to number'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['rating'], value: 2}])
    expect((screen.getByRole('radio', {name: '2'}) as HTMLInputElement).checked).toBe(true)
  })
})

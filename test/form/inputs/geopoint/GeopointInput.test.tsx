import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {geopointRangeError} from '../../../../src/form'
import {docType, marker, renderForm, someone} from '../../support'

afterEach(cleanup)

const type = docType([{name: 'location', type: 'geopoint'}])
const doc = {_id: 'd', _type: 'doc'}
const number = (name: string) => screen.getByRole('spinbutton', {name}) as HTMLInputElement
const coordinate = (name: string) => number(name).closest('.vellum-form-geopoint-coordinate') as HTMLElement

describe('GeopointInput', () => {
  it('shows Latitude, Longitude and Altitude in the location group', () => {
    renderForm(type, {value: {...doc, location: {_type: 'geopoint', lat: 59.91, lng: 10.75, alt: 12}}})
    const group = screen.getByRole('group', {name: 'Location'})
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((input) => [input.getAttribute('id') !== null, (input as HTMLInputElement).value]),
    ).toEqual([
      [true, '59.91'],
      [true, '10.75'],
      [true, '12'],
    ])
    expect(number('Latitude').value).toBe('59.91')
    expect(number('Altitude').value).toBe('12')
  })

  it('sets a coordinate, creating the geopoint with its _type', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(number('Latitude'), '-33.9')
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['location'], value: {_type: 'geopoint'}},
      {type: 'set', path: ['location', 'lat'], value: -33.9},
    ])
    await user.type(number('Longitude'), '18.4')
    expect(form.value()).toEqual({...doc, location: {_type: 'geopoint', lat: -33.9, lng: 18.4}})
  })

  it('unsets a cleared coordinate, and the geopoint once none is left', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, location: {_type: 'geopoint', lat: 1, lng: 2}}})
    await user.clear(number('Latitude'))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['location', 'lat']}])
    await user.clear(number('Longitude'))
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['location', 'lng']},
      {type: 'unset', path: ['location']},
    ])
    expect(form.value()).toEqual(doc)
  })

  it('flags a latitude outside -90..90 and a longitude outside -180..180 under the number', () => {
    renderForm(type, {value: {...doc, location: {_type: 'geopoint', lat: 91, lng: -180.5, alt: 99999}}})
    const shown = (name: string) => coordinate(name).querySelector('.vellum-form-geopoint-error')?.textContent
    expect(shown('Latitude')).toBe('Latitude must be between -90 and 90')
    expect(shown('Longitude')).toBe('Longitude must be between -180 and 180')
    expect(number('Latitude').getAttribute('aria-invalid')).toBe('true')
    expect(number('Longitude').getAttribute('aria-invalid')).toBe('true')
    expect(within(coordinate('Latitude')).getByRole('img', {name: '1 error'})).toBeVisible()
    // The message is one the input is described by.
    const describedBy = number('Latitude').getAttribute('aria-describedby')!.split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Latitude must be between -90 and 90',
    )
    expect(coordinate('Altitude').querySelector('.vellum-form-geopoint-error')).toBeNull()
    expect(number('Altitude').getAttribute('aria-invalid')).toBeNull()
  })

  it('accepts the bounds themselves, and clears the flag once the value is fixed', async () => {
    const user = userEvent.setup()
    renderForm(type, {value: {...doc, location: {_type: 'geopoint', lat: 90, lng: 181}}})
    expect(coordinate('Latitude').querySelector('.vellum-form-geopoint-error')).toBeNull()
    expect(coordinate('Longitude').querySelector('.vellum-form-geopoint-error')).not.toBeNull()
    await user.clear(number('Longitude'))
    await user.type(number('Longitude'), '-180')
    expect(coordinate('Longitude').querySelector('.vellum-form-geopoint-error')).toBeNull()
  })

  it('shows validation and presence per coordinate', () => {
    renderForm(type, {
      value: {...doc, location: {_type: 'geopoint', lat: 1, lng: 2}},
      validation: [marker(['location', 'lng'], 'Too far east', 'warning')],
      presence: [someone('Ada', ['location', 'lat'])],
    })
    expect(within(coordinate('Longitude')).getByRole('img', {name: '1 warning'})).toBeVisible()
    expect(within(coordinate('Latitude')).getByRole('img', {name: 'Ada'})).toBeVisible()
    expect(
      within(screen.getByRole('group', {name: 'Location'})).getAllByRole('img', {name: 'Ada'}).length,
    ).toBeGreaterThan(0)
  })

  it('is read-only', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, location: {_type: 'geopoint', lat: 1, lng: 2}}, readOnly: true})
    expect([number('Latitude'), number('Longitude'), number('Altitude')].every((input) => input.readOnly)).toBe(true)
    await user.type(number('Latitude'), '5')
    expect(form.events).toEqual([])
  })

  it('offers to reset a value that is not an object', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, location: 'Oslo'}})
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Invalid property value')
    await user.click(within(alert).getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['location']}])
    expect(number('Latitude').value).toBe('')
  })

  it('offers to convert a coordinate stored as text', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, location: {_type: 'geopoint', lat: '59.9', lng: 10}}})
    await user.click(screen.getByRole('button', {name: 'Convert to number'}))
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['location'], value: {_type: 'geopoint'}},
      {type: 'set', path: ['location', 'lat'], value: 59.9},
    ])
    expect(number('Latitude').value).toBe('59.9')
  })
})

describe('geopointRangeError', () => {
  it('checks latitude and longitude numbers only', () => {
    expect(geopointRangeError('lat', -90.01)).toMatchObject({min: -90, max: 90})
    expect(geopointRangeError('lng', 180.01)).toMatchObject({min: -180, max: 180})
    expect(geopointRangeError('lat', -90)).toBeUndefined()
    expect(geopointRangeError('alt', 1e9)).toBeUndefined()
    expect(geopointRangeError('lat', '100')).toBeUndefined()
    expect(geopointRangeError('toString', 1)).toBeUndefined()
  })
})

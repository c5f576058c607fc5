import {act, cleanup, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {docType, marker, openDatePicker, renderForm, someone} from '../../support'

const type = docType([
  {name: 'publishedAt', type: 'datetime'},
  {name: 'slot', type: 'datetime', options: {timeStep: 15}},
  {name: 'opensAt', type: 'datetime', options: {dateFormat: 'yyyy-MM-dd', timeFormat: 'HH:mm'}},
])
const doc = {_id: 'd', _type: 'doc'}
/** An instant given in local time, as stored (ISO 8601 in UTC): the tests pass in any time zone. */
const at = (month: number, day: number, hours = 0, minutes = 0) =>
  new Date(2026, month - 1, day, hours, minutes).toISOString()
const input = (name = 'Published At') => screen.getByRole('textbox', {name}) as HTMLInputElement
const picker = {button: 'Select date and time', dialog: 'Choose a date and time'}

beforeEach(() => {
  vi.useFakeTimers({toFake: ['Date']})
  vi.setSystemTime(new Date(2026, 10, 15, 9, 30))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('DateTimeInput', () => {
  it("shows the stored instant in local time as 'MMM d, yyyy p'", () => {
    renderForm(type, {value: {...doc, publishedAt: at(11, 22, 15, 30), opensAt: at(11, 22, 15, 30)}})
    expect(input().value).toBe('Nov 22, 2026 3:30 PM')
    expect(input('Opens At').value).toBe('2026-11-22 15:30')
    expect(input('Slot').placeholder).toBe('Jan 1, 2000 12:00 AM')
  })

  it('commits typed text on blur or Enter as an ISO 8601 string in UTC', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), 'Nov 22, 2026 3:30 PM')
    expect(form.events).toEqual([])
    await user.tab()
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['publishedAt'], value: at(11, 22, 15, 30)}])
    await user.type(input('Opens At'), '2026-12-01 08:05{Enter}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['opensAt'], value: at(12, 1, 8, 5)}])
  })

  it('rounds typed minutes down to the time step', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input('Slot'), 'Nov 22, 2026 3:44 PM{Enter}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['slot'], value: at(11, 22, 15, 30)}])
    expect(input('Slot').value).toBe('Nov 22, 2026 3:30 PM')
  })

  it("keeps text that names no datetime, marked 'Invalid datetime' with the format by example", async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), 'Nov 22, 2026{Enter}')
    expect(form.events).toEqual([])
    expect(input().value).toBe('Nov 22, 2026')
    const flag = screen.getByText('Invalid datetime')
    act(() => flag.focus())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toContain('Invalid date value: "Nov 22, 2026"')
    expect(tooltip.textContent).toContain('must be in format Jan 1, 2000 12:00 AM')
  })

  it('unsets the field when the text is cleared', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, publishedAt: at(11, 22, 15, 30)}})
    await user.clear(input())
    await user.keyboard('{Enter}')
    expect(form.events).toEqual([[{type: 'unset', path: ['publishedAt']}]])
  })

  describe('picker', () => {
    it('picks a day at midnight while the time is not included, and stays open', async () => {
      const user = userEvent.setup()
      const form = renderForm(type, {value: doc})
      const dialog = await openDatePicker(user, 'Published At', picker)
      const includeTime = within(dialog).getByRole('switch', {name: 'Include time'}) as HTMLInputElement
      expect(includeTime.checked).toBe(false)
      expect(within(dialog).queryByRole('combobox', {name: 'Hour'})).toBeNull()
      await user.keyboard('{ArrowRight}{Enter}')
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['publishedAt'], value: at(11, 16)}])
      expect(screen.getByRole('dialog')).toBe(dialog)
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(input().value).toBe('Nov 16, 2026 12:00 AM')
    })

    it('sets the hour and minute, offering minutes in time steps', async () => {
      const user = userEvent.setup()
      const form = renderForm(type, {value: {...doc, slot: at(11, 22, 9, 40)}})
      const dialog = await openDatePicker(user, 'Slot', picker)
      // A time other than midnight: the time is included.
      expect((within(dialog).getByRole('switch', {name: 'Include time'}) as HTMLInputElement).checked).toBe(true)
      const hour = within(dialog).getByRole('combobox', {name: 'Hour'}) as HTMLSelectElement
      const minute = within(dialog).getByRole('combobox', {name: 'Minute'}) as HTMLSelectElement
      expect([...minute.options].map((option) => option.textContent)).toEqual(['00', '15', '30', '45'])
      expect(hour.value).toBe('9')
      expect(hour.selectedOptions[0]!.textContent).toBe('9 AM')
      expect(minute.value).toBe('30')

      await user.selectOptions(hour, '15')
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['slot'], value: at(11, 22, 15, 30)}])
      await user.selectOptions(minute, '45')
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['slot'], value: at(11, 22, 15, 45)}])
      // A picked day keeps the time.
      await user.click(within(dialog).getByRole('button', {name: 'Wednesday, November 25, 2026'}))
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['slot'], value: at(11, 25, 15, 45)}])
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(input('Slot').value).toBe('Nov 25, 2026 3:45 PM')
    })

    it('sets the time to midnight when the time is switched off', async () => {
      const user = userEvent.setup()
      const form = renderForm(type, {value: {...doc, publishedAt: at(11, 22, 15, 30)}})
      const dialog = await openDatePicker(user, 'Published At', picker)
      await user.click(within(dialog).getByRole('switch', {name: 'Include time'}))
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['publishedAt'], value: at(11, 22)}])
      expect(within(dialog).queryByRole('combobox', {name: 'Hour'})).toBeNull()
      // Switched on again, the time can be set on the picked day.
      await user.click(within(dialog).getByRole('switch', {name: 'Include time'}))
      await user.selectOptions(within(dialog).getByRole('combobox', {name: 'Hour'}), '18')
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['publishedAt'], value: at(11, 22, 18)}])
    })

    it('shows hours on a 24-hour clock for a 24-hour time format', async () => {
      const user = userEvent.setup()
      renderForm(type, {value: {...doc, opensAt: at(11, 22, 15, 0)}})
      const dialog = await openDatePicker(user, 'Opens At', picker)
      const hour = within(dialog).getByRole('combobox', {name: 'Hour'}) as HTMLSelectElement
      expect(hour.selectedOptions[0]!.textContent).toBe('15')
      expect(within(dialog).getByRole('combobox', {name: 'Minute'}).querySelectorAll('option')).toHaveLength(60)
    })
  })

  it('is read-only: a read-only text input and no picker button', () => {
    renderForm(type, {value: {...doc, publishedAt: at(11, 22, 15, 30)}, readOnly: true})
    expect(input().readOnly).toBe(true)
    expect(screen.queryAllByRole('button', {name: 'Select date and time'})).toEqual([])
  })

  it('shows validation and presence', () => {
    renderForm(type, {
      value: {...doc, publishedAt: 'soon'},
      validation: [marker(['publishedAt'], 'Must be a valid ISO-8601 formatted date string')],
      presence: [someone('Grace', ['publishedAt'])],
    })
    const field = input().closest('.vellum-form-field') as HTMLElement
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(input().value).toBe('soon')
    expect(within(field).getByText('Invalid datetime')).toBeVisible()
    expect(within(field).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field).getByRole('img', {name: 'Grace'})).toBeVisible()
  })

  it('offers to reset a value of another type', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, publishedAt: 1_700_000_000_000}})
    expect(screen.queryByRole('textbox', {name: 'Published At'})).toBeNull()
    await user.click(screen.getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['publishedAt']}])
  })
})

import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {datePickerButton, docType, marker, openDatePicker, renderForm, someone} from '../../support'

const type = docType([
  {name: 'launch', type: 'date'},
  {name: 'deadline', type: 'date', options: {dateFormat: 'dd/MM/yyyy'}},
])
const doc = {_id: 'd', _type: 'doc'}
const input = (name = 'Launch') => screen.getByRole('textbox', {name}) as HTMLInputElement
const dayButton = (name: string) => screen.getByRole('button', {name})
const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('aria-label')

const picker = {button: 'Select date', dialog: 'Choose a date'}

beforeEach(() => {
  // Only Date is faked: "today" is Sunday, Nov 15, 2026 (floating-ui's timers stay real).
  vi.useFakeTimers({toFake: ['Date']})
  vi.setSystemTime(new Date(2026, 10, 15, 9, 30))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('DateInput', () => {
  it("shows the stored day as 'MMM d, yyyy', with an example as placeholder", () => {
    renderForm(type, {value: {...doc, launch: '2026-11-22'}})
    expect(input().value).toBe('Nov 22, 2026')
    expect(input('Deadline').value).toBe('')
    expect(input('Deadline').placeholder).toBe('01/01/2000')
  })

  it('commits typed text on blur', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), 'Nov 22, 2026')
    expect(form.events).toEqual([])
    await user.tab()
    expect(form.events).toEqual([[{type: 'set', path: ['launch'], value: '2026-11-22'}]])
    expect(input().value).toBe('Nov 22, 2026')
  })

  it('commits typed text on Enter, tidied to the pattern', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), ' nov 22, 2026{Enter}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['launch'], value: '2026-11-22'}])
    expect(input().value).toBe('Nov 22, 2026')
    expect(document.activeElement).toBe(input())
  })

  it('reads the type’s dateFormat, and pasted ISO dates', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, deadline: '2026-11-22'}})
    expect(input('Deadline').value).toBe('22/11/2026')
    await user.clear(input('Deadline'))
    await user.type(input('Deadline'), '01/12/2026{Enter}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['deadline'], value: '2026-12-01'}])
    await user.type(input(), '2027-01-31{Enter}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['launch'], value: '2027-01-31'}])
    expect(input().value).toBe('Jan 31, 2027')
  })

  it("keeps text that names no date, marks it 'Invalid date' and emits nothing", async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, launch: '2026-11-22'}})
    await user.clear(input())
    await user.type(input(), 'tomorrow')
    await user.tab()
    expect(form.events).toEqual([])
    expect(input().value).toBe('tomorrow')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    const flag = screen.getByText('Invalid date')
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(flag.id)

    // The marker's tooltip gives the format by example.
    act(() => flag.focus())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toContain('Invalid date value: "tomorrow"')
    expect(tooltip.textContent).toContain('must be in format Jan 1, 2000')

    await user.clear(input())
    await user.type(input(), 'Dec 24, 2026{Enter}')
    expect(form.events).toEqual([[{type: 'set', path: ['launch'], value: '2026-12-24'}]])
    expect(screen.queryByText('Invalid date')).toBeNull()
    expect(input().getAttribute('aria-invalid')).toBeNull()
  })

  it('unsets the field when the text is cleared', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, launch: '2026-11-22'}})
    await user.clear(input())
    await user.tab()
    expect(form.events).toEqual([[{type: 'unset', path: ['launch']}]])
    expect(form.value()).toEqual(doc)
  })

  it('drops typed text on Escape', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, launch: '2026-11-22'}})
    await user.type(input(), 'xyz')
    await user.keyboard('{Escape}')
    expect(input().value).toBe('Nov 22, 2026')
    await user.tab()
    expect(form.events).toEqual([])
  })

  it('shows a stored text that is no date as it is, marked invalid', () => {
    renderForm(type, {value: {...doc, launch: 'next week'}})
    expect(input().value).toBe('next week')
    expect(screen.getByText('Invalid date')).toBeVisible()
  })

  describe('calendar', () => {
    it('shows 7 columns with weeks starting on Sunday for en-US, on the stored day', async () => {
      const user = userEvent.setup()
      renderForm(type, {value: {...doc, launch: '2026-11-22'}})
      const dialog = await openDatePicker(user, 'Launch', picker)
      const grid = within(dialog).getByRole('grid', {name: 'November 2026'})
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      const rows = within(grid).getAllByRole('row')
      expect(rows).toHaveLength(7)
      expect(rows.slice(1).every((row) => within(row).getAllByRole('gridcell').length === 7)).toBe(true)
      // November 1, 2026 is a Sunday: the first cell.
      expect(within(rows[1]!).getAllByRole('button')[0]!.getAttribute('aria-label')).toBe('Sunday, November 1, 2026')
      expect(focusedDay()).toBe('Sunday, November 22, 2026')
      expect(dayButton('Sunday, November 22, 2026').closest('td')!.getAttribute('aria-selected')).toBe('true')
      expect(dayButton('Sunday, November 15, 2026').getAttribute('aria-current')).toBe('date')
    })

    it('starts weeks on Monday for a Monday-first locale', async () => {
      const user = userEvent.setup()
      renderForm(type, {
        value: {...doc, launch: '2026-11-22'},
        services: {locale: {id: 'en-GB', weekInfo: {firstDay: 1, minimalDays: 4, weekend: [6, 7]}}},
      })
      const dialog = await openDatePicker(user, 'Launch', picker)
      const grid = within(dialog).getByRole('grid')
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      const firstWeek = within(within(grid).getAllByRole('row')[1]!).getAllByRole('button')
      expect(firstWeek.map((day) => day.textContent)).toEqual(['26', '27', '28', '29', '30', '31', '1'])
      expect(firstWeek[0]!.hasAttribute('data-outside')).toBe(true)
    })

    it('moves the focused day with the arrow keys, PageUp/PageDown, Home/End, and picks it with Enter', async () => {
      const user = userEvent.setup()
      const form = renderForm(type, {value: {...doc, launch: '2026-11-22'}})
      const dialog = await openDatePicker(user, 'Launch', picker)
      await user.keyboard('{ArrowRight}')
      expect(focusedDay()).toBe('Monday, November 23, 2026')
      await user.keyboard('{ArrowDown}')
      expect(focusedDay()).toBe('Monday, November 30, 2026')
      await user.keyboard('{ArrowLeft}{ArrowUp}')
      expect(focusedDay()).toBe('Sunday, November 22, 2026')
      await user.keyboard('{PageDown}')
      expect(focusedDay()).toBe('Tuesday, December 22, 2026')
      expect(within(dialog).getByRole('grid', {name: 'December 2026'})).toBeVisible()
      await user.keyboard('{PageUp}{PageUp}')
      expect(focusedDay()).toBe('Thursday, October 22, 2026')
      await user.keyboard('{Shift>}{PageDown}{/Shift}')
      expect(focusedDay()).toBe('Friday, October 22, 2027')
      await user.keyboard('{Shift>}{PageUp}{/Shift}{PageDown}{ArrowRight}{ArrowRight}{ArrowRight}')
      expect(focusedDay()).toBe('Wednesday, November 25, 2026')
      await user.keyboard('{Home}')
      expect(focusedDay()).toBe('Sunday, November 22, 2026')
      await user.keyboard('{End}')
      expect(focusedDay()).toBe('Saturday, November 28, 2026')
      expect(form.events).toEqual([])

      await user.keyboard('{Enter}')
      expect(form.events).toEqual([[{type: 'set', path: ['launch'], value: '2026-11-28'}]])
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(input().value).toBe('Nov 28, 2026')
      await waitFor(() => expect(document.activeElement).toBe(datePickerButton('Launch', picker)))
    })

    it('picks a day with Space or a click', async () => {
      const user = userEvent.setup()
      const form = renderForm(type, {value: doc})
      await openDatePicker(user, 'Launch', picker)
      await user.keyboard('{ArrowLeft}[Space]')
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['launch'], value: '2026-11-14'}])
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await openDatePicker(user, 'Launch', picker)
      await user.click(dayButton('Thursday, December 3, 2026'))
      expect(form.lastPatches()).toEqual([{type: 'set', path: ['launch'], value: '2026-12-03'}])
    })

    it('navigates months and years with its buttons, and goes to today', async () => {
      const user = userEvent.setup()
      renderForm(type, {value: {...doc, launch: '2024-02-29'}})
      const dialog = await openDatePicker(user, 'Launch', picker)
      const caption = () => within(dialog).getByRole('grid').getAttribute('aria-labelledby')!
      const title = () => document.getElementById(caption())!.textContent
      expect(title()).toBe('February 2024')
      await user.click(within(dialog).getByRole('button', {name: 'Next month'}))
      expect(title()).toBe('March 2024')
      await user.click(within(dialog).getByRole('button', {name: 'Previous month'}))
      await user.click(within(dialog).getByRole('button', {name: 'Previous month'}))
      expect(title()).toBe('January 2024')
      await user.click(within(dialog).getByRole('button', {name: 'Next year'}))
      expect(title()).toBe('January 2025')
      await user.click(within(dialog).getByRole('button', {name: 'Previous year'}))
      await user.click(within(dialog).getByRole('button', {name: 'Previous year'}))
      expect(title()).toBe('January 2023')

      await user.click(within(dialog).getByRole('button', {name: 'Go to today'}))
      expect(title()).toBe('November 2026')
      const today = dayButton('Sunday, November 15, 2026')
      expect(today.getAttribute('aria-current')).toBe('date')
      expect(today.tabIndex).toBe(0)
      // Going there picks nothing.
      expect(dialog.querySelector('[data-selected]')).toBeNull()
    })

    it('closes on Escape without emitting', async () => {
      const user = userEvent.setup()
      const form = renderForm(type, {value: doc})
      await openDatePicker(user, 'Launch', picker)
      await user.keyboard('{ArrowRight}{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(form.events).toEqual([])
    })
  })

  it('is read-only: a read-only text input and no calendar button', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, launch: '2026-11-22'}, readOnly: true})
    expect(input().readOnly).toBe(true)
    expect(screen.queryAllByRole('button', {name: 'Select date'})).toEqual([])
    await user.type(input(), '{Backspace}{Backspace}{Enter}')
    await user.tab()
    expect(form.events).toEqual([])
    expect(input().value).toBe('Nov 22, 2026')
  })

  it('shows validation and presence', () => {
    renderForm(type, {
      value: {...doc, launch: '2026-11-22'},
      validation: [marker(['launch'], 'Must be at or after 2027-01-01')],
      presence: [someone('Ada', ['launch'])],
    })
    expect(input().getAttribute('aria-invalid')).toBe('true')
    const field = input().closest('.vellum-form-field') as HTMLElement
    expect(within(field).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field).getByRole('img', {name: 'Ada'})).toBeVisible()
    // A validation error is not a typing error: no 'Invalid date' marker.
    expect(screen.queryByText('Invalid date')).toBeNull()
  })

  it('offers to reset a value of another type', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, launch: 20261122}})
    expect(screen.queryByRole('textbox', {name: 'Launch'})).toBeNull()
    expect(screen.getByText('Invalid property value')).toBeVisible()
    await user.click(screen.getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['launch']}])
    expect(input().value).toBe('')
  })

  it('shows a clear error for a dateFormat date-fns does not take', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const legacy = docType([{name: 'legacy', type: 'date', options: {dateFormat: 'YYYY-MM-DD'}}])
    renderForm(legacy, {value: doc})
    expect(
      screen.getByText(/options\.dateFormat is not a valid date-fns format pattern \("YYYY-MM-DD"\)/),
    ).toBeVisible()
    vi.restoreAllMocks()
  })

  it('keeps the typed text while the stored value changes elsewhere', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), 'Nov 2')
    fireEvent.change(input('Deadline'), {target: {value: '05/05/2026'}})
    expect(input().value).toBe('Nov 2')
    expect(form.events).toEqual([])
  })
})

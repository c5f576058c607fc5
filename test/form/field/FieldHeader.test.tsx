import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import type {FieldActionNode, FieldActionsResolver} from '../../../src/form'
import {docType, marker, renderForm, someone} from '../support'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const doc = {_id: 'd', _type: 'doc'}
const type = docType([
  {name: 'title', type: 'string', description: 'The headline'},
  {name: 'oldTitle', type: 'string', deprecated: {reason: 'Use Title instead'}},
])
const fieldOf = (name: string) => screen.getByRole('textbox', {name}).closest('.vellum-form-field') as HTMLElement

describe('field header', () => {
  it('shows title, description, and a deprecated badge with the reason', () => {
    renderForm(type, {value: doc})
    expect(within(fieldOf('Title')).getByText('The headline')).toBeVisible()
    const old = fieldOf('Old Title')
    expect(within(old).getByText('Deprecated')).toBeVisible()
    expect(within(old).getByText('Use Title instead')).toBeVisible()
    expect(within(fieldOf('Title')).queryByText('Deprecated')).toBeNull()
  })

  it('has a validation icon whose tooltip gives the summary and every message', async () => {
    renderForm(type, {
      value: doc,
      validation: [
        marker(['title'], 'Required'),
        marker(['title'], 'Must be at least 3 characters long'),
        marker(['title'], 'Looks odd', 'warning'),
      ],
    })
    const status = within(fieldOf('Title')).getByRole('img', {name: '2 errors, 1 warning'})
    expect(status.getAttribute('data-level')).toBe('error')
    // Keyboard focus opens it at once (a Tab first: focus from a pointer does not).
    fireEvent.keyDown(document.body, {key: 'Tab'})
    await act(async () => status.focus())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toContain('2 errors, 1 warning')
    expect(
      within(tooltip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Required', 'Must be at least 3 characters long', 'Looks odd'])
  })

  it('uses the icon of the most serious level, and says Error for a marker without a message', () => {
    renderForm(type, {
      value: doc,
      validation: [marker(['title'], 'Note this', 'info'), marker(['oldTitle'], '', 'warning')],
    })
    expect(within(fieldOf('Title')).getByRole('img', {name: '1 note'}).getAttribute('data-level')).toBe('info')
    expect(within(fieldOf('Old Title')).getByRole('img', {name: '1 warning'}).getAttribute('data-level')).toBe(
      'warning',
    )
    expect(fieldOf('Old Title').textContent).toContain('Error')
  })

  it('shows at most 4 places of presence avatars, one per person', () => {
    const people = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara'].map((name, index) =>
      someone(name, ['title'], `2025-01-01T12:00:0${index}.000Z`),
    )
    renderForm(type, {value: doc, presence: [...people, {...people[0]!, sessionId: 'second-tab'}]})
    const stack = within(fieldOf('Title')).getByRole('group', {name: 'People in this field'})
    // Newest first; with five people three avatars and a counter fill the four places.
    expect(
      within(stack)
        .getAllByRole('img')
        .map((avatar) => avatar.getAttribute('aria-label')),
    ).toEqual(['Barbara', 'Edsger', 'Grace', '2 more people'])
  })

  it('offers field actions: actions, groups, dividers, disabled with a reason, selected, tones', async () => {
    const user = userEvent.setup()
    const copy = vi.fn()
    const actions: FieldActionNode[] = [
      {type: 'action', title: 'Copy', onAction: copy},
      {type: 'action', title: 'Hidden', hidden: true, onAction: () => {}},
      {type: 'divider'},
      {
        type: 'group',
        title: 'Language',
        children: [
          {type: 'action', title: 'English', selected: true, onAction: () => {}},
          {
            type: 'action',
            title: 'Norwegian',
            selected: false,
            disabled: {reason: 'No translation yet'},
            onAction: () => {},
          },
        ],
      },
      {type: 'action', title: 'Clear', tone: 'critical', onAction: () => {}},
    ]
    const fieldActions = vi.fn<FieldActionsResolver>(({path}) => (path[0] === 'title' ? actions : []))
    renderForm(type, {value: doc, services: {fieldActions}})
    expect(fieldActions).toHaveBeenCalledWith(expect.objectContaining({path: ['title'], readOnly: false}))
    expect(within(fieldOf('Old Title')).queryByRole('button', {name: /Field actions/})).toBeNull()

    // Opened from the keyboard, with focus on the first action.
    const button = within(fieldOf('Title')).getByRole('button', {name: 'Field actions: Title'})
    act(() => button.focus())
    fireEvent.keyDown(button, {key: 'ArrowDown'})
    const menu = await screen.findByRole('menu')
    expect([...menu.querySelectorAll('[role^="menuitem"]')].map((item) => item.textContent)).toEqual([
      'Copy',
      'English',
      'NorwegianNo translation yet',
      'Clear',
    ])
    expect(within(menu).queryByText('Hidden')).toBeNull()
    expect(within(menu).getByRole('separator')).toBeVisible()
    expect(within(menu).getByRole('group', {name: 'Language'})).toBeVisible()
    expect(within(menu).getByRole('menuitemradio', {name: 'English'}).getAttribute('aria-checked')).toBe('true')
    expect(
      within(menu)
        .getByRole('menuitemradio', {name: /Norwegian/})
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(within(menu).getByRole('menuitem', {name: 'Clear'}).getAttribute('data-tone')).toBe('critical')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Copy'))
    await user.keyboard('{Enter}')
    expect(copy).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('hides the action menu and shows a read-only lock when read-only', () => {
    const fieldActions: FieldActionsResolver = () => [{type: 'action', title: 'Copy', onAction: () => {}}]
    renderForm(type, {value: doc, readOnly: true, services: {fieldActions}})
    expect(screen.queryByRole('button', {name: /Field actions/})).toBeNull()
    expect(within(fieldOf('Title')).getByRole('img', {name: 'This field is read-only'})).toBeVisible()
  })
})

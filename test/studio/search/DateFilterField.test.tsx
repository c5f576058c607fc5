import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {FilterValueInput} from '../../../src/studio/search/FilterValueInput'
import {dateOperators} from '../../../src/studio/search/operators/dateOperators'

afterEach(cleanup)

const operatorOf = (kind: 'date' | 'datetime', suffix: string) => {
  const found = dateOperators(kind).find((operator) => operator.name.endsWith(suffix))
  if (!found) throw new Error(`no ${kind} operator ${suffix}`)
  return found
}

describe('date filter values', () => {
  it('picks a day in the calendar: local midnight, and the calendar closes', () => {
    const onChange = vi.fn()
    render(
      <FilterValueInput
        operator={operatorOf('date', 'After')}
        value={{date: new Date(2026, 10, 2).toISOString(), includeTime: false}}
        onChange={onChange}
      />,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Open calendar: Date'}))
    const calendar = screen.getByRole('dialog', {name: 'Calendar: Date'})
    // The value's month, weeks of seven days.
    expect(within(calendar).getByText('November 2026')).toBeTruthy()
    expect(within(calendar).getAllByRole('columnheader')).toHaveLength(7)
    fireEvent.click(within(calendar).getByRole('button', {name: /November 20, 2026/}))
    expect(onChange).toHaveBeenCalledWith({date: new Date(2026, 10, 20).toISOString(), includeTime: false})
    expect(screen.queryByRole('dialog', {name: 'Calendar: Date'})).toBeNull()
  })

  it('gives each end of a range its own calendar', () => {
    const onChange = vi.fn()
    render(
      <FilterValueInput
        operator={operatorOf('date', 'Range')}
        value={{from: null, to: null, includeTime: false}}
        onChange={onChange}
      />,
    )
    expect(screen.getByRole('button', {name: 'Open calendar: From'})).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Open calendar: To'}))
    const calendar = screen.getByRole('dialog', {name: 'Calendar: To'})
    const today = new Date()
    const name = today.toLocaleDateString('en-US', {month: 'long', day: 'numeric', year: 'numeric'})
    fireEvent.click(within(calendar).getByRole('button', {name: new RegExp(name)}))
    const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate())
    expect(onChange).toHaveBeenCalledWith({from: null, to: midnight.toISOString(), includeTime: false})
  })
})

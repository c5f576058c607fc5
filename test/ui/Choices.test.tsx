import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Checkbox, Radio, RadioGroup, Select, Switch} from '../../src/ui'

afterEach(cleanup)

describe('Select', () => {
  it('is a labelled native select with an invalid state', () => {
    const onChange = vi.fn()
    render(
      <Select label="Ordering" error="Pick one" defaultValue="" onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        <option value="relevance">Best match</option>
        <option value="createdAsc">Created ascending</option>
      </Select>,
    )
    const select = screen.getByRole('combobox', {name: 'Ordering'})
    expect(select.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(select, {target: {value: 'createdAsc'}})
    expect(onChange).toHaveBeenCalledWith('createdAsc')
  })

  it('can be disabled', () => {
    render(
      <Select aria-label="Locale" disabled>
        <option>en-US</option>
      </Select>,
    )
    expect((screen.getByRole('combobox', {name: 'Locale'}) as HTMLSelectElement).disabled).toBe(true)
  })
})

describe('Checkbox', () => {
  it('toggles from its label', () => {
    render(<Checkbox label="Include time" />)
    const box = screen.getByRole('checkbox', {name: 'Include time'}) as HTMLInputElement
    fireEvent.click(screen.getByText('Include time'))
    expect(box.checked).toBe(true)
  })

  it('shows the mixed state', () => {
    const {rerender} = render(<Checkbox label="All" indeterminate />)
    const box = screen.getByRole('checkbox', {name: 'All'}) as HTMLInputElement
    expect(box.indeterminate).toBe(true)
    rerender(<Checkbox label="All" />)
    expect(box.indeterminate).toBe(false)
  })

  it('is invalid with an error and cannot be toggled while disabled', () => {
    render(
      <>
        <Checkbox label="Accept terms" error="Required" />
        <Checkbox label="Locked" disabled />
      </>,
    )
    const accept = screen.getByRole('checkbox', {name: 'Accept terms'})
    expect(accept.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(accept.getAttribute('aria-describedby')!)?.textContent).toBe('Required')
    expect((screen.getByRole('checkbox', {name: 'Locked'}) as HTMLInputElement).disabled).toBe(true)
  })
})

describe('Switch', () => {
  it('has the switch role and reports on and off', () => {
    function Setting() {
      const [on, setOn] = useState(false)
      return <Switch label="Include time" checked={on} onChange={(e) => setOn(e.target.checked)} />
    }
    render(<Setting />)
    const control = screen.getByRole('switch', {name: 'Include time'}) as HTMLInputElement
    expect(control.checked).toBe(false)
    fireEvent.click(control)
    expect(screen.getByRole('switch', {name: 'Include time', checked: true})).toBe(control)
  })

  it('is invalid and disabled on request', () => {
    render(<Switch label="Enabled" invalid disabled />)
    const control = screen.getByRole('switch', {name: 'Enabled'}) as HTMLInputElement
    expect(control.getAttribute('aria-invalid')).toBe('true')
    expect(control.disabled).toBe(true)
  })
})

describe('RadioGroup', () => {
  function Units({onChange}: {onChange?: (value: string) => void}) {
    return (
      <RadioGroup label="Unit" defaultValue="day" onChange={onChange}>
        <Radio value="day" label="Days" />
        <Radio value="month" label="Months" />
        <Radio value="year" label="Years" disabled />
      </RadioGroup>
    )
  }

  it('is a named radio group whose radios share a name and one checked value', () => {
    const onChange = vi.fn()
    render(<Units onChange={onChange} />)
    expect(screen.getByRole('radiogroup', {name: 'Unit'})).toBeVisible()
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1)
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false])
    fireEvent.click(screen.getByRole('radio', {name: 'Months'}))
    expect(onChange).toHaveBeenCalledWith('month')
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false])
    expect(radios[2]!.disabled).toBe(true)
  })

  it('marks every radio invalid with the group error', () => {
    render(
      <RadioGroup label="Unit" error="Pick a unit">
        <Radio value="day" label="Days" />
      </RadioGroup>,
    )
    const group = screen.getByRole('radiogroup', {name: 'Unit'})
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Pick a unit')
    expect(screen.getByRole('radio', {name: 'Days'}).getAttribute('aria-invalid')).toBe('true')
  })

  it('leaves a radio outside a group to the caller', () => {
    render(<Radio name="x" value="a" label="Alone" defaultChecked />)
    expect((screen.getByRole('radio', {name: 'Alone'}) as HTMLInputElement).checked).toBe(true)
  })
})

import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {SearchIcon, TextArea, TextInput} from '../../src/ui'

afterEach(cleanup)

describe('TextInput', () => {
  it('is labelled by its label and described by its description', () => {
    render(<TextInput label="Title" description="Shown in lists and search" />)
    const input = screen.getByRole('textbox', {name: 'Title'})
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('Shown in lists and search').id).toBe(input.getAttribute('aria-describedby'))
  })

  it('is invalid with an error message, which it is described by', () => {
    render(<TextInput label="Title" description="Required" error="Title: Required" aria-describedby="extra" />)
    const input = screen.getByRole('textbox', {name: 'Title'})
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const ids = input.getAttribute('aria-describedby')!.split(' ')
    expect(ids[0]).toBe('extra')
    expect(ids.map((id) => document.getElementById(id)?.textContent ?? null)).toEqual([
      null,
      'Required',
      'Title: Required',
    ])
    expect(input.closest('.vellum-input-frame')!.hasAttribute('data-invalid')).toBe(true)
  })

  it('is invalid without a message when asked', () => {
    render(<TextInput aria-label="Slug" invalid />)
    expect(screen.getByRole('textbox', {name: 'Slug'}).getAttribute('aria-invalid')).toBe('true')
  })

  it('is disabled and read-only like a native input', () => {
    render(
      <>
        <TextInput aria-label="Id" disabled defaultValue="abc" />
        <TextInput aria-label="Rev" readOnly defaultValue="r1" />
      </>,
    )
    const id = screen.getByRole('textbox', {name: 'Id'}) as HTMLInputElement
    expect(id.disabled).toBe(true)
    expect(id.closest('.vellum-input-frame')!.hasAttribute('data-disabled')).toBe(true)
    expect((screen.getByRole('textbox', {name: 'Rev'}) as HTMLInputElement).readOnly).toBe(true)
  })

  it('uses the given id, so an outside label can point at it', () => {
    render(
      <>
        <label htmlFor="doc-title">Document title</label>
        <TextInput id="doc-title" icon={<SearchIcon />} />
      </>,
    )
    expect(screen.getByRole('textbox', {name: 'Document title'}).id).toBe('doc-title')
  })

  it('clears an uncontrolled value with the clear button and keeps focus in the input', () => {
    const onClear = vi.fn()
    render(<TextInput aria-label="Search" clearButton onClear={onClear} />)
    const input = screen.getByRole('textbox', {name: 'Search'}) as HTMLInputElement
    expect(screen.queryByRole('button', {name: 'Clear'})).toBeNull()
    fireEvent.change(input, {target: {value: 'vellum'}})
    fireEvent.click(screen.getByRole('button', {name: 'Clear'}))
    expect(input.value).toBe('')
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(input)
    expect(screen.queryByRole('button', {name: 'Clear'})).toBeNull()
  })

  it('asks a controlled owner to clear', () => {
    function Search() {
      const [query, setQuery] = useState('draft')
      return (
        <TextInput
          aria-label="Search"
          clearButton
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onClear={() => setQuery('')}
        />
      )
    }
    render(<Search />)
    const input = screen.getByRole('textbox', {name: 'Search'}) as HTMLInputElement
    act(() => fireEvent.click(screen.getByRole('button', {name: 'Clear'})))
    expect(input.value).toBe('')
  })

  it('has no clear button while disabled', () => {
    render(<TextInput aria-label="Search" clearButton disabled defaultValue="x" />)
    expect(screen.queryByRole('button', {name: 'Clear'})).toBeNull()
  })
})

describe('TextArea', () => {
  it('is a labelled multi-line input with invalid and disabled states', () => {
    render(
      <>
        <TextArea label="Body" error="Too long" />
        <TextArea label="Notes" disabled />
      </>,
    )
    const body = screen.getByRole('textbox', {name: 'Body'})
    expect(body.tagName).toBe('TEXTAREA')
    expect(body.getAttribute('rows')).toBe('4')
    expect(body.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(body.getAttribute('aria-describedby')!)?.textContent).toBe('Too long')
    expect((screen.getByRole('textbox', {name: 'Notes'}) as HTMLTextAreaElement).disabled).toBe(true)
  })
})

import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Autocomplete, type AutocompleteOption} from '../../src/ui'

afterEach(cleanup)

const authors: AutocompleteOption[] = [
  {value: 'ada', label: 'Ada Lovelace'},
  {value: 'grace', label: 'Grace Hopper'},
  {value: 'alan', label: 'Alan Turing', disabled: true},
  {value: 'adele', label: 'Adele Goldberg'},
]

function renderAuthors(onSelect = vi.fn()) {
  render(<Autocomplete label="Author" options={authors} onSelect={onSelect} />)
  return {input: screen.getByRole('combobox', {name: 'Author'}) as HTMLInputElement, onSelect}
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, {target: {value}})
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, {key: name})

describe('Autocomplete', () => {
  it('is a collapsed combobox until the user types, then lists the matching options', async () => {
    const {input} = renderAuthors()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-autocomplete')).toBe('list')
    input.focus()
    type(input, 'ad')
    const listbox = await screen.findByRole('listbox')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Lovelace',
      'Adele Goldberg',
    ])
  })

  it('highlights options with the arrow keys while focus stays in the input, and picks one with Enter', async () => {
    const {input, onSelect} = renderAuthors()
    input.focus()
    type(input, 'a')
    await screen.findByRole('listbox')
    key(input, 'ArrowDown')
    await waitFor(() =>
      expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', {name: 'Ada Lovelace'}).id),
    )
    key(input, 'ArrowDown')
    await waitFor(() =>
      expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', {name: 'Grace Hopper'}).id),
    )
    // Alan Turing is disabled and skipped.
    key(input, 'ArrowDown')
    await waitFor(() =>
      expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', {name: 'Adele Goldberg'}).id),
    )
    expect(screen.getByRole('option', {name: 'Adele Goldberg'}).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(input)
    key(input, 'Enter')
    expect(onSelect).toHaveBeenCalledWith(authors[3])
    expect(input.value).toBe('Adele Goldberg')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
  })

  it('picks an option on click', async () => {
    const {input, onSelect} = renderAuthors()
    input.focus()
    type(input, 'grace')
    fireEvent.click(await screen.findByRole('option', {name: 'Grace Hopper'}))
    expect(onSelect).toHaveBeenCalledWith(authors[1])
    expect(input.value).toBe('Grace Hopper')
  })

  it('closes on Escape', async () => {
    const {input} = renderAuthors()
    input.focus()
    type(input, 'a')
    await screen.findByRole('listbox')
    key(input, 'Escape')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('says so when nothing matches', async () => {
    const {input} = renderAuthors()
    input.focus()
    type(input, 'zzz')
    expect((await screen.findByRole('status')).textContent).toBe('No matches')
  })

  it('leaves filtering to the owner for search-as-you-type, and shows loading', async () => {
    function RemoteSearch() {
      const [query, setQuery] = useState('')
      const results = query ? [{value: 'doc-1', label: `Result for ${query}`}] : []
      return (
        <Autocomplete
          aria-label="Reference"
          query={query}
          onQueryChange={setQuery}
          options={results}
          filterOption={() => true}
          loading
        />
      )
    }
    render(<RemoteSearch />)
    const input = screen.getByRole('combobox', {name: 'Reference'})
    expect(input.getAttribute('aria-busy')).toBe('true')
    input.focus()
    type(input, 'xyz')
    expect((await screen.findByRole('option')).textContent).toBe('Result for xyz')
  })

  it('is invalid with an error', () => {
    render(<Autocomplete label="Author" options={authors} error="Pick an author" />)
    expect(screen.getByRole('combobox', {name: 'Author'}).getAttribute('aria-invalid')).toBe('true')
  })
})

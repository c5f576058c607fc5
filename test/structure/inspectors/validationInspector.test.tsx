import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {renderDocumentStudio, seed} from '../document/support'

afterEach(() => cleanup())

describe('validation inspector', () => {
  it('counts the errors in the header, lists each marker, and focuses its field when chosen', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'drafts.p1', _type: 'post', body: 'Untitled so far'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    const toggle = await screen.findByRole('button', {name: '1 error'})
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      fireEvent.click(toggle)
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const list = await screen.findByRole('list', {name: 'Validation markers'})
    const [marker] = within(list).getAllByRole('button')
    expect(marker!.textContent).toBe('TitleRequired')
    expect(within(marker!).getByRole('img', {name: 'Error'})).toBeVisible()
    const title = await screen.findByRole('textbox', {name: 'Title'})
    expect(document.activeElement).not.toBe(title)
    await act(async () => {
      fireEvent.click(marker!)
    })
    await waitFor(() => expect(document.activeElement).toBe(title))
  })

  it('says so when the document is valid, and closes', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Fine'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    await screen.findByRole('textbox', {name: 'Title'})
    const toggle = await screen.findByRole('button', {name: 'Validation'})
    await act(async () => {
      fireEvent.click(toggle)
    })
    expect(await screen.findByText('No validation errors')).toBeVisible()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Close'}))
    })
    expect(screen.queryByText('No validation errors')).toBeNull()
  })

  it('follows the document: fixing the error empties the list', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'drafts.p1', _type: 'post'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    const toggle = await screen.findByRole('button', {name: '1 error'})
    await act(async () => {
      fireEvent.click(toggle)
    })
    await screen.findByRole('list', {name: 'Validation markers'})
    fireEvent.change(await screen.findByRole('textbox', {name: 'Title'}), {target: {value: 'Titled'}})
    expect(await screen.findByText('No validation errors')).toBeVisible()
    expect(screen.getByRole('button', {name: 'Validation'}).getAttribute('aria-expanded')).toBe('true')
  })
})

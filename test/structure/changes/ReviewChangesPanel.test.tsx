import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {lakeDocument, renderDocumentStudio, seed, VIEWER} from '../document/support'

afterEach(() => cleanup())

/** Commits are throttled to one a second. */
const COMMIT_WAIT = {timeout: 4000}

const textbox = (name: string) => screen.findByRole('textbox', {name}) as Promise<HTMLInputElement>

describe('review changes panel', () => {
  it('shows the title and body changes of the draft, and reverts the title only', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Old title', body: 'The old body'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    fireEvent.change(await textbox('Title'), {target: {value: 'New title'}})
    fireEvent.change(await textbox('Body'), {target: {value: 'The new body'}})
    await waitFor(
      () => expect(lakeDocument(lake, 'drafts.p1')).toMatchObject({title: 'New title', body: 'The new body'}),
      COMMIT_WAIT,
    )

    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Review changes'}))
    })
    const panel = await screen.findByRole('complementary', {name: 'Review changes'})
    const list = within(panel).getByRole('region', {name: 'Changes'})
    const title = within(list).getByRole('region', {name: 'Title'})
    const body = within(list).getByRole('region', {name: 'Body'})
    expect([title.querySelector('del')!.textContent, title.querySelector('ins')!.textContent]).toEqual(['Old', 'New'])
    expect([body.querySelector('del')!.textContent, body.querySelector('ins')!.textContent]).toEqual(['old', 'new'])
    // Who made each change comes from the history since the last publish.
    await waitFor(() => expect(within(title).getByRole('img', {name: 'Changed by Ada Lovelace'})).toBeTruthy())

    await act(async () => {
      fireEvent.click(within(title).getByRole('button', {name: 'Revert changes to “Title”'}))
    })
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', {name: 'Revert change'}))
    })
    await waitFor(() =>
      expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).value).toBe('Old title'),
    )
    await waitFor(
      () => expect(lakeDocument(lake, 'drafts.p1')).toMatchObject({title: 'Old title', body: 'The new body'}),
      COMMIT_WAIT,
    )
    await waitFor(() => expect(within(panel).queryByRole('region', {name: 'Title'})).toBeNull())
    expect(within(panel).getByRole('region', {name: 'Body'})).toBeTruthy()

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', {name: 'Close review changes'}))
    })
    expect(screen.queryByRole('complementary', {name: 'Review changes'})).toBeNull()
  }, 15_000)

  it('says there are no changes when the draft is the published document', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Published'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    await textbox('Title')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Review changes'}))
    })
    const panel = await screen.findByRole('complementary', {name: 'Review changes'})
    expect(within(panel).getByRole('status').textContent).toContain('There are no changes')
  })

  it('shows a viewer the changes without revert buttons', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'p1', _type: 'post', title: 'Old title'},
      {_id: 'drafts.p1', _type: 'post', title: 'New title'},
    ])
    renderDocumentStudio({lake, path: 'post/p1', user: VIEWER})
    await textbox('Title')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Review changes'}))
    })
    const panel = await screen.findByRole('complementary', {name: 'Review changes'})
    await within(panel).findByRole('region', {name: 'Title'})
    await waitFor(() => expect(within(panel).queryByRole('button', {name: /Revert/})).toBeNull())
  })
})

import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {renderDocumentStudio, seed} from '../document/support'

afterEach(() => cleanup())

const textbox = (name: string) => screen.findByRole('textbox', {name}) as Promise<HTMLInputElement>

async function openHistory() {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', {name: 'History'}))
  })
  return screen.findByRole('menu', {name: 'Document history'})
}

async function chooseChunk(menu: HTMLElement, type: string) {
  await waitFor(() => expect(menu.querySelector(`[data-chunk-type="${type}"]`)).not.toBeNull())
  await act(async () => {
    fireEvent.click(menu.querySelector(`[data-chunk-type="${type}"]`)!.closest('[role="menuitemradio"]')!)
  })
}

/** A post created as a draft, then published with another title, then edited in a draft. */
async function postWithHistory(lake: Lake) {
  await seed(lake, [{_id: 'drafts.p1', _type: 'post', title: 'First draft'}])
  await lake.mutate('production', [
    {delete: {id: 'drafts.p1'}},
    {create: {_id: 'p1', _type: 'post', title: 'Published title'}},
  ])
  await lake.mutate('production', [{create: {_id: 'drafts.p1', _type: 'post', title: 'Edited title'}}])
}

/** The title change's removed and added text in the review panel. */
function titleChange(panel: HTMLElement): [string, string] {
  const change = within(panel).getByRole('region', {name: 'Title'})
  return [change.querySelector('del')!.textContent!, change.querySelector('ins')!.textContent!]
}

describe('review changes over a range of the timeline', () => {
  it('compares a past revision with the current version, with revert', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    renderDocumentStudio({lake, path: 'post/p1'})
    await textbox('Title')
    await chooseChunk(await openHistory(), 'initial')
    await screen.findByText(/You are viewing a read-only past version/)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Compare changes since this version'}))
    })
    const panel = await screen.findByRole('complementary', {name: 'Review changes'})
    await waitFor(() => expect(within(panel).queryByRole('region', {name: 'Title'})).not.toBeNull())
    expect(titleChange(panel)).toEqual(['First draft', 'Edited title'])
    expect(within(panel).getByText(/^Changes since /)).toBeTruthy()
    // The range ends at the current version: the form edits it, and the change may be reverted.
    expect(screen.queryByText(/You are viewing a read-only past version/)).toBeNull()
    expect((await textbox('Title')).value).toBe('Edited title')
    expect(within(panel).getByRole('button', {name: 'Revert changes to “Title”'})).toBeTruthy()
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', {name: 'Revert changes to “Title”'}))
    })
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', {name: 'Revert change'}))
    })
    await waitFor(() =>
      expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).value).toBe('First draft'),
    )
  }, 15_000)

  it('compares two past revisions chosen in the timeline, without revert', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    renderDocumentStudio({lake, path: 'post/p1'})
    await textbox('Title')
    // The end of the range: the published revision, shown read-only.
    await chooseChunk(await openHistory(), 'publish')
    await screen.findByText(/You are viewing a read-only past version/)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Review changes'}))
    })
    const panel = await screen.findByRole('complementary', {name: 'Review changes'})
    // Its start: the first draft, from the panel's 'Compare with' menu.
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', {name: /^Compare with: /}))
    })
    const picker = await screen.findByRole('menu', {name: 'Compare with an earlier version'})
    await chooseChunk(picker, 'initial')
    await waitFor(() => expect(within(panel).queryByRole('region', {name: 'Title'})).not.toBeNull())
    expect(titleChange(panel)).toEqual(['First draft', 'Published title'])
    expect(within(panel).getByText(/^Changes from .+ to /)).toBeTruthy()
    expect(within(panel).getByRole('button', {name: /^Compare with: Created/})).toBeTruthy()
    // The past revision stays shown, and nothing may be reverted into it.
    expect(screen.getByText(/You are viewing a read-only past version/)).toBeTruthy()
    expect(within(panel).queryByRole('button', {name: /Revert/})).toBeNull()
  }, 15_000)

  it('asks a live-edit document for a version to compare with, then shows the changes since', async () => {
    // Ten minutes apart, so the edit is a chunk of its own (a create absorbs the edits soon after it).
    let time = Date.parse('2026-01-01T10:00:00.000Z')
    const lake = createLake({storage: memoryStorage(), now: () => new Date(time)})
    await seed(lake, [{_id: 'site', _type: 'settings', title: 'Old site title'}])
    time += 10 * 60 * 1000
    await lake.mutate('production', [{patch: {id: 'site', set: {title: 'New site title'}}}])
    renderDocumentStudio({lake, path: 'settings/site'})
    expect((await textbox('Title')).value).toBe('New site title')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Review changes'}))
    })
    const panel = await screen.findByRole('complementary', {name: 'Review changes'})
    expect(within(panel).getByRole('status').textContent).toContain('Choose a version to compare with')
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', {name: /^Compare with: /}))
    })
    const picker = await screen.findByRole('menu', {name: 'Compare with an earlier version'})
    expect(within(picker).queryByRole('menuitemradio', {name: 'The published version'})).toBeNull()
    await chooseChunk(picker, 'initial')
    await waitFor(() => expect(within(panel).queryByRole('region', {name: 'Title'})).not.toBeNull())
    expect(titleChange(panel)).toEqual(['Old', 'New'])
    expect(within(panel).getByRole('button', {name: 'Revert changes to “Title”'})).toBeTruthy()
  }, 15_000)
})

import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import type {Tool} from '../../../src/studio'
import {DocumentPane} from '../../../src/structure/document/DocumentPane'
import {lakeDocument, renderDocumentStudio, seed, VIEWER} from '../document/support'

afterEach(() => cleanup())

const COMMIT_WAIT = {timeout: 4000}

async function openHistory() {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', {name: 'History'}))
  })
  return screen.findByRole('menu', {name: 'Document history'})
}

/** A post created, then published with another title, then edited in a draft. */
async function postWithHistory(lake: Lake) {
  await seed(lake, [{_id: 'drafts.p1', _type: 'post', title: 'First draft'}])
  await lake.mutate('production', [
    {delete: {id: 'drafts.p1'}},
    {create: {_id: 'p1', _type: 'post', title: 'Published title'}},
  ])
  await lake.mutate('production', [{create: {_id: 'drafts.p1', _type: 'post', title: 'Edited title'}}])
}

describe('history menu', () => {
  it('lists the chunks newest first, with their type and author', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    renderDocumentStudio({lake, path: 'post/p1'})
    fireEvent.change(await screen.findByRole('textbox', {name: 'Title'}), {target: {value: 'Edited by Ada'}})
    await waitFor(() => expect(lakeDocument(lake, 'drafts.p1')).toMatchObject({title: 'Edited by Ada'}), COMMIT_WAIT)
    const menu = await openHistory()
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]!.textContent).toContain('Ada Lovelace'))
    const types = [...menu.querySelectorAll('[data-chunk-type]')].map((each) => each.getAttribute('data-chunk-type'))
    expect(types).toEqual(['editDraft', 'publish', 'initial'])
    expect(within(menu).getAllByRole('menuitemradio')[0]!.textContent).toContain('Current version')
  })

  it('follows the document while open: a publish made elsewhere comes in at the top', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    renderDocumentStudio({lake, path: 'post/p1'})
    expect(((await screen.findByRole('textbox', {name: 'Title'})) as HTMLInputElement).value).toBe('Edited title')
    await openHistory()
    const types = () =>
      [...document.querySelectorAll('[data-chunk-type]')].map((each) => each.getAttribute('data-chunk-type'))
    await waitFor(() => expect(types()).toEqual(['editDraft', 'publish', 'initial']))
    // Someone else publishes the draft, in another studio.
    await lake.mutate('production', [
      {delete: {id: 'drafts.p1'}},
      {createOrReplace: {_id: 'p1', _type: 'post', title: 'Edited title'}},
    ])
    await waitFor(() => expect(types()).toEqual(['publish', 'editDraft', 'publish', 'initial']), COMMIT_WAIT)
    // Still open, on the current version.
    expect(screen.getByRole('menu', {name: 'Document history'})).toBeInTheDocument()
    expect(
      within(screen.getByRole('menu', {name: 'Document history'})).getAllByRole('menuitemradio')[0]!.textContent,
    ).toContain('Current version')
  })

  it('shows a past revision read-only with a banner, and restores it into the draft', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    renderDocumentStudio({lake, path: 'post/p1'})
    expect(((await screen.findByRole('textbox', {name: 'Title'})) as HTMLInputElement).value).toBe('Edited title')
    const menu = await openHistory()
    await waitFor(() => expect(menu.querySelector('[data-chunk-type="publish"]')).not.toBeNull())
    await act(async () => {
      fireEvent.click(menu.querySelector('[data-chunk-type="publish"]')!.closest('[role="menuitemradio"]')!)
    })
    const banner = await screen.findByText(/You are viewing a read-only past version/)
    const title = (await screen.findByRole('textbox', {name: 'Title'})) as HTMLInputElement
    await waitFor(() => expect(title.value).toBe('Published title'))
    expect(title.readOnly || title.disabled).toBe(true)
    const restore = within(banner.closest('.vellum-history-banner') as HTMLElement).getByRole('button', {
      name: 'Restore',
    })
    await act(async () => {
      fireEvent.click(restore)
    })
    await waitFor(() => expect(lakeDocument(lake, 'drafts.p1')).toMatchObject({title: 'Published title'}), COMMIT_WAIT)
    await waitFor(() => expect(screen.queryByText(/You are viewing a read-only past version/)).toBeNull())
    await waitFor(() =>
      expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).value).toBe('Published title'),
    )
  })

  it('pages the history 50 transactions at a time', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Published'}])
    // 60 more transactions, each its own chunk: a draft made, then discarded, 30 times.
    for (let i = 0; i < 30; i++) {
      await lake.mutate('production', [{create: {_id: 'drafts.p1', _type: 'post', title: `Draft ${i}`}}])
      await lake.mutate('production', [{delete: {id: 'drafts.p1'}}])
    }
    renderDocumentStudio({lake, path: 'post/p1'})
    const menu = await openHistory()
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(50))
    const more = within(menu).getByRole('menuitem', {name: 'Load older history'})
    await act(async () => {
      fireEvent.click(more)
    })
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(61))
    expect(within(menu).queryByRole('menuitem', {name: 'Load older history'})).toBeNull()
  }, 15_000)

  it('says so when the document has no history', async () => {
    renderDocumentStudio({path: 'post/new-1'})
    const menu = await openHistory()
    await within(menu).findByText('No document history')
  })

  it('shows "Unable to load revision" for a revision the history does not have', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    const revisionTool: Tool = {
      name: 'revision',
      title: 'Revision',
      component: () => (
        <div style={{display: 'flex', flexDirection: 'column', height: 800}}>
          <DocumentPane documentId="p1" documentType="post" params={{rev: 'no-such-transaction'}} />
        </div>
      ),
    }
    const {history} = renderDocumentStudio({
      lake,
      path: 'post/p1',
      plugins: [{name: 'revision', tools: [revisionTool]}],
    })
    await act(async () => history.push('/revision'))
    expect(await screen.findByText('Unable to load revision')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Back to the current version'}))
    })
    expect(((await screen.findByRole('textbox', {name: 'Title'})) as HTMLInputElement).value).toBe('Edited title')
  })

  it('lets a viewer see past revisions without a restore button', async () => {
    const lake = createLake({storage: memoryStorage()})
    await postWithHistory(lake)
    renderDocumentStudio({lake, path: 'post/p1', user: VIEWER})
    await screen.findByRole('textbox', {name: 'Title'})
    const menu = await openHistory()
    await waitFor(() => expect(menu.querySelector('[data-chunk-type="initial"]')).not.toBeNull())
    await act(async () => {
      fireEvent.click(menu.querySelector('[data-chunk-type="initial"]')!.closest('[role="menuitemradio"]')!)
    })
    const banner = await screen.findByText(/You are viewing a read-only past version/)
    await waitFor(() =>
      expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).value).toBe('First draft'),
    )
    expect(
      within(banner.closest('.vellum-history-banner') as HTMLElement).queryByRole('button', {name: 'Restore'}),
    ).toBeNull()
  })
})

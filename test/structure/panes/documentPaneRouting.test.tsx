import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {definePlugin, type DocumentInspector, type WorkspaceOptions} from '../../../src/studio'
import {setViewportWidth} from '../../studio/navbar/support'
import {confirmDialog, menuAction} from '../actions/support'
import {blogStructureConfig, renderStructure, seed} from './support'

// Commits wait for the 1 s throttle; the lake is read until it shows them.
const LIVE = {timeout: 5000}

beforeEach(() => {
  setViewportWidth(1280)
  localStorage.clear()
})
afterEach(() => cleanup())

const documentPane = (container: HTMLElement) =>
  container.querySelector('.vellum-structure-pane[data-pane-type="document"]')
const stored = (lake: Lake, id: string) => lake.getDocuments('production', [id])[0] ?? null

/** Deletes the open document through the "More document actions" menu, confirming. */
async function deleteDocument(): Promise<void> {
  await screen.findByRole('textbox', {name: 'Title'})
  const item = await menuAction('Delete')
  await waitFor(() => expect(item.disabled).toBe(false), LIVE)
  await act(async () => {
    fireEvent.click(item)
  })
  await confirmDialog('Delete')
}

describe('a deleted document', {timeout: 20_000}, () => {
  it('closes its pane, landing on the list it was opened from, with a "Deleted" toast', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'p1', _type: 'post', title: 'Doomed'},
      {_id: 'drafts.p1', _type: 'post', title: 'Doomed, edited'},
    ])
    const {history, container} = renderStructure({lake, path: '/blog/structure/post/p1'})
    await deleteDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/blog/structure/post'), LIVE)
    expect([stored(lake, 'p1'), stored(lake, 'drafts.p1')]).toEqual([null, null])
    await waitFor(() => expect(documentPane(container)).toBeNull())
    expect(screen.queryByRole('heading', {name: 'This document was deleted'})).toBeNull()
    expect(await screen.findByText('Deleted', {selector: '.vellum-toast-title'})).toBeVisible()
    expect(container.querySelector('.vellum-structure-pane[data-last]')?.getAttribute('data-pane-type')).toBe(
      'documentList',
    )
    // The deleted document's entry was replaced, not stacked: Back does not lead to it.
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/blog/structure/post'])
  })

  it('lands on the structure root when the document was opened with nothing before it', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Linked'}])
    const {history, container} = renderStructure({lake, path: '/blog/structure/__edit__p1;type=post'})
    await deleteDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/blog/structure'), LIVE)
    await waitFor(() => expect(documentPane(container)).toBeNull())
    expect(await screen.findByRole('list', {name: 'Content'})).toBeVisible()
    expect(stored(lake, 'p1')).toBeNull()
  })
})

describe('the open inspector', {timeout: 20_000}, () => {
  async function openPost(path = '/blog/structure/post/p1') {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Inspected'}])
    const rendered = renderStructure({lake, path})
    await screen.findByRole('textbox', {name: 'Title'})
    return rendered
  }
  const toggle = () => screen.findByRole('button', {name: 'Validation'})

  it('is kept in the URL: opening pushes it, Back closes it, Forward opens it again', async () => {
    const {history} = await openPost()
    await act(async () => {
      fireEvent.click(await toggle())
    })
    expect(history.location.pathname).toBe('/blog/structure/post/p1;inspect=validation')
    expect(await screen.findByText('No validation errors')).toBeVisible()
    expect((await toggle()).getAttribute('aria-expanded')).toBe('true')

    act(() => history.back())
    expect(history.location.pathname).toBe('/blog/structure/post/p1')
    await waitFor(() => expect(screen.queryByText('No validation errors')).toBeNull())
    expect((await toggle()).getAttribute('aria-expanded')).toBe('false')

    act(() => history.forward())
    expect(await screen.findByText('No validation errors')).toBeVisible()
  })

  it('opens from a link (or a reload), and closing it takes it out of the URL', async () => {
    const {history} = await openPost('/blog/structure/post/p1;inspect=validation')
    expect(await screen.findByText('No validation errors')).toBeVisible()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Close'}))
    })
    expect(history.location.pathname).toBe('/blog/structure/post/p1')
    await waitFor(() => expect(screen.queryByText('No validation errors')).toBeNull())
  })

  it('ignores a name no inspector has, and the toggle still opens the real one', async () => {
    const {history, container} = await openPost('/blog/structure/post/p1;inspect=no-such-inspector')
    expect(documentPane(container)).not.toBeNull()
    expect(container.querySelector('.vellum-structure-document-inspector')).toBeNull()
    expect((await toggle()).getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      fireEvent.click(await toggle())
    })
    expect(history.location.pathname).toBe('/blog/structure/post/p1;inspect=validation')
    expect(await screen.findByText('No validation errors')).toBeVisible()
  })

  it('lets an inspector change the segment’s params as it opens and closes', async () => {
    const notes: DocumentInspector = {
      name: 'notes',
      component: ({onClose}) => (
        <section aria-label="Notes">
          <button type="button" onClick={onClose}>
            Close notes
          </button>
        </section>
      ),
      useMenuItem: () => ({title: 'Notes'}),
      onOpen: ({params}) => ({params: {...params, notesTab: 'recent'}}),
      onClose: ({params}) => {
        const {notesTab: _tab, ...rest} = params
        return {params: rest}
      },
    }
    const config = blogStructureConfig() as WorkspaceOptions
    config.plugins = [
      ...(config.plugins ?? []),
      definePlugin({name: 'notes', document: {inspectors: (prev) => [...prev, notes]}})(),
    ]
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Noted'}])
    const {history} = renderStructure({lake, config, path: '/blog/structure/post/p1;type=post'})
    const inspectors = await screen.findByRole('group', {name: 'Inspectors'})
    await act(async () => {
      fireEvent.click(within(inspectors).getByRole('button', {name: 'Notes'}))
    })
    expect(history.location.pathname).toBe('/blog/structure/post/p1;type=post;inspect=notes;notesTab=recent')
    // Switching to another inspector closes this one first.
    await act(async () => {
      fireEvent.click(within(inspectors).getByRole('button', {name: 'Validation'}))
    })
    expect(history.location.pathname).toBe('/blog/structure/post/p1;type=post;inspect=validation')
    await act(async () => {
      fireEvent.click(within(inspectors).getByRole('button', {name: 'Notes'}))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Close notes'}))
    })
    expect(history.location.pathname).toBe('/blog/structure/post/p1;type=post')
  })
})

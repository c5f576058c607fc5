import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {lakeDocument, renderDocumentStudio, seed, VIEWER} from '../document/support'
import {confirmDialog, menuAction, primaryAction, tooltipOf} from './support'

afterEach(() => cleanup())

const COMMIT_WAIT = {timeout: 4000}
const titleInput = () => screen.findByRole('textbox', {name: 'Title'}) as Promise<HTMLInputElement>

async function studioWith(
  documents: Parameters<typeof seed>[1],
  path = 'post/p1',
  options: Partial<Parameters<typeof renderDocumentStudio>[0]> = {},
) {
  const lake = createLake({storage: memoryStorage()})
  await seed(lake, documents)
  const rendered = renderDocumentStudio({lake, path, ...options})
  return rendered
}

describe('publish', () => {
  it('is disabled, saying why, when the document is already published', async () => {
    await studioWith([{_id: 'p1', _type: 'post', title: 'Hello'}])
    const publish = await primaryAction('Publish')
    await waitFor(() => expect(publish.disabled).toBe(true))
    expect(await tooltipOf(publish)).toBe('This document is already published')
  })

  it('is disabled while validation errors remain, saying so', async () => {
    await studioWith([{_id: 'drafts.p1', _type: 'post', body: 'No title yet'}])
    await titleInput()
    const publish = await primaryAction('Publish')
    await waitFor(() => expect(publish.disabled).toBe(true))
    expect(await tooltipOf(publish)).toBe(
      'There are validation errors that need to be fixed before this document can be published',
    )
  })

  it('is enabled once the error is fixed, and publishes with its shortcut (mod+alt+P)', async () => {
    const {lake} = await studioWith([{_id: 'drafts.p1', _type: 'post', body: 'No title yet'}])
    fireEvent.change(await titleInput(), {target: {value: 'Now titled'}})
    const publish = await primaryAction('Publish')
    await waitFor(() => expect(publish.disabled).toBe(false))
    expect(publish.getAttribute('aria-keyshortcuts')).toBe('Control+Alt+P')
    fireEvent.keyDown(await titleInput(), {key: 'π', code: 'KeyP', ctrlKey: true, altKey: true})
    await waitFor(
      () => expect(lakeDocument(lake, 'p1')).toMatchObject({title: 'Now titled', body: 'No title yet'}),
      COMMIT_WAIT,
    )
    expect(lakeDocument(lake, 'drafts.p1')).toBeNull()
  })
})

describe('unpublish', () => {
  it('asks first, then deletes the published document and keeps it as a draft', async () => {
    const {lake} = await studioWith([{_id: 'p1', _type: 'post', title: 'Public'}])
    await titleInput()
    const unpublish = await menuAction('Unpublish')
    await waitFor(() => expect(unpublish.getAttribute('aria-disabled')).toBeNull())
    await act(async () => {
      fireEvent.click(unpublish)
    })
    await confirmDialog('Unpublish')
    await waitFor(() => expect(lakeDocument(lake, 'p1')).toBeNull(), COMMIT_WAIT)
    expect(lakeDocument(lake, 'drafts.p1')).toMatchObject({title: 'Public'})
    expect(await screen.findByText('Unpublished', {selector: '.vellum-toast-title'})).toBeVisible()
  })

  it('does nothing when the dialog is cancelled', async () => {
    const {lake} = await studioWith([{_id: 'p1', _type: 'post', title: 'Public'}])
    await titleInput()
    const item = await menuAction('Unpublish')
    await act(async () => {
      fireEvent.click(item)
    })
    const dialog = await screen.findByRole('dialog', {name: 'Unpublish'})
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', {name: 'Cancel'}))
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(lakeDocument(lake, 'p1')).toMatchObject({title: 'Public'})
  })

  it('is disabled with the reason when the document is not published', async () => {
    await studioWith([{_id: 'drafts.p1', _type: 'post', title: 'Draft'}])
    await titleInput()
    const unpublish = await menuAction(/^Unpublish/)
    await waitFor(() => expect(unpublish.getAttribute('aria-disabled')).toBe('true'))
    expect(unpublish.textContent).toContain('This document is not published')
  })
})

describe('discard changes', () => {
  it('asks first, then deletes the draft, going back to the published version', async () => {
    const {lake} = await studioWith([
      {_id: 'p1', _type: 'post', title: 'Published title'},
      {_id: 'drafts.p1', _type: 'post', title: 'Draft title'},
    ])
    expect((await titleInput()).value).toBe('Draft title')
    const item = await menuAction('Discard changes')
    await act(async () => {
      fireEvent.click(item)
    })
    await confirmDialog('Discard changes')
    await waitFor(() => expect(lakeDocument(lake, 'drafts.p1')).toBeNull(), COMMIT_WAIT)
    await waitFor(async () => expect((await titleInput()).value).toBe('Published title'))
  })
})

describe('delete', () => {
  it('asks first, deletes both versions, and the pane says the document was deleted', async () => {
    const {lake} = await studioWith([
      {_id: 'p1', _type: 'post', title: 'Doomed'},
      {_id: 'drafts.p1', _type: 'post', title: 'Doomed draft'},
    ])
    await titleInput()
    const item = await menuAction('Delete')
    await act(async () => {
      fireEvent.click(item)
    })
    await confirmDialog('Delete')
    await waitFor(
      () => expect([lakeDocument(lake, 'p1'), lakeDocument(lake, 'drafts.p1')]).toEqual([null, null]),
      COMMIT_WAIT,
    )
    expect(await screen.findByRole('heading', {name: 'This document was deleted'})).toBeVisible()
    expect(await screen.findByText('Deleted', {selector: '.vellum-toast-title'})).toBeVisible()
  })
})

describe('duplicate', () => {
  it('creates a copy as a new draft and opens it', async () => {
    const {lake, history} = await studioWith([{_id: 'p1', _type: 'post', title: 'Original', body: 'Text'}])
    await titleInput()
    const item = await menuAction('Duplicate')
    await act(async () => {
      fireEvent.click(item)
    })
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/docs\/post\/(?!p1$)[\w-]+$/), COMMIT_WAIT)
    const copyId = history.location.pathname.split('/').pop()!
    expect(lakeDocument(lake, `drafts.${copyId}`)).toMatchObject({_type: 'post', title: 'Original', body: 'Text'})
    expect(lakeDocument(lake, copyId)).toBeNull()
    await waitFor(async () => expect((await titleInput()).value).toBe('Original'))
    expect(screen.getByText('Unpublished', {selector: '.vellum-structure-document-status', exact: false})).toBeVisible()
  })
})

describe('permissions', () => {
  it('shows a viewer a read-only form with the reason, and every action disabled with "Insufficient permissions"', async () => {
    await studioWith(
      [
        {_id: 'p1', _type: 'post', title: 'Look, do not touch'},
        {_id: 'drafts.p1', _type: 'post', title: 'Changes'},
      ],
      'post/p1',
      {user: VIEWER},
    )
    const input = await titleInput()
    await waitFor(() => expect(input.readOnly).toBe(true))
    const banner = await screen.findByText('This document is read-only')
    expect(banner.closest('[role="status"]')?.textContent).toContain('Your role: Viewer')
    const publish = await primaryAction('Publish')
    await waitFor(() => expect(publish.disabled).toBe(true))
    expect(await tooltipOf(publish)).toBe('Insufficient permissions Your role: Viewer')
    for (const name of ['Unpublish', 'Discard changes', 'Delete']) {
      const item = await menuAction(new RegExp(`^${name}`))
      expect(item.getAttribute('aria-disabled')).toBe('true')
      expect(item.textContent).toContain('Insufficient permissions')
      await act(async () => {
        fireEvent.keyDown(item, {key: 'Escape'})
      })
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    }
  })
})

import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {firstValueFrom, filter, Subject, type Subscription} from 'rxjs'
import {afterEach, describe, expect, it} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {createPresenceStore} from '../../../src/store'
import {defineField, defineType} from '../../../src/schema'
import {definePlugin, type DocumentActionComponent, type Template} from '../../../src/studio'
import {lakeDocument, renderDocumentStudio, seed} from './support'

const subscriptions: Subscription[] = []
afterEach(() => {
  cleanup()
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe()
})

/** Another user's tab over the same lake: their presence store, connected. */
function otherTab(lake: Lake, user: {id: string; name: string}) {
  const client = createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19', user})
  const store = createPresenceStore({
    client,
    currentUser: user,
    sessionId: `tab-of-${user.id}`,
    sessionStorage: null,
    environment: {unload$: new Subject<void>()},
  })
  subscriptions.push(store.sessions$.subscribe())
  return store
}

const titleInput = () => screen.findByRole('textbox', {name: 'Title'}) as Promise<HTMLInputElement>
// Commits are throttled to 1 s; the lake is read until it shows them.
const COMMIT_WAIT = {timeout: 4000}

describe('DocumentPane', () => {
  it('shows the published document in the form, with its title and status in the header', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Hello'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    expect((await titleInput()).value).toBe('Hello')
    const pane = screen.getByRole('region', {name: 'Hello'})
    expect(within(pane).getByText('Published', {selector: '.vellum-structure-document-status'})).toBeVisible()
    expect(within(pane).getByRole('group', {name: 'Document status'}).textContent).toBe('Published')
  })

  it('shows the image the preview selects as a thumbnail beside the title in the header', async () => {
    const photo = defineType({
      name: 'photo',
      title: 'Photo',
      type: 'document',
      fields: [
        defineField({name: 'title', title: 'Title', type: 'string'}),
        defineField({name: 'image', title: 'Image', type: 'image'}),
      ],
      preview: {select: {title: 'title', media: 'image'}},
    })
    const lake = createLake({storage: memoryStorage()})
    const assetId = 'image-0123456789abcdef0123456789abcdef01234567-640x480-png'
    await seed(lake, [
      {_id: assetId, _type: 'sanity.imageAsset', url: `http://localhost/images/blog/production/${assetId}.png`},
      {
        _id: 'ph1',
        _type: 'photo',
        title: 'Sunset',
        image: {_type: 'image', asset: {_type: 'reference', _ref: assetId}},
      },
    ])
    renderDocumentStudio({lake, path: 'photo/ph1', types: [photo]})
    const header = (await screen.findByRole('heading', {name: 'Sunset'})).closest('header') as HTMLElement
    const thumbnail = await waitFor(() => {
      const image = header.querySelector('.vellum-structure-document-header-media img')
      expect(image).not.toBeNull()
      return image as HTMLImageElement
    })
    expect(thumbnail.getAttribute('src')).toContain(assetId.replace(/^image-/, '').replace(/-png$/, '.png'))
    expect(thumbnail.getAttribute('src')).toContain('w=33&h=33&fit=crop')
  })

  it('edits the draft when typing: the lake has the draft after the commit, and the title follows', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Hello'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    fireEvent.change(await titleInput(), {target: {value: 'Hello world'}})
    await waitFor(
      () => expect(lakeDocument(lake, 'drafts.p1')).toMatchObject({_type: 'post', title: 'Hello world'}),
      COMMIT_WAIT,
    )
    expect(lakeDocument(lake, 'p1')).toMatchObject({title: 'Hello'})
    expect(screen.getByRole('heading', {name: 'Hello world'})).toBeVisible()
    await waitFor(() =>
      expect(screen.getByText('Edited', {exact: false, selector: '.vellum-structure-document-status'})).toBeVisible(),
    )
    await waitFor(
      () => expect(document.querySelector('.vellum-structure-document-sync')?.textContent).toBe('Saved'),
      COMMIT_WAIT,
    )
  })

  it('publishes: the published document in the lake, the draft gone, a "Published" toast', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'drafts.p1', _type: 'post', title: 'Ready'}])
    renderDocumentStudio({lake, path: 'post/p1'})
    await titleInput()
    const publish = await screen.findByRole('button', {name: 'Publish'})
    await waitFor(() => expect((publish as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(publish)
    await waitFor(() => expect(lakeDocument(lake, 'p1')).toMatchObject({_type: 'post', title: 'Ready'}), COMMIT_WAIT)
    expect(lakeDocument(lake, 'drafts.p1')).toBeNull()
    expect(await screen.findByText('Published', {selector: '.vellum-toast-title'})).toBeVisible()
  })

  it('shows who else is editing, in the header and at their field, and reports where the user is', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Shared'}])
    const grace = otherTab(lake, {id: 'u-grace', name: 'Grace Hopper'})
    grace.reportLocations([{documentId: 'p1', path: ['body']}])
    renderDocumentStudio({lake, path: 'post/p1'})
    expect(await screen.findByRole('group', {name: 'Grace Hopper is editing this document'})).toBeVisible()
    // The header can show presence before the document has loaded into the form.
    const body = (await screen.findByRole('textbox', {name: 'Body'})).closest('.vellum-form-field') as HTMLElement
    await waitFor(() =>
      expect(
        within(within(body).getByRole('group', {name: 'People in this field'})).getByTitle('Grace Hopper'),
      ).toBeVisible(),
    )
    const input = await titleInput()
    act(() => input.focus())
    const seen = await firstValueFrom(
      grace
        .documentPresence$('p1')
        .pipe(filter((people) => people.some((person) => person.userId === 'u-ada' && person.path[0] === 'title'))),
    )
    expect(seen.find((person) => person.userId === 'u-ada')).toMatchObject({
      path: ['title'],
      user: {name: 'Ada Lovelace'},
    })
  })

  it('opens a new document with its template’s initial value, and creates it only with the first edit', async () => {
    const lake = createLake({storage: memoryStorage()})
    const template: Template = {
      id: 'post-with-body',
      title: 'Post with body',
      schemaType: 'post',
      value: async () => ({title: 'From template', body: 'Template body'}),
    }
    renderDocumentStudio({lake, path: 'post/new-1/post-with-body', templates: [template]})
    const input = await titleInput()
    expect(input.value).toBe('From template')
    expect((screen.getByRole('textbox', {name: 'Body'}) as HTMLTextAreaElement).value).toBe('Template body')
    expect(screen.getByText('Not created yet', {selector: '.vellum-structure-document-status'})).toBeVisible()
    expect([lakeDocument(lake, 'new-1'), lakeDocument(lake, 'drafts.new-1')]).toEqual([null, null])
    fireEvent.change(input, {target: {value: 'Edited title'}})
    await waitFor(
      () =>
        expect(lakeDocument(lake, 'drafts.new-1')).toMatchObject({
          _type: 'post',
          title: 'Edited title',
          body: 'Template body',
        }),
      COMMIT_WAIT,
    )
  })

  it('says "Resolving initial value…" while a slow template resolves, then "Initial value resolved"', async () => {
    const lake = createLake({storage: memoryStorage()})
    let finish: (value: Record<string, unknown>) => void = () => {}
    const template: Template = {
      id: 'slow-post',
      title: 'Slow post',
      schemaType: 'post',
      value: () => new Promise((resolve) => (finish = resolve)),
    }
    renderDocumentStudio({lake, path: 'post/new-2/slow-post', templates: [template]})
    expect(await screen.findByText('Resolving initial value…', {selector: '.vellum-toast-title'})).toBeVisible()
    act(() => finish({title: 'Slowly'}))
    expect(await screen.findByText('Initial value resolved', {selector: '.vellum-toast-title'})).toBeVisible()
    expect((await titleInput()).value).toBe('Slowly')
  })

  it('says why when a template fails to resolve', async () => {
    const lake = createLake({storage: memoryStorage()})
    const template: Template = {
      id: 'broken',
      title: 'Broken',
      schemaType: 'post',
      value: () => Promise.reject(new Error('offline')),
    }
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      renderDocumentStudio({lake, path: 'post/new-3/broken', templates: [template]})
      expect(
        await screen.findByText('Could not resolve initial value', {selector: '.vellum-toast-title'}),
      ).toBeVisible()
      expect(
        screen.getAllByText(
          /^Unable to resolve initial value for type Post: Template "broken" failed to resolve its initial value: offline$/,
        ).length,
      ).toBeGreaterThan(0)
      expect(errors.some((args) => (args as unknown[])[0] === 'Failed to resolve initial value')).toBe(true)
    } finally {
      console.error = original
    }
  })

  it('says a document does not exist, and offers to create it (nothing is written until an edit)', async () => {
    const lake = createLake({storage: memoryStorage()})
    renderDocumentStudio({lake, path: 'post/missing'})
    expect(await screen.findByRole('heading', {name: 'This document does not exist'})).toBeVisible()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Create document'}))
    })
    const input = await titleInput()
    expect(input.value).toBe('')
    expect(lakeDocument(lake, 'drafts.missing')).toBeNull()
    fireEvent.change(input, {target: {value: 'Made'}})
    await waitFor(
      () => expect(lakeDocument(lake, 'drafts.missing')).toMatchObject({_type: 'post', title: 'Made'}),
      COMMIT_WAIT,
    )
  })

  it('shows a clear error for a type the schema does not have', async () => {
    renderDocumentStudio({path: 'nonsense/x1'})
    expect(await screen.findByRole('heading', {name: 'Unknown document type'})).toBeVisible()
    expect(
      screen.getByText(
        'The document type “nonsense” is not in the schema, so the document “x1” cannot be edited here.',
      ),
    ).toBeVisible()
  })

  it('edits live-edit documents in place: no draft, a Live badge, publish disabled saying why', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'site', _type: 'settings', title: 'My site'}])
    renderDocumentStudio({lake, path: 'settings/site'})
    fireEvent.change(await titleInput(), {target: {value: 'My live site'}})
    await waitFor(() => expect(lakeDocument(lake, 'site')).toMatchObject({title: 'My live site'}), COMMIT_WAIT)
    expect(lakeDocument(lake, 'drafts.site')).toBeNull()
    expect(within(screen.getByRole('group', {name: 'Document status'})).getByText('Live')).toBeVisible()
    const publish = screen.getByRole('button', {name: 'Publish'}) as HTMLButtonElement
    expect(publish.disabled).toBe(true)
    expect(screen.queryByRole('button', {name: 'More document actions'})).toBeTruthy()
  })
})

describe('DocumentPane while typing', () => {
  it('a burst of keystrokes does not run the document actions per keystroke; they see the typed title once typing pauses', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Hello'}])
    const seenTitles: unknown[] = []
    const countingAction: DocumentActionComponent = (props) => {
      seenTitles.push(props.draft?.title ?? props.published?.title)
      return null
    }
    const countActions = definePlugin({
      name: 'count-actions',
      document: {actions: (prev) => [...prev, countingAction]},
    })()
    renderDocumentStudio({lake, path: 'post/p1', plugins: [countActions]})
    const input = await titleInput()
    await waitFor(() => expect(seenTitles).toContain('Hello'))
    // Let the pane settle, then type ten characters 10 ms apart, as a fast typist would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    const before = seenTitles.length
    for (const character of 'abcdefghij') {
      input.value += character
      fireEvent.input(input)
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
    // At most the burst's first keystroke reached the actions.
    expect(seenTitles.length - before).toBeLessThanOrEqual(2)
    await waitFor(() => expect(seenTitles.at(-1)).toBe('Helloabcdefghij'), COMMIT_WAIT)
    expect(screen.getByRole('heading', {name: 'Helloabcdefghij'})).toBeVisible()
  })
})

import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {decodePanePath} from '../../../src/structure'
import {setViewportWidth} from '../../studio/navbar/support'
import type {WorkspaceOptions} from '../../../src/studio'
import {blogStructureConfig, renderStructure, seed} from './support'

const LIVE = {timeout: 5000}

beforeEach(() => {
  setViewportWidth(1280)
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The titles of the rows of the document list named `name`, in order. */
function rowTitles(name: string): string[] {
  const list = screen.getByRole('list', {name})
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.vellum-structure-document-row-title')?.textContent ?? '')
}

describe('StructureTool', {timeout: 20_000}, () => {
  it('lists the schema’s document types in the root pane', async () => {
    renderStructure()
    const root = await screen.findByRole('list', {name: 'Content'})
    expect(
      within(root)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blog post', 'Author', 'Settings'])
    expect(within(root).getByRole('link', {name: 'Blog post'}).getAttribute('href')).toBe('/blog/structure/post')
  })

  it('shows a type’s documents when the type is clicked, the type highlighted', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'p1', _type: 'post', title: 'First post'},
      {_id: 'p2', _type: 'post', title: 'Second post'},
      {_id: 'a1', _type: 'author', name: 'Ada'},
    ])
    const {history} = renderStructure({lake})
    fireEvent.click(await screen.findByRole('link', {name: 'Blog post'}))
    expect(history.location.pathname).toBe('/blog/structure/post')
    await waitFor(() => expect(rowTitles('Blog post').sort()).toEqual(['First post', 'Second post']), LIVE)
    expect(screen.getByRole('link', {name: 'Blog post'}).getAttribute('aria-current')).toBe('true')
  })
})

describe('document lists', {timeout: 20_000}, () => {
  it('show documents appearing, changing and disappearing in the lake, live', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'First post'}])
    renderStructure({lake, path: '/blog/structure/post'})
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['First post']), LIVE)

    await act(() => seed(lake, [{_id: 'p2', _type: 'post', title: 'Breaking news'}]))
    await waitFor(() => expect(rowTitles('Blog post').sort()).toEqual(['Breaking news', 'First post']), LIVE)

    await act(() => lake.mutate('production', [{patch: {id: 'p1', set: {title: 'First post, revised'}}}]))
    await waitFor(() => expect(rowTitles('Blog post').sort()).toEqual(['Breaking news', 'First post, revised']), LIVE)

    await act(() => lake.mutate('production', [{delete: {id: 'p2'}}]))
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['First post, revised']), LIVE)
  })

  it('mark each document published, edited (a draft over it) or unpublished (a draft only), previewing the draft', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'live', _type: 'post', title: 'Live'},
      {_id: 'changed', _type: 'post', title: 'Changed (published)'},
      {_id: 'drafts.changed', _type: 'post', title: 'Changed (draft)'},
      {_id: 'drafts.fresh', _type: 'post', title: 'Fresh'},
    ])
    renderStructure({lake, path: '/blog/structure/post'})
    await waitFor(() => expect(rowTitles('Blog post').sort()).toEqual(['Changed (draft)', 'Fresh', 'Live']), LIVE)
    const statusOf = (title: string) => {
      const row = screen.getByText(title).closest('a')!
      return within(row).getByRole('img').getAttribute('aria-label')
    }
    expect(statusOf('Live')).toBe('Published')
    expect(statusOf('Changed (draft)')).toBe('Edited')
    expect(statusOf('Fresh')).toBe('Unpublished')
    // Each document is listed once, under its published id.
    expect(screen.getByText('Changed (draft)').closest('a')!.getAttribute('href')).toBe('/blog/structure/post/changed')
  })

  it('reorder when another ordering is chosen, and remember the choice', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'b1', _type: 'post', title: 'Banana'},
      {_id: 'c1', _type: 'post', title: 'Cherry'},
      {_id: 'z1', _type: 'post', title: 'Apple'},
    ])
    const first = renderStructure({lake, path: '/blog/structure/post'})
    // Last edited first; written in one transaction, they tie, and the id decides.
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['Banana', 'Cherry', 'Apple']), LIVE)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Sort by'}))
    })
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Title A–Z',
      'Last edited',
      'Created',
    ])
    expect(screen.getByRole('menuitemradio', {name: 'Last edited'}).getAttribute('aria-checked')).toBe('true')
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: 'Title A–Z'}))
    })
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['Apple', 'Banana', 'Cherry']), LIVE)

    first.unmount()
    renderStructure({lake, path: '/blog/structure/post'})
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['Apple', 'Banana', 'Cherry']), LIVE)
  })

  it('narrow to the documents matching the filter box', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'p1', _type: 'post', title: 'Hello world'},
      {_id: 'p2', _type: 'post', title: 'Goodbye world'},
      {_id: 'p3', _type: 'post', title: 'Hello again'},
    ])
    renderStructure({lake, path: '/blog/structure/post'})
    await waitFor(() => expect(rowTitles('Blog post')).toHaveLength(3), LIVE)
    fireEvent.change(screen.getByRole('searchbox', {name: 'Filter documents'}), {target: {value: 'hel'}})
    await waitFor(() => expect(rowTitles('Blog post').sort()).toEqual(['Hello again', 'Hello world']), LIVE)
    fireEvent.change(screen.getByRole('searchbox', {name: 'Filter documents'}), {target: {value: 'nothing like it'}})
    expect(await screen.findByText('No documents match “nothing like it”', {}, LIVE)).toBeVisible()
  })

  it('say so when a type has no documents', async () => {
    renderStructure({path: '/blog/structure/author'})
    expect(await screen.findByText('No documents of this type', {}, LIVE)).toBeVisible()
  })

  it('open a document to the right, and the back button closes it again', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'First post'}])
    const {history, container} = renderStructure({lake, path: '/blog/structure/post'})
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['First post']), LIVE)
    const list = screen.getByRole('list', {name: 'Blog post'})
    fireEvent.click(within(list).getByText('First post'))
    expect(history.location.pathname).toBe('/blog/structure/post/p1')
    await waitFor(() =>
      expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).not.toBeNull(),
    )
    expect(within(list).getByText('First post').closest('a')!.getAttribute('aria-current')).toBe('true')
    act(() => history.back())
    expect(history.location.pathname).toBe('/blog/structure/post')
    await waitFor(() => expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).toBeNull())
  })

  it('create a new document of the type: a new id under the list, with the template', async () => {
    const {history, container} = renderStructure({path: '/blog/structure/post'})
    fireEvent.click(await screen.findByRole('button', {name: 'Create new Blog post'}))
    const [list, created] = decodePanePath(history.location.pathname.slice('/blog/structure/'.length))
    expect(list).toEqual({id: 'post'})
    expect(created?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(created?.params).toEqual({template: 'post'})
    await waitFor(() =>
      expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).not.toBeNull(),
    )
  })

  it('offer a menu of templates when a type has several, carrying the chosen one’s parameters', async () => {
    const config = blogStructureConfig()
    const workspace = config as WorkspaceOptions
    workspace.schema = {
      ...workspace.schema,
      templates: (prev) => [
        ...prev,
        {
          id: 'post-by-author',
          title: 'Post by author',
          schemaType: 'post',
          parameters: [{name: 'authorId', type: 'string'}],
          value: (params: Record<string, unknown>) => ({title: `By ${String(params.authorId)}`}),
        },
      ],
    }
    workspace.document = {
      newDocumentOptions: (prev) => [
        ...prev,
        {templateId: 'post-by-author', title: 'Post by Ada', parameters: {authorId: 'ada'}},
      ],
    }
    const {history} = renderStructure({config, path: '/blog/structure/post'})
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', {name: 'Create new document'}))
    })
    const menu = screen.getByRole('menu', {name: 'Create new document'})
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Blog post', 'Post by Ada'])
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', {name: 'Post by Ada'}))
    })
    const [, created] = decodePanePath(history.location.pathname.slice('/blog/structure/'.length))
    expect(created).toMatchObject({params: {template: 'post-by-author'}, payload: {authorId: 'ada'}})
  })

  it('show why a list could not be loaded, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = blogStructureConfig({
      structure: (S) =>
        S.list()
          .id('content')
          .title('Content')
          .items([S.listItem().id('broken').title('Broken').child(S.documentList().filter('_type == '))]),
    })
    renderStructure({config, path: '/blog/structure/broken'})
    const alert = await screen.findByRole('alert', {}, LIVE)
    expect(within(alert).getByText('Could not load the documents')).toBeVisible()
    expect(within(alert).getByRole('button', {name: 'Retry'})).toBeVisible()
  })

  it('disable the create button for a user who may not create, naming their roles', async () => {
    renderStructure({path: '/blog/structure/post#_debug_roles=viewer'})
    await waitFor(
      () =>
        expect((screen.getByRole('button', {name: 'Create new Blog post'}) as HTMLButtonElement).disabled).toBe(true),
      LIVE,
    )
    expect(screen.getByText('Your role Editor does not have permission to create this kind of document.')).toBeVisible()
  })
})

describe('pane chains', {timeout: 20_000}, () => {
  it('say "Item not found" for an id the list does not have, with a link back', async () => {
    const {history} = renderStructure({path: '/blog/structure/nope'})
    expect(await screen.findByRole('heading', {name: 'Item not found'})).toBeVisible()
    expect(screen.getByText('There is no item “nope” in “Content”.')).toBeVisible()
    fireEvent.click(screen.getByRole('link', {name: 'Go back to Content'}))
    expect(history.location.pathname).toBe('/blog/structure')
    expect(screen.queryByRole('heading', {name: 'Item not found'})).toBeNull()
  })

  it('say "Pane not found" for a pane to the right of a document', async () => {
    renderStructure({path: '/blog/structure/post/p1/more'})
    expect(await screen.findByRole('heading', {name: 'Pane not found'})).toBeVisible()
  })

  it('open an edit intent through the type’s list', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'First post'}])
    const {history, container} = renderStructure({lake, path: '/blog/intent/edit/id=p1;type=post/'})
    await waitFor(() => expect(history.location.pathname).toBe('/blog/structure/post/p1'))
    await waitFor(() =>
      expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).not.toBeNull(),
    )
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['First post']), LIVE)
  })

  it('look up the type of a document opened by id alone', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'a1', _type: 'author', name: 'Ada'}])
    const {history, container} = renderStructure({lake, path: '/blog/intent/edit/id=a1/'})
    await waitFor(() => expect(history.location.pathname).toBe('/blog/structure/__edit__a1'))
    await waitFor(
      () => expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).not.toBeNull(),
      LIVE,
    )
  })
})

describe('narrow screens', {timeout: 20_000}, () => {
  it('show only the last pane, with a back link to the one before', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'First post'}])
    setViewportWidth(600)
    const {history, container} = renderStructure({lake, path: '/blog/structure/post'})
    await waitFor(() => expect(rowTitles('Blog post')).toEqual(['First post']), LIVE)
    expect(container.querySelectorAll('.vellum-structure-pane')).toHaveLength(1)
    expect(screen.queryByRole('list', {name: 'Content'})).toBeNull()
    fireEvent.click(screen.getByRole('link', {name: 'Back'}))
    expect(history.location.pathname).toBe('/blog/structure')
    expect(await screen.findByRole('list', {name: 'Content'})).toBeVisible()
    expect(container.querySelectorAll('.vellum-structure-pane')).toHaveLength(1)
    expect(screen.queryByRole('link', {name: 'Back'})).toBeNull()
  })

  it('show every pane side by side on wide screens', async () => {
    const {container} = renderStructure({path: '/blog/structure/post'})
    await screen.findByRole('list', {name: 'Content'})
    expect(container.querySelectorAll('.vellum-structure-pane')).toHaveLength(2)
    expect(container.querySelector('.vellum-structure-pane[data-last]')?.getAttribute('data-pane-type')).toBe(
      'documentList',
    )
  })
})

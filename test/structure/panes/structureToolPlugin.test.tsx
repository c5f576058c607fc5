import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {
  DEFAULT_DOCUMENT_ACTIONS,
  DEFAULT_DOCUMENT_BADGES,
  structureLocaleBundle,
  structureTool,
  validationInspector,
  type ComponentPaneProps,
} from '../../../src/structure'
import {resolveConfig, type Config, type DocumentActionComponent, type Workspace} from '../../../src/studio'
import {setViewportWidth} from '../../studio/navbar/support'
import {blogTypes} from '../builder/support'
import {blogStructureConfig, renderStructure, seed} from './support'

beforeEach(() => setViewportWidth(1280))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function resolveBlog(config: Config): Workspace {
  return resolveConfig(config).workspaces[0] as Workspace
}

describe('structureTool()', () => {
  it('adds a tool named "structure", titled "Structure", with a router and intent handling', () => {
    const workspace = resolveBlog(blogStructureConfig())
    const [tool] = workspace.tools
    expect(tool).toMatchObject({name: 'structure', title: 'Structure'})
    expect(tool?.router?.decode('post/abc')).toEqual({panes: [{id: 'post'}, {id: 'abc'}]})
    expect(tool?.canHandleIntent?.('edit', {id: 'abc', type: 'post'}, undefined)).toBeTruthy()
  })

  it('takes a name, title and icon', () => {
    const Icon = () => null
    const workspace = resolveBlog({
      projectId: 'blog',
      dataset: 'production',
      schema: {types: blogTypes()},
      plugins: [structureTool({name: 'content', title: 'Content', icon: Icon})],
    })
    expect(workspace.tools[0]).toMatchObject({name: 'content', title: 'Content', icon: Icon})
  })

  it('puts the default document actions, badges and validation inspector first, where later reducers can change them', () => {
    const Custom: DocumentActionComponent = () => null
    const workspace = resolveBlog({
      projectId: 'blog',
      dataset: 'production',
      schema: {types: blogTypes()},
      plugins: [structureTool()],
      document: {actions: (prev) => [...prev, Custom]},
    })
    expect(workspace.document.actions({schemaType: 'post'})).toEqual([...DEFAULT_DOCUMENT_ACTIONS, Custom])
    expect(workspace.document.badges({schemaType: 'post'})).toEqual(DEFAULT_DOCUMENT_BADGES)
    expect(workspace.document.inspectors({schemaType: 'post'})[0]).toBe(validationInspector)
    expect(workspace.i18n.bundles).toContainEqual(structureLocaleBundle)
  })

  it('crashes the tool with the structure’s mistake when the structure is broken', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = blogStructureConfig({
      structure: (S) =>
        S.list()
          .id('content')
          .items([S.listItem().title('Nameless').child(S.documentTypeList('post'))]),
    })
    renderStructure({config})
    expect(await screen.findByRole('heading', {name: 'The Structure tool crashed'})).toBeVisible()
    expect(screen.getAllByText(/Structure: list item at index 0 of "content" has no id/).length).toBeGreaterThan(0)
  })
})

describe('custom structures', {timeout: 20_000}, () => {
  const Welcome = ({pane, openChild, childId}: ComponentPaneProps) => (
    <div>
      <p>Welcome to {pane.title}</p>
      <button type="button" onClick={() => openChild('ada')}>
        Open Ada {childId === 'ada' ? '(open)' : ''}
      </button>
    </div>
  )

  const config = blogStructureConfig({
    structure: (S) =>
      S.list()
        .id('content')
        .title('Content')
        .items([
          S.listItem()
            .id('settings')
            .title('Site settings')
            .child(S.document().documentId('settings').schemaType('settings')),
          S.divider(),
          S.listItem()
            .id('welcome')
            .title('Welcome')
            .child(S.component(Welcome).child((id) => S.document().documentId(id).schemaType('author'))),
          S.listItem()
            .id('hello-posts')
            .title('Hello posts')
            .child(S.documentList().filter('_type == "post" && title match "hello*"')),
        ]),
  })

  it('show items, dividers and singletons', async () => {
    const {history, container} = renderStructure({config})
    const root = await screen.findByRole('list', {name: 'Content'})
    expect(
      within(root)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Site settings', 'Welcome', 'Hello posts'])
    expect(within(root).getAllByRole('separator')).toHaveLength(1)
    fireEvent.click(within(root).getByRole('link', {name: 'Site settings'}))
    expect(history.location.pathname).toBe('/blog/structure/settings')
    await waitFor(() =>
      expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).not.toBeNull(),
    )
  })

  it('render component panes, which open children to their right', async () => {
    const {history, container} = renderStructure({config, path: '/blog/structure/welcome'})
    expect(await screen.findByText('Welcome to Welcome')).toBeVisible()
    fireEvent.click(screen.getByRole('button', {name: /Open Ada/}))
    expect(history.location.pathname).toBe('/blog/structure/welcome/ada')
    expect(await screen.findByRole('button', {name: 'Open Ada (open)'})).toBeVisible()
    await waitFor(() =>
      expect(container.querySelector('.vellum-structure-pane[data-pane-type="document"]')).not.toBeNull(),
    )
  })

  it('list the documents of a filter, each link carrying its type', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'p1', _type: 'post', title: 'Hello there'},
      {_id: 'p2', _type: 'post', title: 'Goodbye'},
    ])
    renderStructure({config, lake, path: '/blog/structure/hello-posts'})
    const list = await screen.findByRole('list', {name: 'Hello posts'})
    await waitFor(() => expect(within(list).getByText('Hello there')).toBeVisible(), {timeout: 5000})
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('Hello there').closest('a')!.getAttribute('href')).toBe(
      '/blog/structure/hello-posts/p1;type=post',
    )
    // A list without a schema type has no create button.
    expect(
      within(screen.getByRole('region', {name: 'Hello posts'})).queryByRole('button', {name: /^Create/}),
    ).toBeNull()
  })
})

// A signed-in studio with the structure tool over a real in-process lake, for the pane tests:
// Ada (an editor) signed in by her stored token, routed in memory, and Virtuoso told the size
// of its viewport (happy-dom lays nothing out, so it would render no rows).
import {render, type RenderResult} from '@testing-library/react'
import type {ReactNode} from 'react'
import {VirtuosoMockContext} from 'react-virtuoso'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {structureTool, type StructureToolOptions} from '../../../src/structure'
import {
  createMemoryHistory,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  Studio,
  type Config,
  type MemoryHistory,
  type StudioAuthOptions,
} from '../../../src/studio'
import {ADA, PROVIDERS} from '../../studio/auth/support'
import {blogTypes} from '../builder/support'

/** The row height and viewport Virtuoso is told about: 12 rows on screen. */
export const VIEWPORT = {viewportHeight: 612, itemHeight: 51}

/** The blog workspace at `/blog` with the structure tool (and `options`). */
export function blogStructureConfig(options?: StructureToolOptions): Config {
  return {
    name: 'blog',
    title: 'Blog',
    basePath: '/blog',
    projectId: 'blog',
    dataset: 'production',
    schema: {types: blogTypes()},
    plugins: [structureTool(options)],
  }
}

/** What {@link renderStructure} gives a test. */
export interface RenderedStructure extends RenderResult {
  history: MemoryHistory
  lake: Lake
}

/** Options of {@link renderStructure}. */
export interface RenderStructureOptions {
  path?: string
  lake?: Lake
  config?: Config
}

/** Renders `<Studio>` with the structure tool at `path` (default `/blog/structure`), signed in as Ada. */
export function renderStructure(options: RenderStructureOptions = {}): RenderedStructure {
  const {
    path = '/blog/structure',
    lake = createLake({storage: memoryStorage()}),
    config = blogStructureConfig(),
  } = options
  const storage = memoryTokenStorage()
  storage.setItem('__studio_auth_token_blog', JSON.stringify({token: 'ada-token', time: '2026-01-01T00:00:00.000Z'}))
  const auth: StudioAuthOptions = {
    storage,
    client: (workspace) =>
      inProcessAuthClientFactory({
        lake,
        projectId: workspace.projectId,
        dataset: workspace.dataset,
        sessions: {'ada-token': ADA},
        authProviders: PROVIDERS,
      }),
  }
  const history = createMemoryHistory({initialEntries: [path]})
  const wrapper = ({children}: {children: ReactNode}) => (
    <VirtuosoMockContext.Provider value={VIEWPORT}>{children}</VirtuosoMockContext.Provider>
  )
  const result = render(<Studio config={config} history={history} auth={auth} />, {wrapper})
  return {...result, history, lake}
}

/** Fills a lake's production dataset with documents. */
export async function seed(
  lake: Lake,
  documents: Array<Record<string, unknown> & {_id: string; _type: string}>,
): Promise<void> {
  await lake.mutate(
    'production',
    documents.map((document) => ({create: document})),
  )
}

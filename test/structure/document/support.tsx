// An in-process studio for document pane tests: a real lake, a real store and the real studio
// providers, with a small tool that shows one DocumentPane per URL (`/docs/<type>/<id>`) and
// the structure's default actions, badges and validation inspector registered as the
// structure tool registers them.
import {render, type RenderResult} from '@testing-library/react'
import {checkPermission, compileGrants, createLake, getRole, memoryStorage, type Lake} from '../../../src/lake'
import {defineField, defineType} from '../../../src/schema'
import {
  createMemoryHistory,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  Studio,
  useRouterState,
  type InProcessSessionUser,
  type MemoryHistory,
  type PluginOptions,
  type Template,
  type Tool,
  type ToolRouter,
} from '../../../src/studio'
import {DocumentPane} from '../../../src/structure/document/DocumentPane'
import {structureDocumentParts} from '../../../src/structure/structureTool'
import type {AnyDefinition} from '../../../src/types'

/** A post: a required title and a body. */
export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'body', title: 'Body', type: 'text'}),
  ],
})
/** Site settings, edited live (no drafts). */
export const settings = defineType({
  name: 'settings',
  title: 'Settings',
  type: 'document',
  liveEdit: true,
  fields: [defineField({name: 'title', title: 'Title', type: 'string'})],
})

/** The editor tests sign in as, and a viewer. */
export const EDITOR: InProcessSessionUser = {
  id: 'u-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  provider: 'local',
  roles: [{name: 'editor', title: 'Editor'}],
}
export const VIEWER: InProcessSessionUser = {
  id: 'u-vic',
  name: 'Vic Viewer',
  email: 'vic@example.com',
  provider: 'local',
  roles: [{name: 'viewer', title: 'Viewer'}],
}

/** `/<type>/<id>[/<template>]` below the tool. */
const documentRouter: ToolRouter = {
  decode(path) {
    const [type, id, template] = path.split('/').filter(Boolean).map(decodeURIComponent)
    return {...(type ? {type} : {}), ...(id ? {id} : {}), ...(template ? {template} : {})}
  },
  encode(state) {
    return [state.type, state.id, state.template]
      .filter((part): part is string => typeof part === 'string')
      .map(encodeURIComponent)
      .join('/')
  },
}

function DocumentTool() {
  const state = useRouterState()
  const {type, id, template} = (state.type === 'tool' ? state.toolState : {}) as {
    type?: string
    id?: string
    template?: string
  }
  if (!type || !id) return <p>No document</p>
  return (
    <div style={{display: 'flex', flexDirection: 'column', height: 800}}>
      <DocumentPane documentId={id} documentType={type} {...(template ? {template} : {})} paneKey="test" />
    </div>
  )
}

/** The tool: opens documents by URL, and the `edit` intent (duplicate navigates with it). */
export const documentTool: Tool = {
  name: 'docs',
  title: 'Docs',
  component: DocumentTool,
  router: documentRouter,
  canHandleIntent: (intent, params) =>
    intent === 'edit' && typeof params.id === 'string' && typeof params.type === 'string',
  getIntentState: (_intent, params) => ({type: params.type, id: params.id}),
}

/** Options of {@link renderDocumentStudio}. */
export interface DocumentStudioOptions {
  /** The path below the tool, e.g. `post/p1`. */
  path: string
  lake?: Lake
  /** Who signs in (the editor unless told); a viewer gets the viewer role's grants. */
  user?: InProcessSessionUser
  templates?: Template[]
  /** Schema types besides `post` and `settings`. */
  types?: AnyDefinition[]
  plugins?: PluginOptions[]
}

/** What {@link renderDocumentStudio} gives. */
export interface RenderedDocumentStudio extends RenderResult {
  lake: Lake
  history: MemoryHistory
}

/** Renders `<Studio>` over an in-process lake at `/docs/<path>`, signed in as the editor (or `user`). */
export function renderDocumentStudio(options: DocumentStudioOptions): RenderedDocumentStudio {
  const {
    path,
    lake = createLake({storage: memoryStorage()}),
    user = EDITOR,
    templates,
    types = [],
    plugins = [],
  } = options
  const storage = memoryTokenStorage()
  storage.setItem('__studio_auth_token_blog', JSON.stringify({token: 'session', time: '2026-01-01T00:00:00.000Z'}))
  const role = user.roles?.[0]?.name ?? 'editor'
  const access = {grants: compileGrants(getRole(role)!.grants), checkPermission}
  const auth = {
    storage,
    client: () =>
      inProcessAuthClientFactory({lake, projectId: 'blog', dataset: 'production', sessions: {session: user}, access}),
  }
  const config = {
    projectId: 'blog',
    dataset: 'production',
    schema: {
      types: [post, settings, ...types],
      ...(templates ? {templates: (prev: Template[]) => [...prev, ...templates]} : {}),
    },
    tools: [documentTool],
    plugins: [structureDocumentParts(), ...plugins],
  }
  const history = createMemoryHistory({initialEntries: [`/docs/${path}`]})
  const result = render(<Studio config={config} history={history} auth={auth} errorChannel={() => () => {}} />)
  return {...result, lake, history}
}

/** A document of the test dataset as the lake holds it now; null when there is none. */
export function lakeDocument(lake: Lake, id: string): Record<string, unknown> | null {
  const [document] = lake.getDocuments('production', [id])
  return (document as Record<string, unknown> | null | undefined) ?? null
}

/** Fills the test dataset. */
export async function seed(
  lake: Lake,
  documents: Array<Record<string, unknown> & {_id: string; _type: string}>,
): Promise<void> {
  await lake.mutate(
    'production',
    documents.map((document) => ({create: document})),
  )
}

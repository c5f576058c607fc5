import type {Meta, StoryObj} from '@storybook/react-vite'
import {useEffect, useState} from 'react'
import {checkPermission, compileGrants, createLake, getRole, memoryStorage, type Lake} from '../../src/lake'
import {defineField, defineType} from '../../src/schema'
import {
  createMemoryHistory,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  Studio,
  useRouterState,
  type Config,
  type StudioAuthOptions,
  type Template,
  type Tool,
} from '../../src/studio'
import {DocumentPane} from '../../src/structure/document/DocumentPane'
import {structureDocumentParts} from '../../src/structure/structureTool'

// The document pane in a whole studio over an in-process lake: real store, real operations,
// real validation and grants, no server. Each story seeds its own lake.

const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'excerpt', title: 'Excerpt', type: 'text', validation: (rule) => rule.max(140).warning()}),
    defineField({name: 'email', title: 'Contact e-mail', type: 'email'}),
  ],
})
const settings = defineType({
  name: 'settings',
  title: 'Site settings',
  type: 'document',
  liveEdit: true,
  fields: [defineField({name: 'title', title: 'Site title', type: 'string'})],
})

const slowTemplate: Template = {
  id: 'post-from-template',
  title: 'Post from template',
  schemaType: 'post',
  // Slow enough to show the 'Resolving initial value…' toast.
  value: () =>
    new Promise((resolve) =>
      setTimeout(() => resolve({title: 'A post from a template', excerpt: 'Filled in by the template.'}), 800),
    ),
}

/** Shows the pane of the document in the URL: `/docs/<type>/<id>[/<template>]`. */
const documentTool: Tool = {
  name: 'docs',
  title: 'Document',
  router: {
    decode: (path) => {
      const [type, id, template] = path.split('/').filter(Boolean).map(decodeURIComponent)
      return {...(type ? {type} : {}), ...(id ? {id} : {}), ...(template ? {template} : {})}
    },
    encode: (state) =>
      [state.type, state.id, state.template]
        .filter((part): part is string => typeof part === 'string')
        .map(encodeURIComponent)
        .join('/'),
  },
  canHandleIntent: (intent, params) =>
    intent === 'edit' && typeof params.id === 'string' && typeof params.type === 'string',
  getIntentState: (_intent, params) => ({type: params.type, id: params.id}),
  component: function DocumentTool() {
    const state = useRouterState()
    const {type, id, template} = (state.type === 'tool' ? state.toolState : {}) as {
      type?: string
      id?: string
      template?: string
    }
    if (!type || !id) return null
    return <DocumentPane documentId={id} documentType={type} {...(template ? {template} : {})} paneKey="story" />
  },
}

const config: Config = {
  projectId: 'demo',
  dataset: 'production',
  title: 'Demo',
  schema: {types: [post, settings], templates: (prev) => [...prev, slowTemplate]},
  tools: [documentTool],
  plugins: [structureDocumentParts()],
}

type Seed = Array<Record<string, unknown> & {_id: string; _type: string}>

interface DocumentPaneStoryProps {
  /** The path below the tool: `<type>/<id>[/<template>]`. */
  path: string
  /** The documents the lake starts with. */
  documents: Seed
  /** The signed-in user's role (its grants are enforced by the in-process lake). */
  role: 'editor' | 'viewer'
}

function DocumentPaneStory({path, documents, role}: DocumentPaneStoryProps) {
  const [lake, setLake] = useState<Lake | null>(null)
  useEffect(() => {
    let live = true
    const seeded = createLake({storage: memoryStorage()})
    void seeded
      .mutate(
        'production',
        documents.map((document) => ({create: document})),
      )
      .then(() => live && setLake(seeded))
    return () => {
      live = false
    }
  }, [documents])
  if (!lake) return null
  return (
    <div
      style={{height: 640, display: 'flex', flexDirection: 'column', border: '1px solid var(--vellum-color-border)'}}
    >
      <StudioOver lake={lake} path={path} role={role} />
    </div>
  )
}

/** A studio signed in as a user of `role` over `lake`, at the document of `path`. */
function StudioOver({lake, path, role}: {lake: Lake; path: string; role: DocumentPaneStoryProps['role']}) {
  const [history] = useState(() => createMemoryHistory({initialEntries: [`/docs/${path}`]}))
  const [auth] = useState((): StudioAuthOptions => {
    const storage = memoryTokenStorage()
    storage.setItem('__studio_auth_token_demo', JSON.stringify({token: 'story', time: new Date().toISOString()}))
    return {
      storage,
      client: () =>
        inProcessAuthClientFactory({
          lake,
          projectId: 'demo',
          dataset: 'production',
          sessions: {story: storyUser(role)},
          access: accessOf(role),
        }),
    }
  })
  return <Studio config={config} history={history} auth={auth} />
}

const storyUser = (role: DocumentPaneStoryProps['role']) => ({
  id: `u-${role}`,
  name: role === 'viewer' ? 'Vic Viewer' : 'Ada Lovelace',
  email: `${role}@example.com`,
  provider: 'local',
  roles: [{name: role, title: role === 'viewer' ? 'Viewer' : 'Editor'}],
})
const accessOf = (role: DocumentPaneStoryProps['role']) => ({
  grants: compileGrants(getRole(role)!.grants),
  checkPermission,
})

const meta = {
  title: 'Structure/DocumentPane',
  component: DocumentPaneStory,
  args: {path: 'post/post-1', documents: [], role: 'editor'},
} satisfies Meta<typeof DocumentPaneStory>

export default meta
type Story = StoryObj<typeof meta>

/** A published document: publish is disabled (nothing to publish), the menu has the rest. */
export const Published: Story = {
  args: {documents: [{_id: 'post-1', _type: 'post', title: 'Hello, world', excerpt: 'The first post.'}]},
}

/** Published with unpublished changes: 'Edited', both badges, publish enabled. */
export const Edited: Story = {
  args: {
    documents: [
      {_id: 'post-1', _type: 'post', title: 'Hello, world', excerpt: 'The first post.'},
      {_id: 'drafts.post-1', _type: 'post', title: 'Hello, world (revised)', excerpt: 'The first post, revised.'},
    ],
  },
}

/** A draft with a validation error and a warning: publish is blocked; the inspector lists them. */
export const WithValidationErrors: Story = {
  args: {
    documents: [
      {
        _id: 'drafts.post-1',
        _type: 'post',
        excerpt:
          'An excerpt that goes on and on, far longer than the hundred and forty characters the schema allows an excerpt to have, so it warns.',
        email: 'nope',
      },
    ],
  },
}

/** A new document from a slow template: the initial value toasts, nothing written until an edit. */
export const NewFromTemplate: Story = {
  args: {path: 'post/new-post/post-from-template'},
}

/** A viewer: the form is read-only with the reason, every action says 'Insufficient permissions'. */
export const ReadOnly: Story = {
  args: {role: 'viewer', documents: [{_id: 'post-1', _type: 'post', title: 'Look, do not touch'}]},
}

/** A live-edit type: edits are published at once; the Live badge; no drafts to publish. */
export const LiveEdit: Story = {
  args: {path: 'settings/site', documents: [{_id: 'site', _type: 'settings', title: 'My site'}]},
}

/** A document that does not exist, with a way to create it. */
export const Missing: Story = {
  args: {path: 'post/missing-post'},
}

/** A type that is not in the schema. */
export const UnknownType: Story = {
  args: {path: 'page/some-page'},
}

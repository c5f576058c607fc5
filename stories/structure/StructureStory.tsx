// The structure tool in a signed-in studio over an in-process lake, for the structure
// stories: Ada (an editor) signed in, routed in memory, the lake seeded before the studio
// mounts. No server is needed, and every change stays in the story's own lake.
import {useEffect, useState, type CSSProperties} from 'react'
import {createLake, memoryStorage, type Lake} from '../../src/lake'
import {defineField, defineType} from '../../src/schema'
import {structureTool, type StructureToolOptions} from '../../src/structure'
import {
  createMemoryHistory,
  inProcessAuthClientFactory,
  memoryTokenStorage,
  Studio,
  type Config,
  type StudioAuthOptions,
} from '../../src/studio'
import {Spinner} from '../../src/ui'

/** The stories' blog schema: posts (with a title ordering), authors and site settings. */
export const storyTypes = [
  defineType({
    name: 'post',
    title: 'Blog post',
    type: 'document',
    fields: [defineField({name: 'title', type: 'string'}), defineField({name: 'excerpt', type: 'text'})],
    orderings: [{name: 'titleAsc', title: 'Title A–Z', by: [{field: 'title', direction: 'asc'}]}],
    preview: {select: {title: 'title', subtitle: 'excerpt'}},
  }),
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'settings',
    title: 'Site settings',
    type: 'document',
    fields: [defineField({name: 'siteTitle', type: 'string'})],
  }),
]

/** A document to seed the story's lake with. */
export type StoryDocument = Record<string, unknown> & {_id: string; _type: string}

const ADA = {
  id: 'u-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  provider: 'local',
  roles: [{name: 'editor', title: 'Editor'}],
}

/** Props of {@link StructureStory}. */
export interface StructureStoryProps {
  /** Where the studio opens, e.g. `/blog/structure/post`; a `#_debug_roles=viewer` hash changes the user's grants. */
  path: string
  /** What the lake holds when the studio mounts. */
  documents?: StoryDocument[]
  /** Ids of seeded documents deleted again before the studio mounts (for 'Recently deleted'). */
  deleted?: string[]
  /** The structure tool's options (a custom structure). */
  options?: StructureToolOptions
  /** The height of the studio's frame, e.g. 640. */
  height?: number | string
  /** Called with the lake once seeded, e.g. to keep changing it. */
  onLake?: (lake: Lake) => void
}

/** The studio with the structure tool, over a fresh in-process lake seeded with `documents`. */
export function StructureStory({
  path,
  documents = [],
  deleted = [],
  options,
  height = 640,
  onLake,
}: StructureStoryProps) {
  const [lake] = useState(() => createLake({storage: memoryStorage()}))
  const [seeded, setSeeded] = useState(documents.length === 0)
  const [setup] = useState(() => {
    const config: Config = {
      name: 'blog',
      title: 'Blog',
      basePath: '/blog',
      projectId: 'blog',
      dataset: 'production',
      schema: {types: storyTypes},
      plugins: [structureTool(options)],
    }
    const storage = memoryTokenStorage()
    storage.setItem('__studio_auth_token_blog', JSON.stringify({token: 'ada-token', time: new Date().toISOString()}))
    const auth: StudioAuthOptions = {
      storage,
      client: (workspace) =>
        inProcessAuthClientFactory({
          lake,
          projectId: workspace.projectId,
          dataset: workspace.dataset,
          sessions: {'ada-token': ADA},
        }),
    }
    return {config, auth, history: createMemoryHistory({initialEntries: [path]})}
  })

  useEffect(() => {
    let live = true
    const seed =
      documents.length === 0
        ? Promise.resolve()
        : lake
            .mutate(
              'production',
              documents.map((document) => ({create: document})),
            )
            .then(() =>
              deleted.length === 0
                ? undefined
                : lake.mutate(
                    'production',
                    deleted.map((id) => ({delete: {id}})),
                  ),
            )
            .then(() => undefined)
    seed.then(
      () => {
        if (!live) return
        setSeeded(true)
        onLake?.(lake)
      },
      (error: unknown) => console.error('Could not seed the story’s lake', error),
    )
    return () => {
      live = false
    }
    // The lake is seeded once, when the story mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lake])

  const frame: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    height,
    border: '1px solid var(--vellum-color-border)',
  }
  return (
    <div style={frame}>
      {seeded ? (
        <Studio config={setup.config} history={setup.history} auth={setup.auth} />
      ) : (
        <Spinner label="Seeding the lake" />
      )}
    </div>
  )
}

/** `count` posts titled `Post 00001`, …, a few of them drafts or edited. */
export function storyPosts(count: number): StoryDocument[] {
  const documents: StoryDocument[] = []
  for (let at = 1; at <= count; at++) {
    const n = String(at).padStart(String(count).length, '0')
    const post = {_id: `post-${n}`, _type: 'post', title: `Post ${n}`, excerpt: `The ${at}th post of the blog`}
    if (at % 7 === 0) documents.push({...post, _id: `drafts.${post._id}`, title: `Post ${n} (draft)`})
    else documents.push(post)
    if (at % 5 === 0 && at % 7 !== 0) documents.push({...post, _id: `drafts.${post._id}`, title: `Post ${n} (edited)`})
  }
  return documents
}

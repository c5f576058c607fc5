import {describe, expect, it} from 'vitest'
import {
  createStructureIntents,
  decodePanePath,
  structureTool,
  type StructureBuilder,
  type StructureResolver,
} from '../../../src/structure'
import {resolveConfig, type Workspace} from '../../../src/studio'
import {resolveLocation} from '../../../src/studio/router'
import {blogS, blogSchema, blogTypes} from '../builder/support'

/** The intents of a structure built by `build` over the blog schema, ids made by a counter. */
function intentsOf(build: (S: StructureBuilder) => {serialize(): unknown}) {
  let next = 0
  const S = blogS()
  return createStructureIntents({
    schema: blogSchema(),
    resolveRoot: () => build(S).serialize() as never,
    createId: () => `new-${++next}`,
  })
}

const withSettings = (S: StructureBuilder) =>
  S.list()
    .id('content')
    .title('Content')
    .items([
      S.listItem()
        .id('site')
        .title('Site settings')
        .schemaType('settings')
        .child(S.document().documentId('settings').schemaType('settings')),
      S.divider(),
      S.listItem()
        .id('blog')
        .title('Blog')
        .child(S.list().items([S.documentTypeListItem('post')])),
    ])

describe('canHandleIntent', () => {
  const intents = intentsOf((S) => S.defaults())

  it('handles edit with an id (and a known type when given) and create of a document type', () => {
    expect(intents.canHandleIntent('edit', {id: 'abc', type: 'post'})).toEqual({id: true, type: true})
    expect(intents.canHandleIntent('edit', {id: 'abc'})).toEqual({id: true, type: false})
    expect(intents.canHandleIntent('create', {type: 'post'})).toEqual({type: true, template: false})
    expect(intents.canHandleIntent('create', {type: 'post', template: 'post-by-author'})).toEqual({
      type: true,
      template: true,
    })
  })

  it('declines what it cannot open', () => {
    expect(intents.canHandleIntent('edit', {type: 'post'})).toBe(false)
    expect(intents.canHandleIntent('edit', {id: 'abc', type: 'seo'})).toBe(false)
    expect(intents.canHandleIntent('create', {type: 'page'})).toBe(false)
    expect(intents.canHandleIntent('create', {})).toBe(false)
    expect(intents.canHandleIntent('publish', {id: 'abc'})).toBe(false)
  })
})

describe('getIntentState', () => {
  it('opens an edited document to the right of its type’s list', () => {
    const intents = intentsOf((S) => S.defaults())
    expect(intents.getIntentState('edit', {id: 'abc', type: 'post'}, null, undefined)).toEqual({
      panes: [{id: 'post'}, {id: 'abc'}],
    })
    expect(intents.getIntentState('edit', {id: 'drafts.abc', type: 'author'}, null, undefined)).toEqual({
      panes: [{id: 'author'}, {id: 'abc'}],
    })
  })

  it('finds the type’s list deeper in the structure, and a singleton’s own pane', () => {
    const intents = intentsOf(withSettings)
    expect(intents.getIntentState('edit', {id: 'abc', type: 'post'}, null, undefined)).toEqual({
      panes: [{id: 'blog'}, {id: 'post'}, {id: 'abc'}],
    })
    expect(intents.getIntentState('edit', {id: 'settings', type: 'settings'}, null, undefined)).toEqual({
      panes: [{id: 'site'}],
    })
  })

  it('opens a document the structure does not list next to the root pane', () => {
    const intents = intentsOf(withSettings)
    expect(intents.getIntentState('edit', {id: 'ada', type: 'author'}, null, undefined)).toEqual({
      panes: [{id: '__edit__ada', params: {type: 'author'}}],
    })
    expect(intents.getIntentState('edit', {id: 'ada'}, null, undefined)).toEqual({panes: [{id: '__edit__ada'}]})
  })

  it('opens a document on its own when the structure is broken', () => {
    const intents = createStructureIntents({
      schema: blogSchema(),
      resolveRoot: () => {
        throw new Error('broken')
      },
    })
    expect(intents.getIntentState('edit', {id: 'abc', type: 'post'}, null, undefined)).toEqual({
      panes: [{id: '__edit__abc', params: {type: 'post'}}],
    })
  })

  it('creates a new document under a fresh id, carrying the template and its parameters', () => {
    const intents = intentsOf((S) => S.defaults())
    expect(intents.getIntentState('create', {type: 'post'}, null, undefined)).toEqual({
      panes: [{id: 'post'}, {id: 'new-1'}],
    })
    expect(
      intents.getIntentState('create', {type: 'post', template: 'post-by-author'}, null, {authorId: 'ada'}),
    ).toEqual({
      panes: [{id: 'post'}, {id: 'new-2', params: {template: 'post-by-author'}, payload: {authorId: 'ada'}}],
    })
    expect(intents.getIntentState('create', {type: 'post', id: 'chosen'}, null, undefined)).toEqual({
      panes: [{id: 'post'}, {id: 'chosen'}],
    })
  })

  it('creates a document of a type the structure does not list next to the root pane', () => {
    const intents = intentsOf(withSettings)
    expect(intents.getIntentState('create', {type: 'author', template: 'author'}, null, undefined)).toEqual({
      panes: [{id: '__edit__new-1', params: {type: 'author', template: 'author'}}],
    })
  })

  it('makes random ids by default', () => {
    const intents = createStructureIntents({schema: blogSchema(), resolveRoot: () => blogS().defaults().serialize()})
    const first = intents.getIntentState('create', {type: 'post'}, null, undefined).panes[1]!.id
    const second = intents.getIntentState('create', {type: 'post'}, null, undefined).panes[1]!.id
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(first).not.toBe(second)
  })
})

describe('intents through the studio router', () => {
  function blogWorkspace(structure?: StructureResolver): Workspace {
    const {workspaces} = resolveConfig({
      name: 'blog',
      basePath: '/blog',
      projectId: 'blog',
      dataset: 'production',
      schema: {types: blogTypes()},
      plugins: [structureTool(structure ? {structure} : undefined)],
    })
    return workspaces[0] as Workspace
  }

  it('turns an edit intent URL into the pane chain URL', () => {
    const state = resolveLocation('/blog/intent/edit/id=abc;type=post/', [blogWorkspace()])
    expect(state).toEqual({type: 'redirect', url: '/blog/structure/post/abc', reason: 'intent'})
  })

  it('turns a create intent URL into a new document under the type’s list, with the template and its parameters', () => {
    const state = resolveLocation('/blog/intent/create/type=post;template=post/eyJhdXRob3JJZCI6ImFkYSJ9', [
      blogWorkspace(),
    ])
    expect(state.type).toBe('redirect')
    const url = (state as {url: string}).url
    expect(url).toMatch(/^\/blog\/structure\/post\/[0-9a-f-]{36};template=post,/)
    const [list, document] = decodePanePath(url.slice('/blog/structure/'.length))
    expect(list).toEqual({id: 'post'})
    expect(document).toEqual({id: expect.any(String), params: {template: 'post'}, payload: {authorId: 'ada'}})
  })

  it('resolves the pane chain URL to the tool and its state', () => {
    const state = resolveLocation('/blog/structure/post/abc', [blogWorkspace()])
    expect(state).toMatchObject({
      type: 'tool',
      tool: {name: 'structure'},
      toolState: {panes: [{id: 'post'}, {id: 'abc'}]},
    })
  })
})

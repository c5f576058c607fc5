import {describe, expect, it} from 'vitest'
import {createDocumentNodeResolver, type ComponentPaneProps, type PaneNode} from '../../../src/structure'
import {resolvePaneChain} from '../../../src/structure/panes'
import {blogS, blogSchema} from '../builder/support'

const S = blogS()
const resolveDocument = createDocumentNodeResolver(S, blogSchema())
const Welcome = (_props: ComponentPaneProps) => null

const root = S.list()
  .id('content')
  .title('Content')
  .items([
    S.documentTypeListItem('post'),
    S.listItem().id('settings').title('Settings').child(S.document().documentId('settings').schemaType('settings')),
    S.listItem()
      .id('by-author')
      .title('By author')
      .child((id) => (id === 'by-author' ? S.documentList().title('Posts by author').filter('_type == "post"') : null)),
    S.listItem()
      .id('broken')
      .title('Broken')
      .child(() => {
        throw new Error('no data')
      }),
    S.listItem()
      .id('welcome')
      .title('Welcome')
      .child(S.component(Welcome).child((id) => S.document().documentId(id).schemaType('author'))),
  ])
  .serialize()

const summary = (panes: ReturnType<typeof resolvePaneChain>) =>
  panes.map((pane) => (pane.type === 'pane' ? `${pane.node.type}:${pane.node.id}` : `${pane.type}:${pane.segment.id}`))

describe('resolvePaneChain', () => {
  it('opens each segment in the pane to its left', () => {
    const panes = resolvePaneChain(root, [{id: 'post'}, {id: 'abc'}], {resolveDocument})
    expect(summary(panes)).toEqual(['list:content', 'documentList:post', 'document:abc'])
    expect(panes[2]).toMatchObject({
      type: 'pane',
      index: 2,
      key: '2:abc',
      path: ['content', 'post', 'abc'],
      node: {documentId: 'abc', schemaType: 'post', title: 'Blog post'},
    })
  })

  it('carries a new document’s template and parameters to its pane', () => {
    const panes = resolvePaneChain(
      root,
      [{id: 'post'}, {id: 'new', params: {template: 'post-by-author'}, payload: {author: 'ada'}}],
      {resolveDocument},
    )
    expect(panes[2]).toMatchObject({
      node: {type: 'document', documentId: 'new', template: 'post-by-author', templateParams: {author: 'ada'}},
    })
  })

  it('opens singletons, child functions and component pane children', () => {
    expect(summary(resolvePaneChain(root, [{id: 'settings'}], {resolveDocument}))).toEqual([
      'list:content',
      'document:settings',
    ])
    expect(summary(resolvePaneChain(root, [{id: 'by-author'}], {resolveDocument}))).toEqual([
      'list:content',
      'documentList:by-author',
    ])
    expect(summary(resolvePaneChain(root, [{id: 'welcome'}, {id: 'ada'}], {resolveDocument}))).toEqual([
      'list:content',
      'component:welcome',
      'document:ada',
    ])
  })

  it('ends the chain at the first segment that opens nothing', () => {
    expect(summary(resolvePaneChain(root, [{id: 'nope'}, {id: 'x'}], {resolveDocument}))).toEqual([
      'list:content',
      'itemNotFound:nope',
    ])
    expect(summary(resolvePaneChain(root, [{id: 'settings'}, {id: 'x'}], {resolveDocument}))).toEqual([
      'list:content',
      'document:settings',
      'paneNotFound:x',
    ])
    const broken = resolvePaneChain(root, [{id: 'broken'}], {resolveDocument})
    expect(summary(broken)).toEqual(['list:content', 'error:broken'])
    expect((broken[1] as {error: Error}).error.message).toBe(
      'Structure: the child function of "content > broken" threw: no data',
    )
  })

  it('asks for the type of a document a filtered list does not type, and uses it once known', () => {
    const chain = [{id: 'by-author'}, {id: 'p1'}]
    expect(resolvePaneChain(root, chain, {resolveDocument}).at(-1)).toMatchObject({
      type: 'documentType',
      documentId: 'p1',
    })
    expect(
      resolvePaneChain(root, chain, {resolveDocument, documentTypes: new Map([['p1', 'post']])}).at(-1),
    ).toMatchObject({type: 'pane', node: {schemaType: 'post'}})
    expect(
      resolvePaneChain(root, [{id: 'by-author'}, {id: 'p1', params: {type: 'post'}}], {resolveDocument}).at(-1),
    ).toMatchObject({type: 'pane', node: {schemaType: 'post'}})
  })

  it('opens a document the structure does not list next to the root pane', () => {
    const panes = resolvePaneChain(root, [{id: '__edit__ada', params: {type: 'author'}}], {resolveDocument})
    expect(panes[1]).toMatchObject({
      type: 'pane',
      node: {type: 'document', id: 'ada', documentId: 'ada', schemaType: 'author'},
    })
  })

  it('lets defaultDocumentNode decide the pane of a document, filling in a bare S.document()', () => {
    const custom = createDocumentNodeResolver(S, blogSchema(), (builder, {schemaType}) =>
      schemaType === 'author' ? builder.component(Welcome).title('Author card') : builder.document().title('Editing'),
    )
    const [, , post] = resolvePaneChain(root, [{id: 'post'}, {id: 'abc', params: {template: 'post'}}], {
      resolveDocument: custom,
    })
    expect(post).toMatchObject({
      type: 'pane',
      node: {type: 'document', id: 'abc', title: 'Editing', documentId: 'abc', schemaType: 'post', template: 'post'},
    })
    const [, author] = resolvePaneChain(root, [{id: '__edit__ada', params: {type: 'author'}}], {
      resolveDocument: custom,
    })
    expect(author).toMatchObject({type: 'pane', node: {type: 'component', id: 'ada', title: 'Author card'}})
  })

  it('gives each pane a key that changes with its id', () => {
    const first = resolvePaneChain(root, [{id: 'post'}, {id: 'a'}], {resolveDocument}).map((pane) => pane.key)
    const second = resolvePaneChain(root, [{id: 'post'}, {id: 'b'}], {resolveDocument}).map((pane) => pane.key)
    expect(first).toEqual(['0:content', '1:post', '2:a'])
    expect(second).toEqual(['0:content', '1:post', '2:b'])
  })
})

// The root pane of a structure may be any pane, not only a list.
it('resolvePaneChain starts from any root pane', () => {
  const list: PaneNode = S.documentTypeList('post').serialize()
  expect(summary(resolvePaneChain(list, [{id: 'abc'}], {resolveDocument}))).toEqual([
    'documentList:post',
    'document:abc',
  ])
})

import {describe, expect, it} from 'vitest'
import {createI18n, defineLocaleResourceBundle} from '../../../src/i18n'
import {
  createStructureBuilder,
  StructureError,
  type ComponentPaneProps,
  type ListPaneNode,
} from '../../../src/structure'
import {blogS, blogSchema} from './support'

const NoopPane = (_props: ComponentPaneProps) => null

describe('S.defaults()', () => {
  it('is a list "Content" of every document type, in schema order, without built-in and sanity.* types', () => {
    const root = blogS().defaults().serialize() as ListPaneNode
    expect(root).toMatchObject({type: 'list', id: 'content', title: 'Content'})
    expect(root.items.map((item) => item.id)).toEqual(['post', 'author', 'settings'])
    expect(root.items.map((item) => item.type === 'listItem' && item.title)).toEqual([
      'Blog post',
      'Author',
      'Settings',
    ])
  })

  it('opens each type as a document list filtered by type, with the schema type named', () => {
    const root = blogS().defaults().serialize() as ListPaneNode
    const [post] = root.items
    expect(post).toMatchObject({type: 'listItem', id: 'post', schemaType: 'post'})
    expect(post?.type === 'listItem' && post.child).toEqual({
      type: 'documentList',
      id: 'post',
      title: 'Blog post',
      filter: '_type == $type',
      params: {type: 'post'},
      schemaType: 'post',
    })
  })

  it('takes its title from the workspace translator', () => {
    const bundle = defineLocaleResourceBundle({
      locale: 'nb-NO',
      namespace: 'structure',
      resources: {'default-structure.title': 'Innhold'},
    })
    const S = createStructureBuilder({schema: blogSchema(), i18n: createI18n({locale: 'nb-NO', bundles: [bundle]})})
    expect(S.defaults().serialize().title).toBe('Innhold')
  })
})

describe('builders', () => {
  it('are immutable: each setter returns a new builder and leaves the old one as it was', () => {
    const S = blogS()
    const base = S.list().id('content')
    const titled = base.title('Content')
    expect(titled).not.toBe(base)
    expect(base.getTitle()).toBeUndefined()
    expect(titled.getTitle()).toBe('Content')
  })

  it('serialize a custom structure: items, dividers, singletons and filtered lists', () => {
    const S = blogS()
    const root = S.list()
      .id('content')
      .title('Content')
      .items([
        S.listItem().id('settings').title('Settings').child(S.document().documentId('settings').schemaType('settings')),
        S.divider(),
        S.listItem()
          .id('recent')
          .title('Recent posts')
          .child(
            S.documentList()
              .title('Recent')
              .filter('_type == "post" && publishedAt > $since')
              .params({since: '2025-01-01'})
              .schemaType('post')
              .defaultOrdering([{field: 'publishedAt', direction: 'desc'}]),
          ),
        S.documentTypeListItem('author'),
      ])
      .serialize()
    expect(root).toEqual({
      type: 'list',
      id: 'content',
      title: 'Content',
      items: [
        {
          type: 'listItem',
          id: 'settings',
          title: 'Settings',
          child: {type: 'document', id: 'settings', title: 'Settings', documentId: 'settings', schemaType: 'settings'},
        },
        {type: 'divider', id: 'divider-1'},
        {
          type: 'listItem',
          id: 'recent',
          title: 'Recent posts',
          child: {
            type: 'documentList',
            id: 'recent',
            title: 'Recent',
            filter: '_type == "post" && publishedAt > $since',
            params: {since: '2025-01-01'},
            schemaType: 'post',
            defaultOrdering: [{field: 'publishedAt', direction: 'desc'}],
          },
        },
        expect.objectContaining({type: 'listItem', id: 'author', title: 'Author', schemaType: 'author'}),
      ],
    })
  })

  it('give a nested list the id and title of the item that opens it', () => {
    const S = blogS()
    const root = S.list()
      .id('content')
      .items([
        S.listItem()
          .id('people')
          .title('People')
          .child(S.list().items([S.documentTypeListItem('author')])),
      ])
      .serialize()
    const people = root.items[0]!
    expect(people.type === 'listItem' && people.child).toMatchObject({type: 'list', id: 'people', title: 'People'})
  })

  it('keep child functions, to be called when the item is opened', () => {
    const S = blogS()
    const child = (id: string) => S.document().documentId(id).schemaType('post')
    const root = S.list()
      .id('content')
      .items([S.listItem().id('dynamic').title('Dynamic').child(child)])
      .serialize()
    const item = root.items[0]!
    expect(item.type === 'listItem' && item.child).toBe(child)
  })

  it('serialize component panes with their component and options', () => {
    const pane = blogS().component(NoopPane).id('welcome').title('Welcome').options({tone: 'warm'}).serialize()
    expect(pane).toEqual({
      type: 'component',
      id: 'welcome',
      title: 'Welcome',
      component: NoopPane,
      options: {tone: 'warm'},
    })
  })

  it('read a singleton’s drafts. id as its published id', () => {
    expect(blogS().document().documentId('drafts.settings').schemaType('settings').serialize()).toMatchObject({
      id: 'settings',
      documentId: 'settings',
    })
  })

  it('give a root list without an id the id "root" only through the tool (a bare serialize needs one)', () => {
    expect(() => blogS().list().title('Content').serialize()).toThrow('Structure: list in the root has no id')
    expect(blogS().list().title('Content').serialize({defaultId: 'root'}).id).toBe('root')
  })
})

describe('builder errors', () => {
  it('name the list and index of an item without an id', () => {
    const S = blogS()
    const list = S.list()
      .id('content')
      .items([
        S.documentTypeListItem('post'),
        S.divider(),
        S.listItem().title('Nameless').child(S.documentTypeList('author')),
      ])
    expect(() => list.serialize()).toThrow(
      new StructureError('list item at index 2 of "content" has no id', ['content']),
    )
    expect(() => list.serialize()).toThrow('Structure: list item at index 2 of "content" has no id')
  })

  it('name the path of a nested list', () => {
    const S = blogS()
    const list = S.list()
      .id('content')
      .items([
        S.listItem()
          .id('people')
          .title('People')
          .child(S.list().items([S.listItem().title('Nameless').child(S.documentTypeList('author'))])),
      ])
    let error: unknown
    try {
      list.serialize()
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(StructureError)
    expect((error as Error).message).toBe('Structure: list item at index 0 of "content > people" has no id')
    expect((error as StructureError).path).toEqual(['content', 'people'])
  })

  it('refuse two items with one id', () => {
    const S = blogS()
    const list = S.list()
      .id('content')
      .items([S.documentTypeListItem('post'), S.documentTypeListItem('author'), S.documentTypeListItem('post')])
    expect(() => list.serialize()).toThrow(
      'Structure: list "content" has two items with the id "post" (at index 0 and 2)',
    )
  })

  it('refuse unknown schema types, naming the document types there are', () => {
    const S = blogS()
    expect(() => S.documentTypeList('page')).toThrow(
      'Structure: S.documentTypeList("page"): unknown schema type; the document types are "post", "author", "settings"',
    )
    expect(() => S.documentTypeListItem('seo')).toThrow('Structure: S.documentTypeListItem("seo"): unknown schema type')
    expect(() =>
      S.documentList()
        .id('pages')
        .filter('_type == "page"')
        .schemaType('page')
        .serialize({path: ['content']}),
    ).toThrow(
      'Structure: document list "content > pages" names the unknown schema type "page" (not a document type of the schema)',
    )
    expect(() =>
      S.document()
        .documentId('x')
        .schemaType('seo')
        .serialize({path: ['content']}),
    ).toThrow('Structure: document pane "content > x" names the unknown schema type "seo"')
  })

  it('refuse items without a title or child, and entries that are not items', () => {
    const S = blogS()
    expect(() =>
      S.list()
        .id('content')
        .items([S.listItem().id('a').child(S.documentTypeList('post'))])
        .serialize(),
    ).toThrow('Structure: list item "a" (index 0) of "content" has no title')
    expect(() =>
      S.list()
        .id('content')
        .items([S.listItem().id('a').title('A')])
        .serialize(),
    ).toThrow('Structure: list item "a" (index 0) of "content" has no child')
    expect(() =>
      S.list()
        .id('content')
        .items(['post' as never])
        .serialize(),
    ).toThrow('Structure: the entry at index 0 of "content" is not a list item or a divider (got string)')
  })

  it('refuse a document list without a filter, and bad sort orders', () => {
    const S = blogS()
    expect(() =>
      S.documentList()
        .id('all')
        .serialize({path: ['content']}),
    ).toThrow('Structure: document list "content > all" has no filter')
    expect(() =>
      S.documentList()
        .id('all')
        .filter('true')
        .defaultOrdering([{field: 'title) | order(x', direction: 'asc'}])
        .serialize(),
    ).toThrow(/sorts by "title\) \| order\(x"/)
    expect(() =>
      S.documentList()
        .id('all')
        .filter('true')
        .defaultOrdering([{field: 'title', direction: 'up' as 'asc'}])
        .serialize(),
    ).toThrow('sorts "title" in direction "up"')
  })

  it('refuse documents without an id or type, component panes without a component, and reserved ids', () => {
    const S = blogS()
    expect(() => S.document().schemaType('post').serialize()).toThrow(
      'Structure: document pane in the root has no document id',
    )
    expect(() => S.document().documentId('a').serialize()).toThrow('Structure: document pane "a" has no schema type')
    expect(() => S.component().id('welcome').serialize()).toThrow(
      'Structure: component pane "welcome" has no component',
    )
    expect(() =>
      S.list()
        .id('content')
        .items([S.listItem().id('__edit__x').title('X').child(S.documentTypeList('post'))])
        .serialize(),
    ).toThrow(/ids starting with "__edit__" are reserved/)
  })

  it('refuse a child that is not a pane', () => {
    const S = blogS()
    expect(() =>
      S.list()
        .id('content')
        .items([
          S.listItem()
            .id('a')
            .title('A')
            .child({title: 'nope'} as never),
        ])
        .serialize(),
    ).toThrow('Structure: the child of list item "a" (index 0) of "content" at "content" is not a pane')
  })
})

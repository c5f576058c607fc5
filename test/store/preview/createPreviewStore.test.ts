import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {
  createPreviewStore,
  MISSING_DOCUMENT_MESSAGE,
  PREVIEW_LISTEN_QUERY,
  PREVIEW_REQUEST_TAGS,
  type PreviewLogger,
  type PreviewState,
} from '../../../src/store/preview'
import type {ObjectSchemaType, SchemaType} from '../../../src/types'
import {recordEvents} from '../../client/support/recordEvents'
import {countingClient, STORE_TRANSPORTS, uid, type StoreTransport} from './support/storeTransports'

const schema = createSchema([
  defineType({
    name: 'author',
    type: 'document',
    fields: [defineField({name: 'name', type: 'string'}), defineField({name: 'role', type: 'string'})],
  }),
  defineType({
    name: 'post',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string'}),
      defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
    ],
    preview: {
      select: {title: 'title', author: 'author.name'},
      prepare: ({title, author}) => ({title, subtitle: typeof author === 'string' ? `by ${author}` : 'Anonymous'}),
    },
  }),
  defineType({
    name: 'quote',
    type: 'object',
    fields: [
      defineField({name: 'text', type: 'string'}),
      defineField({name: 'source', type: 'reference', to: [{type: 'author'}]}),
    ],
    preview: {select: {title: 'text', subtitle: 'source.name'}},
  }),
  defineType({
    name: 'guestQuote',
    type: 'object',
    fields: [
      defineField({name: 'text', type: 'string'}),
      defineField({
        name: 'guest',
        type: 'crossDatasetReference',
        dataset: 'staging',
        to: [{type: 'author', preview: {select: {title: 'name', subtitle: 'role'}}}],
      }),
    ],
  }),
  // Configs a schema author can get wrong in ways only previewing shows.
  defineType({
    name: 'badSelect',
    type: 'document',
    fields: [defineField({name: 'title', type: 'string'})],
    preview: {select: 'title' as never},
  }),
  defineType({
    name: 'throwingPrepare',
    type: 'document',
    fields: [defineField({name: 'heading', type: 'string'})],
    preview: {
      select: {heading: 'heading'},
      prepare: () => {
        throw new Error('prepare failed')
      },
    },
  }),
  defineType({
    name: 'objectTitle',
    type: 'document',
    fields: [defineField({name: 'title', type: 'string'})],
    preview: {select: {title: 'title'}, prepare: () => ({title: {nested: true}})},
  }),
])

const typeOf = (name: string) => schema.get(name)!
const fieldType = (typeName: string, field: string): SchemaType =>
  (typeOf(typeName) as ObjectSchemaType).fields.find((candidate) => candidate.name === field)!.type

/** A logger that keeps what it is told, as the console would show it. */
function recordingLogger() {
  const errors: unknown[][] = []
  const logger: PreviewLogger = {error: (...args: unknown[]) => errors.push(args)}
  return {logger, errors}
}

/** Waits for a condition the test can only poll (listener counts); times out only against hangs. */
async function eventually(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const resolved = (state: PreviewState) => state.isLoading !== true

describe.each(STORE_TRANSPORTS)('the preview store over $name', ({start}) => {
  let t: StoreTransport
  beforeAll(async () => {
    t = await start()
  })
  afterAll(() => t.close())

  /** A store over a counting client, with a recording logger. */
  const storeOf = () => {
    const counting = countingClient(t.client)
    const {logger, errors} = recordingLogger()
    return {store: createPreviewStore({client: counting.client, schema, logger}), counting, errors}
  }
  const previewQueries = (counting: ReturnType<typeof countingClient>) =>
    counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentPaths)
  const idsOf = (call: {params?: Record<string, unknown>}) =>
    Object.values(call.params ?? {})
      .flat()
      .sort()

  describe('observePaths', () => {
    it('fetches the paths of documents observed together in one query, through one listener', async () => {
      const ids = Array.from({length: 5}, () => uid('post'))
      await t.client.mutate(ids.map((id, i) => ({create: {_id: id, _type: 'post', title: `Post ${i}`}})))
      const {store, counting} = storeOf()
      const observed = ids.map((id, i) =>
        recordEvents(store.observePaths(id, i % 2 === 0 ? ['title'] : ['title', '_createdAt'])),
      )
      const values = await Promise.all(observed.map((events) => events.next()))
      expect(values.map((value) => value?.title)).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4'])
      expect(values[1]).toMatchObject({_id: ids[1], _type: 'post', _createdAt: expect.any(String)})
      expect(previewQueries(counting)).toHaveLength(1)
      expect(idsOf(previewQueries(counting)[0]!)).toEqual([...ids].sort())
      expect(counting.listens).toEqual([PREVIEW_LISTEN_QUERY])
      observed.forEach((events) => events.unsubscribe())
      await eventually(() => counting.openListeners === 0, 'the listener to close')
    })

    it('follows references through paths with one batched query per level', async () => {
      const authors = [uid('author'), uid('author'), uid('author')]
      const posts = authors.map(() => uid('post'))
      await t.client.mutate([
        ...authors.map((id, i) => ({create: {_id: id, _type: 'author', name: `Author ${i}`}})),
        ...posts.map((id, i) => ({
          create: {_id: id, _type: 'post', title: `Post ${i}`, author: {_type: 'reference', _ref: authors[i]}},
        })),
      ])
      const {store, counting} = storeOf()
      const observed = posts.map((id) => recordEvents(store.observePaths(id, ['title', 'author.name'])))
      const values = await Promise.all(observed.map((events) => events.next()))
      expect(values[2]).toEqual({
        _id: posts[2],
        _type: 'post',
        title: 'Post 2',
        author: {_id: authors[2], _type: 'author', name: 'Author 2'},
      })
      expect(previewQueries(counting).map(idsOf)).toEqual([[...posts].sort(), [...authors].sort()])
      observed.forEach((events) => events.unsubscribe())
    })

    it('takes paths as segment arrays, indexes arrays and reads references from a reference value', async () => {
      const [author, post] = [uid('author'), uid('post')]
      await t.client.mutate([
        {create: {_id: author, _type: 'author', name: 'Grace'}},
        {create: {_id: post, _type: 'post', title: 'Arrays', authors: [{_key: 'a', _type: 'reference', _ref: author}]}},
      ])
      const {store} = storeOf()
      const fromArray = recordEvents(store.observePaths({_type: 'reference', _ref: post}, [['authors', 0, 'name']]))
      expect(await fromArray.next()).toEqual({
        _id: post,
        _type: 'post',
        authors: [{_id: author, _type: 'author', name: 'Grace'}],
      })
      fromArray.unsubscribe()
      expect(() => store.observePaths(post, ['title..name'])).toThrow(/Invalid preview path "title..name"/)
      expect(() => store.observePaths(post, [])).toThrow(TypeError)
    })

    it('refetches only the document that changed, and emits only when the observed fields change', async () => {
      const [author, post] = [uid('author'), uid('post')]
      await t.client.mutate([
        {create: {_id: author, _type: 'author', name: 'Ada', role: 'writer'}},
        {create: {_id: post, _type: 'post', title: 'First', author: {_type: 'reference', _ref: author}}},
      ])
      const {store, counting} = storeOf()
      const observed = recordEvents(store.observePaths(post, ['title', 'author.name']))
      await observed.next()
      const before = previewQueries(counting).length

      await t.client.mutate([{patch: {id: author, set: {name: 'Ada Lovelace'}}}])
      expect(await observed.next()).toMatchObject({title: 'First', author: {name: 'Ada Lovelace'}})
      expect(previewQueries(counting).slice(before).map(idsOf)).toEqual([[author]])

      await t.client.mutate([{patch: {id: post, set: {title: 'Second'}}}])
      expect(await observed.next()).toMatchObject({title: 'Second', author: {name: 'Ada Lovelace'}})
      // The author is still observed, so following the reference again fetches nothing.
      expect(previewQueries(counting).slice(before).map(idsOf)).toEqual([[author], [post]])

      // A field nobody observes changes: the author is refetched, but nothing is emitted.
      await t.client.mutate([{patch: {id: author, set: {role: 'mathematician'}}}])
      await t.client.mutate([{patch: {id: post, set: {title: 'Third'}}}])
      expect(await observed.next()).toMatchObject({title: 'Third'})
      expect(observed.values.map((value) => value?.title)).toEqual(['First', 'First', 'Second', 'Third'])
      observed.unsubscribe()
    })

    it('emits null for a missing document, then the document once it is created, and null after it is deleted', async () => {
      const id = uid('later')
      const {store} = storeOf()
      const observed = recordEvents(store.observePaths(id, ['title']))
      expect(await observed.next()).toBeNull()
      await t.client.mutate([{create: {_id: id, _type: 'post', title: 'Now here'}}])
      expect(await observed.next()).toEqual({_id: id, _type: 'post', title: 'Now here'})
      await t.client.mutate([{delete: {id}}])
      expect(await observed.next()).toBeNull()
      observed.unsubscribe()
    })

    it('gives null where a followed reference points at nothing', async () => {
      const post = uid('post')
      await t.client.mutate([
        {
          create: {
            _id: post,
            _type: 'post',
            title: 'Dangling',
            author: {_type: 'reference', _ref: uid('gone'), _weak: true},
          },
        },
      ])
      const {store} = storeOf()
      const observed = recordEvents(store.observePaths(post, ['title', 'author.name']))
      expect(await observed.next()).toEqual({_id: post, _type: 'post', title: 'Dangling', author: null})
      observed.unsubscribe()
    })

    it('follows a reference into another dataset of the project', async () => {
      const guest = uid('guest')
      await t.client
        .withConfig({dataset: 'staging'})
        .mutate([{create: {_id: guest, _type: 'author', name: 'Visiting', role: 'guest'}}])
      const {store, counting} = storeOf()
      const observed = recordEvents(
        store.observePaths({_type: 'crossDatasetReference', _ref: guest, _dataset: 'staging', _projectId: 'local'}, [
          'name',
        ]),
      )
      expect(await observed.next()).toEqual({_id: guest, _type: 'author', name: 'Visiting'})
      expect(previewQueries(counting).map((call) => call.dataset)).toEqual(['staging'])
      observed.unsubscribe()
      const otherProject = recordEvents(
        store.observePaths({_ref: guest, _dataset: 'staging', _projectId: 'elsewhere'}, ['name']),
      )
      expect(await otherProject.next()).toBeNull()
      otherProject.unsubscribe()
    })
  })

  describe('observeForPreview', () => {
    it('selects through a reference and prepares the preview, loading first', async () => {
      const [author, post] = [uid('author'), uid('post')]
      await t.client.mutate([
        {create: {_id: author, _type: 'author', name: 'Ada'}},
        {create: {_id: post, _type: 'post', title: 'Hello', author: {_type: 'reference', _ref: author}}},
      ])
      const {store} = storeOf()
      const previews = recordEvents(
        store.observeForPreview({_id: post, _type: 'post', title: 'stale, as listed'}, typeOf('post')),
      )
      expect(await previews.next()).toEqual({snapshot: null, isLoading: true})
      expect(await previews.next()).toEqual({snapshot: {_id: post, _type: 'post', title: 'Hello', subtitle: 'by Ada'}})
      await t.client.mutate([{patch: {id: author, set: {name: 'Ada L.'}}}])
      expect(await previews.next()).toEqual({
        snapshot: {_id: post, _type: 'post', title: 'Hello', subtitle: 'by Ada L.'},
      })
      previews.unsubscribe()
    })

    it('previews a reference as the referenced document, with its type guessed preview', async () => {
      const author = uid('author')
      await t.client.mutate([{create: {_id: author, _type: 'author', name: 'Grace', role: 'admiral'}}])
      const {store, counting} = storeOf()
      const previews = recordEvents(
        store.observeForPreview({_type: 'reference', _ref: author}, fieldType('post', 'author')),
      )
      expect(await previews.next(resolved)).toEqual({snapshot: {_id: author, _type: 'author', title: 'Grace'}})
      expect(counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentType)).toHaveLength(1)
      previews.unsubscribe()
    })

    it('previews a weak reference to a document that exists only as a draft as the draft', async () => {
      const author = uid('author')
      await t.client.mutate([{create: {_id: `drafts.${author}`, _type: 'author', name: 'Draft author'}}])
      const {store} = storeOf()
      const previews = recordEvents(
        store.observeForPreview({_type: 'reference', _ref: author, _weak: true}, fieldType('post', 'author')),
      )
      expect(await previews.next(resolved)).toEqual({
        snapshot: {_id: `drafts.${author}`, _type: 'author', title: 'Draft author'},
      })
      previews.unsubscribe()
    })

    it('shows Missing document for a reference or document that does not exist', async () => {
      const {store} = storeOf()
      const reference = recordEvents(
        store.observeForPreview({_type: 'reference', _ref: uid('nobody')}, fieldType('post', 'author')),
      )
      expect(await reference.next(resolved)).toEqual({snapshot: null, description: MISSING_DOCUMENT_MESSAGE})
      const document = recordEvents(store.observeForPreview({_id: uid('nothing'), _type: 'post'}, typeOf('post')))
      expect(await document.next(resolved)).toEqual({snapshot: null, description: 'Missing document'})
      reference.unsubscribe()
      document.unsubscribe()
      expect(
        await recordEvents(store.observeForPreview({_type: 'reference'}, fieldType('post', 'author'))).next(),
      ).toEqual({snapshot: null})
    })

    it('reads an inline object as given and follows the references in it', async () => {
      const author = uid('author')
      await t.client.mutate([{create: {_id: author, _type: 'author', name: 'Hopper'}}])
      const {store} = storeOf()
      const previews = recordEvents(
        store.observeForPreview(
          {
            _type: 'quote',
            _key: 'q1',
            text: 'It is easier to ask forgiveness',
            source: {_type: 'reference', _ref: author},
          },
          typeOf('quote'),
        ),
      )
      expect(await previews.next(resolved)).toEqual({
        snapshot: {_type: 'quote', title: 'It is easier to ask forgiveness', subtitle: 'Hopper'},
      })
      previews.unsubscribe()
    })

    it('previews a cross-dataset reference with the preview its target declares', async () => {
      const guest = uid('guest')
      await t.client
        .withConfig({dataset: 'staging'})
        .mutate([{create: {_id: guest, _type: 'author', name: 'Visiting', role: 'guest'}}])
      const {store} = storeOf()
      const previews = recordEvents(
        store.observeForPreview(
          {_type: 'crossDatasetReference', _ref: guest, _dataset: 'staging', _projectId: 'local'},
          fieldType('guestQuote', 'guest'),
        ),
      )
      expect(await previews.next(resolved)).toEqual({
        snapshot: {_id: guest, _type: 'author', title: 'Visiting', subtitle: 'guest'},
      })
      previews.unsubscribe()
    })

    it('logs Invalid preview config once per type and falls back to the title, else the id', async () => {
      const [bad, throwing, objectTitle] = [uid('bad'), uid('throwing'), uid('object-title')]
      await t.client.mutate([
        {create: {_id: bad, _type: 'badSelect', title: 'Still titled'}},
        {create: {_id: throwing, _type: 'throwingPrepare', heading: 'Not a title'}},
        {create: {_id: objectTitle, _type: 'objectTitle', title: 'Plain title'}},
      ])
      const {store, errors} = storeOf()
      const first = recordEvents(store.observeForPreview({_id: bad}, typeOf('badSelect')))
      expect(await first.next(resolved)).toEqual({snapshot: {_id: bad, _type: 'badSelect', title: 'Still titled'}})
      const thrown = recordEvents(store.observeForPreview({_id: throwing}, typeOf('throwingPrepare')))
      expect(await thrown.next(resolved)).toEqual({
        snapshot: {_id: throwing, _type: 'throwingPrepare', title: throwing},
      })
      const again = recordEvents(store.observeForPreview({_id: throwing}, typeOf('throwingPrepare')))
      await again.next(resolved)
      const nonPrimitive = recordEvents(store.observeForPreview({_id: objectTitle}, typeOf('objectTitle')))
      expect(await nonPrimitive.next(resolved)).toEqual({
        snapshot: {_id: objectTitle, _type: 'objectTitle', title: 'Plain title'},
      })
      expect(errors.map(([message, details]) => [message, (details as {type: string}).type])).toEqual([
        ['Invalid preview config', 'badSelect'],
        ['Invalid preview config', 'throwingPrepare'],
        ['Invalid preview config', 'objectTitle'],
      ])
      expect(errors[1]![1]).toMatchObject({
        reason: 'preview.prepare threw an error',
        error: expect.objectContaining({message: 'prepare failed'}),
      })
      for (const events of [first, thrown, again, nonPrimitive]) events.unsubscribe()
    })

    it('answers primitive values at once, without loading', () => {
      const {store} = storeOf()
      const previews = recordEvents(store.observeForPreview('plain text', typeOf('string')))
      expect(previews.values).toEqual([{snapshot: {title: 'plain text'}}])
    })
  })

  describe('observeDocumentPreview', () => {
    it('previews a document by id with its type from the schema', async () => {
      const [author, post] = [uid('author'), uid('post')]
      await t.client.mutate([
        {create: {_id: author, _type: 'author', name: 'Ada'}},
        {create: {_id: post, _type: 'post', title: 'By id', author: {_type: 'reference', _ref: author}}},
      ])
      const {store} = storeOf()
      const previews = recordEvents(store.observeDocumentPreview(post))
      expect(await previews.next(resolved)).toEqual({
        snapshot: {_id: post, _type: 'post', title: 'By id', subtitle: 'by Ada'},
      })
      previews.unsubscribe()
      expect(() => createPreviewStore({client: t.client}).observeDocumentPreview(post)).toThrow(/needs the schema/)
    })
  })

  describe('observeDocumentType', () => {
    it('resolves types of published and draft-only documents in one query and caches them', async () => {
      const [published, draftOnly, missing] = [uid('post'), uid('author'), uid('missing')]
      await t.client.mutate([
        {create: {_id: published, _type: 'post'}},
        {create: {_id: `drafts.${draftOnly}`, _type: 'author'}},
      ])
      const {store, counting} = storeOf()
      const first = (id: string) => recordEvents(store.observeDocumentType(id)).next()
      expect(
        await Promise.all([first(published), first(draftOnly), first(`drafts.${published}`), first(missing)]),
      ).toEqual(['post', 'author', 'post', null])
      expect(counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentType)).toHaveLength(1)
      expect(await first(published)).toBe('post')
      expect(counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentType)).toHaveLength(1)
      // Not found is not cached: the document may be created later.
      await t.client.mutate([{create: {_id: missing, _type: 'post'}}])
      expect(await first(missing)).toBe('post')
      expect(counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentType)).toHaveLength(2)
    })
  })
})

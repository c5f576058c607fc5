import {applyPatch} from 'mendoza'
import {Subject} from 'rxjs'
import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  ChannelError,
  ClientError,
  type ListenEvent,
  type MutationEvent,
  type PresenceEvent,
  type PresenceMessage,
  type UploadEvent,
  type VellumClient,
} from '../../src/client'
import {recordEvents} from './support/recordEvents'

/** The clients one transport gives the shared suite, and who they act as. */
export interface ClientHarness {
  /** An administrator. */
  client: VellumClient
  me: {id: string; name: string}
  /** Another editor, for presence and per-user key-values. */
  other: VellumClient
  otherUser: {id: string; name: string}
  /** A viewer: reads everything, writes nothing. */
  viewer: VellumClient
  /** Not signed in. */
  signedOut: VellumClient
  close(): Promise<void>
}

let counter = 0
/** A fresh id per test, so tests sharing a dataset never see each other's documents. */
const uid = (prefix = 'doc') => `${prefix}-${Date.now().toString(36)}-${++counter}`
const post = (id: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: 'post', ...fields})

async function failure(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ClientError)
  return error as ClientError
}

/** A small PNG made by a real encoder. */
function png(width: number, height: number, seed: number): Promise<Buffer> {
  return sharp({create: {width, height, channels: 4, background: {r: seed % 256, g: 40, b: 90, alpha: 1}}})
    .png()
    .toBuffer()
}

const isMutationOf = (id: string) => (event: ListenEvent) => event.type === 'mutation' && event.documentId === id

/**
 * The behaviour every transport must give a {@link VellumClient}: run once over HTTP against
 * a real server and once in-process over a real lake, so the two cannot drift apart.
 */
export function describeClient(name: string, start: () => Promise<ClientHarness>): void {
  describe(`VellumClient over ${name}`, () => {
    let h: ClientHarness
    beforeAll(async () => {
      h = await start()
    })
    afterAll(async () => {
      await h.close()
    })

    describe('fetch', () => {
      it('evaluates a GROQ query with params and accepts a request tag', async () => {
        const [a, b] = [uid('post'), uid('post')]
        await h.client.mutate([
          {create: post(a, {title: 'A'})},
          {create: post(b, {title: 'B'})},
          {create: {_id: uid('author'), _type: 'author'}},
        ])
        const result = await h.client.fetch(
          '*[_type == $type && _id in $ids] | order(title asc) {_id, title}',
          {type: 'post', ids: [a, b]},
          {tag: 'test.query'},
        )
        expect(result).toEqual([
          {_id: a, title: 'A'},
          {_id: b, title: 'B'},
        ])
      })

      it('answers null for a query without a result', async () => {
        expect(await h.client.fetch('*[_id == $id][0]', {id: uid('missing')})).toBeNull()
      })

      it('sees published documents by default from API version 2025-02-19, drafts in the raw perspective and on older versions', async () => {
        const id = uid('pair')
        await h.client.mutate([{create: post(id)}, {create: post(`drafts.${id}`)}])
        const ids = [id, `drafts.${id}`]
        expect(await h.client.fetch('*[_id in $ids]._id', {ids})).toEqual([id])
        expect(((await h.client.fetch('*[_id in $ids]._id', {ids}, {perspective: 'raw'})) as string[]).sort()).toEqual(
          [`drafts.${id}`, id].sort(),
        )
        const older = h.client.withConfig({apiVersion: '2021-06-07'})
        expect(older.config.apiVersion).toBe('2021-06-07')
        expect(((await older.fetch('*[_id in $ids]._id', {ids})) as string[]).sort()).toEqual(
          [`drafts.${id}`, id].sort(),
        )
      })

      it('rejects a query that does not parse with 400 and the position of the mistake', async () => {
        const error = await failure(h.client.fetch('*[_type == ]'))
        expect(error.statusCode).toBe(400)
        expect(error.details).toMatchObject({type: 'queryParseError', query: '*[_type == ]', start: expect.any(Number)})
        expect(error.message).toBe(error.details!.description)
      })

      it('refuses a malformed request tag before anything is sent', async () => {
        await expect(h.client.fetch('*[0]', {}, {tag: 'not a tag'})).rejects.toThrow(/Request tag "not a tag" must be/)
      })

      it('answers 401 to a client that is not signed in', async () => {
        const error = await failure(h.signedOut.fetch('*[0]'))
        expect(error.statusCode).toBe(401)
        expect(error.message).toMatch(/Authentication required/)
      })

      it('reads another dataset through withConfig', async () => {
        const id = uid('staged')
        const staging = h.client.withConfig({dataset: 'staging'})
        await staging.mutate([{create: post(id)}])
        expect(await staging.fetch('*[_id == $id][0]._id', {id})).toBe(id)
        expect(await h.client.fetch('*[_id == $id][0]._id', {id})).toBeNull()
        expect(() => h.client.withConfig({dataset: 'Bad Name'})).toThrow(/Invalid dataset name/)
      })

      it('answers 404 for a dataset that was never created, and does not create it', async () => {
        const nowhere = h.client.withConfig({dataset: 'never-created'})
        const refused = await failure(nowhere.mutate([{create: post(uid('lost'))}]))
        expect(refused.statusCode).toBe(404)
        expect(refused.message).toContain('Dataset "never-created" not found')
        expect((await failure(nowhere.fetch('*'))).statusCode).toBe(404)
      })
    })

    describe('getDocuments', () => {
      it('answers documents in the order asked, with null for missing ones', async () => {
        const [a, b] = [uid(), uid()]
        await h.client.mutate([{create: post(a)}, {create: post(b)}])
        const documents = await h.client.getDocuments([b, uid('missing'), a])
        expect(documents.map((document) => document?._id ?? null)).toEqual([b, null, a])
        expect(documents[0]).toMatchObject({_type: 'post', _rev: expect.any(String), _createdAt: expect.any(String)})
        expect(await h.client.getDocument(a)).toMatchObject({_id: a})
        expect(await h.client.getDocuments([])).toEqual([])
      })

      it('tells which documents exist without their content', async () => {
        const id = uid()
        const missing = uid('missing')
        await h.client.mutate([{create: post(id)}])
        expect(await h.client.getDocumentAvailability([id, missing])).toEqual({
          available: [id],
          omitted: [{id: missing, reason: 'existence'}],
        })
      })
    })

    describe('mutate', () => {
      it('returns the documents and uses the given transaction id', async () => {
        const id = uid()
        const transactionId = uid('tx')
        const result = await h.client.mutate([{create: post(id, {title: 'Hi'})}], {
          returnDocuments: true,
          transactionId,
          visibility: 'sync',
        })
        expect(result).toEqual({
          transactionId,
          results: [
            {id, operation: 'create', document: expect.objectContaining({_id: id, title: 'Hi', _rev: transactionId})},
          ],
        })
      })

      it('answers ids and operations only unless asked for documents', async () => {
        const id = uid()
        await h.client.mutate([{create: post(id)}])
        const result = await h.client.mutate([{patch: {id, set: {title: 'New'}}}])
        expect(result).toEqual({transactionId: expect.any(String), results: [{id, operation: 'update'}]})
      })

      it('writes nothing on a dry run', async () => {
        const id = uid()
        const result = await h.client.mutate([{create: post(id)}], {dryRun: true, returnDocuments: true})
        expect(result.results[0]).toMatchObject({id, operation: 'create'})
        expect(await h.client.getDocument(id)).toBeNull()
      })

      it('generates missing array keys when asked', async () => {
        const id = uid()
        await h.client.mutate([{create: post(id, {tags: [{name: 'x'}]})}], {autoGenerateArrayKeys: true})
        const document = await h.client.getDocument(id)
        expect((document!.tags as Array<{_key: string}>)[0]!._key).toMatch(/^[A-Za-z0-9]{12}$/)
      })

      it('refuses creating an existing document with 409 and the failing mutation', async () => {
        const id = uid()
        await h.client.mutate([{create: post(id)}])
        const error = await failure(h.client.mutate([{create: post(uid())}, {create: post(id)}]))
        expect(error.statusCode).toBe(409)
        expect(error.details).toMatchObject({
          type: 'mutationError',
          items: [{index: 1, error: {type: 'documentAlreadyExistsError', id}}],
        })
        expect(error.message).toMatch(/^The mutation\(s\) failed: /)
      })

      it('refuses a stale ifRevisionID with 409', async () => {
        const id = uid()
        await h.client.mutate([{create: post(id, {n: 1})}])
        const error = await failure(h.client.mutate([{patch: {id, ifRevisionID: 'stale', inc: {n: 1}}}]))
        expect(error.statusCode).toBe(409)
        expect(error.details?.items?.[0]?.error.type).toBe('documentRevisionIDDoesNotMatchError')
      })

      it('refuses a malformed mutation with 400 and a description', async () => {
        const error = await failure(h.client.mutate([{upsert: {}} as never]))
        expect(error.statusCode).toBe(400)
        expect(error.description).toMatch(/exactly one of create, createOrReplace/)
        expect(error.details?.items).toEqual([
          {index: 0, error: expect.objectContaining({type: 'invalidMutationError'})},
        ])
      })

      it('answers 404 for a patch of a missing document', async () => {
        const error = await failure(h.client.mutate([{patch: {id: uid('missing'), set: {a: 1}}}]))
        expect(error.statusCode).toBe(404)
        expect(error.details?.items?.[0]?.error.type).toBe('documentNotFoundError')
      })

      it('answers 403 to a caller whose grants do not allow the change', async () => {
        const error = await failure(h.viewer.mutate([{create: post(uid())}]))
        expect(error.statusCode).toBe(403)
        expect(error.details?.items?.[0]?.error).toMatchObject({
          type: 'insufficientPermissionsError',
          permission: 'create',
        })
      })
    })

    describe('listen', () => {
      it('sends welcome, then mutation events with the fields the server sends', async () => {
        const type = uid('kind')
        const events = recordEvents(
          h.client.listen(
            '*[_type == $type]',
            {type},
            {includePreviousRevision: true, effectFormat: 'mendoza', tag: 'test.listen'},
          ),
        )
        try {
          expect(await events.next()).toEqual({type: 'welcome', listenerName: expect.any(String)})
          const id = uid()
          const created = await h.client.mutate([{create: {_id: id, _type: type, title: 'One'}}])
          const appear = (await events.next(isMutationOf(id))) as MutationEvent
          expect(appear).toEqual({
            type: 'mutation',
            eventId: `${created.transactionId}#${id}`,
            documentId: id,
            transactionId: created.transactionId,
            transition: 'appear',
            identity: h.me.id,
            mutations: [{create: {_id: id, _type: type, title: 'One'}}],
            resultRev: created.transactionId,
            timestamp: expect.any(String),
            visibility: 'query',
            effects: {apply: expect.any(Array), revert: expect.any(Array)},
            result: expect.objectContaining({_id: id, title: 'One'}),
            previous: null,
            transactionTotalEvents: 1,
            transactionCurrentEvent: 1,
          })
          await h.client.mutate([{patch: {id, set: {title: 'Two'}}}])
          const update = (await events.next(isMutationOf(id))) as MutationEvent
          expect(update.transition).toBe('update')
          expect(update.previousRev).toBe(created.transactionId)
          expect(applyPatch(update.previous, update.effects!.apply as never)).toMatchObject({title: 'Two'})
          await h.client.mutate([{delete: {id}}])
          const disappear = (await events.next(isMutationOf(id))) as MutationEvent
          expect(disappear.transition).toBe('disappear')
          expect(disappear).not.toHaveProperty('result')
        } finally {
          events.unsubscribe()
        }
      })

      it('ends with a ChannelError holding the parse position for a filter that does not parse', async () => {
        const events = recordEvents(h.client.listen('*[_type == ]'))
        const error = await events.error()
        expect(error).toBeInstanceOf(ChannelError)
        expect(error).toMatchObject({
          event: 'channelError',
          details: {type: 'queryParseError', start: expect.any(Number)},
        })
      })

      it('ends with 401 for a client that is not signed in', async () => {
        const error = await recordEvents(h.signedOut.listen('*')).error()
        expect(error).toBeInstanceOf(ClientError)
        expect((error as ClientError).statusCode).toBe(401)
      })
    })

    describe('history', () => {
      it('lists the transactions of a document, oldest first, with the options of the History API', async () => {
        const id = uid()
        const first = await h.client.mutate([{create: post(id, {title: 'One', body: 'long text'})}])
        const second = await h.client.mutate([{patch: {id, set: {title: 'Two'}}}])
        const entries = await h.client.history.transactions([id], {tag: 'test.history'})
        expect(entries).toEqual([
          {
            id: first.transactionId,
            timestamp: expect.any(String),
            author: h.me.id,
            documentIDs: [id],
            mutations: [{create: post(id, {title: 'One', body: 'long text'})}],
          },
          {
            id: second.transactionId,
            timestamp: expect.any(String),
            author: h.me.id,
            documentIDs: [id],
            mutations: [{patch: {id, set: {title: 'Two'}}}],
          },
        ])
        const newest = await h.client.history.transactions([id], {
          reverse: true,
          limit: 1,
          effectFormat: 'mendoza',
          excludeMutations: true,
        })
        expect(newest).toEqual([
          expect.objectContaining({
            id: second.transactionId,
            effects: {[id]: {apply: expect.any(Array), revert: expect.any(Array)}},
          }),
        ])
        expect(newest[0]).not.toHaveProperty('mutations')
        const stubs = await h.client.history.transactions([id], {
          excludeContent: true,
          toTransaction: first.transactionId,
        })
        expect(stubs).toEqual([expect.objectContaining({mutations: [{create: {_id: id, _type: 'post'}}]})])
        expect(await h.client.history.transactions([id], {authors: ['someone-else']})).toEqual([])
      })

      it('reads documents as they were at a revision, a time and before their deletion', async () => {
        const id = uid()
        const first = await h.client.mutate([{create: post(id, {title: 'One'})}])
        const second = await h.client.mutate([{patch: {id, set: {title: 'Two'}}}])
        expect(await h.client.history.documents([id], {revision: first.transactionId})).toEqual([
          expect.objectContaining({_id: id, title: 'One'}),
        ])
        const [secondEntry] = await h.client.history.transactions([id], {fromTransaction: second.transactionId})
        expect(await h.client.history.documents([id], {time: secondEntry!.timestamp})).toEqual([
          expect.objectContaining({title: 'Two'}),
        ])
        await h.client.mutate([{delete: {id}}])
        expect(await h.client.history.documents([id], {lastRevision: true})).toEqual([
          expect.objectContaining({title: 'Two'}),
        ])
        expect(await h.client.history.documents([uid('never')], {lastRevision: true})).toEqual([])
      })

      it('refuses a time that is not a date with 400', async () => {
        const error = await failure(h.client.history.documents([uid()], {time: 'yesterday'}))
        expect(error.statusCode).toBe(400)
        expect(error.message).toMatch(/"time" must be an ISO date-time/)
      })
    })

    describe('textSearch', () => {
      it('finds documents by words, with the attributes asked for', async () => {
        const word = `zebra${counter++}x`
        const id = uid()
        await h.client.mutate([
          {create: post(id, {title: `The ${word} crossing`})},
          {create: post(uid(), {title: 'Something else'})},
        ])
        const result = await h.client.textSearch({
          query: {string: word},
          includeAttributes: ['_id', 'title'],
          limit: 10,
        })
        expect(result.hits).toEqual([
          {id, type: 'post', score: expect.any(Number), attributes: {_id: id, title: `The ${word} crossing`}},
        ])
        expect(result).not.toHaveProperty('nextCursor')
      })

      it('refuses a malformed body with 400 naming the field', async () => {
        const error = await failure(h.client.textSearch({query: {string: 'x'}, order: [{direction: 'asc'} as never]}))
        expect(error.statusCode).toBe(400)
        expect(error.message).toMatch(/"order" must be a list/)
      })
    })

    describe('uploadAsset', () => {
      it('reports progress from 0 to 100, then answers the image asset document', async () => {
        const bytes = await png(3, 2, counter++)
        const events = recordEvents(
          h.client.uploadAsset('image', new Uint8Array(bytes), {
            filename: 'dir/photo.png',
            title: 'A photo',
            creditLine: 'Me',
            source: {name: 'test', id: 'x1'},
          }),
        )
        await events.completed()
        const progress = events.values.filter(
          (event): event is Extract<UploadEvent, {type: 'progress'}> => event.type === 'progress',
        )
        expect(progress[0]).toEqual({type: 'progress', percent: 0, loaded: 0, total: bytes.length})
        expect(progress.at(-1)).toEqual({type: 'progress', percent: 100, loaded: bytes.length, total: bytes.length})
        expect(progress.map((event) => event.percent)).toEqual(
          [...progress.map((event) => event.percent)].sort((a, b) => a - b),
        )
        const response = events.values.at(-1)!
        expect(response.type).toBe('response')
        const document = (response as Extract<UploadEvent, {type: 'response'}>).document
        expect(document).toMatchObject({
          _id: expect.stringMatching(/^image-[0-9a-f]{40}-3x2-png$/),
          _type: 'sanity.imageAsset',
          mimeType: 'image/png',
          extension: 'png',
          size: bytes.length,
          originalFilename: 'photo.png',
          title: 'A photo',
          creditLine: 'Me',
          source: {name: 'test', id: 'x1'},
          metadata: {dimensions: {width: 3, height: 2, aspectRatio: 1.5}, hasAlpha: true},
        })
        expect(await h.client.getDocument(document._id)).toMatchObject({_id: document._id})
      })

      it('answers the existing document for the same bytes', async () => {
        const bytes = await png(2, 2, counter++)
        const upload = async () => {
          const events = recordEvents(
            h.client.uploadAsset('image', new Blob([new Uint8Array(bytes)], {type: 'image/png'}), {
              preserveFilename: false,
              filename: 'x.png',
            }),
          )
          await events.completed()
          return (events.values.at(-1) as Extract<UploadEvent, {type: 'response'}>).document
        }
        const first = await upload()
        expect(first).not.toHaveProperty('originalFilename')
        expect((await upload())._id).toBe(first._id)
      })

      it('stores any file with its type from the name', async () => {
        const events = recordEvents(
          h.client.uploadAsset('file', new TextEncoder().encode(`notes ${uid()}`), {
            filename: 'notes.txt',
            contentType: 'text/plain',
          }),
        )
        await events.completed()
        expect((events.values.at(-1) as Extract<UploadEvent, {type: 'response'}>).document).toMatchObject({
          _id: expect.stringMatching(/^file-[0-9a-f]{40}-txt$/),
          _type: 'sanity.fileAsset',
          mimeType: 'text/plain',
          originalFilename: 'notes.txt',
        })
      })

      it('refuses bytes that are not an image with 400', async () => {
        const error = await recordEvents(
          h.client.uploadAsset('image', new TextEncoder().encode('not an image')),
        ).error()
        expect(error).toBeInstanceOf(ClientError)
        expect(error).toMatchObject({
          statusCode: 400,
          message: expect.stringMatching(/^Invalid image: it is not a supported image format/),
        })
      })

      it('refuses deleting an asset that a document references with 409 naming the referrers', async () => {
        const events = recordEvents(h.client.uploadAsset('image', await png(4, 4, counter++)))
        await events.completed()
        const asset = (events.values.at(-1) as Extract<UploadEvent, {type: 'response'}>).document
        const referrer = uid()
        await h.client.mutate([
          {create: post(referrer, {image: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}})},
        ])
        const error = await failure(h.client.mutate([{delete: {id: asset._id}}]))
        expect(error.statusCode).toBe(409)
        expect(error.details?.items).toEqual([
          {
            index: 0,
            error: expect.objectContaining({
              type: 'documentHasExistingReferencesError',
              id: asset._id,
              referencingIDs: [referrer],
            }),
          },
        ])
        await h.client.mutate([{delete: {id: referrer}}, {delete: {id: asset._id}}])
        expect(await h.client.getDocument(asset._id)).toBeNull()
      })
    })

    describe('users', () => {
      it('answers who the client acts as, and 401 when signed out', async () => {
        expect(await h.client.users.getMe()).toMatchObject({
          id: h.me.id,
          name: h.me.name,
          roles: [expect.objectContaining({name: expect.any(String)})],
        })
        const error = await failure(h.signedOut.users.getMe())
        expect(error.statusCode).toBe(401)
      })

      it('finds users by id in the order asked, with null for unknown ids', async () => {
        const users = await h.client.users.getByIds([h.otherUser.id, 'u-nobody', h.me.id])
        expect(users).toEqual([
          expect.objectContaining({id: h.otherUser.id, name: h.otherUser.name, displayName: h.otherUser.name}),
          null,
          expect.objectContaining({id: h.me.id}),
        ])
      })
    })

    describe('keyValue', () => {
      it('stores values per user, reads missing keys as null and removes a key set to null', async () => {
        const key = `studio.test.${uid()}`
        expect(await h.client.keyValue.get([key])).toEqual([{key, value: null}])
        expect(await h.client.keyValue.set([{key, value: {layout: 'wide', n: 1}}])).toEqual([
          {key, value: {layout: 'wide', n: 1}},
        ])
        expect(await h.client.keyValue.get([key, `${key}.other`])).toEqual([
          {key, value: {layout: 'wide', n: 1}},
          {key: `${key}.other`, value: null},
        ])
        expect(await h.other.keyValue.get([key])).toEqual([{key, value: null}])
        await h.client.keyValue.set([{key, value: null}])
        expect(await h.client.keyValue.get([key])).toEqual([{key, value: null}])
      })

      it('refuses a malformed key with 400', async () => {
        const error = await failure(h.client.keyValue.set([{key: 'has space', value: 1}]))
        expect(error.statusCode).toBe(400)
        expect(error.message).toMatch(/may hold only letters, digits/)
      })
    })

    describe('acl', () => {
      it("answers the caller's grants on the dataset", async () => {
        expect(await h.client.acl()).toEqual([
          {filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history']},
        ])
        expect(await h.viewer.acl()).toEqual([{filter: '_id in path("**")', permissions: ['read', 'history']}])
      })
    })

    describe('presence', () => {
      it('relays state between two clients, stamped with the sender, and announces a leaving session', async () => {
        const mine = new Subject<PresenceMessage>()
        const theirs = new Subject<PresenceMessage>()
        const a = recordEvents(h.client.presence(mine))
        const b = recordEvents(h.other.presence(theirs))
        try {
          await a.next((event) => event.type === 'connected')
          await b.next((event) => event.type === 'connected')
          const sessionId = uid('session')
          const location = {
            type: 'document',
            documentId: 'post-1',
            path: ['title'],
            lastActiveAt: '2030-01-01T00:00:00.000Z',
          }
          mine.next({type: 'state', sessionId, locations: [location]})
          expect(await b.next((event) => event.type === 'state')).toEqual({
            type: 'state',
            sessionId,
            locations: [location],
            userId: h.me.id,
            user: {id: h.me.id, name: h.me.name},
            timestamp: expect.any(String),
          })
          theirs.next({type: 'rollCall'})
          expect(await a.next((event) => event.type === 'rollCall')).toMatchObject({
            type: 'rollCall',
            userId: h.otherUser.id,
          })
          theirs.next({type: 'state', sessionId, locations: []})
          expect(await b.next((event) => event.type === 'error')).toEqual({
            type: 'error',
            message: `The session "${sessionId}" belongs to another connection`,
          })
          // A roll-call naming someone else's session is refused the same way, and relays nothing.
          theirs.next({type: 'rollCall', sessionId})
          expect(await b.next((event) => event.type === 'error')).toEqual({
            type: 'error',
            message: `The session "${sessionId}" belongs to another connection`,
          })
          a.unsubscribe()
          expect(await b.next((event: PresenceEvent) => event.type === 'disconnect')).toMatchObject({
            type: 'disconnect',
            sessionId,
            userId: h.me.id,
          })
        } finally {
          a.unsubscribe()
          b.unsubscribe()
        }
      })

      it('refuses a malformed message where it is sent', async () => {
        const outgoing = new Subject<PresenceMessage>()
        const events = recordEvents(h.client.presence(outgoing))
        outgoing.next({type: 'state', sessionId: '', locations: []})
        expect(await events.error()).toBeInstanceOf(TypeError)
      })
    })
  })
}

import {applyPatch} from 'mendoza'
import {describe, expect, it} from 'vitest'
import {
  createLake,
  historyDocuments,
  LakeError,
  transactionLog,
  type Lake,
  type LakeStorage,
  type ListenEvent,
  type MutationEvent,
} from '../../src/lake'

/** A clock that advances one second per call, so history-at-time tests are exact. */
export function steppingClock(start = Date.parse('2026-01-01T00:00:00.000Z')): () => Date {
  let t = start
  return () => new Date((t += 1000))
}

const post = (id: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: 'post', ...fields})

/**
 * The behaviour every storage must give the lake. Run once per storage, so the in-process
 * lake (Storybook, DOM tests) and the server's SQLite lake cannot drift apart.
 */
export function describeLake(name: string, makeStorage: () => LakeStorage): void {
  const makeLake = (): Lake => createLake({storage: makeStorage(), now: steppingClock()})

  describe(`lake over ${name}`, () => {
    describe('mutate', () => {
      it('creates documents with _rev, _createdAt and _updatedAt from the transaction', async () => {
        const lake = makeLake()
        const {transactionId, results} = await lake.mutate('production', [{create: post('a', {title: 'Hello'})}])
        expect(results).toEqual([{id: 'a', operation: 'create', document: expect.objectContaining({title: 'Hello'})}])
        const [doc] = lake.getDocuments('production', ['a'])
        expect(doc).toMatchObject({_id: 'a', _type: 'post', _rev: transactionId, title: 'Hello'})
        expect(doc!._createdAt).toBe(doc!._updatedAt)
      })

      it('gives a created document without _id a fresh id', async () => {
        const lake = makeLake()
        const {results} = await lake.mutate('production', [{create: {_type: 'post'}}])
        expect(results[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
      })

      it('applies a whole transaction or nothing', async () => {
        const lake = makeLake()
        await lake.mutate('production', [{create: post('a')}])
        await expect(lake.mutate('production', [{create: post('b')}, {create: post('a')}])).rejects.toMatchObject({
          kind: 'conflict',
        })
        expect(lake.getDocuments('production', ['b'])).toEqual([null])
        expect(lake.getTransactions('production', {})).toHaveLength(1)
      })

      it('rejects a patch whose ifRevisionID does not match with a conflict', async () => {
        const lake = makeLake()
        await lake.mutate('production', [{create: post('a', {n: 1})}])
        const error = await lake
          .mutate('production', [{patch: {id: 'a', ifRevisionID: 'stale', inc: {n: 1}}}])
          .catch((e: unknown) => e)
        expect(error).toBeInstanceOf(LakeError)
        expect(error).toMatchObject({kind: 'conflict', details: {errorType: 'documentRevisionIDDoesNotMatchError'}})
        expect(lake.getDocuments('production', ['a'])[0]).toMatchObject({n: 1})
      })

      it('deletes by query', async () => {
        const lake = makeLake()
        await lake.mutate('production', [
          {create: post('a')},
          {create: post('b')},
          {create: {_id: 'c', _type: 'author'}},
        ])
        const {results} = await lake.mutate('production', [{delete: {query: '*[_type == $t]', params: {t: 'post'}}}])
        expect(results.map((r) => [r.id, r.operation]).sort()).toEqual([
          ['a', 'delete'],
          ['b', 'delete'],
        ])
        expect(await lake.query('production', '*._id')).toEqual(['c'])
      })

      it('writes nothing on a dry run', async () => {
        const lake = makeLake()
        const {results} = await lake.mutate('production', [{create: post('a')}], {dryRun: true})
        expect(results[0]!.operation).toBe('create')
        expect(lake.getDocuments('production', ['a'])).toEqual([null])
      })

      it('generates missing array keys when asked', async () => {
        const lake = makeLake()
        await lake.mutate('production', [{create: post('a', {tags: [{name: 'x'}, {_key: 'k', name: 'y'}]})}], {
          autoGenerateArrayKeys: true,
        })
        const tags = lake.getDocuments('production', ['a'])[0]!.tags as Array<{_key: string}>
        expect(tags[0]!._key).toMatch(/^[A-Za-z0-9]{12}$/)
        expect(tags[1]!._key).toBe('k')
      })

      it('refuses a document id that is not a valid id, naming it, and writes nothing', async () => {
        const lake = makeLake()
        for (const id of ['a b', 'a/b', 'a..b', 'a,b', 'a\u0000b', '-a', 'x'.repeat(129)]) {
          const error = await lake.mutate('production', [{create: post(id)}]).then(
            () => undefined,
            (failure: unknown) => failure,
          )
          expect(error, id).toMatchObject({kind: 'mutation', details: {errorType: 'invalidMutationError', index: 0}})
          expect((error as Error).message, id).toContain('Invalid document id')
        }
        expect(lake.getTransactions('production', {})).toEqual([])
      })

      it('rejects an unknown mutation kind with a clear message', async () => {
        const lake = makeLake()
        await expect(lake.mutate('production', [{upsert: {}} as never])).rejects.toThrow(
          /exactly one of create, createOrReplace/,
        )
      })

      it('commits concurrent transactions together, rolling back only the one that fails', async () => {
        const lake = makeLake()
        const events: string[] = []
        lake.listen('production', '*', {}, {}, (e) => e.type === 'mutation' && events.push(e.documentId))
        const settled = await Promise.allSettled([
          lake.mutate('production', [{create: post('a')}]),
          lake.mutate('production', [{create: post('b')}, {create: post('a')}]),
          lake.mutate('production', [{create: post('c')}]),
        ])
        expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
        expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({kind: 'conflict'})
        expect(lake.getDocuments('production', ['a', 'b', 'c']).map((doc) => doc?._id ?? null)).toEqual([
          'a',
          null,
          'c',
        ])
        expect(lake.getTransactions('production', {})).toHaveLength(2)
        expect(events).toEqual(['a', 'c'])
      })

      it('rejects a reused transaction id', async () => {
        const lake = makeLake()
        await lake.mutate('production', [{create: post('a')}], {transactionId: 'tx1'})
        await expect(lake.mutate('production', [{create: post('b')}], {transactionId: 'tx1'})).rejects.toMatchObject({
          kind: 'conflict',
        })
      })
    })

    describe('query', () => {
      const seed = async (lake: Lake) => {
        await lake.mutate('production', [
          {create: post('p1', {title: 'First', slug: {current: 'first'}, author: {_ref: 'au1'}})},
          {create: post('p2', {title: 'Second', slug: {current: 'second'}, author: {_ref: 'au2'}})},
          {
            create: {
              _id: 'drafts.p1',
              _type: 'post',
              title: 'First (draft)',
              slug: {current: 'first'},
              author: {_ref: 'au2'},
            },
          },
          {create: {_id: 'drafts.p3', _type: 'post', title: 'Third', slug: {current: 'third'}}},
          {create: {_id: 'au1', _type: 'author', name: 'Ada'}},
          {create: {_id: 'au2', _type: 'author', name: 'Grace'}},
        ])
      }

      it('answers the point query by slug', async () => {
        const lake = makeLake()
        await seed(lake)
        expect(
          await lake.query('production', '*[_type == "post" && slug.current == $slug][0].title', {slug: 'second'}),
        ).toBe('Second')
      })

      it("answers the same query with new params, not the first call's (regression: cached trees inlined params)", async () => {
        const lake = makeLake()
        await seed(lake)
        const query = '*[_type == "post" && slug.current == $slug][0].title'
        expect(await lake.query('production', query, {slug: 'first'}, {perspective: 'published'})).toBe('First')
        expect(await lake.query('production', query, {slug: 'second'}, {perspective: 'published'})).toBe('Second')
        expect(await lake.query('production', '*[references($ids)]._id | order(@)', {ids: ['au1']})).toEqual(['p1'])
        expect(await lake.query('production', '*[references($ids)]._id | order(@)', {ids: ['au2']})).toEqual([
          'drafts.p1',
          'p2',
        ])
      })

      it('finds documents by _rev and _updatedAt, which the attribute index leaves out', async () => {
        const lake = makeLake()
        await seed(lake)
        const {transactionId} = await lake.mutate('production', [{patch: {id: 'p2', set: {title: 'Second, edited'}}}])
        expect(await lake.query('production', '*[_rev == $rev]._id', {rev: transactionId})).toEqual(['p2'])
        const [edited] = lake.getDocuments('production', ['p2'])
        expect(
          await lake.query('production', '*[_type == "post" && _updatedAt == $at]._id', {at: edited!._updatedAt}),
        ).toEqual(['p2'])
      })

      it('follows references with ->', async () => {
        const lake = makeLake()
        await seed(lake)
        expect(await lake.query('production', '*[_id == "p1"][0]{title, "author": author->name}')).toEqual({
          title: 'First',
          author: 'Ada',
        })
      })

      it('finds documents by references()', async () => {
        const lake = makeLake()
        await seed(lake)
        expect(await lake.query('production', '*[references("au2")]._id | order(@)')).toEqual(['drafts.p1', 'p2'])
      })

      it('matches id path globs the way path() does', async () => {
        const lake = makeLake()
        await seed(lake)
        expect(await lake.query('production', '*[_id in path("drafts.*")]._id | order(@)')).toEqual([
          'drafts.p1',
          'drafts.p3',
        ])
        expect(await lake.query('production', '*[_id in path("*")]._id | order(@)')).toEqual(['au1', 'au2', 'p1', 'p2'])
      })

      it('leaves drafts out in the published perspective', async () => {
        const lake = makeLake()
        await seed(lake)
        expect(
          await lake.query('production', '*[_type == "post"]._id | order(@)', {}, {perspective: 'published'}),
        ).toEqual(['p1', 'p2'])
      })

      it('overlays drafts with _originalId in the drafts perspective', async () => {
        const lake = makeLake()
        await seed(lake)
        const posts = await lake.query(
          'production',
          '*[_type == "post"]{_id, _originalId, title} | order(_id)',
          {},
          {perspective: 'drafts'},
        )
        expect(posts).toEqual([
          {_id: 'p1', _originalId: 'drafts.p1', title: 'First (draft)'},
          {_id: 'p2', _originalId: 'p2', title: 'Second'},
          {_id: 'p3', _originalId: 'drafts.p3', title: 'Third'},
        ])
        // The draft of p1 no longer references au1, though the published p1 does.
        expect(await lake.query('production', '*[references("au1")]._id', {}, {perspective: 'drafts'})).toEqual([])
      })

      it('reports a syntax error with its position', async () => {
        const lake = makeLake()
        const error = (await lake.query('production', '*[_type == ]').catch((e: unknown) => e)) as LakeError
        expect(error.kind).toBe('queryParse')
        expect(error.details).toMatchObject({query: '*[_type == ]', start: expect.any(Number)})
      })

      it('rejects an invalid dataset name', async () => {
        const lake = makeLake()
        await expect(lake.query('../etc', '*')).rejects.toMatchObject({kind: 'badRequest'})
      })
    })

    describe('listen', () => {
      it('sends welcome, then mutation events with transitions and mendoza effects', async () => {
        const lake = makeLake()
        const events: ListenEvent[] = []
        const stop = lake.listen(
          'production',
          '*[_type == "post" && published == true]',
          {},
          {effectFormat: 'mendoza', includePreviousRevision: true},
          (e) => events.push(e),
        )
        await lake.mutate('production', [{create: post('a', {published: false})}])
        await lake.mutate('production', [{patch: {id: 'a', set: {published: true, title: 'Hi'}}}])
        await lake.mutate('production', [{patch: {id: 'a', set: {title: 'Hello'}}}])
        await lake.mutate('production', [{patch: {id: 'a', set: {published: false}}}])
        stop()
        await lake.mutate('production', [{patch: {id: 'a', set: {published: true}}}])

        expect(events[0]).toMatchObject({type: 'welcome'})
        const mutations = events.slice(1) as MutationEvent[]
        expect(mutations.map((e) => e.transition)).toEqual(['appear', 'update', 'disappear'])
        for (const event of mutations) {
          expect(applyPatch(event.previous ?? null, event.effects!.apply)).toEqual(event.result ?? null)
          expect(applyPatch(event.result ?? null, event.effects!.revert)).toEqual(event.previous ?? null)
          expect(event).toMatchObject({
            transactionTotalEvents: 1,
            transactionCurrentEvent: 1,
            resultRev: event.transactionId,
          })
        }
      })

      it('builds one frozen event for all listeners with the same query and options', async () => {
        const lake = makeLake()
        const received: MutationEvent[][] = [[], [], []]
        lake.listen('production', '*[_type == "post"]', {}, {}, (e) => e.type === 'mutation' && received[0]!.push(e))
        lake.listen('production', '*[_type == "post"]', {}, {}, (e) => e.type === 'mutation' && received[1]!.push(e))
        lake.listen(
          'production',
          '*[_type == "post"]',
          {},
          {includeResult: false},
          (e) => e.type === 'mutation' && received[2]!.push(e),
        )
        await lake.mutate('production', [{create: post('a')}])
        expect(received[0]![0]).toBe(received[1]![0])
        expect(Object.isFrozen(received[0]![0])).toBe(true)
        expect(received[2]![0]).not.toBe(received[0]![0])
        expect(received[2]![0]!.result).toBeUndefined()
      })

      it('numbers the events of a multi-document transaction', async () => {
        const lake = makeLake()
        const events: MutationEvent[] = []
        lake.listen('production', '*[_type == "post"]', {}, {}, (e) => e.type === 'mutation' && events.push(e))
        await lake.mutate('production', [
          {create: post('a')},
          {create: post('b')},
          {create: {_id: 'c', _type: 'author'}},
        ])
        expect(events.map((e) => [e.documentId, e.transactionCurrentEvent, e.transactionTotalEvents])).toEqual([
          ['a', 1, 2],
          ['b', 2, 2],
        ])
      })
    })

    describe('history', () => {
      it('reads any past revision back, by revision and by time', async () => {
        const lake = makeLake()
        const first = await lake.mutate('production', [{create: post('a', {title: 'v1'})}])
        const second = await lake.mutate('production', [{patch: {id: 'a', set: {title: 'v2'}}}])
        await lake.mutate('production', [{delete: {id: 'a'}}])
        expect(lake.getDocumentsAt('production', ['a'], {revision: first.transactionId})[0]).toMatchObject({
          title: 'v1',
        })
        expect(lake.getDocumentsAt('production', ['a'], {revision: second.transactionId})[0]).toMatchObject({
          title: 'v2',
        })
        const [tx1, tx2, tx3] = lake.getTransactions('production', {documentIds: ['a']})
        expect(lake.getDocumentsAt('production', ['a'], {time: tx2!.timestamp})[0]).toMatchObject({title: 'v2'})
        expect(lake.getDocumentsAt('production', ['a'], {time: tx3!.timestamp})).toEqual([null])
        expect(lake.getDocumentsAt('production', ['a'], {time: '2000-01-01T00:00:00Z'})).toEqual([null])
        expect(tx1!.effects.a).toBeDefined()
      })

      it('pages transactions between bounds, in either order', async () => {
        const lake = makeLake()
        const ids: string[] = []
        for (let i = 0; i < 5; i++)
          ids.push((await lake.mutate('production', [{createOrReplace: post('a', {i})}])).transactionId)
        expect(
          lake.getTransactions('production', {fromTransaction: ids[1], toTransaction: ids[3]}).map((t) => t.id),
        ).toEqual(ids.slice(1, 4))
        expect(lake.getTransactions('production', {reverse: true, limit: 2}).map((t) => t.id)).toEqual([ids[4], ids[3]])
      })

      it('reads the revision in force just before a transaction, whether or not it changed the document', async () => {
        const lake = makeLake()
        const first = await lake.mutate('production', [{create: post('a', {title: 'v1'})}])
        const other = await lake.mutate('production', [{create: post('b')}])
        const second = await lake.mutate('production', [{patch: {id: 'a', set: {title: 'v2'}}}])
        expect(lake.getDocumentsAt('production', ['a'], {beforeRevision: first.transactionId})).toEqual([null])
        expect(lake.getDocumentsAt('production', ['a'], {beforeRevision: other.transactionId})[0]).toMatchObject({
          title: 'v1',
        })
        expect(lake.getDocumentsAt('production', ['a'], {beforeRevision: second.transactionId})[0]).toMatchObject({
          title: 'v1',
        })
        expect(lake.getDocumentsAt('production', ['a'], {beforeRevision: 'no-such-transaction'})).toEqual([null])
      })

      it('shows a caller only the revisions whose content it may see the history of', async () => {
        const lake = makeLake()
        const secret = await lake.mutate('production', [{create: {_id: 'a', _type: 'secret', code: 'S3CRET'}}])
        const turned = await lake.mutate('production', [{createOrReplace: post('a', {title: 'public'})}])
        const edited = await lake.mutate('production', [{patch: {id: 'a', set: {title: 'edited'}}}])
        const mayReadHistory = (document: {_type: string}) => document._type === 'post'
        expect(historyDocuments(lake, 'production', ['a'], {revision: secret.transactionId}, mayReadHistory)).toEqual(
          [],
        )
        expect(historyDocuments(lake, 'production', ['a'], {revision: turned.transactionId}, mayReadHistory)).toEqual([
          expect.objectContaining({title: 'public'}),
        ])
        const log = transactionLog(lake, 'production', ['a'], {effectFormat: 'mendoza'}, mayReadHistory)
        // The replace's effects would revert to the secret revision: only the edit is shown.
        expect(log.map((entry) => entry.id)).toEqual([edited.transactionId])
        expect(JSON.stringify(log)).not.toContain('S3CRET')
        expect(transactionLog(lake, 'production', ['a'], {}).map((entry) => entry.id)).toEqual([
          secret.transactionId,
          turned.transactionId,
          edited.transactionId,
        ])
        // A limit counts the transactions shown, not those read.
        expect(transactionLog(lake, 'production', ['a'], {limit: 1}, mayReadHistory).map((entry) => entry.id)).toEqual([
          edited.transactionId,
        ])
      })
    })

    describe('datasets', () => {
      it('has production from the start, and answers every call on a dataset never created with notFound, creating nothing', async () => {
        const lake = makeLake()
        expect(lake.listDatasets()).toEqual(['production'])
        const calls: Array<() => unknown> = [
          () => lake.mutate('nowhere', [{create: post('a')}]),
          () => lake.query('nowhere', '*'),
          () => lake.getDocuments('nowhere', ['a']),
          () => lake.listen('nowhere', '*', {}, {}, () => {}),
          () => lake.getTransactions('nowhere', {}),
          () => lake.getDocumentsAt('nowhere', ['a'], {time: '2026-01-01T00:00:00Z'}),
          () => lake.textSearch('nowhere', {query: {string: 'x'}}),
        ]
        for (const call of calls) {
          const error = await Promise.resolve()
            .then(call)
            .then(
              () => undefined,
              (failure: unknown) => failure,
            )
          expect(error).toBeInstanceOf(LakeError)
          expect(error).toMatchObject({kind: 'notFound', message: 'Dataset "nowhere" not found'})
        }
        expect(lake.listDatasets()).toEqual(['production'])
        expect(lake.hasDataset('nowhere')).toBe(false)
      })

      it('serves a dataset once it is created, and takes the datasets to start with as an option', async () => {
        const lake = makeLake()
        lake.ensureDataset('staging')
        await lake.mutate('staging', [{create: post('a')}])
        expect(await lake.query('staging', '*._id')).toEqual(['a'])
        expect(lake.listDatasets().sort()).toEqual(['production', 'staging'])
        const other = createLake({storage: makeStorage(), datasets: ['one', 'two']})
        expect(other.listDatasets().sort()).toEqual(['one', 'two'])
      })
    })

    describe('textSearch', () => {
      it('ranks weighted exact phrases above partial matches and pages with a cursor', async () => {
        const lake = makeLake()
        await lake.mutate('production', [
          {create: post('exact', {title: 'Quick brown fox', body: 'x'})},
          {create: post('partial', {title: 'Quick thinking', body: 'brown paper'})},
          {create: post('bodyOnly', {title: 'Other', body: 'quick brown fox'})},
          {create: post('none', {title: 'Nothing here'})},
        ])
        const request = {
          query: {string: 'quick brown'},
          types: [
            {
              name: 'post',
              paths: [
                {path: 'title', weight: 10},
                {path: 'body', weight: 1},
              ],
            },
          ],
        }
        const {hits} = await lake.textSearch('production', request)
        expect(hits.map((h) => h.id)).toEqual(['exact', 'partial', 'bodyOnly'])
        const page1 = await lake.textSearch('production', {...request, limit: 2})
        expect(page1.hits.map((h) => h.id)).toEqual(['exact', 'partial'])
        const page2 = await lake.textSearch('production', {...request, limit: 2, fromCursor: page1.nextCursor})
        expect(page2).toEqual({
          hits: [expect.objectContaining({id: 'bodyOnly', attributes: {_id: 'bodyOnly', _type: 'post'}})],
        })
      })

      it('honours a GROQ filter with params', async () => {
        const lake = makeLake()
        await lake.mutate('production', [
          {create: post('a', {title: 'hello'})},
          {create: {_id: 'b', _type: 'author', title: 'hello'}},
        ])
        const {hits} = await lake.textSearch('production', {
          query: {string: 'hel'},
          filter: '_type in $__types',
          params: {__types: ['author']},
        })
        expect(hits.map((h) => h.id)).toEqual(['b'])
      })

      it('finds a document of a requested type however many documents of other types match better', async () => {
        const lake = makeLake()
        const others = Array.from({length: 600}, (_, i) => ({
          create: {_id: `o${i}`, _type: 'other', title: 'garden garden garden'},
        }))
        await lake.mutate('production', [
          ...others,
          {create: post('p', {title: 'a garden somewhere in the long title of this post'})},
        ])
        const {hits} = await lake.textSearch('production', {
          query: {string: 'garden'},
          types: [{name: 'post'}],
          limit: 10,
        })
        expect(hits.map((h) => h.id)).toEqual(['p'])
      })

      it('finds a title typed whole when a word of it comes twice, first', async () => {
        const lake = makeLake()
        await lake.mutate('production', [
          {create: post('twice', {title: 'Studio notes, studio life'})},
          {create: post('once', {title: 'Studio life'})},
          {create: post('none', {title: 'Garden notes'})},
        ])
        const {hits} = await lake.textSearch('production', {
          query: {string: 'studio notes studio life'},
          types: [{name: 'post', paths: [{path: 'title', weight: 10}]}],
        })
        expect(hits.map((h) => h.id)).toEqual(['twice'])
      })

      it('rejects a bad cursor', async () => {
        const lake = makeLake()
        await expect(lake.textSearch('production', {query: {string: 'x'}, fromCursor: 'nope'})).rejects.toMatchObject({
          kind: 'badRequest',
        })
      })
    })
  })
}

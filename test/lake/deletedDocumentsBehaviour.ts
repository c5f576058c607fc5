import {describe, expect, it} from 'vitest'
import {
  createLake,
  deletedDocuments,
  LakeError,
  type HistoryPermission,
  type Lake,
  type LakeStorage,
} from '../../src/lake'
import type {DeletedDocument, DeletedDocumentsOptions} from '../../src/types'
import {steppingClock} from './lakeBehaviour'

const doc = (id: string, type = 'post', fields: Record<string, unknown> = {}) => ({_id: id, _type: type, ...fields})

/** Every page of the list, following `nextCursor` until it is null. */
function allPages(
  lake: Lake,
  options: DeletedDocumentsOptions,
  mayReadHistory?: HistoryPermission,
): {pages: DeletedDocument[][]; ids: string[]} {
  const pages: DeletedDocument[][] = []
  let before: string | undefined
  for (;;) {
    const page = deletedDocuments(lake, 'production', {...options, ...(before ? {before} : {})}, mayReadHistory)
    pages.push(page.documents)
    if (page.nextCursor === null) break
    before = page.nextCursor
  }
  return {pages, ids: pages.flat().map((entry) => entry.documentId)}
}

function badRequest(run: () => unknown): LakeError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(LakeError)
    expect((error as LakeError).kind).toBe('badRequest')
    return error as LakeError
  }
  throw new Error('expected a LakeError badRequest')
}

/**
 * The list of recently deleted documents over a storage, run once per storage so the memory
 * and SQLite storages cannot drift apart.
 */
export function describeDeletedDocuments(name: string, makeStorage: () => LakeStorage): void {
  const makeLake = (): Lake => createLake({storage: makeStorage(), now: steppingClock()})

  describe(`deletedDocuments over ${name}`, () => {
    it('lists a deleted document with its type, deletion time, author and last revision', async () => {
      const lake = makeLake()
      await lake.mutate('production', [{create: doc('a', 'post', {title: 'v1'})}])
      const {transactionId: edited} = await lake.mutate('production', [{patch: {id: 'a', set: {title: 'v2'}}}])
      const {transactionId: deleting} = await lake.mutate('production', [{delete: {id: 'a'}}], {author: 'ann'})
      const [deletion] = lake.getTransactions('production', {fromTransaction: deleting, toTransaction: deleting})
      expect(deletedDocuments(lake, 'production')).toEqual({
        documents: [
          {documentId: 'a', type: 'post', deletedAt: deletion!.timestamp, deletedBy: 'ann', revision: edited},
        ],
        nextCursor: null,
      })
      // The revision is the one the History API's restore path reads back.
      expect(lake.getDocumentsAt('production', ['a'], {revision: edited})).toEqual([
        expect.objectContaining({_id: 'a', title: 'v2'}),
      ])
    })

    it('leaves out a document created again after its deletion, and lists it again once deleted again', async () => {
      const lake = makeLake()
      await lake.mutate('production', [{create: doc('a')}, {create: doc('b')}])
      await lake.mutate('production', [{delete: {id: 'a'}}, {delete: {id: 'b'}}])
      await lake.mutate('production', [{create: doc('a', 'post', {title: 'back'})}])
      expect(deletedDocuments(lake, 'production').documents.map((entry) => entry.documentId)).toEqual(['b'])
      const {transactionId: recreated} = await lake.mutate('production', [{patch: {id: 'a', set: {title: 'again'}}}])
      await lake.mutate('production', [{delete: {id: 'a'}}])
      const {documents} = deletedDocuments(lake, 'production')
      expect(documents.map((entry) => [entry.documentId, entry.revision])).toEqual([
        ['a', recreated],
        ['b', expect.any(String)],
      ])
    })

    it('lists drafts and published ids as they are, and leaves out versions', async () => {
      const lake = makeLake()
      await lake.mutate('production', [
        {create: doc('p')},
        {create: doc('drafts.p')},
        {create: doc('versions.spring.p')},
      ])
      await lake.mutate('production', [{delete: {id: 'drafts.p'}}])
      await lake.mutate('production', [{delete: {id: 'versions.spring.p'}}])
      await lake.mutate('production', [{delete: {id: 'p'}}])
      expect(deletedDocuments(lake, 'production').documents.map((entry) => entry.documentId)).toEqual(['p', 'drafts.p'])
    })

    it('orders by deletion, newest first, and the deletions of one transaction by id', async () => {
      const lake = makeLake()
      await lake.mutate(
        'production',
        ['a', 'b', 'c', 'd'].map((id) => ({create: doc(id)})),
      )
      await lake.mutate('production', [{delete: {id: 'c'}}])
      await lake.mutate('production', [{delete: {id: 'a'}}, {delete: {id: 'd'}}, {delete: {id: 'b'}}])
      const {documents} = deletedDocuments(lake, 'production')
      expect(documents.map((entry) => entry.documentId)).toEqual(['d', 'b', 'a', 'c'])
      expect(documents[0]!.deletedAt > documents[3]!.deletedAt).toBe(true)
    })

    it('filters by the type the document had when it was deleted', async () => {
      const lake = makeLake()
      await lake.mutate('production', [{create: doc('p1')}, {create: doc('x1', 'author')}, {create: doc('p2')}])
      // Its type changed before the deletion: the last version's type counts.
      await lake.mutate('production', [{createOrReplace: doc('p2', 'author')}])
      await lake.mutate('production', [{delete: {id: 'p1'}}, {delete: {id: 'x1'}}, {delete: {id: 'p2'}}])
      const of = (type: string) =>
        deletedDocuments(lake, 'production', {type}).documents.map((entry) => [entry.documentId, entry.type])
      expect(of('post')).toEqual([['p1', 'post']])
      expect(of('author')).toEqual([
        ['x1', 'author'],
        ['p2', 'author'],
      ])
      expect(of('nothing')).toEqual([])
    })

    it('pages with limit and before through every deletion exactly once, for every page size', async () => {
      const lake = makeLake()
      const ids = Array.from({length: 12}, (_, i) => `d${String(i).padStart(2, '0')}`)
      await lake.mutate(
        'production',
        ids.map((id, i) => ({create: doc(id, i % 3 === 0 ? 'author' : 'post')})),
      )
      // Some alone, some several to a transaction.
      for (const group of [[0], [1, 2, 3], [4], [5, 6], [7, 8, 9, 10], [11]])
        await lake.mutate(
          'production',
          group.map((i) => ({delete: {id: ids[i]!}})),
        )
      const everything = deletedDocuments(lake, 'production').documents.map((entry) => entry.documentId)
      expect(everything).toHaveLength(12)
      expect(new Set(everything).size).toBe(12)
      for (const limit of [1, 2, 3, 5, 11, 12, 13]) {
        const {pages, ids: paged} = allPages(lake, {limit})
        expect(paged, `limit ${limit}`).toEqual(everything)
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true)
        expect(pages.at(-1)!.length).toBeGreaterThan(0)
      }
      const posts = everything.filter((id) => Number(id.slice(1)) % 3 !== 0)
      expect(allPages(lake, {type: 'post', limit: 3}).ids).toEqual(posts)
    })

    it('defaults to 50 a page and allows at most 200', async () => {
      const lake = makeLake()
      const ids = Array.from({length: 230}, (_, i) => `n${i}`)
      await lake.mutate(
        'production',
        ids.map((id) => ({create: doc(id)})),
      )
      await lake.mutate(
        'production',
        ids.map((id) => ({delete: {id}})),
      )
      const first = deletedDocuments(lake, 'production')
      expect(first.documents).toHaveLength(50)
      expect(first.nextCursor).toEqual(expect.any(String))
      const big = deletedDocuments(lake, 'production', {limit: 200})
      expect(big.documents).toHaveLength(200)
      const rest = deletedDocuments(lake, 'production', {limit: 200, before: big.nextCursor!})
      expect(rest).toEqual({documents: expect.any(Array), nextCursor: null})
      expect(rest.documents).toHaveLength(30)
      expect(new Set([...big.documents, ...rest.documents].map((entry) => entry.documentId)).size).toBe(230)
    })

    it('shows only deletions whose last version the caller may see the history of, without short pages', async () => {
      const lake = makeLake()
      const mutations = Array.from({length: 70}, (_, i) => ({create: doc(`s${i}`, i % 7 === 0 ? 'post' : 'secret')}))
      await lake.mutate('production', mutations)
      for (const {create} of mutations) await lake.mutate('production', [{delete: {id: create._id}}])
      // A document that was a post, but whose last version was secret.
      await lake.mutate('production', [{create: doc('moved')}])
      await lake.mutate('production', [{createOrReplace: doc('moved', 'secret')}])
      await lake.mutate('production', [{delete: {id: 'moved'}}])
      const mayRead: HistoryPermission = (document) => document._type === 'post'
      const posts = Array.from({length: 10}, (_, i) => `s${i * 7}`).reverse()
      const {pages, ids} = allPages(lake, {limit: 3}, mayRead)
      expect(ids).toEqual(posts)
      expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1])
      expect(deletedDocuments(lake, 'production', {type: 'secret'}, mayRead)).toEqual({documents: [], nextCursor: null})
    })

    it('refuses a limit, type or cursor it cannot use', async () => {
      const lake = makeLake()
      await lake.mutate('production', [{create: doc('a')}])
      await lake.mutate('production', [{delete: {id: 'a'}}])
      for (const limit of [0, -1, 1.5, 201, Number.MAX_SAFE_INTEGER + 1, Number.NaN, '5' as unknown as number])
        expect(badRequest(() => deletedDocuments(lake, 'production', {limit})).message).toMatch(/"limit"/)
      for (const type of ['', '1post', 'a b', '*', 'x'.repeat(129), 5 as unknown as string])
        expect(badRequest(() => deletedDocuments(lake, 'production', {type})).message).toMatch(/"type"/)
      for (const before of ['', 'garbage', 'tx~', '~a', 'tx~a b', 'a~b~c', 'unknown-transaction~a'])
        expect(badRequest(() => deletedDocuments(lake, 'production', {before})).message).toMatch(/"before"/)
    })

    it('answers notFound for a dataset that was never created', () => {
      const lake = makeLake()
      expect(() => deletedDocuments(lake, 'nope')).toThrow(expect.objectContaining({kind: 'notFound'}))
    })
  })
}

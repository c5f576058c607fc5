import {applyPatch} from 'mendoza'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {steppingClock} from '../../lake/lakeBehaviour'
import {apiClient, parseNdjson} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
// The clock steps one second per transaction from 2026-01-01T00:00:00Z: tx1 at :01, tx2 at :02 …
const tx: string[] = []

beforeAll(async () => {
  server = await startTestServer({now: steppingClock()})
  api = apiClient(server)
  const steps = [
    [{create: {_id: 'h', _type: 'post', title: 'v1'}}, {create: {_id: 'other', _type: 'post'}}],
    [{patch: {id: 'h', set: {title: 'v2'}}}],
    [{patch: {id: 'other', set: {title: 'x'}}}],
    [{patch: {id: 'h', set: {title: 'v3', body: 'long text'}}}],
    [{delete: {id: 'h'}}],
  ]
  for (const mutations of steps) tx.push((await api.mutate(mutations)).body.transactionId)
})
afterAll(() => server.close())

const transactions = async (ids: string, search = '') => {
  const response = await api.get(`/data/history/production/transactions/${ids}${search}`)
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return parseNdjson(response.text) as any[]
}

describe('GET /data/doc/{dataset}/{ids}', () => {
  it('answers found documents and the omitted ones with their reason', async () => {
    const {status, body} = await api.get('/data/doc/production/other,h,nope')
    expect(status).toBe(200)
    expect(body.documents).toEqual([expect.objectContaining({_id: 'other', title: 'x'})])
    expect(body.omitted).toEqual([
      {id: 'h', reason: 'existence'},
      {id: 'nope', reason: 'existence'},
    ])
  })

  it('leaves content out with excludeContent=true', async () => {
    const {body} = await api.get('/data/doc/production/other,nope?excludeContent=true')
    expect(body).toEqual({documents: [], omitted: [{id: 'nope', reason: 'existence'}]})
  })

  it('decodes ids encoded one by one', async () => {
    await api.mutate([{createOrReplace: {_id: 'drafts.other', _type: 'post'}}])
    const {body} = await api.get(`/data/doc/production/${['drafts.other', 'other'].map(encodeURIComponent).join(',')}`)
    expect(body.documents.map((doc: {_id: string}) => doc._id)).toEqual(['drafts.other', 'other'])
    await api.mutate([{delete: {id: 'drafts.other'}}])
  })
})

describe('GET /data/history/{dataset}/transactions/{ids}', () => {
  it('streams the transactions of a document as NDJSON, oldest first', async () => {
    const entries = await transactions('h')
    expect(entries.map((entry) => entry.id)).toEqual([tx[0], tx[1], tx[3], tx[4]])
    expect(entries[0]).toEqual({
      id: tx[0],
      timestamp: '2026-01-01T00:00:01.000Z',
      author: expect.stringMatching(/^t[0-9a-f]{16}$/),
      documentIDs: ['h', 'other'],
      mutations: [{create: {_id: 'h', _type: 'post', title: 'v1'}}, {create: {_id: 'other', _type: 'post'}}],
    })
  })

  it('reads several documents at once', async () => {
    expect((await transactions('h,other')).map((entry) => entry.id)).toEqual(tx)
  })

  it('keeps only the identified documents with includeIdentifiedDocumentsOnly=true', async () => {
    const [first] = await transactions('h', '?includeIdentifiedDocumentsOnly=true&effectFormat=mendoza')
    expect(first.documentIDs).toEqual(['h'])
    expect(first.mutations).toEqual([{create: {_id: 'h', _type: 'post', title: 'v1'}}])
    expect(Object.keys(first.effects)).toEqual(['h'])
  })

  it('adds mendoza effects that replay the document history', async () => {
    const entries = await transactions('h', '?effectFormat=mendoza&includeIdentifiedDocumentsOnly=true')
    let doc: unknown = null
    const states: unknown[] = []
    for (const entry of entries) {
      const previous = doc
      doc = applyPatch(doc, entry.effects.h.apply)
      expect(applyPatch(doc, entry.effects.h.revert)).toEqual(previous)
      states.push(doc)
    }
    expect(states.map((state) => (state as {title?: string} | null)?.title ?? null)).toEqual(['v1', 'v2', 'v3', null])
  })

  it('excludes mutations and content on request', async () => {
    const [first] = await transactions('h', '?excludeMutations=true')
    expect(first).not.toHaveProperty('mutations')
    expect(first).not.toHaveProperty('effects')
    const [stripped] = await transactions('h', '?excludeContent=true')
    expect(stripped.mutations[0]).toEqual({create: {_id: 'h', _type: 'post'}})
  })

  it('pages with reverse, limit, fromTransaction and toTransaction', async () => {
    expect((await transactions('h', '?reverse=true&limit=2')).map((entry) => entry.id)).toEqual([tx[4], tx[3]])
    expect(
      (await transactions('h', `?fromTransaction=${tx[1]}&toTransaction=${tx[3]}`)).map((entry) => entry.id),
    ).toEqual([tx[1], tx[3]])
    expect((await transactions('h', `?reverse=true&toTransaction=${tx[3]}&limit=50`)).map((entry) => entry.id)).toEqual(
      [tx[3], tx[1], tx[0]],
    )
  })

  it('filters by time and author', async () => {
    const byTime = await transactions('h', '?fromTime=2026-01-01T00:00:02Z&toTime=2026-01-01T00:00:04Z&limit=1')
    expect(byTime.map((entry) => entry.id)).toEqual([tx[1]])
    expect(await transactions('h', '?authors=someone-else')).toEqual([])
  })

  it('answers 400 for bad options', async () => {
    for (const search of ['?limit=0', '?limit=x', '?reverse=sometimes', '?effectFormat=json', '?fromTime=yesterday']) {
      expect((await api.get(`/data/history/production/transactions/h${search}`)).status, search).toBe(400)
    }
  })
})

describe('GET /data/history/{dataset}/documents/{ids}', () => {
  it('returns documents at a revision', async () => {
    const {status, body} = await api.get(`/data/history/production/documents/h?revision=${tx[1]}`)
    expect(status).toBe(200)
    expect(body.documents).toEqual([expect.objectContaining({_id: 'h', title: 'v2', _rev: tx[1]})])
  })

  it('returns documents at a time, between transactions too', async () => {
    const at = async (time: string) =>
      (await api.get(`/data/history/production/documents/h,other?time=${encodeURIComponent(time)}`)).body.documents
    expect(await at('2026-01-01T00:00:00Z')).toEqual([])
    expect((await at('2026-01-01T00:00:01Z')).map((doc: {title: string}) => doc.title)).toEqual(['v1', undefined])
    expect((await at('2026-01-01T00:00:03.500Z')).map((doc: {title: string}) => doc.title)).toEqual(['v2', 'x'])
    expect((await at('2026-01-01T00:00:05Z')).map((doc: {_id: string}) => doc._id)).toEqual(['other'])
  })

  it('returns the last revision, also of a deleted document', async () => {
    const {body} = await api.get('/data/history/production/documents/h,other,nope?lastRevision=true')
    expect(body.documents.map((doc: {_id: string; title: string}) => [doc._id, doc.title])).toEqual([
      ['h', 'v3'],
      ['other', 'x'],
    ])
  })

  it('answers 400 unless exactly one of revision, time and lastRevision is given', async () => {
    expect((await api.get('/data/history/production/documents/h')).status).toBe(400)
    expect(
      (await api.get(`/data/history/production/documents/h?revision=${tx[0]}&time=2026-01-01T00:00:00Z`)).status,
    ).toBe(400)
    expect((await api.get('/data/history/production/documents/h?time=not-a-time')).status).toBe(400)
  })
})

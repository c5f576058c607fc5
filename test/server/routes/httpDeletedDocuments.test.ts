import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createClient} from '../../../src/client'
import {createServer, type VellumServer} from '../../../src/server'
import {apiClient} from '../support/apiClient'
import {signInForToken} from '../support/signIn'

/** A role that reads posts and their history, and nothing else. */
const POST_READER = {
  name: 'postReader',
  title: 'Post reader',
  grants: [{filter: '_type == "post"', permissions: ['read', 'history']}],
}
const STUDIO = 'http://localhost:3333'

let dataDir: string
let server: VellumServer
let admin: ReturnType<typeof apiClient>
let reader: ReturnType<typeof apiClient>
let readerToken: string
let adminToken: string

/** Revisions of the last versions, by document id, as the seed left them. */
const lastRevision: Record<string, string> = {}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vellum-deleted-http-'))
  // The custom role is read at start: write it, then start again.
  server = await createServer({dataDir, port: 0, onError: () => {}})
  await server.close()
  writeFileSync(join(dataDir, 'roles.json'), JSON.stringify([POST_READER]))
  server = await createServer({dataDir, port: 0, onError: () => {}, projectId: 'local'})
  server.cors.add(STUDIO, {allowCredentials: true})
  adminToken = server.tokens.add('administrator')
  admin = apiClient({url: server.url, token: adminToken})
  await server.users.add({
    email: 'reader@example.com',
    name: 'Reader',
    roles: ['postReader'],
    password: 'pw-long-enough',
  })
  readerToken = (await signInForToken(server.url, {email: 'reader@example.com', password: 'pw-long-enough'})).token
  reader = apiClient({url: server.url, token: readerToken})

  // post-0 … post-5, secret-0 … secret-3, a draft, and one post created again after its deletion.
  const ids = [...Array.from({length: 6}, (_, i) => `post-${i}`), 'drafts.post-x', 'back']
  const secrets = Array.from({length: 4}, (_, i) => `secret-${i}`)
  await admin.mutate([
    ...ids.map((id) => ({create: {_id: id, _type: 'post', title: id}})),
    ...secrets.map((id) => ({create: {_id: id, _type: 'secret', title: id}})),
  ])
  for (const id of [...ids, ...secrets]) {
    const {body} = await admin.mutate([{patch: {id, set: {title: `${id} edited`}}}])
    lastRevision[id] = body.transactionId
  }
  // Deleted one by one, interleaving secrets with posts; two in one transaction at the end.
  const order = ['post-0', 'secret-0', 'post-1', 'drafts.post-x', 'secret-1', 'post-2', 'back', 'post-3', 'secret-2']
  for (const id of order) expect((await admin.mutate([{delete: {id}}])).status).toBe(200)
  await admin.mutate([{delete: {id: 'post-4'}}, {delete: {id: 'secret-3'}}])
  await admin.mutate([{create: {_id: 'back', _type: 'post', title: 'back again'}}])
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, {recursive: true, force: true})
})

/** Every page, following nextCursor. */
async function allPages(api: ReturnType<typeof apiClient>, search: string): Promise<string[][]> {
  const pages: string[][] = []
  let before: string | null = null
  for (;;) {
    const {status, body, text} = await api.get(
      `/data/history/production/deleted?${search}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    )
    expect(status, text).toBe(200)
    pages.push(body.documents.map((entry: {documentId: string}) => entry.documentId))
    before = body.nextCursor
    if (before === null) return pages
  }
}

describe('GET /data/history/{dataset}/deleted', () => {
  it('lists the deleted documents, newest deletion first, with type, time, author and revision', async () => {
    const {status, headers, body} = await admin.get('/data/history/production/deleted')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^application\/json/)
    expect(body.nextCursor).toBeNull()
    expect(body.documents.map((entry: {documentId: string}) => entry.documentId)).toEqual([
      'secret-3',
      'post-4',
      'secret-2',
      'post-3',
      'post-2',
      'secret-1',
      'drafts.post-x',
      'post-1',
      'secret-0',
      'post-0',
    ])
    const me = (await admin.get('/users/me')).body
    expect(body.documents[3]).toEqual({
      documentId: 'post-3',
      type: 'post',
      deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deletedBy: me.id,
      revision: lastRevision['post-3'],
    })
    const times = body.documents.map((entry: {deletedAt: string}) => entry.deletedAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('names a revision the History API restores from', async () => {
    const {body} = await admin.get('/data/history/production/deleted?type=post&limit=1')
    const [{documentId, revision}] = body.documents
    const restored = await admin.get(`/data/history/production/documents/${documentId}?revision=${revision}`)
    expect(restored.body.documents).toEqual([expect.objectContaining({_id: documentId, title: `${documentId} edited`})])
  })

  it('no longer lists a document created again since its deletion', async () => {
    const {body} = await admin.get('/data/history/production/deleted?limit=200')
    expect(body.documents.map((entry: {documentId: string}) => entry.documentId)).not.toContain('back')
  })

  it('filters by type', async () => {
    const {body} = await admin.get('/data/history/production/deleted?type=secret')
    expect(body.documents.map((entry: {documentId: string}) => entry.documentId)).toEqual([
      'secret-3',
      'secret-2',
      'secret-1',
      'secret-0',
    ])
    expect((await admin.get('/data/history/production/deleted?type=author')).body).toEqual({
      documents: [],
      nextCursor: null,
    })
  })

  it('pages with limit and before through every row exactly once', async () => {
    const all = (await admin.get('/data/history/production/deleted')).body.documents.map(
      (entry: {documentId: string}) => entry.documentId,
    )
    for (const limit of [1, 3, 4, 10]) {
      const pages = await allPages(admin, `limit=${limit}`)
      expect(pages.flat(), `limit ${limit}`).toEqual(all)
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true)
    }
    expect((await allPages(admin, 'type=post&limit=2')).flat()).toEqual(
      all.filter((id: string) => !id.startsWith('secret')),
    )
  })

  it('shows a role without read on a type none of its deletions, not even in page sizes', async () => {
    const pages = await allPages(reader, 'limit=2')
    expect(pages).toEqual([
      ['post-4', 'post-3'],
      ['post-2', 'drafts.post-x'],
      ['post-1', 'post-0'],
    ])
    expect((await reader.get('/data/history/production/deleted?type=secret')).body).toEqual({
      documents: [],
      nextCursor: null,
    })
  })

  it('answers through the client with the same page', async () => {
    const client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: server.url,
      token: readerToken,
    })
    const first = await client.history.deleted({limit: 4, tag: 'deleted-list'})
    expect(first.documents.map((entry) => entry.documentId)).toEqual(['post-4', 'post-3', 'post-2', 'drafts.post-x'])
    const rest = await client.history.deleted({limit: 4, before: first.nextCursor!})
    expect(rest).toEqual({
      documents: [expect.objectContaining({documentId: 'post-1'}), expect.objectContaining({documentId: 'post-0'})],
      nextCursor: null,
    })
    await expect(client.history.deleted({type: 'no good'})).rejects.toMatchObject({statusCode: 400})
  })

  it('answers 400 in the usual error shape for bad options', async () => {
    const cursor = (await admin.get('/data/history/production/deleted?limit=1')).body.nextCursor as string
    for (const search of [
      'limit=0',
      'limit=-1',
      'limit=1.5',
      'limit=x',
      'limit=',
      'limit=201',
      'limit=99999999999999999999',
      'type=',
      'type=a%20b',
      'type=1post',
      'type=x[0]',
      'before=',
      'before=garbage',
      `before=${encodeURIComponent(`${cursor}x~`)}`,
      'before=unknown-transaction~post-1',
      `before=${encodeURIComponent(cursor.replace(/~.*/, '~not an id'))}`,
    ]) {
      const {status, body} = await admin.get(`/data/history/production/deleted?${search}`)
      expect(status, search).toBe(400)
      expect(body, search).toMatchObject({error: 'Bad Request', statusCode: 400, message: expect.any(String)})
    }
  })

  it('answers 404 for an unknown dataset, as the other routes do', async () => {
    const {status, body} = await admin.get('/data/history/nope/deleted')
    expect(status).toBe(404)
    expect(body).toMatchObject({statusCode: 404, message: 'Dataset "nope" not found'})
  })

  it('answers 401 without credentials and with a bad token, as the other history routes do', async () => {
    for (const token of [null, 'not-a-token']) {
      const deleted = await admin.get('/data/history/production/deleted', {token})
      const transactions = await admin.get('/data/history/production/transactions/post-0', {token})
      expect(deleted.status).toBe(401)
      expect(deleted.body).toEqual(transactions.body)
    }
  })

  it('answers 403 for a signed-in user without a role, as the other history routes do', async () => {
    await server.users.add({email: 'nobody@example.com', name: 'Nobody', roles: [], password: 'pw-long-enough'})
    const nobody = apiClient({
      url: server.url,
      token: (await signInForToken(server.url, {email: 'nobody@example.com', password: 'pw-long-enough'})).token,
    })
    const deleted = await nobody.get('/data/history/production/deleted')
    expect(deleted.status).toBe(403)
    expect(deleted.body).toEqual((await nobody.get('/data/history/production/transactions/post-0')).body)
  })

  it('answers a studio origin on the CORS list with its CORS headers', async () => {
    const response = await admin.get('/data/history/production/deleted?tag=sanity.studio.deleted', {
      headers: {Origin: STUDIO},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO)
  })
})

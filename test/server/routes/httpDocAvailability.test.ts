import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createServer, type VellumServer} from '../../../src/server'
import {apiClient} from '../support/apiClient'
import {signInForToken} from '../support/signIn'

// The availability check cross-dataset references make (spec forms.md §7): GET on the other
// dataset's document endpoint with excludeContent=true, against a real server over SQLite.

/** A custom role that may read posts only: the shop's products are not for it. */
const POST_READER = {
  name: 'postReader',
  title: 'Post reader',
  grants: [{filter: '_type == "post"', permissions: ['read']}],
}

let server: VellumServer
let dataDir: string
let admin: ReturnType<typeof apiClient>
let postReader: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vellum-doc-'))
  writeFileSync(join(dataDir, 'roles.json'), JSON.stringify([POST_READER]))
  server = await createServer({dataDir, port: 0, onError: () => {}})
  admin = apiClient({url: server.url, token: server.tokens.add('administrator')})
  expect((await admin.request('PUT', '/datasets/shop')).status).toBe(200)
  const shop = await admin.post('/data/mutate/shop', {
    mutations: [
      {create: {_id: 'product-1', _type: 'product', name: 'Kettle'}},
      {create: {_id: 'drafts.product-2', _type: 'product', name: 'Teapot'}},
      {create: {_id: 'post-in-shop', _type: 'post', title: 'Shop news'}},
    ],
  })
  expect(shop.status).toBe(200)
  const reader = {email: 'reader@example.com', password: 'correct horse battery'}
  await server.users.add({...reader, name: 'Reader', roles: ['postReader']})
  postReader = (await signInForToken(server.url, reader)).token
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const availability = (ids: string, token?: string) =>
  admin.get(`/data/doc/shop/${ids}?excludeContent=true`, token === undefined ? {} : {token})

describe('GET /data/doc/{dataset}/{ids}?excludeContent=true', () => {
  it('answers no documents and the omitted ids with reason existence, in the order asked', async () => {
    const {status, body} = await availability('product-1,gone,drafts.product-2,drafts.product-1')
    expect(status).toBe(200)
    expect(body).toEqual({
      documents: [],
      omitted: [
        {id: 'gone', reason: 'existence'},
        {id: 'drafts.product-1', reason: 'existence'},
      ],
    })
  })

  it('leaves the content in without it, as before', async () => {
    const {body} = await admin.get('/data/doc/shop/product-1,gone')
    expect(body.documents).toEqual([expect.objectContaining({_id: 'product-1', name: 'Kettle'})])
    expect(body.omitted).toEqual([{id: 'gone', reason: 'existence'}])
    expect((await admin.get('/data/doc/shop/product-1?excludeContent=false')).body.documents).toHaveLength(1)
  })

  it('omits documents the caller may not read with reason permission, and still tells missing ones apart', async () => {
    const {status, body} = await availability('product-1,post-in-shop,gone', postReader)
    expect(status).toBe(200)
    expect(body).toEqual({
      documents: [],
      omitted: [
        {id: 'product-1', reason: 'permission'},
        {id: 'gone', reason: 'existence'},
      ],
    })
    // Without excludeContent the readable one comes back, and only it.
    const full = await admin.get('/data/doc/shop/product-1,post-in-shop', {token: postReader})
    expect(full.body.documents.map((document: {_id: string}) => document._id)).toEqual(['post-in-shop'])
  })

  it('refuses callers without credentials or with an unknown token (401)', async () => {
    expect((await availability('product-1', 'not-a-token')).status).toBe(401)
    expect((await admin.get('/data/doc/shop/product-1?excludeContent=true', {token: null})).status).toBe(401)
  })

  it('is a 404 for a dataset that does not exist', async () => {
    const {status, body} = await admin.get('/data/doc/elsewhere/product-1?excludeContent=true')
    expect(status).toBe(404)
    expect(body.message).toBe('Dataset "elsewhere" not found')
  })

  it('refuses malformed ids with a 400 naming the id', async () => {
    for (const ids of ['product-1,a%20b', 'a..b', '%2Fetc', ',,,']) {
      const {status, body} = await availability(ids)
      expect(status, ids).toBe(400)
      expect(body.message, ids).toMatch(/document id/i)
    }
  })

  it('refuses an excludeContent that is not a boolean', async () => {
    const {status, body} = await admin.get('/data/doc/shop/product-1?excludeContent=maybe')
    expect(status).toBe(400)
    expect(body.message).toContain('excludeContent')
  })

  it('answers as many ids as fit the URL, and refuses a longer URL with a 431 saying to send less', async () => {
    // The client splits its lookups into URLs of at most 11 264 characters; the server takes 16 KB.
    const fits = Array.from({length: 1500}, (_, i) => `p${i}`)
    const {status, body} = await availability(fits.join(','))
    expect(status).toBe(200)
    expect(body.omitted).toHaveLength(1500)
    expect(body.omitted[1499]).toEqual({id: 'p1499', reason: 'existence'})
    const tooMany = Array.from({length: 3000}, (_, i) => `product-${i}`).join(',')
    const refused = await availability(tooMany)
    expect(refused.status).toBe(431)
    expect(refused.body.message).toContain('larger than the server accepts')
  })

  it('answers a repeated id once', async () => {
    const {body} = await availability('gone,gone,product-1,gone')
    expect(body.omitted).toEqual([{id: 'gone', reason: 'existence'}])
  })
})

import {createHash} from 'node:crypto'
import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {createClient} from '@sanity/client'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {solid} from './images'
import {apiClient} from '../support/apiClient'
import {fetchBytes, isStored, uploadAsset} from '../support/assetUploads'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
let colour = 0

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/** Uploads a fresh image (a new colour each time, so a new hash) and returns its document. */
async function freshImage(
  dataset = 'production',
): Promise<{_id: string; url: string; sha1hash: string; bytes: Buffer}> {
  colour++
  const bytes = await solid(16, 16, {r: colour, g: 100, b: 50})
  const {status, body} = await uploadAsset(server, 'image', bytes, {}, {dataset})
  expect(status).toBe(200)
  return {...body.document, bytes}
}

const imageField = (assetId: string) => ({_type: 'image', asset: {_type: 'reference', _ref: assetId}})

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
})
afterAll(() => server.close())
beforeEach(async () => {
  await api.mutate([{delete: {query: '*[!(_type in ["sanity.imageAsset", "sanity.fileAsset"])]'}}])
})

describe('deleting asset documents', () => {
  it('refuses to delete a referenced asset with 409 naming the referring ids, and deletes nothing', async () => {
    const asset = await freshImage()
    await api.mutate([
      {create: {_id: 'post-1', _type: 'post', cover: imageField(asset._id)}},
      {create: {_id: 'drafts.post-2', _type: 'post', gallery: [{_key: 'k1', ...imageField(asset._id)}]}},
      {create: {_id: 'post-3', _type: 'post', title: 'unrelated'}},
    ])
    const {status, body} = await api.mutate([{delete: {id: 'post-3'}}, {delete: {id: asset._id}}])
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      type: 'mutationError',
      items: [{index: 1, error: {type: 'documentHasExistingReferencesError', id: asset._id}}],
    })
    expect([...body.error.items[0].error.referencingIDs].sort()).toEqual(['drafts.post-2', 'post-1'])
    expect(body.error.items[0].error.description).toContain('post-1')
    // The whole transaction was refused: the unrelated delete did not happen either.
    expect((await api.documents(asset._id, 'post-3')).map((doc) => doc?._id)).toEqual([asset._id, 'post-3'])
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(true)
    expect((await fetchBytes(asset.url)).status).toBe(200)
  })

  it('refuses a transaction that adds a reference to the asset it deletes (regression: checked only before the transaction)', async () => {
    const asset = await freshImage()
    const {status, body} = await api.mutate([
      {create: {_id: 'post-9', _type: 'post', cover: imageField(asset._id)}},
      {delete: {id: asset._id}},
    ])
    expect(status).toBe(409)
    expect(body.error.items[0].error).toMatchObject({
      type: 'documentHasExistingReferencesError',
      id: asset._id,
      referencingIDs: ['post-9'],
    })
    expect((await api.documents(asset._id, 'post-9')).map((doc) => doc?._id)).toEqual([asset._id])
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(true)
  })

  it('refuses a delete by query that matches a referenced asset', async () => {
    const asset = await freshImage()
    await api.mutate([{create: {_id: 'post-1', _type: 'post', cover: imageField(asset._id)}}])
    const {status, body} = await api.mutate([{delete: {query: '*[_id == $id]', params: {id: asset._id}}}])
    expect(status).toBe(409)
    expect(body.error.items[0].error.referencingIDs).toEqual(['post-1'])
  })

  it('shows the referring ids through @sanity/client', async () => {
    const asset = await freshImage()
    await api.mutate([{create: {_id: 'post-9', _type: 'post', cover: imageField(asset._id)}}])
    const client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: server.url,
      useProjectHostname: false,
      apiVersion: '2023-11-13',
      token: server.token,
      useCdn: false,
    })
    const error = await client.delete(asset._id).then(
      () => undefined,
      (failure: {statusCode: number; message: string; details: {items: Array<{error: {referencingIDs: string[]}}>}}) =>
        failure,
    )
    expect(error?.statusCode).toBe(409)
    expect(error?.message).toContain('"post-9"')
    expect(error?.details.items[0]?.error.referencingIDs).toEqual(['post-9'])
  })

  it('removes the stored file and its cached transforms when an unreferenced asset is deleted', async () => {
    const asset = await freshImage()
    expect((await fetchBytes(`${asset.url}?w=8`)).status).toBe(200)
    const cacheDir = join(server.dataDir, 'assets', 'cache', asset.sha1hash)
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0)
    const {status} = await api.mutate([{delete: {id: asset._id}}])
    expect(status).toBe(200)
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(false)
    expect(existsSync(cacheDir)).toBe(false)
    const gone = await fetch(asset.url)
    expect(gone.status).toBe(404)
    expect((await gone.json()) as unknown).toMatchObject({statusCode: 404})
  })

  it('allows deleting an asset together with the documents that refer to it', async () => {
    const asset = await freshImage()
    await api.mutate([{create: {_id: 'post-1', _type: 'post', cover: imageField(asset._id)}}])
    const {status} = await api.mutate([{delete: {id: 'post-1'}}, {delete: {id: asset._id}}])
    expect(status).toBe(200)
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(false)
  })

  it('keeps the file while another asset document (in another dataset) holds the same bytes', async () => {
    const asset = await freshImage()
    server.server.lake.ensureDataset('staging')
    const other = await uploadAsset(server, 'image', asset.bytes, {}, {dataset: 'staging'})
    expect(other.body.document._id).toBe(asset._id)
    expect((await api.mutate([{delete: {id: asset._id}}])).status).toBe(200)
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(true)
    expect((await fetchBytes(other.body.document.url)).status).toBe(200)
    // Uploading the bytes again restores the document in the first dataset.
    const again = await uploadAsset(server, 'image', asset.bytes)
    expect(again.body.document._id).toBe(asset._id)
    expect(sha1(asset.bytes)).toBe(asset.sha1hash)
  })

  it('keeps the file for a dry run and for deletes of other documents', async () => {
    const asset = await freshImage()
    expect((await api.mutate([{delete: {id: asset._id}}], '?dryRun=true')).status).toBe(200)
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(true)
    expect((await api.documents(asset._id))[0]?._id).toBe(asset._id)
    await api.mutate([{create: {_id: 'post-5', _type: 'post'}}])
    expect((await api.mutate([{delete: {id: 'post-5'}}])).status).toBe(200)
    expect(isStored(server.dataDir, asset.sha1hash)).toBe(true)
  })
})

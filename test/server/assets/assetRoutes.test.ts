import {createHash} from 'node:crypto'
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {request} from 'node:http'
import {join} from 'node:path'
import {createClient} from '@sanity/client'
import sharp from 'sharp'
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {halves, solid} from './images'
import {apiClient} from '../support/apiClient'
import {fetchBytes, isStored, storedPath, uploadAsset} from '../support/assetUploads'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>

const sha1 = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('hex')
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="red"/></svg>'

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
})
afterAll(() => server.close())
beforeEach(async () => {
  await api.mutate([{delete: {query: '*'}}])
})

describe('POST /assets/images/{dataset}', () => {
  it('stores a PNG and answers its sanity.imageAsset document with metadata', async () => {
    const png = await halves(64, 32, {r: 200, g: 30, b: 30}, {r: 30, g: 30, b: 200})
    const hash = sha1(png)
    const {status, body} = await uploadAsset(server, 'image', png, {
      filename: 'dir/halves.png',
      title: 'Halves',
      label: 'L',
      description: 'D',
      creditLine: 'C',
      altText: 'A',
    })
    expect(status).toBe(200)
    const doc = body.document
    expect(doc).toMatchObject({
      _id: `image-${hash}-64x32-png`,
      _type: 'sanity.imageAsset',
      _rev: expect.any(String),
      _createdAt: expect.any(String),
      assetId: hash,
      sha1hash: hash,
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'halves.png',
      title: 'Halves',
      label: 'L',
      description: 'D',
      creditLine: 'C',
      altText: 'A',
      uploadId: expect.any(String),
      path: `images/local/production/${hash}-64x32.png`,
      url: `${server.url}/images/local/production/${hash}-64x32.png`,
    })
    expect(doc.metadata).toMatchObject({
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width: 64, height: 32, aspectRatio: 2},
      hasAlpha: false,
      isOpaque: true,
      lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      blurHash: expect.any(String),
      palette: {dominant: {background: expect.stringMatching(/^#[0-9a-f]{6}$/)}},
    })
    expect(doc.metadata.location).toBeUndefined()
    expect(readFileSync(storedPath(server.dataDir, hash)).equals(png)).toBe(true)
    // Created through the lake: queryable, and authored by the caller.
    expect(await api.documents(doc._id)).toEqual([doc])
  })

  it('stores a JPEG with the metadata asked for in meta, and the source', async () => {
    const jpeg = await solid(30, 50, {r: 10, g: 200, b: 10}, 'jpeg')
    const {status, body} = await uploadAsset(server, 'image', jpeg, {
      meta: ['lqip'],
      sourceName: 'unsplash',
      sourceId: 'abc',
      sourceUrl: 'https://example.com/abc',
    })
    expect(status).toBe(200)
    expect(body.document).toMatchObject({
      _id: `image-${sha1(jpeg)}-30x50-jpg`,
      mimeType: 'image/jpeg',
      extension: 'jpg',
      source: {name: 'unsplash', id: 'abc', url: 'https://example.com/abc'},
    })
    expect(body.document.metadata.lqip).toEqual(expect.any(String))
    expect(body.document.metadata.palette).toBeUndefined()
    expect(body.document.metadata.blurHash).toBeUndefined()
    expect(body.document.originalFilename).toBeUndefined()
  })

  it('extracts nothing optional for meta=none and drops the file name when storeOriginalFilename=false', async () => {
    const png = await solid(8, 8, {r: 1, g: 2, b: 3})
    const {body} = await uploadAsset(server, 'image', png, {
      meta: 'none',
      filename: 'x.png',
      storeOriginalFilename: 'false',
    })
    expect(Object.keys(body.document.metadata).sort()).toEqual(['_type', 'dimensions', 'hasAlpha', 'isOpaque'])
    expect(body.document.originalFilename).toBeUndefined()
  })

  it('accepts an SVG as an image, with its dimensions', async () => {
    const {status, body} = await uploadAsset(
      server,
      'image',
      SVG,
      {filename: 'box.svg'},
      {contentType: 'image/svg+xml'},
    )
    expect(status).toBe(200)
    expect(body.document).toMatchObject({
      _id: `image-${sha1(SVG)}-40x20-svg`,
      mimeType: 'image/svg+xml',
      extension: 'svg',
      metadata: {dimensions: {width: 40, height: 20}},
    })
  })

  it('answers the existing document for the same bytes instead of a duplicate', async () => {
    const png = await solid(10, 10, {r: 9, g: 9, b: 9})
    const first = await uploadAsset(server, 'image', png, {filename: 'one.png'})
    const second = await uploadAsset(server, 'image', png, {filename: 'two.png', title: 'ignored'})
    expect(second.status).toBe(200)
    expect(second.body.document).toEqual(first.body.document)
    const {body} = await api.query('count(*[_type == "sanity.imageAsset" && sha1hash == $hash])', {hash: sha1(png)})
    expect(body.result).toBe(1)
  })

  it('creates one document for simultaneous uploads of the same bytes', async () => {
    const png = await solid(12, 12, {r: 77, g: 7, b: 7})
    const responses = await Promise.all([1, 2, 3].map(() => uploadAsset(server, 'image', png)))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    expect(new Set(responses.map((response) => response.body.document._rev)).size).toBe(1)
    const {body} = await api.query('count(*[sha1hash == $hash])', {hash: sha1(png)})
    expect(body.result).toBe(1)
  })

  it('refuses bytes that are not an image with a 400 and stores nothing', async () => {
    const {status, body} = await uploadAsset(server, 'image', 'just some text')
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Invalid image: it is not a supported image format/)
    expect(isStored(server.dataDir, sha1('just some text'))).toBe(false)
    const {body: count} = await api.query('count(*[_type == "sanity.imageAsset"])')
    expect(count.result).toBe(0)
  })

  it('refuses a truncated PNG with a 400', async () => {
    const png = await solid(50, 50, {r: 200, g: 0, b: 0})
    const {status, body} = await uploadAsset(server, 'image', png.subarray(0, 40))
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Invalid image/)
  })

  it('refuses an unknown meta value, an empty body and a missing token', async () => {
    const png = await solid(4, 4, {r: 0, g: 0, b: 0})
    expect((await uploadAsset(server, 'image', png, {meta: 'everything'})).status).toBe(400)
    expect((await uploadAsset(server, 'image', png, {sourceId: 'x'})).status).toBe(400)
    expect((await uploadAsset(server, 'image', Buffer.alloc(0))).status).toBe(400)
    expect((await uploadAsset(server, 'image', png, {}, {token: null})).status).toBe(401)
  })
})

describe('POST /assets/files/{dataset}', () => {
  it('stores a text file with a sniffed MIME type and the extension of its name', async () => {
    const text = 'hello,world\n1,2\n'
    const hash = sha1(text)
    const {status, body} = await uploadAsset(server, 'file', text, {filename: 'numbers.csv'})
    expect(status).toBe(200)
    expect(body.document).toMatchObject({
      _id: `file-${hash}-csv`,
      _type: 'sanity.fileAsset',
      mimeType: 'text/csv',
      extension: 'csv',
      size: text.length,
      originalFilename: 'numbers.csv',
      path: `files/local/production/${hash}.csv`,
      url: `${server.url}/files/local/production/${hash}.csv`,
    })
    expect(body.document.metadata).toBeUndefined()
  })

  it('trusts the bytes over the name for known binary formats', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1')
    const {body} = await uploadAsset(server, 'file', pdf, {filename: 'notes.txt'})
    expect(body.document).toMatchObject({mimeType: 'application/pdf', extension: 'txt'})
    const {body: unnamed} = await uploadAsset(server, 'file', Buffer.from([0, 1, 2, 3, 255]))
    expect(unnamed.document).toMatchObject({mimeType: 'application/octet-stream', extension: 'bin'})
  })

  it('keeps images uploaded as files and as images apart', async () => {
    const png = await solid(6, 6, {r: 5, g: 5, b: 5})
    const asFile = await uploadAsset(server, 'file', png, {filename: 'p.png'})
    const asImage = await uploadAsset(server, 'image', png)
    expect(asFile.body.document._id).toBe(`file-${sha1(png)}-png`)
    expect(asImage.body.document._id).toBe(`image-${sha1(png)}-6x6-png`)
  })
})

describe('upload limit', () => {
  it('answers 413 past the asset limit, also for a streamed body, and keeps nothing', async () => {
    const small = await startTestServer({assetLimit: 1000, bodyLimit: 100})
    try {
      const big = Buffer.alloc(5000, 7)
      const declared = await uploadAsset(small, 'file', big)
      expect(declared.status).toBe(413)
      expect(declared.body).toMatchObject({statusCode: 413, message: expect.stringContaining('1000 bytes')})
      // A chunked body has no Content-Length: it is cut off while streaming.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(1000).fill(i))
          controller.close()
        },
      })
      const streamed = await fetch(`${small.url}/v2023-11-13/assets/files/production`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${small.token}`},
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(streamed.status).toBe(413)
      expect(isStored(small.dataDir, sha1(big))).toBe(false)
      // Under the asset limit works, whatever the (JSON) body limit.
      expect((await uploadAsset(small, 'file', Buffer.alloc(900, 1))).status).toBe(200)
    } finally {
      await small.close()
    }
  })
})

describe('interrupted uploads', () => {
  it('leaves no temporary file behind when the client hangs up mid-body', async () => {
    const {hostname, port} = new URL(server.url)
    const req = request({
      host: hostname,
      port,
      method: 'POST',
      path: '/v2023-11-13/assets/files/production',
      headers: {Authorization: `Bearer ${server.token}`, 'Content-Length': 100_000},
    })
    req.on('error', () => {})
    req.write(Buffer.alloc(10_000, 1))
    const tmp = join(server.dataDir, 'assets', 'tmp')
    await vi.waitFor(() => expect(existsSync(tmp) && readdirSync(tmp).length).toBe(1))
    req.destroy()
    await vi.waitFor(() => expect(readdirSync(tmp)).toEqual([]))
    expect((await uploadAsset(server, 'file', 'still fine')).status).toBe(200)
  })
})

describe('@sanity/client 7', () => {
  it('uploads with client.assets.upload and the url serves the image', async () => {
    const client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: server.url,
      useProjectHostname: false,
      apiVersion: '2023-11-13',
      token: server.token,
      useCdn: false,
    })
    const png = await solid(20, 10, {r: 0, g: 128, b: 255})
    const document = await client.assets.upload('image', png, {
      filename: 'client.png',
      title: 'From the client',
      extract: ['palette'],
    })
    expect(document).toMatchObject({
      _id: `image-${sha1(png)}-20x10-png`,
      originalFilename: 'client.png',
      title: 'From the client',
      url: expect.stringMatching(/^http:\/\//),
    })
    expect(document.metadata.palette).toBeDefined()
    expect(document.metadata.lqip).toBeUndefined()
    const fetched = await fetchBytes(document.url)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('content-type')).toBe('image/png')
    expect(fetched.bytes.equals(png)).toBe(true)
    expect(await sharp(fetched.bytes).metadata()).toMatchObject({width: 20, height: 10})
    const file = await client.assets.upload('file', Buffer.from('plain text'), {filename: 'a.txt'})
    expect(file).toMatchObject({_type: 'sanity.fileAsset', mimeType: 'text/plain', extension: 'txt'})
  })
})

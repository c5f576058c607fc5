// Regression tests for unbounded image processing: decoded size, parallel decodes, the
// transform cache and transform sizes (security review, finding 5).
import {mkdtempSync, readdirSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createServer} from '../../../src/server'
import {solid} from './images'
import {apiClient} from '../support/apiClient'
import {fetchBytes, uploadAsset} from '../support/assetUploads'
import {startTestServer, type TestServer} from '../support/startTestServer'

/** Every file under a folder (recursively), with its size; none when it does not exist. */
function filesUnder(dir: string): Array<{path: string; size: number}> {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = join(dir, name)
    const info = statSync(path)
    return info.isDirectory() ? filesUnder(path) : [{path, size: info.size}]
  })
}

/** Everything the asset store keeps besides its (empty) tmp and cache folders. */
function storedFiles(server: TestServer) {
  return filesUnder(join(server.dataDir, 'assets'))
}

/** A noisy photo-like JPEG, so transforms take real work and differ in size. */
function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {width, height, channels: 3, background: '#000', noise: {type: 'gaussian', mean: 128, sigma: 50}},
  })
    .jpeg({quality: 90})
    .toBuffer()
}

async function imageSize(url: string): Promise<string> {
  const {status, bytes} = await fetchBytes(url)
  expect(status, bytes.toString().slice(0, 200)).toBe(200)
  const {width, height} = await sharp(bytes).metadata()
  return `${width}x${height}`
}

describe('image uploads over the pixel limit', () => {
  let server: TestServer
  /** About 1 MB of PNG that decodes to 16 000 × 16 000 RGBA pixels (1 GB). */
  let bomb: Buffer

  beforeAll(async () => {
    server = await startTestServer()
    bomb = await sharp({
      create: {width: 16_000, height: 16_000, channels: 4, background: {r: 10, g: 20, b: 30, alpha: 1}},
      limitInputPixels: false,
    })
      .png({compressionLevel: 9})
      .toBuffer()
  }, 120_000)
  afterAll(() => server.close())

  it('a small PNG that decodes to 16000×16000 is refused with 413 from its header, without decoding it, and nothing is stored', async () => {
    expect(bomb.length).toBeLessThan(1_100_000)
    const {status, body} = await uploadAsset(server, 'image', bomb, {filename: 'bomb.png'})
    expect(status).toBe(413)
    expect(body).toEqual({
      error: 'Payload Too Large',
      message: 'Image is too large: 16000×16000 pixels, the limit is 100000000',
      statusCode: 413,
    })
    // No image job ever ran: the header alone refused it.
    expect(server.server.imageJobs().mostRunning).toBe(0)
    expect(storedFiles(server)).toEqual([])
    const assets = await apiClient(server).query('count(*[_type == "sanity.imageAsset"])')
    expect(assets.body.result).toBe(0)
  })

  it('three such uploads at once are all refused without decoding', async () => {
    const results = await Promise.all([0, 1, 2].map(() => uploadAsset(server, 'image', bomb)))
    expect(results.map((result) => result.status)).toEqual([413, 413, 413])
    expect(server.server.imageJobs().mostRunning).toBe(0)
    expect(storedFiles(server)).toEqual([])
  })

  it('an SVG declaring 20000×20000 is refused with 413 before it is rasterised', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="20000" height="20000" fill="red"/></svg>'
    const {status, body} = await uploadAsset(server, 'image', svg)
    expect(status).toBe(413)
    expect(body.message).toBe('Image is too large: 20000×20000 pixels, the limit is 100000000')
    expect(storedFiles(server)).toEqual([])
  })
})

describe('image limits set by the operator', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({limits: {imageMaxPixels: 1_000, imageMaxTransformDimension: 300}})
  })
  afterAll(() => server.close())

  it('imageMaxPixels refuses an image one pixel row over it and accepts one under it', async () => {
    const over = await uploadAsset(server, 'image', await solid(40, 26, {r: 1, g: 2, b: 3}))
    expect(over.status).toBe(413)
    expect(over.body.message).toBe('Image is too large: 40×26 pixels, the limit is 1000')
    const under = await uploadAsset(server, 'image', await solid(40, 25, {r: 1, g: 2, b: 3}))
    expect(under.status).toBe(200)
    expect(under.body.document.metadata.dimensions).toMatchObject({width: 40, height: 25})
  })

  it('a ?w= over imageMaxTransformDimension is clamped to it, keeping the aspect ratio of the box, and shares its cache entry', async () => {
    const {body} = await uploadAsset(server, 'image', await solid(40, 20, {r: 200, g: 0, b: 0}))
    const url: string = body.document.url
    expect(await imageSize(`${url}?w=9000`)).toBe('300x150')
    expect(await imageSize(`${url}?w=99999999999999999999999`)).toBe('300x150')
    expect(await imageSize(`${url}?w=9000&h=9000&fit=crop`)).toBe('300x300')
    expect(await imageSize(`${url}?w=600&h=200&fit=crop`)).toBe('300x100')
    expect(await imageSize(`${url}?w=200&dpr=3`)).toBe('300x150')
    // However many oversize widths are asked for, they are one transform.
    const etags = new Set<string | null>()
    for (const w of [300, 301, 5000, 8192, 123456]) etags.add((await fetchBytes(`${url}?w=${w}`)).headers.get('etag'))
    expect(etags.size).toBe(1)
  })
})

describe('transforms of an original stored under a higher pixel limit', () => {
  it('are answered 422 naming the limit, not decoded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vellum-limits-'))
    try {
      const first = await createServer({port: 0, dataDir, onError: () => {}})
      const token = first.tokens.add('administrator', 'test')
      const {body} = await uploadAsset({url: first.url, token}, 'image', await solid(60, 40, {r: 0, g: 0, b: 255}))
      await first.close()
      const second = await createServer({port: 0, dataDir, onError: () => {}, limits: {imageMaxPixels: 1_000}})
      try {
        const url = (body.document.url as string).replace(first.url, second.url)
        const response = await fetchBytes(`${url}?w=20`)
        expect(response.status).toBe(422)
        expect(JSON.parse(response.bytes.toString())).toMatchObject({
          statusCode: 422,
          message: 'Image is too large: 60×40 pixels, the limit is 1000',
        })
        expect(second.imageJobs().mostRunning).toBe(1)
        // The original itself is still served as stored.
        expect((await fetchBytes(url)).status).toBe(200)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})

describe('concurrent image work', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({limits: {imageConcurrency: 2}})
  })
  afterAll(() => server.close())

  it('eight concurrent transforms with different ?w= and three uploads never run more than imageConcurrency sharp jobs at once', async () => {
    const {body} = await uploadAsset(server, 'image', await noisyJpeg(1200, 800), {meta: 'none'})
    const url: string = body.document.url
    const before = server.server.imageJobs().started
    const uploads = [1, 2, 3].map(async (n) => uploadAsset(server, 'image', await noisyJpeg(400 + n, 300)))
    const transforms = [...Array(8).keys()].map((i) => fetchBytes(`${url}?w=${600 + i}&fm=png`))
    const [uploaded, transformed] = await Promise.all([Promise.all(uploads), Promise.all(transforms)])
    expect(uploaded.map((response) => response.status)).toEqual([200, 200, 200])
    expect(transformed.map((response) => response.status)).toEqual(Array(8).fill(200))
    const counts = server.server.imageJobs()
    // All eleven went through the queue (one job each), and never more than two ran at once.
    expect(counts.started - before).toBe(11)
    expect(counts.mostRunning).toBeGreaterThanOrEqual(1)
    expect(counts.mostRunning).toBeLessThanOrEqual(2)
    expect(counts).toMatchObject({running: 0, waiting: 0})
  })

  it('simultaneous requests for the same transform render it once', async () => {
    const {body} = await uploadAsset(server, 'image', await noisyJpeg(300, 200), {meta: 'none'})
    const before = filesUnder(join(server.dataDir, 'assets', 'cache')).length
    const jobsBefore = server.server.imageJobs().started
    const responses = await Promise.all([...Array(6).keys()].map(() => fetchBytes(`${body.document.url}?w=77`)))
    expect(new Set(responses.map((response) => response.bytes.toString('base64'))).size).toBe(1)
    expect(filesUnder(join(server.dataDir, 'assets', 'cache')).length).toBe(before + 1)
    expect(server.server.imageJobs().started - jobsBefore).toBe(1)
  })
})

describe('the transform cache', () => {
  const MAX_ENTRIES = 4
  const MAX_BYTES = 60_000
  let server: TestServer
  let url: string
  const cacheFiles = () => filesUnder(join(server.dataDir, 'assets', 'cache'))
  const cachedKeys = () => cacheFiles().map((file) => file.path.replace(/^.*\/([0-9a-f]{32})\.\w+$/, '$1'))
  const keyOf = async (query: string) => (await fetchBytes(`${url}?${query}`)).headers.get('etag')!.replaceAll('"', '')

  beforeAll(async () => {
    server = await startTestServer({limits: {transformCacheMaxEntries: MAX_ENTRIES, transformCacheMaxBytes: MAX_BYTES}})
    url = (await uploadAsset(server, 'image', await noisyJpeg(400, 300), {meta: 'none'})).body.document.url
  })
  afterAll(() => server.close())

  it('filled past transformCacheMaxEntries with distinct ?w=, never holds more entries than the limit', async () => {
    for (let w = 10; w < 30; w++) {
      const {status} = await fetchBytes(`${url}?w=${w}`)
      expect(status).toBe(200)
      expect(cacheFiles().length).toBeLessThanOrEqual(MAX_ENTRIES)
    }
    expect(cacheFiles().length).toBe(MAX_ENTRIES)
  })

  it('filled past transformCacheMaxBytes with large transforms, never holds more bytes than the limit', async () => {
    const sizes: number[] = []
    for (let w = 100; w < 110; w++) {
      const {status, bytes} = await fetchBytes(`${url}?w=${w}&fm=png`)
      expect(status).toBe(200)
      sizes.push(bytes.length)
      const held = cacheFiles().reduce((total, file) => total + file.size, 0)
      expect(held).toBeLessThanOrEqual(MAX_BYTES)
      expect(cacheFiles().length).toBeLessThanOrEqual(MAX_ENTRIES)
    }
    // The renderings were big enough for the byte limit, not the count, to be what bound it.
    expect(Math.max(...sizes) * MAX_ENTRIES).toBeGreaterThan(MAX_BYTES)
  })

  it('evicts the least recently used transform first', async () => {
    const keys = [await keyOf('w=40'), await keyOf('w=41'), await keyOf('w=42'), await keyOf('w=43')]
    expect(cachedKeys().sort()).toEqual([...keys].sort())
    expect(await keyOf('w=40')).toBe(keys[0]) // A hit: w=40 is now the most recently used.
    const added = await keyOf('w=44')
    expect(cachedKeys().sort()).toEqual([keys[0], keys[2], keys[3], added].sort())
  })

  it('serves a transform larger than the whole byte limit without keeping it', async () => {
    const big = await fetchBytes(`${url}?w=1600&fm=png`)
    expect(big.status).toBe(200)
    expect(big.bytes.length).toBeGreaterThan(MAX_BYTES)
    expect(cacheFiles().every((file) => file.size <= MAX_BYTES)).toBe(true)
    expect(cacheFiles().reduce((total, file) => total + file.size, 0)).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('a restarted server picks up the cache on disk and keeps it within the limits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vellum-cache-'))
    try {
      const first = await createServer({port: 0, dataDir, onError: () => {}})
      const token = first.tokens.add('administrator', 'test')
      const {body} = await uploadAsset({url: first.url, token}, 'image', await noisyJpeg(200, 100), {meta: 'none'})
      for (let w = 10; w < 16; w++) expect((await fetchBytes(`${body.document.url}?w=${w}`)).status).toBe(200)
      await first.close()
      const cache = join(dataDir, 'assets', 'cache')
      expect(filesUnder(cache).length).toBe(6)
      const second = await createServer({port: 0, dataDir, onError: () => {}, limits: {transformCacheMaxEntries: 3}})
      try {
        const again = (body.document.url as string).replace(first.url, second.url)
        expect((await fetchBytes(`${again}?w=50`)).status).toBe(200)
        expect(filesUnder(cache).length).toBe(3)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})

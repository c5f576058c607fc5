import {createHash} from 'node:crypto'
import {existsSync, readdirSync, writeFileSync} from 'node:fs'
import {request} from 'node:http'
import {join} from 'node:path'
import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {drawn, orientedJpeg, solid} from './images'
import {fetchBytes, uploadAsset} from '../support/assetUploads'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
/** URL of a 200×100 PNG, left half red, right half blue, with a transparent bottom-right corner. */
let pngUrl: string
let pngSha1: string
let jpegUrl: string
let svgUrl: string
let htmlUrl: string
let textUrl: string
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>'
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><script>alert(1)</script><rect width="100" height="50" fill="lime"/></svg>'

const sha1 = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('hex')

beforeAll(async () => {
  server = await startTestServer()
  const png = await drawn(200, 100, (x, y) =>
    x >= 150 && y >= 75 ? {r: 0, g: 0, b: 0, alpha: 0} : x < 100 ? {r: 255, g: 0, b: 0} : {r: 0, g: 0, b: 255},
  )
  pngSha1 = sha1(png)
  pngUrl = (await uploadAsset(server, 'image', png, {filename: 'halves.png'})).body.document.url
  jpegUrl = (await uploadAsset(server, 'image', await solid(300, 200, {r: 40, g: 90, b: 160}, 'jpeg'))).body.document
    .url
  svgUrl = (await uploadAsset(server, 'image', SVG)).body.document.url
  htmlUrl = (await uploadAsset(server, 'file', HTML, {filename: 'page.html'})).body.document.url
  textUrl = (await uploadAsset(server, 'file', '0123456789', {filename: 'digits.txt'})).body.document.url
})
afterAll(() => server.close())

async function image(url: string, init?: RequestInit) {
  const response = await fetchBytes(url, init)
  expect(response.status, response.bytes.toString()).toBe(200)
  return {...response, metadata: await sharp(response.bytes).metadata()}
}

describe('GET /images/{projectId}/{dataset}/{file}', () => {
  it('serves the original inline with caching headers, and answers HEAD and If-None-Match', async () => {
    const {headers, metadata} = await image(pngUrl)
    expect(metadata).toMatchObject({format: 'png', width: 200, height: 100})
    expect(headers.get('content-type')).toBe('image/png')
    expect(headers.get('content-disposition')).toBe('inline')
    expect(headers.get('cache-control')).toContain('max-age=')
    expect(headers.get('etag')).toBe(`"${pngSha1}"`)
    expect(headers.get('content-security-policy')).toBeNull()
    const head = await fetch(pngUrl, {method: 'HEAD'})
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(headers.get('content-length'))
    expect((await fetch(pngUrl, {headers: {'If-None-Match': `"${pngSha1}"`}})).status).toBe(304)
  })

  it('resizes with w and h for every fit', async () => {
    const size = async (query: string) => {
      const {metadata} = await image(`${pngUrl}?${query}`)
      return `${metadata.width}x${metadata.height}`
    }
    expect(await size('w=100')).toBe('100x50')
    expect(await size('h=20')).toBe('40x20')
    expect(await size('w=50&h=50')).toBe('50x25') // clip (the default) fits inside
    expect(await size('w=50&h=50&fit=clip')).toBe('50x25')
    expect(await size('w=400&h=400&fit=clip')).toBe('400x200') // clip may enlarge
    expect(await size('w=400&h=400&fit=max')).toBe('200x100') // max never does
    expect(await size('w=50&h=50&fit=crop')).toBe('50x50')
    expect(await size('w=80&h=30&fit=scale')).toBe('80x30')
    expect(await size('w=60&h=60&fit=fill')).toBe('60x60')
    expect(await size('w=50&h=50&fit=min')).toBe('50x50')
    expect(await size('w=400&h=400&fit=min')).toBe('100x100') // aspect kept, never larger than the source
    expect(await size('w=50&dpr=2')).toBe('100x50')
  })

  it('crops to the centre for fit=crop', async () => {
    const {bytes} = await image(`${pngUrl}?w=20&h=100&fit=crop&fm=png`)
    const {data, info} = await sharp(bytes).raw().toBuffer({resolveWithObject: true})
    expect(info.width).toBe(20)
    // The middle column of a 200 px wide image straddles the red/blue edge at x = 100.
    expect([data[0], data[2]]).toEqual([255, 0])
    expect([data[(info.width - 1) * info.channels], data[(info.width - 1) * info.channels + 2]]).toEqual([0, 255])
  })

  it('cuts a rect before resizing, clamped to the image', async () => {
    const red = await image(`${pngUrl}?rect=0,0,50,40&fm=png`)
    expect(red.metadata).toMatchObject({width: 50, height: 40})
    const stats = await sharp(red.bytes).stats()
    expect(stats.channels[0]!.mean).toBeGreaterThan(250)
    expect(stats.channels[2]!.mean).toBeLessThan(5)
    const clamped = await image(`${pngUrl}?rect=180,90,100,100&w=10`)
    expect(clamped.metadata).toMatchObject({width: 10, height: 5})
  })

  it('applies EXIF orientation before rect and resizing', async () => {
    const {body} = await uploadAsset(server, 'image', await orientedJpeg(40, 20, 6))
    // Stored 40×20, displayed 20×40: the id, the rect clamp and the output all use 20×40.
    expect(body.document._id).toMatch(/-20x40-jpg$/)
    expect((await image(`${body.document.url}?rect=0,0,100,100`)).metadata).toMatchObject({width: 20, height: 40})
    expect((await image(`${body.document.url}?w=10`)).metadata).toMatchObject({width: 10, height: 20})
  })

  it('converts with fm and q, and flattens transparency onto white for JPEG', async () => {
    const webp = await image(`${pngUrl}?fm=webp`)
    expect(webp.metadata.format).toBe('webp')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    const jpg = await image(`${pngUrl}?fm=jpg&q=90`)
    expect(jpg.metadata).toMatchObject({format: 'jpeg', width: 200, height: 100})
    // stats() reads its input, not the pipeline's output: extract to a buffer first.
    const corner = await sharp(
      await sharp(jpg.bytes).extract({left: 190, top: 90, width: 5, height: 5}).toBuffer(),
    ).stats()
    expect(corner.channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255])
    const low = await fetchBytes(`${jpegUrl}?q=5`)
    const high = await fetchBytes(`${jpegUrl}?q=100`)
    expect(low.bytes.length).toBeLessThan(high.bytes.length)
  })

  it('picks WebP for auto=format when the client accepts it, and varies on Accept', async () => {
    const webp = await image(`${jpegUrl}?auto=format&w=30`, {headers: {Accept: 'image/avif,image/webp,*/*'}})
    expect(webp.metadata).toMatchObject({format: 'webp', width: 30})
    expect(webp.headers.get('vary')).toBe('Accept')
    const fallback = await image(`${jpegUrl}?auto=format&w=30`, {headers: {Accept: 'image/png,*/*'}})
    expect(fallback.metadata.format).toBe('jpeg')
    const fm = await image(`${jpegUrl}?auto=format&fm=png&w=30`, {headers: {Accept: 'image/png'}})
    expect(fm.metadata.format).toBe('png')
  })

  it('caches a transform on disk and answers the second request from it', async () => {
    const cacheDir = join(server.dataDir, 'assets', 'cache', pngSha1)
    const first = await fetchBytes(`${pngUrl}?w=33&fm=webp`)
    const files = readdirSync(cacheDir).filter((name) => name.endsWith('.webp'))
    const cached = files.find((name) => first.headers.get('etag') === `"${name.replace(/\.webp$/, '')}"`)
    expect(cached).toBeDefined()
    // Prove the second answer comes from the cache file: overwrite it and fetch again.
    const marker = await solid(7, 7, {r: 1, g: 1, b: 1}, 'webp')
    writeFileSync(join(cacheDir, cached!), marker)
    const second = await fetchBytes(`${pngUrl}?w=33&fm=webp`)
    expect(second.bytes.equals(marker)).toBe(true)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
  })

  it('answers byte ranges and HEAD of a transform alike when just rendered and when cached', async () => {
    const whole = (await fetchBytes(`${pngUrl}?w=57&fm=png`)).bytes
    const fresh = await fetchBytes(`${pngUrl}?w=58&fm=png`, {headers: {Range: 'bytes=0-9'}})
    expect(fresh.status).toBe(206)
    expect(fresh.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/)
    const cached = await fetchBytes(`${pngUrl}?w=57&fm=png`, {headers: {Range: 'bytes=0-9'}})
    expect(cached.status).toBe(206)
    expect(cached.bytes.equals(whole.subarray(0, 10))).toBe(true)
    const head = await fetch(`${pngUrl}?w=59&fm=png`, {method: 'HEAD'})
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    expect((await fetchBytes(`${pngUrl}?w=59&fm=png`)).bytes.length).toBe(Number(head.headers.get('content-length')))
  })

  it('forces a download with dl, using the original file name for an empty dl', async () => {
    const named = await fetchBytes(`${pngUrl}?dl=my photo.png`)
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="my photo.png"; filename*=UTF-8''my%20photo.png`,
    )
    const original = await fetchBytes(`${pngUrl}?dl=`)
    expect(original.headers.get('content-disposition')).toContain('filename="halves.png"')
    const quoted = await fetchBytes(`${pngUrl}?dl=${encodeURIComponent('a"b\r\nc.png')}`)
    expect(quoted.headers.get('content-disposition')).toContain('filename="a_b__c.png"')
  })

  it('serves an SVG original as a sandboxed attachment, and rasterises it when transformed', async () => {
    const original = await fetchBytes(svgUrl)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/svg+xml')
    expect(original.headers.get('content-security-policy')).toBe('sandbox')
    expect(original.headers.get('x-content-type-options')).toBe('nosniff')
    expect(original.headers.get('content-disposition')).toBe('attachment')
    const raster = await image(`${svgUrl}?w=50`)
    expect(raster.metadata).toMatchObject({format: 'png', width: 50, height: 25})
    expect(raster.headers.get('content-disposition')).toBe('inline')
  })

  it('answers 400 JSON for bad parameters', async () => {
    for (const query of [
      'w=0',
      'w=abc',
      'h=-1',
      'w=1.5',
      'fit=stretch',
      'fm=bmp',
      'q=0',
      'q=101',
      'auto=compress',
      'rect=1,2,3',
      'rect=0,0,0,5',
      'rect=500,0,10,10',
      'crop=middle',
      'dpr=5',
      'bg=zz',
    ]) {
      const response = await fetch(`${pngUrl}?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type'), query).toContain('application/json')
      expect((await response.json()) as unknown, query).toMatchObject({statusCode: 400})
    }
    // Unknown parameters are ignored, like cache busters.
    expect((await fetch(`${pngUrl}?v=2`)).status).toBe(200)
  })

  it('answers 404 JSON for another project, dataset, size or extension', async () => {
    const wrong = [
      pngUrl.replace('/local/', '/other/'),
      pngUrl.replace('/production/', '/staging/'),
      pngUrl.replace('-200x100.', '-201x100.'),
      pngUrl.replace('.png', '.jpg'),
      `${server.url}/images/local/production/${'0'.repeat(40)}-1x1.png`,
    ]
    for (const url of wrong) {
      const response = await fetch(url)
      expect(response.status, url).toBe(404)
      expect((await response.json()) as unknown).toMatchObject({statusCode: 404})
    }
  })
})

describe('GET /files/{projectId}/{dataset}/{file}', () => {
  it('serves HTML as a sandboxed nosniff attachment', async () => {
    const {status, headers, bytes} = await fetchBytes(htmlUrl)
    expect(status).toBe(200)
    expect(bytes.toString()).toBe(HTML)
    expect(headers.get('content-type')).toBe('text/html')
    expect(headers.get('content-security-policy')).toBe('sandbox')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('content-disposition')).toBe('attachment')
  })

  it('answers byte ranges', async () => {
    const part = await fetchBytes(textUrl, {headers: {Range: 'bytes=2-4'}})
    expect(part.status).toBe(206)
    expect(part.bytes.toString()).toBe('234')
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10')
    expect((await fetchBytes(textUrl, {headers: {Range: 'bytes=-3'}})).bytes.toString()).toBe('789')
    expect((await fetchBytes(textUrl, {headers: {Range: 'bytes=20-'}})).status).toBe(416)
    expect((await fetchBytes(textUrl, {headers: {Range: 'bytes=0-1,4-5'}})).status).toBe(200)
  })

  it('serves files with a vanity name and forced download', async () => {
    const {status, headers} = await fetchBytes(`${textUrl}/nice-name.txt?dl=`)
    expect(status).toBe(200)
    expect(headers.get('content-disposition')).toContain('filename="digits.txt"')
  })
})

/** Sends a raw request path, untouched by URL normalisation. */
function rawGet(path: string): Promise<{status: number; body: string}> {
  const {hostname, port} = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request({host: hostname, port, path, method: 'GET'}, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({status: res.statusCode ?? 0, body}))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('path traversal', () => {
  it('never reads a file outside the assets folder', async () => {
    writeFileSync(join(server.dataDir, 'secret.txt'), 'TOP SECRET')
    const attempts = [
      '/images/local/production/..%2F..%2Fsecret.txt',
      '/images/local/production/%2e%2e%2f%2e%2e%2fvellum.db',
      '/files/local/production/..%2f..%2fsecret.txt',
      '/files/local/production/../../secret.txt',
      '/files/local/..%2F..%2F/secret.txt',
      '/files/local/production/%2Fetc%2Fpasswd',
      '/files/local/production//etc/passwd',
      `/files/local/production/${pngSha1}.png%00.txt`,
      `/files/local/production/..%5C..%5Csecret.txt`,
      `/images/local/production/${pngSha1.slice(0, 2)}%2F${pngSha1}`,
      `/images/local/production/cache%2F${pngSha1}-200x100.png`,
    ]
    for (const path of attempts) {
      const {status, body} = await rawGet(path)
      expect([400, 404], path).toContain(status)
      expect(body, path).not.toContain('TOP SECRET')
      expect(body, path).not.toContain('SQLite')
    }
    expect(existsSync(join(server.dataDir, 'secret.txt'))).toBe(true)
  })
})

import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createClient, createInProcessClient, type UploadEvent, type VellumClient} from '../../src/client'
import {createLake, memoryStorage} from '../../src/lake'
import {startTestServer, type TestServer} from '../server/support/startTestServer'
import {recordEvents} from './support/recordEvents'

async function upload(client: VellumClient, kind: 'image' | 'file', bytes: Uint8Array, filename: string) {
  const events = recordEvents(client.uploadAsset(kind, bytes, {filename}))
  await events.completed()
  return (events.values.at(-1) as Extract<UploadEvent, {type: 'response'}>).document
}

const canvas = (channels: 3 | 4) =>
  sharp({create: {width: 7, height: 4, channels, background: {r: 10, g: 200, b: 30, alpha: 0.6}}})

describe('in-process uploads describe assets as the server does', () => {
  let server: TestServer
  let http: VellumClient
  let inProcess: VellumClient
  beforeAll(async () => {
    server = await startTestServer()
    const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}
    http = createClient({apiHost: server.url, token: server.token, ...config})
    inProcess = createInProcessClient({lake: createLake({storage: memoryStorage()}), ...config})
  })
  afterAll(async () => {
    await server.close()
  })

  const samples: Array<[string, 'image' | 'file', () => Promise<Uint8Array>, string]> = [
    ['a PNG with alpha', 'image', async () => canvas(4).png().toBuffer(), 'a.png'],
    ['a JPEG turned by EXIF', 'image', async () => canvas(3).jpeg().withMetadata({orientation: 8}).toBuffer(), 'b.jpg'],
    ['a WebP', 'image', async () => canvas(3).webp().toBuffer(), 'c.webp'],
    ['a GIF', 'image', async () => canvas(4).gif().toBuffer(), 'd.gif'],
    [
      'an SVG',
      'image',
      async () =>
        new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect width="30" height="10"/></svg>',
        ),
      'e.svg',
    ],
    ['a PDF file', 'file', async () => new TextEncoder().encode('%PDF-1.4\n%test\n'), 'report.pdf'],
    ['a CSV file', 'file', async () => new TextEncoder().encode('a,b\n1,2\n'), 'table.csv'],
    ['a JPEG uploaded as a file named .jpeg', 'file', async () => canvas(3).jpeg().toBuffer(), 'photo.jpeg'],
    [
      'an SVG uploaded as a file',
      'file',
      async () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="3"/>'),
      'icon.svg',
    ],
    ['a file with no name', 'file', async () => new Uint8Array([0, 1, 2, 3]), ''],
  ]

  it.each(samples)('gives %s the same id, type and dimensions', async (_name, kind, make, filename) => {
    const bytes = new Uint8Array(await make())
    const [overHttp, local] = [
      await upload(http, kind, bytes, filename),
      await upload(inProcess, kind, bytes, filename),
    ]
    const comparable = (document: Record<string, unknown>) => ({
      _id: document._id,
      _type: document._type,
      mimeType: document.mimeType,
      extension: document.extension,
      sha1hash: document.sha1hash,
      size: document.size,
      originalFilename: document.originalFilename,
      path: document.path,
      dimensions: (document.metadata as {dimensions?: unknown} | undefined)?.dimensions,
      hasAlpha: (document.metadata as {hasAlpha?: unknown} | undefined)?.hasAlpha,
    })
    expect(comparable(local)).toEqual(comparable(overHttp))
  })
})

import {Subject} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {
  createClient,
  createInProcessClient,
  REQUEST_TAGS,
  type PresenceMessage,
  type WebSocketFactory,
} from '../../src/client'
import {composeRequestTag} from '../../src/client/requestTag'
import {chunkIdsByUrlLength, MAX_URL_LENGTH} from '../../src/client/httpTransport/createHttpTransport'
import {createLake, memoryStorage} from '../../src/lake'
import {recordEvents} from './support/recordEvents'

const options = {apiHost: 'http://127.0.0.1:3400', projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

describe('createClient', () => {
  it('normalises the API version and keeps the binding in config', () => {
    const client = createClient({...options, apiVersion: 'v2021-06-07', requestTagPrefix: 'vellum.studio'})
    expect(client.config).toEqual({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2021-06-07',
      requestTagPrefix: 'vellum.studio',
    })
    expect(client.withConfig({dataset: 'staging', apiVersion: 'X'}).config).toMatchObject({
      dataset: 'staging',
      apiVersion: 'X',
      requestTagPrefix: 'vellum.studio',
    })
  })

  it('refuses malformed options with errors that say what to use', () => {
    expect(() => createClient({...options, apiHost: 'localhost:3400'})).toThrow(/Invalid apiHost "localhost:3400"/)
    expect(() => createClient({...options, apiHost: 'ftp://example.com'})).toThrow(/only http and https/)
    expect(() => createClient({...options, dataset: 'Production'})).toThrow(/Invalid dataset name "Production"/)
    expect(() => createClient({...options, apiVersion: '2021-02-30'})).toThrow(/Invalid API version "2021-02-30"/)
    expect(() => createClient({...options, projectId: 'a/b'})).toThrow(/Invalid project id/)
    expect(() => createClient({...options, token: 'has space'})).toThrow(/token must be/)
    expect(() => createClient({...options, requestTagPrefix: 'bad prefix'})).toThrow(/Request tag prefix "bad prefix"/)
  })

  it("takes the browser's WebSocket as a socket factory", () => {
    // Type-level proof (the DOM lib's WebSocket): this compiles only while it fits WebSocketLike.
    const browser: WebSocketFactory = (url) => new globalThis.WebSocket(url)
    expect(typeof browser).toBe('function')
  })

  it('ends presence with a clear error in a runtime without WebSocket', async () => {
    const client = createClient(options)
    const error = await recordEvents(client.presence(new Subject<PresenceMessage>())).error()
    expect(error).toBeInstanceOf(TypeError)
    expect((error as Error).message).toMatch(/no WebSocket: pass `webSocket` to createClient/)
  })

  it('checks arguments before calling the transport', async () => {
    const client = createInProcessClient({...options, lake: createLake({storage: memoryStorage()})})
    await expect(client.fetch('  ')).rejects.toThrow(/A GROQ query is required/)
    await expect(client.getDocuments(['a,b'])).rejects.toThrow(/without commas/)
    await expect(client.history.documents(['a'], {} as never)).rejects.toThrow(
      /exactly one of "revision", "time" or "lastRevision: true"/,
    )
    await expect(client.history.transactions([])).rejects.toThrow(/at least one document id/)
    expect(() => client.uploadAsset('video' as never, new Uint8Array(1)).subscribe({error: () => {}})).not.toThrow()
    await expect(recordEvents(client.uploadAsset('video' as never, new Uint8Array(1))).error()).resolves.toBeInstanceOf(
      TypeError,
    )
  })
})

describe('request tags', () => {
  it('prefix tags with the client prefix, and refuse tags too long for the server', () => {
    expect(composeRequestTag('vellum.studio', REQUEST_TAGS.assetUpload)).toBe('vellum.studio.asset.upload')
    expect(composeRequestTag(undefined, 'features')).toBe('features')
    expect(composeRequestTag('vellum.studio', undefined)).toBe('vellum.studio')
    expect(composeRequestTag(undefined, undefined)).toBeUndefined()
    expect(() => composeRequestTag(undefined, 'x'.repeat(76))).toThrow(TypeError)
  })
})

describe('chunkIdsByUrlLength', () => {
  it('keeps every chunk within the URL budget and every id in order', () => {
    const ids = Array.from({length: 1000}, (_, i) => `drafts.id-${i}-${'é'.repeat(i % 7)}`)
    const chunks = chunkIdsByUrlLength(ids, 100)
    expect(chunks.flat()).toEqual(ids)
    for (const chunk of chunks)
      expect(100 + chunk.map(encodeURIComponent).join(',').length).toBeLessThanOrEqual(MAX_URL_LENGTH)
    expect(chunkIdsByUrlLength(['a', 'b'], 100)).toEqual([['a', 'b']])
  })
})

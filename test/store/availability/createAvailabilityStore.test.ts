import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ClientError, createClient, createInProcessClient} from '../../../src/client'
import {checkPermission, compileGrants, createLake, memoryStorage} from '../../../src/lake'
import {
  AVAILABILITY_CACHE_MS,
  AVAILABILITY_CHUNK_LENGTH,
  AVAILABILITY_CONCURRENCY,
  AVAILABILITY_NOT_FOUND,
  AVAILABILITY_PERMISSION_DENIED,
  AVAILABILITY_READABLE,
  chunkIdsByLength,
  createAvailabilityStore,
  createConcurrencyLimiter,
} from '../../../src/store/availability'
import {recordEvents} from '../../client/support/recordEvents'
import {startTestServer} from '../../server/support/startTestServer'
import {countingClient, STORE_TRANSPORTS, uid, type StoreTransport} from '../preview/support/storeTransports'

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

/** A clock the test moves by hand. */
function manualClock() {
  let time = Date.parse('2026-03-01T09:00:00.000Z')
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe.each(STORE_TRANSPORTS)('the availability store over $name', ({start}) => {
  let t: StoreTransport
  beforeAll(async () => {
    t = await start()
  })
  afterAll(() => t.close())

  const requests = (counting: ReturnType<typeof countingClient>) => counting.callsOf('getDocumentAvailability')

  it('tells readable documents from missing ones, asking for lookups made together in one request', async () => {
    const [present, draftOnly, missing] = [uid('present'), uid('draft-only'), uid('missing')]
    await t.client.mutate([
      {create: {_id: present, _type: 'post'}},
      {create: {_id: `drafts.${draftOnly}`, _type: 'post'}},
    ])
    const counting = countingClient(t.client)
    const store = createAvailabilityStore(counting.client)
    const answers = await Promise.all(
      [present, draftOnly, `drafts.${draftOnly}`, missing, present].map((id) => store.getAvailability(id)),
    )
    expect(answers).toEqual([
      AVAILABILITY_READABLE,
      AVAILABILITY_NOT_FOUND,
      AVAILABILITY_READABLE,
      AVAILABILITY_NOT_FOUND,
      AVAILABILITY_READABLE,
    ])
    expect(answers[0]).toEqual({available: true, reason: 'READABLE'})
    expect(answers[3]).toEqual({available: false, reason: 'NOT_FOUND'})
    expect(requests(counting).map((call) => [...call.ids!].sort())).toEqual([
      [present, draftOnly, `drafts.${draftOnly}`, missing].sort(),
    ])
  })

  it('answers from the cache for 30 minutes, then asks again', async () => {
    const id = uid('cached')
    const clock = manualClock()
    const counting = countingClient(t.client)
    const store = createAvailabilityStore(counting.client, {now: clock.now})
    expect(await store.getAvailability(id)).toBe(AVAILABILITY_NOT_FOUND)
    // Created meanwhile, but the cached answer stands until it expires.
    await t.client.mutate([{create: {_id: id, _type: 'post'}}])
    clock.advance(AVAILABILITY_CACHE_MS - 1)
    expect(await store.getAvailability(id)).toBe(AVAILABILITY_NOT_FOUND)
    expect(requests(counting)).toHaveLength(1)
    clock.advance(1)
    expect(await store.getAvailability(id)).toBe(AVAILABILITY_READABLE)
    expect(requests(counting)).toHaveLength(2)
  })

  it(`runs at most ${AVAILABILITY_CONCURRENCY} requests at once, each a chunk of ids that fits one URL`, async () => {
    const ids = Array.from({length: 1300}, (_, i) => `${uid('many')}-${String(i).padStart(4, '0')}`.padEnd(100, 'x'))
    const counting = countingClient(t.client)
    const store = createAvailabilityStore(counting.client)
    const answers = await Promise.all(ids.map((id) => store.getAvailability(id)))
    expect(answers.every((answer) => answer === AVAILABILITY_NOT_FOUND)).toBe(true)
    const chunks = chunkIdsByLength(ids, AVAILABILITY_CHUNK_LENGTH)
    expect(chunks.length).toBeGreaterThan(AVAILABILITY_CONCURRENCY)
    expect(requests(counting).map((call) => call.ids)).toEqual(chunks)
    expect(counting.maxInFlight).toBe(AVAILABILITY_CONCURRENCY)
  })

  it('observes the draft and published versions of a document', async () => {
    const id = uid('pair')
    await t.client.mutate([{create: {_id: `drafts.${id}`, _type: 'post'}}])
    const store = createAvailabilityStore(t.client)
    const pair = recordEvents(store.observeDocumentPairAvailability(`drafts.${id}`))
    expect(await pair.next()).toEqual({draft: AVAILABILITY_READABLE, published: AVAILABILITY_NOT_FOUND})
    pair.unsubscribe()
  })

  it('asks again for invalidated documents, and observers see what changed', async () => {
    const id = uid('appearing')
    const counting = countingClient(t.client)
    const store = createAvailabilityStore(counting.client)
    const observed = recordEvents(store.observeDocumentAvailability(id))
    expect(await observed.next()).toBe(AVAILABILITY_NOT_FOUND)
    // Nothing changed: asked again, but not emitted again.
    store.invalidate([id])
    expect(await store.getAvailability(id)).toBe(AVAILABILITY_NOT_FOUND)
    expect(requests(counting)).toHaveLength(2)
    await t.client.mutate([{create: {_id: id, _type: 'post'}}])
    store.invalidate()
    expect(await observed.next()).toBe(AVAILABILITY_READABLE)
    expect(requests(counting)).toHaveLength(3)
    expect(observed.values).toEqual([AVAILABILITY_NOT_FOUND, AVAILABILITY_READABLE])
    observed.unsubscribe()
  })

  it('refuses ids the document endpoint cannot take', async () => {
    const store = createAvailabilityStore(t.client)
    await expect(store.getAvailability('')).rejects.toThrow(TypeError)
    await expect(store.getAvailability('a,b')).rejects.toThrow(/without commas/)
  })
})

describe('the availability store with restricted grants (in-process)', () => {
  it('answers PERMISSION_DENIED for a document the grants do not allow reading', async () => {
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [
      {create: {_id: 'public', _type: 'post'}},
      {create: {_id: 'secret', _type: 'memo'}},
    ])
    const grants = compileGrants([{filter: '_type == "post"', permissions: ['read']}])
    const client = createInProcessClient({lake, ...config, access: {grants, checkPermission}})
    const store = createAvailabilityStore(client)
    expect(await Promise.all(['public', 'secret', 'absent'].map((id) => store.getAvailability(id)))).toEqual([
      AVAILABILITY_READABLE,
      AVAILABILITY_PERMISSION_DENIED,
      AVAILABILITY_NOT_FOUND,
    ])
    lake.close()
  })
})

describe('the availability store when requests fail', () => {
  it('fails the lookups with the client error and caches nothing', async () => {
    const server = await startTestServer()
    try {
      const counting = countingClient(createClient({apiHost: server.url, ...config}))
      const store = createAvailabilityStore(counting.client)
      const failure = await store.getAvailability('any').catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(ClientError)
      expect(failure).toMatchObject({statusCode: 401})
      await expect(store.getAvailability('any')).rejects.toBeInstanceOf(ClientError)
      expect(counting.callsOf('getDocumentAvailability')).toHaveLength(2)
    } finally {
      await server.close()
    }
  })
})

describe('chunkIdsByLength', () => {
  it('keeps each run within the length, counting commas and URL encoding', () => {
    expect(chunkIdsByLength(['a', 'b', 'c'], 3)).toEqual([['a', 'b'], ['c']])
    expect(chunkIdsByLength(['a b', 'c'], 5)).toEqual([['a b'], ['c']])
    expect(chunkIdsByLength(['longer-than-the-limit', 'x'], 4)).toEqual([['longer-than-the-limit'], ['x']])
    expect(chunkIdsByLength([], 10)).toEqual([])
  })
})

describe('createConcurrencyLimiter', () => {
  it('starts waiting tasks in order as running ones settle, failed ones included', async () => {
    const limiter = createConcurrencyLimiter(2)
    const started: number[] = []
    const gates = Array.from({length: 4}, () => {
      let resolve!: (value: number) => void
      let reject!: (error: Error) => void
      const promise = new Promise<number>((yes, no) => {
        resolve = yes
        reject = no
      })
      return {promise, resolve, reject}
    })
    const runs = gates.map((gate, i) =>
      limiter.run(() => {
        started.push(i)
        return gate.promise
      }),
    )
    expect(started).toEqual([0, 1])
    gates[1]!.reject(new Error('second failed'))
    await expect(runs[1]).rejects.toThrow('second failed')
    expect(started).toEqual([0, 1, 2])
    gates[0]!.resolve(0)
    await expect(runs[0]).resolves.toBe(0)
    expect(started).toEqual([0, 1, 2, 3])
    gates[2]!.resolve(2)
    gates[3]!.resolve(3)
    await expect(Promise.all(runs.slice(2))).resolves.toEqual([2, 3])
    expect(() => createConcurrencyLimiter(0)).toThrow(RangeError)
  })
})

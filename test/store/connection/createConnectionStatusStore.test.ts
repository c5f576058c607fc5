import {Subject, type Observable} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {NetworkError, retryDelay} from '../../../src/client'
import {
  CONNECTION_HEARTBEAT_MS,
  createConnectionStatusStore,
  OFFLINE_MESSAGE,
  type ConnectionErrorStatus,
  type ConnectionStatus,
} from '../../../src/store/connection'
import {recordEvents, type RecordedEvents} from '../../client/support/recordEvents'
import {startTestServer, type TestServer} from '../../server/support/startTestServer'
import {countingClient} from './support/countingClient'
import {httpClient, inProcessTransport, type StoreTransport} from './support/storeTransports'

// Only timers and the clock are faked: fetch and sockets keep running on real I/O.
const fakeTimers = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: Date.parse('2026-03-01T10:00:00.000Z'),
  })

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.useRealTimers()
})

function record(observable: Observable<ConnectionStatus>): RecordedEvents<ConnectionStatus> {
  const events = recordEvents(observable)
  cleanups.push(() => events.unsubscribe())
  return events
}

/** A page whose online state the test decides. */
function page() {
  let online = true
  const online$ = new Subject<void>()
  const offline$ = new Subject<void>()
  return {
    environment: {online$, offline$, isOnline: () => online},
    goOffline: () => {
      online = false
      offline$.next()
    },
    goOnline: () => {
      online = true
      online$.next()
    },
  }
}

const is = (type: ConnectionStatus['type']) => (status: ConnectionStatus) => status.type === type
/** The next error status. */
const nextError = async (statuses: RecordedEvents<ConnectionStatus>) =>
  (await statuses.next(is('error'))) as ConnectionErrorStatus

describe('the connection status over an in-process lake', () => {
  let transport: StoreTransport
  beforeAll(() => {
    transport = inProcessTransport()
  })
  afterAll(() => transport.close())

  it('is connected with the time of the last heartbeat, sent every 20 seconds to all subscribers at once', async () => {
    fakeTimers()
    const {client} = await transport.signIn('viewer')
    const counting = countingClient(client)
    const store = createConnectionStatusStore({client: counting.client, environment: page().environment})
    const first = record(store.connectionStatus$)
    const second = record(store.connectionStatus$)
    expect(await first.next()).toEqual({type: 'connecting', attemptNo: 0})
    expect(await first.next()).toEqual({type: 'connected', lastHeartbeat: new Date('2026-03-01T10:00:00.000Z')})
    await vi.advanceTimersByTimeAsync(CONNECTION_HEARTBEAT_MS)
    expect(await first.next()).toEqual({
      type: 'connected',
      lastHeartbeat: new Date(Date.parse('2026-03-01T10:00:00.000Z') + CONNECTION_HEARTBEAT_MS),
    })
    expect(second.values.at(-1)).toEqual(first.values.at(-1))
    expect(counting.count('ping')).toBe(2)

    first.unsubscribe()
    second.unsubscribe()
    await vi.advanceTimersByTimeAsync(CONNECTION_HEARTBEAT_MS * 3)
    expect(counting.count('ping')).toBe(2)
  })

  it('fails at once when the browser goes offline, and retries when it comes back online', async () => {
    fakeTimers()
    const {client} = await transport.signIn('viewer')
    const browser = page()
    const statuses = record(createConnectionStatusStore({client, environment: browser.environment}).connectionStatus$)
    await statuses.next(is('connected'))
    browser.goOffline()
    expect(await statuses.next()).toEqual({
      type: 'error',
      error: new Error(OFFLINE_MESSAGE),
      retryAt: new Date(Date.now() + 100),
      isOffline: true,
      attemptNo: 1,
    })
    browser.goOnline()
    expect(await statuses.next()).toEqual({type: 'connecting', attemptNo: 1})
    expect(await statuses.next()).toMatchObject({type: 'connected'})
  })

  it('refuses a heartbeat interval that is not a positive number', () => {
    expect(() => createConnectionStatusStore({client: {ping: async () => undefined}, heartbeatMs: 0})).toThrow(
      'heartbeatMs must be a positive number of milliseconds, got 0',
    )
  })
})

describe('the connection status over HTTP when the server goes away', () => {
  let server: TestServer
  let port: number
  beforeAll(async () => {
    server = await startTestServer()
    port = Number(new URL(server.url).port)
  })
  afterAll(async () => {
    await server.close()
  })

  it('reports errors with a growing retry time and the attempt number, then connects when the browser comes back online', async () => {
    const client = httpClient(server.url, server.token)
    const browser = page()
    fakeTimers()
    const statuses = record(createConnectionStatusStore({client, environment: browser.environment}).connectionStatus$)
    await statuses.next(is('connected'))

    await server.close()
    // The next heartbeat finds the server gone.
    await vi.advanceTimersByTimeAsync(CONNECTION_HEARTBEAT_MS)
    for (let attemptNo = 1; attemptNo <= 4; attemptNo++) {
      const error = await nextError(statuses)
      expect(error).toEqual({
        type: 'error',
        error: expect.any(NetworkError),
        retryAt: new Date(Date.now() + retryDelay(attemptNo - 1)),
        isOffline: false,
        attemptNo,
      })
      expect(error.error.message).toBe(`Unknown network error attempting to reach 127.0.0.1:${port}`)
      await vi.advanceTimersByTimeAsync(retryDelay(attemptNo - 1))
      expect(await statuses.next()).toEqual({type: 'connecting', attemptNo})
    }
    await statuses.next(is('error'))

    server = await startTestServer({port})
    // The retry is 1.6 s away; coming back online retries now.
    browser.goOnline()
    expect(await statuses.next()).toEqual({type: 'connecting', attemptNo: 5})
    expect(await statuses.next()).toEqual({type: 'connected', lastHeartbeat: new Date(Date.now())})
  })

  it('caps the retry time at 240 000 ms, keeps it when the browser goes offline meanwhile, and retries on request', async () => {
    const client = httpClient('http://127.0.0.1:9', undefined)
    const browser = page()
    fakeTimers()
    const store = createConnectionStatusStore({client, environment: browser.environment})
    const statuses = record(store.connectionStatus$)
    let last = await nextError(statuses)
    while (last.attemptNo < 13) {
      await vi.advanceTimersByTimeAsync(last.retryAt.getTime() - Date.now())
      last = await nextError(statuses)
    }
    expect(last.retryAt.getTime() - Date.now()).toBe(240_000)

    browser.goOffline()
    expect(await statuses.next()).toEqual({...last, isOffline: true})
    store.retryNow()
    expect(await statuses.next()).toEqual({type: 'connecting', attemptNo: 13})
    expect(await statuses.next(is('error'))).toMatchObject({attemptNo: 14, isOffline: true})
  })
})

import {Subject, type Observable} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import type {PresenceMessage} from '../../../src/client'
import {
  createPresenceStore,
  FAKE_PRESENCE_USERS,
  PRESENCE_REPORT_DEBOUNCE_MS,
  PRESENCE_REPORT_INTERVAL_MS,
  type DocumentPresence,
  type PresenceSession,
  type PresenceStoreOptions,
} from '../../../src/store/presence'
import {recordEvents, type RecordedEvents} from '../../client/support/recordEvents'
import {countingClient, type CountingClient} from '../connection/support/countingClient'
import {
  inProcessTransport,
  TRANSPORTS,
  type SignedInClient,
  type StoreTransport,
} from '../connection/support/storeTransports'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** Records an observable until the test ends. */
function record<T>(observable: Observable<T>): RecordedEvents<T> {
  const events = recordEvents(observable)
  cleanups.push(() => events.unsubscribe())
  return events
}

let sessions = 0
/** A presence store of one user's tab, over a counting client, with its own unload event. */
function tab(signedIn: SignedInClient, options: Partial<PresenceStoreOptions> = {}) {
  const counting = countingClient(signedIn.client)
  const unload = new Subject<void>()
  const store = createPresenceStore({
    client: counting.client,
    sessionId: `session-${++sessions}-${signedIn.user.id.slice(-6)}`,
    environment: {unload$: unload},
    ...options,
  })
  return {store, counting, unload, user: signedIn.user}
}

const here = (userId: string) => (people: DocumentPresence[]) => people.some((person) => person.userId === userId)
const gone = (userId: string) => (people: DocumentPresence[]) => !people.some((person) => person.userId === userId)
const sent = (counting: CountingClient, type: PresenceMessage['type']) =>
  counting.presenceMessages.filter((message) => message.type === type)

describe.each(TRANSPORTS)('presence between two stores over %s', (_name, start) => {
  let transport: StoreTransport
  let ada: SignedInClient
  let grace: SignedInClient

  beforeAll(async () => {
    transport = await start()
    ada = await transport.signIn('editor', 'Ada')
    grace = await transport.signIn('contributor', 'Grace')
  })
  afterAll(() => transport.close())

  it('shows where another user is, by published id, with their path', async () => {
    const adaTab = tab(ada)
    const graceTab = tab(grace)
    const atPost = record(graceTab.store.documentPresence$('post-1'))
    record(adaTab.store.sessions$)
    adaTab.store.reportLocations([{documentId: 'drafts.post-1', path: ['title']}])
    const people = await atPost.next(here(ada.user.id))
    expect(people).toEqual([
      {
        sessionId: adaTab.store.sessionId,
        userId: ada.user.id,
        user: ada.user,
        path: ['title'],
        lastActiveAt: expect.any(String),
      },
    ])
    // Moving on to another document leaves this one.
    adaTab.store.reportLocations([{documentId: 'post-2', path: []}])
    await atPost.next(gone(ada.user.id))
  })

  it('asks for a roll-call on connecting and hears from sessions that were there first', async () => {
    const adaTab = tab(ada)
    record(adaTab.store.sessions$)
    adaTab.store.reportLocations([{documentId: 'post-3', path: ['body']}])
    await vi.waitFor(() =>
      expect(sent(adaTab.counting, 'state').at(-1)).toMatchObject({locations: [{documentId: 'post-3'}]}),
    )
    const statesBefore = sent(adaTab.counting, 'state').length

    const graceTab = tab(grace)
    const global = record(graceTab.store.globalPresence$)
    // Ada's next report is 30 s away: seeing her now means she answered Grace's roll-call.
    const users = await global.next((list) => list.some((user) => user.userId === ada.user.id))
    expect(sent(graceTab.counting, 'rollCall')).toEqual([{type: 'rollCall', sessionId: graceTab.store.sessionId}])
    expect(sent(adaTab.counting, 'state').length).toBe(statesBefore + 1)
    expect(users.find((user) => user.userId === ada.user.id)).toMatchObject({
      user: ada.user,
      sessions: [
        {sessionId: adaTab.store.sessionId, locations: [{documentId: 'post-3', path: ['body'], type: 'document'}]},
      ],
    })
  })

  it('sends a disconnect when the page unloads, and the other store drops that session', async () => {
    const adaTab = tab(ada)
    const graceTab = tab(grace)
    const atPost = record(graceTab.store.documentPresence$('post-4'))
    record(adaTab.store.sessions$)
    adaTab.store.reportLocations([{documentId: 'post-4'}])
    await atPost.next(here(ada.user.id))

    adaTab.unload.next()
    await atPost.next(gone(ada.user.id))
    expect(adaTab.counting.presenceMessages.at(-1)).toEqual({type: 'disconnect', sessionId: adaTab.store.sessionId})
  })

  it('drops a session whose store stopped listening (its socket closed)', async () => {
    const adaTab = tab(ada)
    const graceTab = tab(grace)
    const atPost = record(graceTab.store.documentPresence$('post-6'))
    const adaSubscription = adaTab.store.sessions$.subscribe()
    adaTab.store.reportLocations([{documentId: 'post-6'}])
    await atPost.next(here(ada.user.id))
    adaSubscription.unsubscribe()
    await atPost.next(gone(ada.user.id))
  })

  it("hides the user's own other sessions unless show_own is set", async () => {
    const graceTab = tab(grace)
    record(graceTab.store.sessions$)
    graceTab.store.reportLocations([{documentId: 'post-7'}])
    const plain = record(tab(ada).store.sessions$)
    const debugTab = tab(ada, {hash: '#show_own'})
    const shown = record(debugTab.store.sessions$)
    await plain.next((list) => list.some((session) => session.userId === grace.user.id))

    const otherAdaTab = tab(ada)
    record(otherAdaTab.store.sessions$)
    otherAdaTab.store.reportLocations([{documentId: 'post-7'}])
    const withOwn = await shown.next((list) =>
      list.some((session) => session.sessionId === otherAdaTab.store.sessionId),
    )
    // show_own also shows this tab itself.
    expect(withOwn[0]).toMatchObject({sessionId: debugTab.store.sessionId, userId: ada.user.id})

    // Grace's next report reaches the plain tab after Ada's, which it has therefore seen and hidden.
    graceTab.store.reportLocations([{documentId: 'post-8'}])
    const latest = await plain.next((list) =>
      list.some((session) => session.locations.some((location) => location.documentId === 'post-8')),
    )
    expect(latest.map((session: PresenceSession) => session.userId)).toEqual([grace.user.id])
  })
})

describe('createPresenceStore timing (in-process, fake timers)', () => {
  let transport: StoreTransport
  let ada: SignedInClient
  let grace: SignedInClient

  beforeAll(async () => {
    transport = inProcessTransport()
    ada = await transport.signIn('editor', 'Ada')
    grace = await transport.signIn('editor', 'Grace')
  })
  afterAll(() => transport.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends locations once they stayed unchanged for 200 ms, and again every 30 000 ms', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']})
    const adaTab = tab(ada, {currentUser: ada.user})
    record(adaTab.store.sessions$)
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_DEBOUNCE_MS)
    expect(sent(adaTab.counting, 'state')).toEqual([{type: 'state', sessionId: adaTab.store.sessionId, locations: []}])

    adaTab.store.reportLocations([{documentId: 'a'}])
    await vi.advanceTimersByTimeAsync(150)
    adaTab.store.reportLocations([{documentId: 'b', path: ['title']}])
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_DEBOUNCE_MS - 1)
    expect(sent(adaTab.counting, 'state')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent(adaTab.counting, 'state')).toHaveLength(2)
    expect(sent(adaTab.counting, 'state')[1]).toMatchObject({locations: [{documentId: 'b', path: ['title']}]})

    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_INTERVAL_MS - 1)
    expect(sent(adaTab.counting, 'state')).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent(adaTab.counting, 'state')).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_INTERVAL_MS)
    const states = sent(adaTab.counting, 'state')
    expect(states).toHaveLength(4)
    // A re-report repeats the state: the time of activity stays when it was reported.
    expect(states[3]).toEqual(states[1])
  })

  it('sends nothing more after the disconnect of an unloading page', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']})
    const adaTab = tab(ada, {currentUser: ada.user})
    record(adaTab.store.sessions$)
    adaTab.store.reportLocations([{documentId: 'a'}])
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_DEBOUNCE_MS)
    adaTab.unload.next()
    adaTab.store.reportLocations([{documentId: 'b'}])
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_INTERVAL_MS * 2)
    expect(adaTab.counting.presenceMessages.map((message) => message.type)).toEqual(['rollCall', 'state', 'disconnect'])
  })

  it('stamps each location with the time it was reported unless given', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      now: Date.parse('2026-03-01T10:00:00.000Z'),
    })
    const adaTab = tab(ada, {currentUser: ada.user})
    record(adaTab.store.sessions$)
    adaTab.store.reportLocations([
      {documentId: 'a'},
      {documentId: 'b', type: 'document', path: ['x'], lastActiveAt: '2026-03-01T09:00:00.000Z'},
    ])
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_DEBOUNCE_MS)
    expect(sent(adaTab.counting, 'state').at(-1)).toEqual({
      type: 'state',
      sessionId: adaTab.store.sessionId,
      locations: [
        {type: 'document', documentId: 'a', path: [], lastActiveAt: '2026-03-01T10:00:00.000Z'},
        {type: 'document', documentId: 'b', path: ['x'], lastActiveAt: '2026-03-01T09:00:00.000Z'},
      ],
    })
  })

  it('answers a roll-call at once with its current locations', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']})
    const adaTab = tab(ada, {currentUser: ada.user})
    record(adaTab.store.sessions$)
    adaTab.store.reportLocations([{documentId: 'c'}])
    await vi.advanceTimersByTimeAsync(PRESENCE_REPORT_DEBOUNCE_MS)
    const before = sent(adaTab.counting, 'state').length
    const graceTab = tab(grace, {currentUser: grace.user})
    const atC = record(graceTab.store.documentPresence$('c'))
    // No timer moves: only microtasks run, so the answer is the roll-call's.
    await vi.waitFor(() => expect(atC.values.at(-1)).toHaveLength(1))
    expect(sent(adaTab.counting, 'state')).toHaveLength(before + 1)
  })
})

describe('createPresenceStore', () => {
  let transport: StoreTransport
  let ada: SignedInClient

  beforeAll(async () => {
    transport = inProcessTransport()
    ada = await transport.signIn('editor', 'Ada')
  })
  afterAll(() => transport.close())

  it('simulates other users at its own locations with fake_others', async () => {
    const adaTab = tab(ada, {hash: '#fake_others', currentUser: ada.user})
    const atPost = record(adaTab.store.documentPresence$('post-9'))
    expect(await atPost.next()).toEqual([])
    adaTab.store.reportLocations([{documentId: 'drafts.post-9', path: ['title']}])
    const simulated = await atPost.next((people) => people.length > 0)
    expect(simulated.map((person) => person.user)).toEqual(FAKE_PRESENCE_USERS.map((user) => ({...user})))
    expect(simulated.every((person) => person.path.join('.') === 'title')).toBe(true)
  })

  it('shows other sessions of the user when it cannot look the user up, and says so', async () => {
    const warnings: unknown[][] = []
    const signedOut = transport.signedOut()
    const store = createPresenceStore({
      client: {presence: ada.client.presence, users: signedOut.users},
      sessionId: 'lookup-fails',
      logger: {warn: (...args: unknown[]) => void warnings.push(args)},
      environment: {unload$: new Subject()},
    })
    const otherTab = tab(ada, {currentUser: ada.user})
    record(otherTab.store.sessions$)
    otherTab.store.reportLocations([{documentId: 'post-10'}])
    await record(store.documentPresence$('post-10')).next((people) =>
      people.some((person) => person.sessionId === otherTab.store.sessionId),
    )
    expect(warnings[0]![0]).toBe('Presence could not look up the signed-in user; their other sessions are shown too:')
  })

  it('refuses malformed locations and document ids', () => {
    const {store} = tab(ada, {currentUser: ada.user})
    expect(() => store.reportLocations([{documentId: ''}])).toThrow(
      'locations[0].documentId must be a non-empty string',
    )
    expect(() => store.reportLocations([{documentId: 'a', path: 'title' as never}])).toThrow(
      'locations[0].path must be an array of path segments',
    )
    expect(() => store.documentPresence$('')).toThrow('documentPresence$ needs a document id')
  })

  it('keeps its session id in session storage across stores of one tab', () => {
    const storage = new Map<string, string>()
    const sessionStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    }
    const first = createPresenceStore({client: ada.client, sessionStorage, currentUser: ada.user})
    const second = createPresenceStore({client: ada.client, sessionStorage, currentUser: ada.user})
    expect(first.sessionId).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(second.sessionId).toBe(first.sessionId)
  })
})

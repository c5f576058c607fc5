import {
  BehaviorSubject,
  catchError,
  combineLatest,
  debounceTime,
  defer,
  distinctUntilChanged,
  from,
  interval,
  map,
  merge,
  of,
  scan,
  share,
  shareReplay,
  startWith,
  Subject,
  switchMap,
  take,
  takeUntil,
  tap,
  type Observable,
} from 'rxjs'
import type {PresenceEvent, PresenceLocation, PresenceMessage, VellumClient} from '../../client'
import {getPublishedId} from '../../document'
import {resolveEnvironment, type StoreEnvironment} from '../connection'
import {applyPresenceEvent, type PresenceSessions} from './applyPresenceEvent'
import {fakeOtherSessions} from './fakeOtherSessions'
import {parsePresenceDebugFlags} from './presenceDebugFlags'
import {presenceSessionId, type SessionIdStorage} from './presenceSessionId'
import type {
  DocumentPresence,
  PresenceLocationInput,
  PresenceSession,
  PresenceUser,
  UserPresence,
} from './PresenceSession'

/** How often a session reports its state again while nothing changes, in ms. */
export const PRESENCE_REPORT_INTERVAL_MS = 30_000

/** How long reported locations must stay unchanged before they are sent, in ms. */
export const PRESENCE_REPORT_DEBOUNCE_MS = 200

/**
 * Options of {@link createPresenceStore}.
 * @beta
 */
export interface PresenceStoreOptions {
  /** The client of the signed-in user: its presence socket, and `users.getMe()` unless `currentUser` is given. */
  client: Pick<VellumClient, 'presence' | 'users'>
  /** The signed-in user, whose other sessions are hidden; fetched with `users.getMe()` when left out. */
  currentUser?: PresenceUser
  /** `unload$` sends the disconnect; by default the window's `pagehide`. */
  environment?: Partial<Pick<StoreEnvironment, 'unload$'>>
  /** The page's URL hash, for the `show_own` and `fake_others` debug switches. */
  hash?: string
  /** This tab's session id; by default kept in session storage (see {@link presenceSessionId}). */
  sessionId?: string
  /** Where the session id is kept when none is given (default `sessionStorage`; null: nowhere). */
  sessionStorage?: SessionIdStorage | null
  /** Where refused messages and a failed user lookup are reported (default `console`). */
  logger?: Pick<Console, 'warn'>
}

/**
 * Who else is here: this tab's session reports where it is, and sees the
 * sessions of other users.
 *
 * The presence socket is open while anyone subscribes to {@link sessions$},
 * {@link globalPresence$} or a {@link documentPresence$}; reports are sent while it is open.
 * An unknown presence event ends these observables with an error.
 * @beta
 */
export interface PresenceStore {
  /** This tab's session id. */
  readonly sessionId: string
  /** The other users' sessions, in the order they were first seen (own sessions only with `show_own`). */
  readonly sessions$: Observable<PresenceSession[]>
  /** The users who are online with their sessions, most recently active first. */
  readonly globalPresence$: Observable<UserPresence[]>
  /**
   * Who is at a document, one entry per session and location, most recently active first.
   * Drafts and published documents are one document here.
   */
  documentPresence$(documentId: string): Observable<DocumentPresence[]>
  /**
   * Reports where this session is: sent once it stayed unchanged for 200 ms, and again every
   * 30 000 ms. An empty list says "online, at no document".
   *
   * @throws TypeError for a location without a documentId or with a path that is not an array
   */
  reportLocations(locations: readonly PresenceLocationInput[]): void
}

function toLocations(locations: readonly PresenceLocationInput[]): PresenceLocation[] {
  if (!Array.isArray(locations)) throw new TypeError('Presence locations must be an array')
  const now = new Date().toISOString()
  return locations.map((location, index) => {
    if (typeof location?.documentId !== 'string' || location.documentId === '')
      throw new TypeError(`locations[${index}].documentId must be a non-empty string`)
    if (location.path !== undefined && !Array.isArray(location.path))
      throw new TypeError(`locations[${index}].path must be an array of path segments`)
    return {
      type: location.type ?? 'document',
      documentId: location.documentId,
      path: location.path ?? [],
      lastActiveAt: location.lastActiveAt ?? now,
    }
  })
}

const latest = (times: readonly string[], fallback: string) => times.reduce((a, b) => (b > a ? b : a), fallback)
const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Creates the presence store of a dataset over the client's presence socket. On every
 * (re)connection it asks everyone to announce themselves (a roll-call); it answers others'
 * roll-calls with its own state; it reports its locations after a 200 ms debounce and again
 * every 30 000 ms; it sends a disconnect when the page unloads; and it drops a session when
 * that session disconnects.
 *
 * @example
 * ```ts
 * const presence = createPresenceStore({client, hash: location.hash})
 * presence.documentPresence$('post-1').subscribe((here) => renderAvatars(here))
 * presence.reportLocations([{documentId: 'post-1', path: ['title']}])
 * ```
 * @beta
 */
export function createPresenceStore(options: PresenceStoreOptions): PresenceStore {
  const {client} = options
  if (!client || typeof client.presence !== 'function')
    throw new TypeError('createPresenceStore needs a client with presence()')
  const logger = options.logger ?? console
  const environment = resolveEnvironment(options.environment)
  const debug = parsePresenceDebugFlags(options.hash)
  const sessionId = options.sessionId ?? presenceSessionId(options.sessionStorage)
  if (typeof sessionId !== 'string' || sessionId === '')
    throw new TypeError('The presence session id must be a non-empty string')
  const ownLocations = new BehaviorSubject<PresenceLocation[]>([])

  const currentUser$: Observable<PresenceUser | undefined> = (
    options.currentUser
      ? of(options.currentUser)
      : defer(() => from(client.users.getMe())).pipe(
          map((me): PresenceUser | undefined => ({id: me.id, name: me.name})),
          catchError((error: unknown) => {
            // Presence still works; only hiding the user's other sessions needs the id.
            logger.warn('Presence could not look up the signed-in user; their other sessions are shown too:', error)
            return of(undefined)
          }),
        )
  ).pipe(shareReplay({bufferSize: 1, refCount: false}))

  const connection$: Observable<PresenceSessions> = defer(() => {
    const stateMessage = (): PresenceMessage => ({type: 'state', sessionId, locations: ownLocations.getValue()})
    const replies = new Subject<PresenceMessage>()
    const reports$ = ownLocations.pipe(
      debounceTime(PRESENCE_REPORT_DEBOUNCE_MS),
      // Sent as soon as the debounce lets it through, then repeated while nothing changes.
      switchMap(() => interval(PRESENCE_REPORT_INTERVAL_MS).pipe(startWith(0), map(stateMessage))),
    )
    const disconnect$ = environment.unload$.pipe(
      take(1),
      map((): PresenceMessage => ({type: 'disconnect', sessionId})),
      share(),
    )
    // After the disconnect nothing more is sent: the page is going away.
    const outgoing$ = merge(merge(reports$, replies).pipe(takeUntil(disconnect$)), disconnect$)
    return client.presence(outgoing$).pipe(
      tap((event: PresenceEvent) => {
        if (event.type === 'connected') replies.next({type: 'rollCall', sessionId})
        else if (event.type === 'rollCall') replies.next(stateMessage())
        else if (event.type === 'error') logger.warn(`The presence server refused a message: ${event.message}`)
      }),
      scan(applyPresenceEvent, new Map() as PresenceSessions),
      startWith(new Map() as PresenceSessions),
      distinctUntilChanged(),
    )
  }).pipe(shareReplay({bufferSize: 1, refCount: true}))

  const ownSession = (user: PresenceUser, locations: PresenceLocation[], now: string): PresenceSession => ({
    sessionId,
    userId: user.id,
    user,
    lastActiveAt: latest(
      locations.map((location) => location.lastActiveAt),
      now,
    ),
    locations,
  })

  // Own locations show only through the debug switches; without them a report changes nothing here.
  const shownOwnLocations$: Observable<PresenceLocation[]> = debug.showOwn || debug.fakeOthers ? ownLocations : of([])
  const sessions$: Observable<PresenceSession[]> = combineLatest([connection$, currentUser$, shownOwnLocations$]).pipe(
    map(([sessions, me, locations]) => {
      const now = new Date().toISOString()
      const others = [...sessions.values()].filter((session) => debug.showOwn || session.userId !== me?.id)
      if (debug.showOwn && me) others.unshift(ownSession(me, locations, now))
      if (debug.fakeOthers) others.push(...fakeOtherSessions(locations, now))
      return others
    }),
    distinctUntilChanged(sameJson),
    shareReplay({bufferSize: 1, refCount: true}),
  )

  const globalPresence$: Observable<UserPresence[]> = sessions$.pipe(
    map((sessions) => {
      const byUser = new Map<string, UserPresence>()
      for (const session of sessions) {
        const user = byUser.get(session.userId)
        if (user) {
          user.sessions.push(session)
          user.lastActiveAt = latest([session.lastActiveAt], user.lastActiveAt)
        } else {
          byUser.set(session.userId, {
            userId: session.userId,
            user: session.user,
            lastActiveAt: session.lastActiveAt,
            sessions: [session],
          })
        }
      }
      return [...byUser.values()].sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt))
    }),
  )

  return {
    sessionId,
    sessions$,
    globalPresence$,
    documentPresence$(documentId) {
      if (typeof documentId !== 'string' || documentId === '')
        throw new TypeError('documentPresence$ needs a document id')
      const publishedId = getPublishedId(documentId)
      return sessions$.pipe(
        map((sessions) =>
          sessions
            .flatMap((session) =>
              session.locations
                .filter((location) => getPublishedId(location.documentId) === publishedId)
                .map((location): DocumentPresence => ({
                  sessionId: session.sessionId,
                  userId: session.userId,
                  user: session.user,
                  path: location.path,
                  lastActiveAt: location.lastActiveAt,
                })),
            )
            .sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt)),
        ),
        distinctUntilChanged(sameJson),
      )
    },
    reportLocations(locations) {
      ownLocations.next(toLocations(locations))
    },
  }
}

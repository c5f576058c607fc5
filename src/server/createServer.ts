import {mkdirSync} from 'node:fs'
import type {IncomingMessage, ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import Database from 'better-sqlite3'
import {assertDatasetName, createLake, datasetNotFound, type Lake} from '../lake'
import {createServerAuth, ensureDevAdministrator, type DevAdministrator} from './auth/ServerAuth'
import type {UserStore} from './auth/UserStore'
import {applyCors} from './cors/applyCors'
import {CorsStore} from './cors/CorsStore'
import {AssetStore, DEFAULT_ASSET_LIMIT, type ImageJobCounts} from './assets'
import {answerClientError} from './clientErrorResponse'
import {errorResponse} from './errorResponse'
import {queryLimits, resolveLimits, type ServerLimits} from './limits'
import {DEFAULT_BODY_LIMIT} from './readBody'
import type {RequestContext, ServerState} from './RequestContext'
import {sendJson} from './respond'
import {Router} from './Router'
import {addAssetRoutes} from './routes/assetRoutes'
import {addAssetServeRoutes} from './routes/assetServeRoutes'
import {addAclRoute} from './routes/aclRoute'
import {addActionsRoute} from './routes/actionsRoute'
import {addDatasetRoutes} from './routes/datasetRoutes'
import {addAuthRoutes} from './routes/authRoutes'
import {addDocRoute} from './routes/docRoute'
import {addHistoryRoutes} from './routes/historyRoutes'
import {ListenSockets} from './listen'
import {addListenRoute} from './routes/listenRoute'
import {addMutateRoute} from './routes/mutateRoute'
import {addQueryRoute} from './routes/queryRoute'
import {addSystemRoutes} from './routes/systemRoutes'
import {addTextSearchRoute} from './routes/textSearchRoute'
import {addUserRoutes} from './routes/userRoutes'
import {addKeyValueRoutes} from './routes/keyValueRoutes'
import {addOperatorRoutes} from './routes/operatorRoutes'
import {addProjectRoutes} from './routes/projectRoutes'
import {loadOperatorState} from './operatorSettings'
import {loadCustomRoles} from './grants/customRoles'
import {KeyValueStore, PresenceHub} from './presence'
import {DATA_DIR_MODE, sqliteStorage, type SqliteStorage} from './sqliteStorage'
import {assertTlsCredentials, createServerTransport} from './serverTransport'
import {DEFAULT_KEEP_ALIVE_MS} from './SseStream'
import {TokenStore} from './tokenStore'

/**
 * Options of {@link createServer}.
 * @public
 */
export interface CreateServerOptions {
  /** Where the server keeps its data; the database is `<dataDir>/vellum.db`. */
  dataDir: string
  /** The port to listen on (default 3400); 0 picks a free one. */
  port?: number
  /** The interface to listen on (default `127.0.0.1`). */
  host?: string
  /** The one project this server serves (default `local`). */
  projectId?: string
  /** Largest request body in bytes (default 10 MB); larger ones get a 413. */
  bodyLimit?: number
  /** Largest asset upload in bytes (default 100 MB); larger ones get a 413. */
  assetLimit?: number
  /**
   * The URL clients reach the server at, when it differs from the address it binds (behind a
   * proxy, or bound to all interfaces); asset documents' `url` starts with it.
   */
  publicUrl?: string
  /**
   * A lake to serve instead of one over `<dataDir>/vellum.db` (tests pass one with a fixed
   * clock). The server takes it over: `close()` closes it. API tokens live in its SQLite
   * database when it has one, else in `<dataDir>/vellum.db`.
   */
  lake?: Lake
  /** Interval of keep-alive comments on listen streams in ms (default 20 000). */
  keepAliveMs?: number
  /** Receives errors that are the server's fault (500s); default `console.error`. */
  onError?: (error: unknown) => void
  /**
   * Developer mode: offers "Continue as developer" sign-in (as the local administrator) and,
   * when there are no users yet, creates that administrator. Only takes effect when `host`
   * is a loopback address; elsewhere it stays off.
   */
  dev?: boolean
  /**
   * How long a presence socket may send nothing before it is dropped and announced as
   * disconnected, in ms (default 60 000).
   */
  presenceIdleMs?: number
  /**
   * How long a presence socket that connected without credentials has to send its token as
   * its first message, in ms (default 10 000); after that it is closed with 4001.
   */
  presenceAuthMs?: number
  /**
   * Limits that override both the defaults and `<dataDir>/settings.json`'s `"limits"`, one by
   * one; see {@link ServerLimits}.
   */
  limits?: Partial<ServerLimits>
  /**
   * A certificate chain and its private key (PEM text or bytes): the server then speaks HTTPS —
   * HTTP/2 to clients that offer it, so a browser multiplexes all its listeners and requests on
   * one connection, and HTTP/1.1 (websockets included) to the rest — and its `url` is `https://…`.
   */
  tls?: {cert: string | Buffer; key: string | Buffer}
}

/**
 * A running server.
 * @public
 */
export interface VellumServer {
  /**
   * The base URL, e.g. `http://127.0.0.1:3400` (`https://…` with `tls`); API paths go under
   * `/v{apiVersion}`.
   */
  url: string
  /** The port it listens on (the one picked when asked for 0). */
  port: number
  /** The lake the server serves; write to it directly in tests and scripts (no HTTP, no grants). */
  lake: Lake
  /** The API tokens of this server. */
  tokens: TokenStore
  /** The users who sign in. */
  users: UserStore
  /** The project's CORS allow-list. */
  cors: CorsStore
  /** Whether developer sign-in is on (asked for with `dev` and bound to loopback). */
  dev: boolean
  /** The administrator developer mode created on this start (no users before), with its password. */
  devAdministrator?: DevAdministrator
  /**
   * The listeners open now, by how they are connected: server-sent event streams
   * (`GET /data/listen/…`) and websockets (the same URL, upgraded).
   */
  listeners(): {eventStream: number; webSocket: number}
  /**
   * The image jobs (upload decoding, transforms) running and waiting now, the most that ever
   * ran at once (never more than the `imageConcurrency` limit) and how many have started.
   */
  imageJobs(): ImageJobCounts
  /**
   * Ends listen streams and sockets, stops accepting connections, lets requests in flight finish (for up
   * to 10 s), and closes the database.
   */
  close(): Promise<void>
}

/** How long closing waits for requests in flight before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000

function isSqliteStorage(storage: unknown): storage is SqliteStorage {
  return typeof storage === 'object' && storage !== null && (storage as {db?: unknown}).db instanceof Database
}

/** The settings file's limits with the embedder's on top, each checked like the file's. */
function resolveLimitOverrides(base: ServerLimits, overrides: Partial<ServerLimits>): ServerLimits {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined))
  const checked = resolveLimits(given, 'createServer limits')
  const merged: ServerLimits = {...base}
  for (const key of Object.keys(given) as Array<keyof ServerLimits>)
    (merged as unknown as Record<string, unknown>)[key] = checked[key]
  return merged
}

/**
 * Asks an HTTP/1.1 client to close its connection after this response. (An HTTP/2 session is
 * closed as a whole, once its streams are done: its responses carry no `Connection` header.)
 */
function closeAfterResponse(req: IncomingMessage, res: ServerResponse): void {
  if (req.httpVersionMajor < 2) res.setHeader('Connection', 'close')
}

/** The router with every endpoint of the content-lake API. */
export function createRouter(): Router {
  const router = new Router()
  addSystemRoutes(router)
  addQueryRoute(router)
  addMutateRoute(router)
  addActionsRoute(router)
  addListenRoute(router)
  addDocRoute(router)
  addHistoryRoutes(router)
  addTextSearchRoute(router)
  addAuthRoutes(router)
  addUserRoutes(router)
  addKeyValueRoutes(router)
  addOperatorRoutes(router)
  addAssetRoutes(router)
  addAssetServeRoutes(router)
  addAclRoute(router)
  addDatasetRoutes(router)
  addProjectRoutes(router)
  return router
}

async function handleRequest(
  router: Router,
  state: ServerState,
  onError: (error: unknown) => void,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (applyCors(req, res, url.pathname, state)) return
    const {handler, params, apiVersion} = router.match(req.method ?? 'GET', url.pathname)
    if (params.dataset !== undefined) {
      assertDatasetName(params.dataset)
      // Datasets are created explicitly (`vellum dataset create`, PUT /datasets/{name}): an unknown one is a 404 everywhere.
      if (!state.lake.hasDataset(params.dataset)) throw datasetNotFound(params.dataset)
    }
    const ctx: RequestContext = {req, res, query: url.searchParams, params, apiVersion, server: state}
    await handler(ctx)
  } catch (error) {
    const response = errorResponse(error)
    if (response.unexpected) onError(error)
    // A stream that already started can only be ended.
    if (res.headersSent) res.end()
    else sendJson(res, response.status, response.body, response.headers)
  }
}

/**
 * Starts the content server: the content-lake HTTP API (as `@sanity/client` speaks it) over
 * a lake on SQLite at `<dataDir>/vellum.db`. The dataset `production` exists from the start.
 *
 * @example
 * const server = await createServer({dataDir: './.vellum', port: 0})
 * const token = server.tokens.add('administrator')
 * // createClient({apiHost: server.url, useProjectHostname: false, projectId: 'local', dataset: 'production', token, …})
 * await server.close()
 * @public
 */
export async function createServer(options: CreateServerOptions): Promise<VellumServer> {
  const {dataDir, port = 3400, host = '127.0.0.1', projectId = 'local', bodyLimit = DEFAULT_BODY_LIMIT} = options
  // Bad TLS files stop the start before the data directory is touched.
  if (options.tls) assertTlsCredentials(options.tls)
  // Owner-only: the database holds password and token hashes (see sqliteStorage).
  mkdirSync(dataDir, {recursive: true, mode: DATA_DIR_MODE})
  // Read before anything opens: a broken settings file stops the start with its position.
  const operator = loadOperatorState(dataDir)
  const customRoles = loadCustomRoles(dataDir)
  const limits = options.limits
    ? resolveLimitOverrides(operator.settings.limits, options.limits)
    : operator.settings.limits
  const filename = join(dataDir, 'vellum.db')
  const lake = options.lake ?? createLake({storage: sqliteStorage({filename}), limits: queryLimits(limits)})
  // Tokens share the lake's database when it is SQLite, else get the data directory's.
  const tokenStorage = isSqliteStorage(lake.storage) ? undefined : sqliteStorage({filename})
  const tokens = new TokenStore(isSqliteStorage(lake.storage) ? lake.storage.db : tokenStorage!.db)
  // Users, sessions and CORS origins live in the same database as the tokens.
  const authDb = isSqliteStorage(lake.storage) ? lake.storage.db : tokenStorage!.db
  const closeStorage = () => {
    lake.close()
    tokenStorage?.close()
  }

  const state: ServerState = {
    lake,
    tokens,
    projectId,
    bodyLimit,
    limits,
    assetLimit: options.assetLimit ?? DEFAULT_ASSET_LIMIT,
    assets: new AssetStore(join(dataDir, 'assets'), limits),
    ...(options.publicUrl ? {publicUrl: options.publicUrl} : {}),
    keepAliveMs: options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
    streams: new Set(),
    auth: createServerAuth(authDb, {
      dev: options.dev,
      host,
      customRoleNames: customRoles.map((role) => role.name),
      signInLimits: limits,
    }),
    cors: new CorsStore(authDb, projectId),
    keyValues: new KeyValueStore(authDb, projectId),
    operator,
    customRoles,
    grantsCache: new Map(),
  }
  const onError = options.onError ?? ((error: unknown) => console.error('vellum server error:', error))
  const router = createRouter()
  // Responses in flight, so closing can let them finish on connections that then close.
  const inFlight = new Set<ServerResponse>()
  let closing: Promise<void> | undefined
  // Once nothing is in flight, no connection has anything left to say (half-received requests
  // included): drop them all rather than wait for keep-alive timeouts.
  const closeWhenDone = () => {
    if (inFlight.size === 0) transport.closeAllConnections()
  }
  const transport = createServerTransport((req, res) => {
    inFlight.add(res)
    if (closing) closeAfterResponse(req, res)
    res.on('close', () => {
      inFlight.delete(res)
      if (closing) closeWhenDone()
    })
    void handleRequest(router, state, onError, req, res)
  }, options.tls)
  const http = transport.server
  http.on('clientError', answerClientError)
  const presence = new PresenceHub(state, {idleMs: options.presenceIdleMs, authMs: options.presenceAuthMs, onError})
  const listenSockets = new ListenSockets(state, onError)
  http.on('upgrade', (req, socket, head) => {
    if (listenSockets.handles(req)) listenSockets.handleUpgrade(req, socket, head)
    else presence.handleUpgrade(req, socket, head)
  })

  let devAdministrator: DevAdministrator | undefined
  try {
    lake.ensureDataset('production')
    devAdministrator = await ensureDevAdministrator(state.auth)
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(port, host, () => {
        http.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    closeStorage()
    throw error
  }

  const address = http.address() as AddressInfo
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `${transport.protocol}://${urlHost}:${address.port}`,
    port: address.port,
    lake,
    tokens,
    users: state.auth.users,
    cors: state.cors,
    dev: state.auth.dev,
    ...(devAdministrator ? {devAdministrator} : {}),
    imageJobs: () => state.assets.imageJobs.counts(),
    listeners: () => {
      const counts = {eventStream: 0, webSocket: 0}
      for (const stream of state.streams) counts[stream.kind]++
      return counts
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        listenSockets.close()
        for (const stream of [...state.streams]) stream.close()
        void presence.close()
        // Requests in flight finish, on connections that close after them; idle ones close now.
        for (const res of inFlight) if (!res.headersSent) closeAfterResponse(res.req, res)
        const force = setTimeout(() => transport.closeAllConnections(), CLOSE_GRACE_MS)
        force.unref()
        http.close(() => {
          clearTimeout(force)
          closeStorage()
          resolve()
        })
        transport.closeIdleConnections()
        closeWhenDone()
      })),
  }
}

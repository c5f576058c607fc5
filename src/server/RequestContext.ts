import type {IncomingMessage, ServerResponse} from 'node:http'
import type {CompiledGrants, Lake, RoleDefinition} from '../lake'
import type {AssetStore} from './assets'
import type {ServerAuth} from './auth/ServerAuth'
import type {CorsStore} from './cors/CorsStore'
import type {ServerLimits} from './limits'
import type {OperatorState} from './operatorSettings'
import type {ListenSink} from './listen'
import type {KeyValueStore} from './presence'
import type {TokenStore} from './tokenStore'

/** What every request handler of one server shares. */
export interface ServerState {
  lake: Lake
  tokens: TokenStore
  projectId: string
  /** Largest request body in bytes. */
  bodyLimit: number
  /** What one request, query, listener or image may cost; see {@link ServerLimits}. */
  limits: ServerLimits
  /** Largest asset upload in bytes. */
  assetLimit: number
  /** The stored asset files (`<dataDir>/assets`). */
  assets: AssetStore
  /** The base of asset URLs, when the server is reached under another address than it binds. */
  publicUrl?: string
  /** Interval of listen keep-alive comments, in milliseconds. */
  keepAliveMs: number
  /** Open listeners (event streams and websockets), ended when the server closes. */
  streams: Set<ListenSink>
  /** Users, sessions, sign-in providers and limits. */
  auth: ServerAuth
  /** The project's CORS allow-list. */
  cors: CorsStore
  /** Users' key-value pairs (studio preferences). */
  keyValues: KeyValueStore
  /** The operator's settings (`<dataDir>/settings.json`) and intake file. */
  operator: OperatorState
  /** The project's custom roles (`<dataDir>/roles.json`), read at start. */
  customRoles: readonly RoleDefinition[]
  /** Compiled grants by role set; see `grantsFor`. */
  grantsCache: Map<string, CompiledGrants>
}

/** One request as a route handler sees it. */
export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  /** The query string, decoded as URLSearchParams decodes it (`+` is a space). */
  query: URLSearchParams
  /** Path parameters by name, percent-decoded. */
  params: Record<string, string>
  /** The API version of the path without its `v`: `1`, `X` or a date like `2021-06-07`. */
  apiVersion: string
  server: ServerState
}

/** A route's handler; it answers through `ctx.res` or throws an error to answer with. */
export type RouteHandler = (ctx: RequestContext) => void | Promise<void>

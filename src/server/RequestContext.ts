import type {IncomingMessage, ServerResponse} from 'node:http'
import type {Lake} from '../lake'
import type {SseStream} from './SseStream'
import type {TokenStore} from './tokenStore'

/** What every request handler of one server shares. */
export interface ServerState {
  lake: Lake
  tokens: TokenStore
  projectId: string
  /** Largest request body in bytes. */
  bodyLimit: number
  /** Interval of listen keep-alive comments, in milliseconds. */
  keepAliveMs: number
  /** Open listen streams, ended when the server closes. */
  streams: Set<SseStream>
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

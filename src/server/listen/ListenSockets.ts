import {ServerResponse, type IncomingMessage} from 'node:http'
import type {Duplex} from 'node:stream'
import {WebSocketServer} from 'ws'
import {assertDatasetName, datasetNotFound} from '../../lake'
import {corsGrant, originNotAllowed} from '../cors/applyCors'
import {errorResponse} from '../errorResponse'
import {HttpError, badRequest} from '../HttpError'
import {rejectUpgrade} from '../rejectUpgrade'
import type {RequestContext, ServerState} from '../RequestContext'
import {parseApiVersion} from '../Router'
import {ListenSocket} from './ListenSocket'
import {readListenRequest, startListen} from './listenRequest'

/** Clients send nothing on a listen socket; anything larger than this is cut off. */
const MAX_CLIENT_MESSAGE_BYTES = 1024

/** Where a listen path points: the API version (without its `v`) and the dataset. */
export interface ListenPath {
  apiVersion: string
  dataset: string
}

/**
 * The API version and dataset of a listen path `/v{apiVersion}/data/listen/{dataset}` (the
 * path of the event-stream route), or undefined when the path is not one.
 */
export function listenPath(pathname: string): ListenPath | undefined {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length !== 4 || segments[1] !== 'data' || segments[2] !== 'listen') return undefined
  const apiVersion = parseApiVersion(segments[0]!)
  if (apiVersion === undefined) return undefined
  let dataset: string
  try {
    dataset = decodeURIComponent(segments[3]!)
  } catch {
    throw badRequest(`Malformed percent-encoding in path segment "${segments[3]}"`)
  }
  return {apiVersion, dataset}
}

/**
 * Listeners over websockets: an upgrade request on the listen URL
 * (`/v{apiVersion}/data/listen/{dataset}?query=…`, with every query option the event-stream
 * route takes) becomes a socket that carries the events that route would send, each as one
 * JSON text message `{"type": <event name>, "data": <event data>}`. A browser's websocket
 * does not count against its six connections per host over HTTP/1.1, which long-lived event
 * streams use up.
 *
 * Before upgrading, the request is checked as the event-stream request would be — the same
 * identity and grants, query and options — and refused with the same plain HTTP error. A
 * request with an `Origin` that is neither the server's own nor on the CORS allow-list is
 * refused with 403 first: websockets are not subject to CORS, so the browser would not stop a
 * foreign page itself.
 *
 * A socket whose client falls `limits.listenerMaxBufferBytes` behind gets a `reconnect`
 * message and is closed with 1013 (see {@link ListenSocket}).
 *
 * @example
 * const listenSockets = new ListenSockets(state)
 * http.on('upgrade', (req, socket, head) => listenSockets.handles(req) ? listenSockets.handleUpgrade(req, socket, head) : presence.handleUpgrade(req, socket, head))
 */
export class ListenSockets {
  private readonly wss = new WebSocketServer({noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES})
  private closed = false

  constructor(
    private readonly state: ServerState,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Whether an upgrade request is for a listen path (a malformed one counts: it is answered 400). */
  handles(req: IncomingMessage): boolean {
    try {
      return listenPath(new URL(req.url ?? '/', 'http://localhost').pathname) !== undefined
    } catch {
      return true
    }
  }

  /** Takes an upgrade request for a listen path: a socket when allowed, else a plain HTTP error. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy())
    try {
      if (this.closed) throw new HttpError(503, 'The server is shutting down')
      const origin = req.headers.origin
      if (origin !== undefined && !corsGrant(origin, req, this.state))
        throw new HttpError(403, originNotAllowed(origin))
      const url = new URL(req.url ?? '/', 'http://localhost')
      const path = listenPath(url.pathname)
      if (!path) throw new HttpError(404, `No websocket endpoint at ${url.pathname}`)
      assertDatasetName(path.dataset)
      if (!this.state.lake.hasDataset(path.dataset)) throw datasetNotFound(path.dataset)
      // Read as the event-stream route reads its request; the response is never written.
      const ctx: RequestContext = {
        req,
        res: new ServerResponse(req),
        query: url.searchParams,
        params: {dataset: path.dataset},
        apiVersion: path.apiVersion,
        server: this.state,
      }
      const request = readListenRequest(ctx)
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        const sink = new ListenSocket(ws, {
          keepAliveMs: this.state.keepAliveMs,
          maxBufferBytes: this.state.limits.listenerMaxBufferBytes,
        })
        try {
          startListen(this.state, request, sink)
        } catch (error) {
          this.onError(error)
          ws.close(1011, 'The server failed to start the listener')
        }
      })
    } catch (error) {
      const response = errorResponse(error)
      if (response.unexpected) this.onError(error)
      rejectUpgrade(socket, response.status, response.body, response.headers)
    }
  }

  /** Refuses new sockets (503); open ones end with the server's other listeners. */
  close(): void {
    this.closed = true
  }
}

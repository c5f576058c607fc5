import {randomUUID} from 'node:crypto'
import type {IncomingMessage} from 'node:http'
import type {Duplex} from 'node:stream'
import {WebSocket, WebSocketServer, type RawData} from 'ws'
import {assertDatasetName} from '../../lake'
import {SESSION_COOKIE} from '../auth/sessionCookie'
import {errorResponse} from '../errorResponse'
import {HttpError} from '../HttpError'
import {rejectUpgrade} from '../rejectUpgrade'
import type {ServerState} from '../RequestContext'
import {parseApiVersion} from '../Router'
import {isRecord} from '../isRecord'
import {identityFromRequest} from './identityFromRequest'
import {
  JSON_RPC_ERRORS,
  JsonRpcError,
  jsonRpcErrorAnswer,
  jsonRpcResult,
  parseJsonRpcRequest,
  presenceNotification,
  presenceRpcCall,
  rpcToken,
  type JsonRpcRequest,
} from './jsonRpcPresence'
import {
  MAX_PRESENCE_MESSAGE_BYTES,
  parsePresenceMessage,
  PresenceMessageError,
  type PresenceClientMessage,
} from './presenceMessages'

/** How long a session may stay silent before it is dropped and announced as disconnected. */
export const DEFAULT_PRESENCE_IDLE_MS = 60_000

/** Close code for a socket dropped for sending nothing within the idle timeout. */
export const IDLE_CLOSE_CODE = 4000

/** How long a socket that connected without credentials has to send its token (see {@link PresenceHub}). */
export const DEFAULT_PRESENCE_AUTH_MS = 10_000

/** Close code for a socket that did not authenticate: no token in time, or an invalid one. */
export const UNAUTHORIZED_CLOSE_CODE = 4001

/** Close code for a socket whose token is valid but has no role in the project. */
export const FORBIDDEN_CLOSE_CODE = 4003

/**
 * Sockets that may wait for their token at once: more upgrades without credentials are
 * refused with 503 until some authenticate or time out, so unauthenticated sockets cannot
 * pile up.
 */
export const MAX_PENDING_PRESENCE_SOCKETS = 200

/** How long closing the server waits for clients to answer the close handshake. */
const CLOSE_GRACE_MS = 1000

/** Options of {@link PresenceHub}. */
export interface PresenceHubOptions {
  /** Silence after which a socket is dropped, in ms (default {@link DEFAULT_PRESENCE_IDLE_MS}). */
  idleMs?: number
  /**
   * How long a socket that connected without credentials may take to send its token as its
   * first message, in ms (default {@link DEFAULT_PRESENCE_AUTH_MS}).
   */
  authMs?: number
  /** Receives errors that are the server's fault. */
  onError?: (error: unknown) => void
}

/**
 * The token of an authentication message, the first a socket that connected without
 * credentials sends: `{type: 'authorization', token}`, or the JSON-RPC form
 * `{method: 'authorization', params: {token}}` / `{…, params: {authorization: 'Bearer …'}}`
 * (with or without `jsonrpc: '2.0'` and an `id`). Undefined for any other message.
 */
export function authenticationToken(text: string): string | undefined {
  let message: unknown
  try {
    message = JSON.parse(text) as unknown
  } catch {
    return undefined
  }
  if (!isRecord(message)) return undefined
  const token =
    message.type === 'authorization'
      ? message.token
      : message.method === 'authorization' && isRecord(message.params)
        ? rpcToken(message.params)
        : undefined
  return typeof token === 'string' && token !== '' ? token : undefined
}

/** One connected socket: who it is, which dataset, which session ids it speaks for. */
interface PresenceClient {
  socket: WebSocket
  dataset: string
  user: {id: string; name: string}
  /** Session ids this socket announced; they are its own until it disconnects them. */
  sessions: Set<string>
  idle: NodeJS.Timeout
  /** Whether it speaks the JSON-RPC dialect (see `jsonRpcPresence.ts`): then it gets only what it subscribed to. */
  rpc: boolean
  /** Its JSON-RPC `presence_subscribe` subscription ids. */
  subscriptions: Set<string>
}

/**
 * The dataset of a presence socket path, or undefined when the path is not one. Two forms are
 * accepted: `/v{apiVersion}/socket/{dataset}` (as hosted content lakes name it) and
 * `/v{apiVersion}/socket/{projectId}/{dataset}/presence`.
 * @throws HttpError 404 for another project, 400 for an invalid dataset name.
 */
export function presenceDataset(pathname: string, projectId: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length < 3 || parseApiVersion(segments[0]!) === undefined || segments[1] !== 'socket') return undefined
  let dataset: string
  if (segments.length === 3) dataset = segments[2]!
  else if (segments.length === 5 && segments[4] === 'presence') {
    if (segments[2] !== projectId) throw new HttpError(404, `No project "${segments[2]}" on this server`)
    dataset = segments[3]!
  } else return undefined
  assertDatasetName(dataset)
  return dataset
}

/**
 * The presence websocket: one room per dataset where signed-in users' sessions announce where
 * they are (see `presenceMessages.ts` for the messages, and `jsonRpcPresence.ts` for the
 * JSON-RPC dialect content-lake clients speak; a socket may use either, and messages are
 * relayed across dialects). Every message is relayed to the
 * other sockets of the room, stamped with the sender's user as authentication found it. A
 * socket silent for longer than the idle timeout is dropped; a dropped or closed socket's
 * sessions are announced as disconnected.
 *
 * A client that cannot put credentials on the upgrade request (a browser sends no
 * `Authorization` header on websockets, and a cookie only to its own site) connects without
 * any and sends its token as its first message (see {@link authenticationToken}); the token is
 * checked like a bearer token on HTTP calls. Until then nothing is relayed to it or from it.
 * A socket that sends anything else first, or nothing within the auth timeout, is closed with
 * {@link UNAUTHORIZED_CLOSE_CODE} (4001), as is one whose token is invalid; a token without a
 * role gets {@link FORBIDDEN_CLOSE_CODE} (4003). An upgrade request that does carry
 * credentials is still refused at once (401/403) when they are wrong.
 *
 * @example
 * const presence = new PresenceHub(state)
 * http.on('upgrade', (req, socket, head) => presence.handleUpgrade(req, socket, head))
 */
export class PresenceHub {
  private readonly wss = new WebSocketServer({noServer: true, maxPayload: MAX_PRESENCE_MESSAGE_BYTES})
  private readonly rooms = new Map<string, Set<PresenceClient>>()
  private readonly idleMs: number
  private readonly authMs: number
  /** Sockets that connected without credentials and have not authenticated yet. */
  private readonly pending = new Set<WebSocket>()
  private readonly onError: (error: unknown) => void
  private closed = false

  constructor(
    private readonly state: ServerState,
    options: PresenceHubOptions = {},
  ) {
    this.idleMs = options.idleMs ?? DEFAULT_PRESENCE_IDLE_MS
    this.authMs = options.authMs ?? DEFAULT_PRESENCE_AUTH_MS
    this.onError = options.onError ?? (() => {})
  }

  /** The number of open presence sockets. */
  get size(): number {
    let size = 0
    for (const room of this.rooms.values()) size += room.size
    return size
  }

  /**
   * Takes an HTTP upgrade request: a presence path with valid credentials becomes a socket;
   * other paths get 404, missing or invalid credentials 401, no role 403.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy())
    try {
      if (this.closed) throw new HttpError(503, 'The server is shutting down')
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
      const dataset = presenceDataset(pathname, this.state.projectId)
      if (dataset === undefined) throw new HttpError(404, `No websocket endpoint at ${pathname}`)
      if (!hasCredentials(req)) {
        if (this.pending.size >= MAX_PENDING_PRESENCE_SOCKETS)
          throw new HttpError(503, 'Too many presence sockets are waiting to authenticate; try again shortly')
        this.wss.handleUpgrade(req, socket, head, (ws) => this.awaitToken(ws, req, dataset))
        return
      }
      const identity = identityFromRequest(req, this.state)
      this.wss.handleUpgrade(req, socket, head, (ws) =>
        this.accept(ws, dataset, {id: identity.id, name: identity.name}),
      )
    } catch (error) {
      const response = errorResponse(error)
      if (response.unexpected) this.onError(error)
      rejectUpgrade(socket, response.status, response.body)
    }
  }

  /** Closes every socket (code 1001) and refuses new ones; resolves once they are gone. */
  close(): Promise<void> {
    this.closed = true
    for (const socket of this.pending) socket.terminate()
    this.pending.clear()
    const clients = [...this.rooms.values()].flatMap((room) => [...room])
    this.rooms.clear()
    return Promise.all(
      clients.map(
        (client) =>
          new Promise<void>((resolve) => {
            clearTimeout(client.idle)
            if (client.socket.readyState === WebSocket.CLOSED) return resolve()
            client.socket.once('close', () => resolve())
            client.socket.close(1001, 'The server is shutting down')
            // A client that does not answer the close handshake is cut off.
            setTimeout(() => client.socket.terminate(), CLOSE_GRACE_MS).unref()
          }),
      ),
    ).then(() => undefined)
  }

  /** Waits for the token of a socket that connected without credentials. */
  private awaitToken(socket: WebSocket, req: IncomingMessage, dataset: string): void {
    this.pending.add(socket)
    const refuse = (code: number, reason: string) => {
      this.pending.delete(socket)
      clearTimeout(timer)
      socket.close(code, reason)
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref()
    }
    const timer = setTimeout(
      () =>
        refuse(
          UNAUTHORIZED_CLOSE_CODE,
          `Authentication required: send {"type":"authorization","token":"…"} within ${this.authMs} ms`,
        ),
      this.authMs,
    )
    timer.unref()
    socket.on('error', () => {})
    socket.on('close', () => {
      this.pending.delete(socket)
      clearTimeout(timer)
    })
    socket.once('message', (data, isBinary) => {
      if (!this.pending.has(socket)) return
      const token = isBinary ? undefined : authenticationToken(rawText(data))
      if (token === undefined)
        return refuse(
          UNAUTHORIZED_CLOSE_CODE,
          'Authentication required: the first message must be {"type":"authorization","token":"…"}',
        )
      try {
        const withToken = Object.assign(Object.create(req) as IncomingMessage, {
          headers: {...req.headers, authorization: `Bearer ${token}`},
        })
        const identity = identityFromRequest(withToken, this.state)
        this.pending.delete(socket)
        clearTimeout(timer)
        const client = this.accept(socket, dataset, {id: identity.id, name: identity.name})
        // A JSON-RPC client waits for the answer to its authorization request.
        const request = jsonRpcRequestOf(rawText(data))
        if (request !== undefined) {
          client.rpc = true
          socket.send(jsonRpcResult(request.id, true))
        }
      } catch (error) {
        const response = errorResponse(error)
        if (response.unexpected) this.onError(error)
        // Close reasons are at most 123 bytes.
        const reason =
          response.status === 403 ? 'The token has no role in this project' : 'The token is not valid or has expired'
        refuse(response.status === 403 ? FORBIDDEN_CLOSE_CODE : UNAUTHORIZED_CLOSE_CODE, reason)
      }
    })
  }

  private accept(socket: WebSocket, dataset: string, user: {id: string; name: string}): PresenceClient {
    const client: PresenceClient = {
      socket,
      dataset,
      user,
      sessions: new Set(),
      idle: setTimeout(() => this.dropIdle(client), this.idleMs),
      rpc: false,
      subscriptions: new Set(),
    }
    client.idle.unref()
    let room = this.rooms.get(dataset)
    if (!room) this.rooms.set(dataset, (room = new Set()))
    room.add(client)
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary))
    // Protocol-level pings count as a sign of life too.
    socket.on('ping', () => client.idle.refresh())
    socket.on('error', () => {})
    socket.on('close', () => this.leave(client))
    return client
  }

  private receive(client: PresenceClient, data: RawData, isBinary: boolean): void {
    client.idle.refresh()
    try {
      if (isBinary) throw new PresenceMessageError('Messages must be JSON text frames')
      const text = rawText(data)
      let request: JsonRpcRequest | undefined
      try {
        request = parseJsonRpcRequest(text)
      } catch (error) {
        if (!(error instanceof JsonRpcError)) throw error
        client.rpc = true
        return client.socket.send(jsonRpcErrorAnswer(null, error))
      }
      if (request !== undefined) return this.handleRpc(client, request)
      this.handle(client, parsePresenceMessage(text))
    } catch (error) {
      if (!(error instanceof PresenceMessageError)) this.onError(error)
      const message = error instanceof PresenceMessageError ? error.message : 'The server failed to handle the message'
      this.send(client.socket, {type: 'error', message})
    }
  }

  private handle(client: PresenceClient, message: PresenceClientMessage): void {
    if (message.type === 'ping') return this.send(client.socket, {type: 'pong'})
    // A roll-call may name its session too: it claims that session like any other message.
    if (message.sessionId !== undefined) this.claim(client, message.sessionId)
    if (message.type === 'disconnect') client.sessions.delete(message.sessionId)
    else if (message.sessionId !== undefined) client.sessions.add(message.sessionId)
    this.relay(client, {...message, userId: client.user.id, user: client.user, timestamp: new Date().toISOString()})
  }

  /** Answers a JSON-RPC request (see `jsonRpcPresence.ts`). */
  private handleRpc(client: PresenceClient, request: JsonRpcRequest): void {
    client.rpc = true
    let answer: string
    try {
      const call = presenceRpcCall(request)
      let result: unknown = true
      // An authenticated socket's later authorization requests change nothing: it keeps the
      // user it authenticated as.
      if (call.kind === 'subscribe') {
        const subscriptionId = randomUUID()
        client.subscriptions.add(subscriptionId)
        result = subscriptionId
      } else if (call.kind === 'unsubscribe') result = client.subscriptions.delete(call.subscriptionId)
      else if (call.kind === 'message') {
        try {
          this.handle(client, call.message)
        } catch (error) {
          if (error instanceof PresenceMessageError)
            throw new JsonRpcError(JSON_RPC_ERRORS.invalidParams, error.message)
          throw error
        }
      }
      answer = jsonRpcResult(request.id, result)
    } catch (error) {
      if (!(error instanceof JsonRpcError)) throw error
      answer = jsonRpcErrorAnswer(request.id, error)
    }
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(answer)
  }

  /**
   * Refuses a session id another socket speaks for, so no one can disconnect or impersonate
   * someone else's session.
   */
  private claim(client: PresenceClient, sessionId: string): void {
    if (client.sessions.has(sessionId)) return
    for (const other of this.rooms.get(client.dataset) ?? []) {
      if (other !== client && other.sessions.has(sessionId))
        throw new PresenceMessageError(`The session "${sessionId}" belongs to another connection`)
    }
  }

  /**
   * Sends a message to the other sockets of the room: as it is to plain-dialect sockets, as a
   * notification per subscription to JSON-RPC ones.
   */
  private relay(from: PresenceClient, message: Record<string, unknown>): void {
    const payload = JSON.stringify(message)
    for (const client of this.rooms.get(from.dataset) ?? []) {
      if (client === from || client.socket.readyState !== WebSocket.OPEN) continue
      if (!client.rpc) client.socket.send(payload)
      for (const subscription of client.subscriptions) {
        const notification = presenceNotification(subscription, message)
        if (notification !== undefined) client.socket.send(notification)
      }
    }
  }

  private send(socket: WebSocket, message: Record<string, unknown>): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  private dropIdle(client: PresenceClient): void {
    this.leave(client)
    client.socket.close(IDLE_CLOSE_CODE, `No message for ${this.idleMs} ms`)
    setTimeout(() => client.socket.terminate(), CLOSE_GRACE_MS).unref()
  }

  /** Removes a socket from its room and announces its sessions as disconnected (once). */
  private leave(client: PresenceClient): void {
    clearTimeout(client.idle)
    const room = this.rooms.get(client.dataset)
    if (!room?.delete(client)) return
    if (room.size === 0) this.rooms.delete(client.dataset)
    const timestamp = new Date().toISOString()
    for (const sessionId of client.sessions) {
      this.relay(client, {type: 'disconnect', sessionId, userId: client.user.id, user: client.user, timestamp})
    }
    client.sessions.clear()
  }
}

/** The JSON-RPC request in a text, or undefined when it is none (or not a valid one). */
function jsonRpcRequestOf(text: string): JsonRpcRequest | undefined {
  try {
    return parseJsonRpcRequest(text)
  } catch {
    return undefined
  }
}

/** A text frame's contents. */
function rawText(data: RawData): string {
  return (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8')
}

/** Whether an upgrade request carries credentials of its own: a bearer token or a session cookie. */
function hasCredentials(req: IncomingMessage): boolean {
  return (
    req.headers.authorization !== undefined ||
    new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(req.headers.cookie ?? '')
  )
}

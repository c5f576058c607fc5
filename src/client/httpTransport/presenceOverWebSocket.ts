import {Observable} from 'rxjs'
import {ClientError} from '../ClientError'
import type {CallContext} from '../ClientTransport'
import {PRESENCE_HEARTBEAT_MS, type PresenceEvent, type PresenceMessage, type PresenceOptions} from '../PresenceEvent'
import {reconnecting} from '../reconnecting'
import type {HttpConnection} from './HttpRequester'
import {WEBSOCKET_OPEN, type WebSocketFactory, type WebSocketLike} from './WebSocketLike'

const RELAYED = new Set(['state', 'rollCall', 'disconnect', 'error'])

/** Statuses that end presence for good: the same credentials would be refused again. */
const REFUSED = new Set([401, 403, 404])

/** The presence socket URL of a dataset: `ws(s)://host/v{apiVersion}/socket/{dataset}`. */
export function presenceUrl(connection: HttpConnection, ctx: CallContext): string {
  const base = connection.apiHost.replace(/^http/i, 'ws')
  const tag = ctx.tag === undefined ? '' : `?${new URLSearchParams({tag: ctx.tag})}`
  return `${base}/v${ctx.apiVersion}/socket/${encodeURIComponent(ctx.dataset)}${tag}`
}

function parse(data: unknown): PresenceEvent | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const message = JSON.parse(data) as {type?: unknown}
    return typeof message === 'object' && message !== null && RELAYED.has(String(message.type))
      ? (message as PresenceEvent)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The presence websocket of a dataset (see the server's presence protocol): sends this
 * client's messages, emits other sessions' messages, sends a heartbeat `ping` while open so the
 * server does not drop a quiet socket, and reconnects with backoff. After every (re)connection
 * the latest `state` of each own session is sent again, so others see it return; `rollCall`s
 * sent while disconnected wait for the connection, `disconnect`s are dropped (the server
 * already announced the lost socket's sessions). A socket refused before it opened is followed
 * by `probeAccess` (a call the server authorizes as it authorizes the socket): a 401, 403 or
 * 404 there ends the observable with that {@link ClientError}.
 */
export function presenceOverWebSocket(
  connection: HttpConnection,
  ctx: CallContext,
  outgoing: Observable<PresenceMessage>,
  options: PresenceOptions,
  factory: WebSocketFactory | undefined,
  probeAccess: () => Promise<unknown>,
): Observable<PresenceEvent> {
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS
  return new Observable<PresenceEvent>((subscriber) => {
    if (!factory) {
      subscriber.error(
        new TypeError(
          'This runtime has no WebSocket: pass `webSocket` to createClient (e.g. the "ws" package in Node 20)',
        ),
      )
      return
    }
    const states = new Map<string, PresenceMessage>()
    const waiting: PresenceMessage[] = []
    let open: WebSocketLike | undefined

    const send = (message: PresenceMessage) => {
      if (message.type === 'state') states.set(message.sessionId, message)
      else if (message.type === 'disconnect') states.delete(message.sessionId)
      if (open) open.send(JSON.stringify(message))
      else if (message.type === 'rollCall') waiting.push(message)
    }

    const events = reconnecting<PresenceEvent>(
      (handlers) => {
        let socket: WebSocketLike
        try {
          socket = factory(presenceUrl(connection, ctx), {
            headers: connection.token === undefined ? {} : {Authorization: `Bearer ${connection.token}`},
          })
        } catch (error) {
          handlers.fail(error)
          return () => {}
        }
        let heartbeat: ReturnType<typeof setInterval> | undefined
        let closed = false
        let opened = false
        let ended = false
        socket.addEventListener('open', () => {
          if (closed) return
          opened = true
          open = socket
          handlers.connected()
          handlers.emit({type: 'connected'})
          for (const state of states.values()) socket.send(JSON.stringify(state))
          for (const message of waiting.splice(0)) socket.send(JSON.stringify(message))
          heartbeat = setInterval(() => {
            if (socket.readyState === WEBSOCKET_OPEN) socket.send(JSON.stringify({type: 'ping'}))
          }, heartbeatMs)
        })
        socket.addEventListener('message', (event: {data?: unknown}) => {
          const message = parse(event.data)
          if (message && !closed) handlers.emit(message)
        })
        // A failed handshake reports `error` and then `close`; either is the loss.
        const lost = () => {
          if (ended) return
          ended = true
          if (open === socket) open = undefined
          clearInterval(heartbeat)
          if (opened) return handlers.lost()
          // A refused handshake hides its status; an HTTP call with the same authorization tells
          // a 401 (sign out) or 403 from a network failure worth retrying.
          probeAccess().then(
            () => handlers.lost(),
            (error: unknown) =>
              error instanceof ClientError && REFUSED.has(error.statusCode) ? handlers.fail(error) : handlers.lost(),
          )
        }
        socket.addEventListener('close', lost)
        socket.addEventListener('error', lost)
        return () => {
          closed = true
          if (open === socket) open = undefined
          clearInterval(heartbeat)
          try {
            socket.close(1000, 'Presence closed')
          } catch {
            // Closing a socket that is still connecting may throw in some implementations.
          }
        }
      },
      {type: 'reconnect'},
    )

    const eventSubscription = events.subscribe(subscriber)
    const outgoingSubscription = outgoing.subscribe({next: send, error: (error: unknown) => subscriber.error(error)})
    return () => {
      outgoingSubscription.unsubscribe()
      eventSubscription.unsubscribe()
    }
  })
}

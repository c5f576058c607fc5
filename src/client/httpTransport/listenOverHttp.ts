import type {Observable} from 'rxjs'
import type {ListenEvent, QueryParams} from '../../types'
import {ChannelError} from '../ChannelError'
import type {CallContext} from '../ClientTransport'
import type {ListenOptions} from '../ListenOptions'
import {reconnecting, type ConnectionHandlers} from '../reconnecting'
import {requestInit, requestUrl, responseError, type HttpConnection} from './HttpRequester'
import {SseParser, type ServerSentEvent} from './SseParser'

/** Statuses worth another attempt: the server or a proxy is briefly unable to answer. */
function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}

/** The query string of a listen request, as the server reads it. */
export function listenQuery(
  query: string,
  params: QueryParams,
  options: Omit<ListenOptions, 'tag'>,
): Array<[string, string]> {
  const entries: Array<[string, string]> = [['query', query]]
  for (const [name, value] of Object.entries(params)) entries.push([`$${name}`, JSON.stringify(value)])
  for (const name of ['includeResult', 'includePreviousRevision', 'includeMutations'] as const) {
    if (options[name] !== undefined) entries.push([name, String(options[name])])
  }
  if (options.effectFormat !== undefined) entries.push(['effectFormat', options.effectFormat])
  if (options.visibility !== undefined) entries.push(['visibility', options.visibility])
  if (options.listenerName !== undefined) entries.push(['listenerName', options.listenerName])
  return entries
}

/**
 * Handles one event of a listen connection, by its name and parsed data — the same for an
 * event stream and a websocket.
 * @returns false when the connection is over (the server asked to reconnect, or ended with an error).
 */
export function handleListenEvent(name: string, data: unknown, handlers: ConnectionHandlers<ListenEvent>): boolean {
  switch (name) {
    case 'welcome':
      handlers.connected()
      handlers.emit({
        type: 'welcome',
        listenerName: String((data as {listenerName?: unknown} | null)?.listenerName ?? ''),
      })
      return true
    case 'mutation':
      handlers.emit({...(data as object), type: 'mutation'} as ListenEvent)
      return true
    case 'reconnect':
      handlers.lost()
      return false
    case 'channelError':
    case 'disconnect':
      handlers.fail(ChannelError.fromEvent(name, data))
      return false
    default:
      // Events a newer server may add are not this client's business.
      return true
  }
}

/** Handles one server-sent event; see {@link handleListenEvent}. */
function handleEvent(event: ServerSentEvent, handlers: ConnectionHandlers<ListenEvent>): boolean {
  let data: unknown
  try {
    data = JSON.parse(event.data)
  } catch {
    handlers.fail(new ChannelError('channelError', `The server sent a "${event.event}" event whose data is not JSON`))
    return false
  }
  return handleListenEvent(event.event, data, handlers)
}

/**
 * One listen connection over an event stream, from request to end: a refused request ends it
 * as {@link reconnecting} expects (`fail` with the {@link ClientError}, `lost` for statuses
 * worth retrying and for network failures). `onStreaming` is called once the server answered
 * with a stream.
 */
export async function streamOverHttp(
  connection: HttpConnection,
  url: string,
  signal: AbortSignal,
  handlers: ConnectionHandlers<ListenEvent>,
  onStreaming: () => void = () => {},
): Promise<void> {
  const {headers, credentials} = requestInit(connection, {headers: {Accept: 'text/event-stream'}})
  let response: Response
  try {
    response = await connection.fetch(url, {method: 'GET', headers, credentials, cache: 'no-store', signal})
  } catch {
    if (!signal.aborted) handlers.lost()
    return
  }
  if (!response.ok) {
    const error = await responseError(response)
    if (isRetryable(response.status)) handlers.lost()
    else handlers.fail(error)
    return
  }
  if (!response.body) {
    handlers.lost()
    return
  }
  onStreaming()
  const reader = response.body.getReader()
  const parser = new SseParser()
  try {
    for (;;) {
      const {done, value} = await reader.read()
      if (done) break
      for (const event of parser.push(value)) {
        if (!handleEvent(event, handlers)) {
          void reader.cancel().catch(() => {})
          return
        }
      }
    }
  } catch {
    // The connection broke (or was aborted by unsubscribing, where `lost` is ignored).
  }
  handlers.lost()
}

/**
 * Listens over HTTP: `GET /data/listen/{dataset}` read as server-sent events from a fetch
 * stream, which works in Node 20 and every browser and, unlike `EventSource`, sends the bearer
 * token and sees the status of a refused request (a 401 ends the observable with a
 * {@link ClientError} instead of retrying forever). Reconnects with backoff after a lost
 * connection, a server `reconnect` event or a 5xx; unsubscribing aborts the request.
 */
export function listenOverHttp(
  connection: HttpConnection,
  ctx: CallContext,
  query: string,
  params: QueryParams,
  options: Omit<ListenOptions, 'tag'>,
): Observable<ListenEvent> {
  const url = requestUrl(connection, ctx, {
    path: `/data/listen/${encodeURIComponent(ctx.dataset)}`,
    query: listenQuery(query, params, options),
  })
  return reconnecting<ListenEvent>(
    (handlers) => {
      const abort = new AbortController()
      void streamOverHttp(connection, url, abort.signal, handlers)
      return () => abort.abort()
    },
    {type: 'reconnect'},
  )
}

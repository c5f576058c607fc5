import {channelErrorBody, LakeError, type ListenEvent, type LakeListenOptions} from '../../lake'
import {authorizeGrants} from '../authorize'
import {badRequest, HttpError} from '../HttpError'
import {booleanOption, groqParams, oneOfOption} from '../queryOptions'
import type {RequestContext, ServerState} from '../RequestContext'
import type {ListenSink} from './ListenSink'

/** A listen request that passed every check: what to listen to, with the caller's grants. */
export interface ListenRequest {
  dataset: string
  query: string
  params: Record<string, unknown>
  /** The listen options, with the caller's grants. */
  options: LakeListenOptions
}

/** Reads the listen options from the query string, with the listen API's defaults. */
function listenOptions(query: URLSearchParams): LakeListenOptions {
  const options: LakeListenOptions = {
    includeResult: booleanOption(query, 'includeResult', true),
    includePreviousRevision: booleanOption(query, 'includePreviousRevision', false),
    includeMutations: booleanOption(query, 'includeMutations', true),
  }
  if (oneOfOption(query, 'effectFormat', ['mendoza'])) options.effectFormat = 'mendoza'
  // Accepted and checked; every event is sent once committed, which is also when queries see it.
  oneOfOption(query, 'visibility', ['query', 'transaction'])
  const listenerName = query.get('listenerName')
  if (listenerName) options.listenerName = listenerName
  return options
}

/**
 * Authorizes a listen request and reads its query, `$params` and options — everything that is
 * answered as a plain HTTP error, before any event is sent (or a websocket is accepted).
 * @throws HttpError 401/403 for the caller, 400 for a missing query or a bad option or param,
 * 413 for a query longer than `limits.listenQueryMaxLength`.
 */
export function readListenRequest(ctx: RequestContext): ListenRequest {
  const {grants} = authorizeGrants(ctx)
  const query = ctx.query.get('query')
  if (query === null || query.trim() === '') throw badRequest('A GROQ "query" is required to listen')
  const maxLength = ctx.server.limits.listenQueryMaxLength
  if (query.length > maxLength) {
    throw new HttpError(
      413,
      `The listen query is ${query.length} characters long; this server listens to queries of at most ${maxLength} characters (limits.listenQueryMaxLength)`,
    )
  }
  const params = groqParams(ctx.query, ctx.server.limits.jsonMaxDepth)
  return {dataset: ctx.params.dataset!, query, params, options: {...listenOptions(ctx.query), grants}}
}

// The hub hands listeners with the same query, params and options the same event object,
// so its wire form is computed once for all of them (event streams and websockets alike).
const wireForm = new WeakMap<object, string>()

/** Sends one lake listen event to a sink, in the wire form of the listen API. */
function forward(sink: ListenSink, event: ListenEvent): void {
  if (event.type === 'mutation') {
    let json = wireForm.get(event)
    if (json === undefined) {
      // The event name carries the type; data holds the rest, and the id lets clients resume.
      const {type: _type, ...data} = event
      json = JSON.stringify(data)
      wireForm.set(event, json)
    }
    sink.sendSerialized('mutation', json, event.eventId)
  } else if (event.type === 'welcome') {
    sink.send('welcome', {listenerName: event.listenerName})
  } else {
    sink.send('reconnect', {})
    sink.close()
  }
}

/**
 * Starts a listener on the lake that writes to `sink`: `welcome` first, then `mutation`
 * events, `reconnect` (and the end) when the lake asks clients to reconnect. A query the lake
 * refuses (one that does not parse, an unknown dataset) gets a `channelError` event with
 * `{message, error}` and the sink ends. The listener is torn down when the sink ends, and the
 * sink is ended when the server closes.
 */
export function startListen(server: ServerState, request: ListenRequest, sink: ListenSink): void {
  server.streams.add(sink)
  sink.onClose(() => server.streams.delete(sink))
  try {
    const teardown = server.lake.listen(request.dataset, request.query, request.params, request.options, (event) =>
      forward(sink, event),
    )
    sink.onClose(teardown)
  } catch (error) {
    if (!(error instanceof LakeError)) throw error
    sink.send('channelError', channelErrorBody(error))
    sink.close()
  }
}

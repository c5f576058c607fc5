import {channelErrorBody, LakeError, type ListenEvent, type ListenOptions} from '../../lake'
import {authorizeGrants} from '../authorize'
import {badRequest} from '../HttpError'
import {booleanOption, groqParams, oneOfOption} from '../queryOptions'
import type {RequestContext} from '../RequestContext'
import {SseStream} from '../SseStream'
import type {Router} from '../Router'

/** Reads the listen options from the query string, with the listen API's defaults. */
function listenOptions(query: URLSearchParams): ListenOptions {
  const options: ListenOptions = {
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

// The hub hands listeners with the same query, params and options the same event object,
// so its wire form is computed once for all of them.
const wireForm = new WeakMap<object, string>()

/** Sends one lake listen event on the stream, in the wire form of the listen API. */
function forward(stream: SseStream, event: ListenEvent): void {
  if (event.type === 'mutation') {
    let json = wireForm.get(event)
    if (json === undefined) {
      // The event name carries the type; data holds the rest, and the id lets clients resume.
      const {type: _type, ...data} = event
      json = JSON.stringify(data)
      wireForm.set(event, json)
    }
    stream.sendSerialized('mutation', json, event.eventId)
  } else if (event.type === 'welcome') {
    stream.send('welcome', {listenerName: event.listenerName})
  } else {
    stream.send('reconnect', {})
    stream.close()
  }
}

/**
 * `GET /data/listen/{dataset}?query=…`: server-sent events for changes to documents the GROQ
 * filter matches: `welcome` first, then `mutation` events (with `id:` lines), `reconnect`
 * when the lake asks clients to reconnect, and a keep-alive comment every ~20 s.
 * Only documents the caller's grants allow to read count as matching, so one that becomes
 * unreadable `disappear`s. Options `includeResult` (default true), `includePreviousRevision`, `includeMutations` (default
 * true), `effectFormat=mendoza`, `$name=<JSON>` parameters. A query that does not parse gets
 * a `channelError` event with `{message, error}` and the stream ends, as @sanity/client
 * expects (it turns that into a `ChannelError`).
 */
function listen(ctx: RequestContext): void {
  const {grants} = authorizeGrants(ctx)
  const query = ctx.query.get('query')
  if (query === null || query.trim() === '') throw badRequest('A GROQ "query" is required to listen')
  const params = groqParams(ctx.query)
  const options: ListenOptions = {...listenOptions(ctx.query), grants}

  const {server} = ctx
  const stream = new SseStream(ctx.res, {keepAliveMs: server.keepAliveMs})
  server.streams.add(stream)
  stream.onClose(() => server.streams.delete(stream))
  try {
    const teardown = server.lake.listen(ctx.params.dataset!, query, params, options, (event) => forward(stream, event))
    stream.onClose(teardown)
  } catch (error) {
    if (!(error instanceof LakeError)) throw error
    stream.send('channelError', channelErrorBody(error))
    stream.close()
  }
}

/** Adds `GET /data/listen/{dataset}`. */
export function addListenRoute(router: Router): void {
  router.add('GET', '/data/listen/:dataset', listen)
}

import {readListenRequest, startListen} from '../listen'
import type {RequestContext} from '../RequestContext'
import type {Router} from '../Router'
import {SseStream} from '../SseStream'

/**
 * `GET /data/listen/{dataset}?query=…`: server-sent events for changes to documents the GROQ
 * filter matches: `welcome` first, then `mutation` events (with `id:` lines), `reconnect`
 * when the lake asks clients to reconnect, and a keep-alive comment every ~20 s.
 * Only documents the caller's grants allow to read count as matching, so one that becomes
 * unreadable `disappear`s. Options `includeResult` (default true), `includePreviousRevision`, `includeMutations` (default
 * true), `effectFormat=mendoza`, `$name=<JSON>` parameters. A query that does not parse gets
 * a `channelError` event with `{message, error}` and the stream ends, as @sanity/client
 * expects (it turns that into a `ChannelError`); a query longer than
 * `limits.listenQueryMaxLength` gets a 413. A client that does not read as fast as events come
 * gets `reconnect` and the end of the stream once `limits.listenerMaxBufferBytes` would wait
 * for it (see `SseStream`). The same URL also takes a websocket upgrade that carries the same
 * events (see `ListenSockets`).
 */
function listen(ctx: RequestContext): void {
  const request = readListenRequest(ctx)
  const {keepAliveMs, limits} = ctx.server
  startListen(ctx.server, request, new SseStream(ctx.res, {keepAliveMs, maxBufferBytes: limits.listenerMaxBufferBytes}))
}

/** Adds `GET /data/listen/{dataset}`. */
export function addListenRoute(router: Router): void {
  router.add('GET', '/data/listen/:dataset', listen)
}

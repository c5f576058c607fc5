import {createVellumClient} from './createVellumClient'
import {createHttpTransport} from './httpTransport/createHttpTransport'
import type {FetchFunction} from './httpTransport/HttpRequester'
import {globalWebSocketFactory, type WebSocketFactory} from './httpTransport/WebSocketLike'
import type {VellumClient} from './VellumClient'

/**
 * Options of {@link createClient}.
 * @public
 */
export interface ClientOptions {
  /** The server's base URL, e.g. `http://127.0.0.1:3400` (a path prefix is kept). */
  apiHost: string
  /**
   * The project id; a Vellum server serves one project (`local` unless started otherwise) and answers 404 on project
   * routes for another.
   */
  projectId: string
  /** The dataset queries, mutations and listeners address, e.g. `production`. */
  dataset: string
  /** `2021-06-07`, `v2021-06-07`, `1` or `X`. */
  apiVersion: string
  /** An API token or session token, sent as `Authorization: Bearer <token>`. */
  token?: string
  /** Send cookies (the session cookie) with every request, also cross-origin. */
  withCredentials?: boolean
  /** Prepended to every request tag: `{prefix}.{tag}`. */
  requestTagPrefix?: string
  /** The fetch to call (default `globalThis.fetch`). */
  fetch?: FetchFunction
  /**
   * Opens the presence and listen websockets (default: the runtime's `WebSocket`, which sends
   * no headers; in Node 20 pass one from the `ws` package to authenticate with the token). A
   * factory given here must send `init.headers`. Listeners use server-sent events instead when
   * there is no factory, or only the runtime's one and a token to send.
   */
  webSocket?: WebSocketFactory
}

function checkApiHost(apiHost: string): {apiHost: string; host: string} {
  let url: URL
  try {
    url = new URL(apiHost)
  } catch {
    throw new TypeError(
      `Invalid apiHost "${String(apiHost)}": use an absolute http(s) URL such as http://127.0.0.1:3400`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`Invalid apiHost "${apiHost}": only http and https are supported`)
  if (url.search !== '' || url.hash !== '')
    throw new TypeError(`Invalid apiHost "${apiHost}": leave out the query string and fragment`)
  return {apiHost: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, host: url.host}
}

/**
 * Creates a client of a Vellum server over HTTP (fetch; WebSocket for presence and, where the
 * socket can act as the caller, listeners — else server-sent events over a fetch stream).
 * Works in browsers and Node 20+.
 *
 * @throws TypeError for a malformed apiHost, project id, dataset, API version or tag prefix.
 * @example
 * const client = createClient({apiHost: 'http://127.0.0.1:3400', projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', token})
 * const posts = await client.fetch('*[_type == $type]', {type: 'post'}, {tag: 'posts'})
 * client.listen('*[_type == "post"]').subscribe((event) => console.log(event.type))
 * @public
 */
export function createClient(options: ClientOptions): VellumClient {
  const {apiHost, host} = checkApiHost(options.apiHost)
  if (
    options.token !== undefined &&
    (typeof options.token !== 'string' || options.token === '' || /\s/.test(options.token))
  ) {
    throw new TypeError('The token must be a non-empty string without whitespace')
  }
  const fetchFunction = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))
  const transport = createHttpTransport(
    {
      apiHost,
      host,
      withCredentials: options.withCredentials === true,
      fetch: fetchFunction,
      ...(options.token === undefined ? {} : {token: options.token}),
    },
    options.webSocket ?? globalWebSocketFactory(),
  )
  return createVellumClient(transport, {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    ...(options.requestTagPrefix === undefined ? {} : {requestTagPrefix: options.requestTagPrefix}),
  })
}

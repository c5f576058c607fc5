import {ClientError} from '../ClientError'
import type {CallContext} from '../ClientTransport'
import {NetworkError} from '../NetworkError'

/**
 * The `fetch` a client calls: the global one, or one given for tests, proxies or instrumentation.
 * @public
 */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>

/** How the HTTP transport reaches the server and who it says it is. */
export interface HttpConnection {
  /** The server's base URL without a trailing slash, e.g. `http://127.0.0.1:3400`. */
  apiHost: string
  /** The host part, for network error messages. */
  host: string
  token?: string
  withCredentials: boolean
  fetch: FetchFunction
}

/** One HTTP request of the transport. */
export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT'
  /** The path after `/v{apiVersion}`, e.g. `/data/query/production`. */
  path: string
  /** Query string entries; a repeated name is given as several entries. */
  query?: Array<[string, string]>
  /** A JSON body. */
  json?: unknown
  /** A raw body (uploads). */
  body?: BodyInit
  headers?: Record<string, string>
  /** Send neither the token nor cookies (`/ping`). */
  anonymous?: boolean
  /** Leave out the `/v{apiVersion}` prefix. */
  unversioned?: boolean
}

/** The full URL of a request, with the call's tag as `tag`. */
export function requestUrl(connection: HttpConnection, ctx: CallContext, request: HttpRequest): string {
  const search = new URLSearchParams(request.query ?? [])
  if (ctx.tag !== undefined) search.append('tag', ctx.tag)
  const text = search.toString()
  const prefix = request.unversioned ? '' : `/v${ctx.apiVersion}`
  return `${connection.apiHost}${prefix}${request.path}${text ? `?${text}` : ''}`
}

/** The headers and credentials mode of a request. */
export function requestInit(
  connection: HttpConnection,
  request: Pick<HttpRequest, 'anonymous' | 'headers'>,
): {headers: Record<string, string>; credentials: RequestCredentials} {
  const headers: Record<string, string> = {Accept: 'application/json', ...request.headers}
  if (!request.anonymous && connection.token !== undefined) headers.Authorization = `Bearer ${connection.token}`
  return {headers, credentials: request.anonymous ? 'omit' : connection.withCredentials ? 'include' : 'same-origin'}
}

/** Reads a failed response into a {@link ClientError}: JSON when it is JSON, else its text. */
export async function responseError(response: Response): Promise<ClientError> {
  let text = ''
  try {
    text = await response.text()
  } catch {
    // The body broke off; the status still says what happened.
  }
  let body: unknown = text
  try {
    if (text !== '') body = JSON.parse(text) as unknown
  } catch {
    // Not JSON: keep the text.
  }
  return ClientError.fromResponse(response.status, body, response.statusText)
}

/**
 * Calls fetch, turning failures into the client's errors: a cancelled call rejects with the
 * signal's reason, a call that never got an answer with {@link NetworkError}.
 */
export async function sendRequest(
  connection: HttpConnection,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<Response> {
  try {
    return await connection.fetch(url, signal === undefined ? init : {...init, signal})
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    throw new NetworkError(connection.host, {cause: error})
  }
}

/**
 * Sends a request and answers the successful response.
 * @throws ClientError for an error status, NetworkError when the server cannot be reached.
 */
export async function request(connection: HttpConnection, ctx: CallContext, req: HttpRequest): Promise<Response> {
  const {headers, credentials} = requestInit(connection, req)
  let body = req.body
  if (req.json !== undefined) {
    body = JSON.stringify(req.json)
    headers['Content-Type'] = 'application/json'
  }
  const response = await sendRequest(
    connection,
    requestUrl(connection, ctx, req),
    {method: req.method ?? 'GET', headers, credentials, ...(body === undefined ? {} : {body})},
    ctx.signal,
  )
  if (!response.ok) throw await responseError(response)
  return response
}

/** Reads a body, turning a connection that breaks mid-body into a {@link NetworkError}. */
async function readText(
  connection: HttpConnection,
  response: Response,
  signal: AbortSignal | undefined,
): Promise<string> {
  try {
    return await response.text()
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    throw new NetworkError(connection.host, {cause: error})
  }
}

/** Sends a request and parses its JSON answer. */
export async function requestJson<T>(connection: HttpConnection, ctx: CallContext, req: HttpRequest): Promise<T> {
  const response = await request(connection, ctx, req)
  const text = await readText(connection, response, ctx.signal)
  try {
    return JSON.parse(text) as T
  } catch (error) {
    throw new ClientError(response.status, `The server answered ${req.path} with a body that is not JSON`, {
      responseBody: text,
      cause: error,
    })
  }
}

/** Sends a request and parses its newline-delimited JSON answer. */
export async function requestNdjson<T>(connection: HttpConnection, ctx: CallContext, req: HttpRequest): Promise<T[]> {
  const response = await request(connection, ctx, {...req, headers: {Accept: 'application/x-ndjson', ...req.headers}})
  const text = await readText(connection, response, ctx.signal)
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
}

// Every request of the studio page that failed: an HTTP error status (4xx/5xx) or a network
// error. Requests the browser itself abandoned (a listener closed on reload, a superseded
// fetch: net::ERR_ABORTED) are not failures.
import type {Page, Request} from 'playwright-core'

/** One failed request. */
export interface FailedRequest {
  method: string
  url: string
  /** The HTTP status, or the browser's network error text. */
  failure: string
  /** Whether the studio depends on it: it went to the content server (any of its host names). */
  dependedOn: boolean
  /** The start of the response body, for HTTP errors. */
  body?: string
}

/**
 * One websocket of the page: its URL, frames it received, whether it closed, whether the page
 * closed it before it connected (abandoned), whether it went to the server.
 */
export interface WebsocketRecord {
  url: string
  received: number
  closed: boolean
  abandoned: boolean
  server: boolean
}

/**
 * Records the page's failed requests; `isServerUrl` says which URLs belong to the content
 * server the studio depends on.
 */
export function recordFailedRequests(
  page: Page,
  isServerUrl: (url: URL) => boolean,
): {failed: FailedRequest[]; pending: () => string[]; websockets: () => WebsocketRecord[]} {
  const failed: FailedRequest[] = []
  // Requests sent and not answered yet: what a stuck page waits for.
  const inFlight = new Set<Request>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  page.on('response', (response) => {
    if (response.status() < 400) return
    const request = response.request()
    const entry: FailedRequest = {
      method: request.method(),
      url: request.url(),
      failure: String(response.status()),
      dependedOn: isServerUrl(new URL(request.url())),
    }
    failed.push(entry)
    response.text().then(
      (text) => (entry.body = text.slice(0, 300)),
      () => {},
    )
  })
  // Websockets (presence) are not requests to Playwright: a socket that errors is a failure too.
  const sockets: Array<Omit<WebsocketRecord, 'server'>> = []
  page.on('websocket', (socket) => {
    const entry = {url: socket.url(), received: 0, closed: false, abandoned: false}
    sockets.push(entry)
    socket.on('framereceived', () => entry.received++)
    socket.on('close', () => (entry.closed = true))
    socket.on('socketerror', (error) => {
      // The page closed its own socket before it connected (the studio's socket client drops
      // a connection its last subscriber left): abandoned, like ERR_ABORTED, not failed.
      if (/closed before the connection is established/.test(error)) return void (entry.abandoned = true)
      failed.push({
        method: 'WEBSOCKET',
        url: socket.url(),
        failure: error,
        dependedOn: isServerUrl(new URL(socket.url())),
      })
    })
  })
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed'
    if (failure === 'net::ERR_ABORTED') return
    failed.push({
      method: request.method(),
      url: request.url(),
      failure,
      dependedOn: isServerUrl(new URL(request.url())),
    })
  })
  // Listeners (event streams) stay open by design; they are listed too, as over HTTP/1.1 each
  // holds one of the browser's six connections to the host.
  const pending = () =>
    [...inFlight]
      .filter((request) => request.resourceType() !== 'websocket')
      .map(
        (request) =>
          `${request.resourceType().padEnd(11)} ${request.method()} ${decodeURIComponent(request.url()).slice(0, 200)}`,
      )
      .sort()
  // What each websocket did: its URL, frames received, and whether it is still open.
  const websockets = () => sockets.map((entry) => ({...entry, server: isServerUrl(new URL(entry.url))}))
  return {failed, pending, websockets}
}

/** The failures grouped by method, path and failure, with how often each happened. */
export function summarizeFailures(failed: FailedRequest[]): string[] {
  const counts = new Map<string, {count: number; body?: string}>()
  for (const entry of failed) {
    const url = new URL(entry.url)
    const key = `${entry.dependedOn ? 'server  ' : 'external'} ${entry.failure} ${entry.method} ${url.host}${url.pathname}`
    const seen = counts.get(key) ?? {count: 0, body: entry.body}
    seen.count++
    seen.body ??= entry.body
    counts.set(key, seen)
  }
  return [...counts].map(
    ([key, {count, body}]) =>
      `${key}${count > 1 ? ` (×${count})` : ''}${body ? `\n      ${body.replace(/\s+/g, ' ')}` : ''}`,
  )
}

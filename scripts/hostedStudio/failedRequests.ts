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
 * Records the page's failed requests; `isServerUrl` says which URLs belong to the content
 * server the studio depends on.
 */
export function recordFailedRequests(
  page: Page,
  isServerUrl: (url: URL) => boolean,
): {failed: FailedRequest[]; pending: () => string[]} {
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
  const pending = () =>
    [...inFlight]
      .filter((request) => request.resourceType() !== 'eventsource' && request.resourceType() !== 'websocket')
      .map((request) => `${request.method()} ${decodeURIComponent(request.url()).slice(0, 200)}`)
  return {failed, pending}
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

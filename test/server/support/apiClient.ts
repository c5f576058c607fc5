/** A response as the tests look at it: status, headers, and the body parsed when it is JSON. */
export interface ApiResponse {
  status: number
  headers: Headers
  // Tests read arbitrary JSON; `any` keeps assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  text: string
}

/** Options of one request. */
export interface RequestOptions {
  /** A JSON body (sent as JSON) or a raw string (sent as is). */
  body?: unknown
  /** Send this token instead of the server's admin token; null sends none. */
  token?: string | null
  headers?: Record<string, string>
}

/**
 * A tiny HTTP client for tests, bound to one server and API version: paths are relative to
 * `/v{apiVersion}`, the admin token is sent unless told otherwise.
 */
export function apiClient(server: {url: string; token: string}, apiVersion = '2023-11-13') {
  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = {...options.headers}
    const token = options.token === undefined ? server.token : options.token
    if (token !== null) headers.Authorization = `Bearer ${token}`
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const url =
      path.startsWith('/v') || path === '/ping' ? `${server.url}${path}` : `${server.url}/v${apiVersion}${path}`
    const response = await fetch(url, {method, headers, body})
    const text = await response.text()
    let parsed: unknown = text
    if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text)
    return {status: response.status, headers: response.headers, body: parsed, text}
  }

  const get = (path: string, options?: RequestOptions) => request('GET', path, options)
  const post = (path: string, body: unknown, options?: RequestOptions) => request('POST', path, {...options, body})

  return {
    request,
    get,
    post,
    /** POST /data/mutate/production with `{mutations}`; `search` is a query string like `?returnDocuments=true`. */
    mutate: (mutations: unknown[], search = '', options?: RequestOptions) =>
      post(`/data/mutate/production${search}`, {mutations}, options),
    /** GET /data/query/production with the query and `$params` encoded as @sanity/client does. */
    query: (query: string, params: Record<string, unknown> = {}, extra: Record<string, string> = {}) => {
      const search = new URLSearchParams({query})
      for (const [name, value] of Object.entries(params)) search.append(`$${name}`, JSON.stringify(value))
      for (const [name, value] of Object.entries(extra)) search.append(name, value)
      return get(`/data/query/production?${search}`)
    },
    /** The current documents by id through GET /data/doc. */
    documents: async (...ids: string[]) =>
      (await get(`/data/doc/production/${ids.join(',')}`)).body.documents as Array<Record<string, unknown>>,
  }
}

/** Parses an NDJSON body into its values. */
export function parseNdjson(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown)
}

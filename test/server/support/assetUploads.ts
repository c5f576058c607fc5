// Tiny helpers for the asset endpoint tests: raw uploads and fetches over real HTTP.
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import type {TestServer} from './startTestServer'

/** An upload's response: status, parsed JSON body, headers. */
export interface UploadResponse {
  status: number
  // Tests read arbitrary JSON; `any` keeps assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  headers: Headers
}

/** POSTs raw bytes to `/v2023-11-13/assets/{kind}s/{dataset}` with query options. */
export async function uploadAsset(
  server: Pick<TestServer, 'url' | 'token'>,
  kind: 'image' | 'file',
  bytes: Buffer | string,
  query: Record<string, string | string[]> = {},
  options: {dataset?: string; token?: string | null; contentType?: string} = {},
): Promise<UploadResponse> {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, item)
  const headers: Record<string, string> = {'Content-Type': options.contentType ?? 'application/octet-stream'}
  const token = options.token === undefined ? server.token : options.token
  if (token !== null) headers.Authorization = `Bearer ${token}`
  const response = await fetch(
    `${server.url}/v2023-11-13/assets/${kind}s/${options.dataset ?? 'production'}?${search}`,
    {
      method: 'POST',
      headers,
      body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    },
  )
  const text = await response.text()
  return {status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: response.headers}
}

/** GETs a URL and returns status, headers and the body bytes. */
export async function fetchBytes(
  url: string,
  init: RequestInit = {},
): Promise<{status: number; headers: Headers; bytes: Buffer}> {
  const response = await fetch(url, init)
  return {status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer())}
}

/** Where the server stores the original of a hash. */
export function storedPath(dataDir: string, sha1: string): string {
  return join(dataDir, 'assets', sha1.slice(0, 2), sha1)
}

/** True when the original of a hash is stored. */
export function isStored(dataDir: string, sha1: string): boolean {
  return existsSync(storedPath(dataDir, sha1))
}

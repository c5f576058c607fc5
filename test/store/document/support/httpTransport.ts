import {Observable} from 'rxjs'
import type {DocumentTransport, ListenEvent} from '../../../../src/store/document'
import type {ContentDocument} from '../../../../src/types'
import {TransportError} from './lakeTransport'

const API = '/v2021-06-07/data'

/** The message of an error answer, in the body forms the server sends. */
async function refusal(response: Response): Promise<TransportError> {
  const text = await response.text()
  let message = `HTTP ${response.status}`
  try {
    const body = JSON.parse(text) as {error?: {description?: string} | string; message?: string}
    if (typeof body.error === 'object' && typeof body.error.description === 'string') message = body.error.description
    else if (typeof body.message === 'string') message = body.message
  } catch {
    // Not JSON: keep the status.
  }
  return new TransportError(response.status, message)
}

/**
 * The store's transport over the server's HTTP API with fetch, parsing server-sent events by
 * hand. It does not reconnect by itself: a listen stream that ends completes, and one that
 * cannot connect errors, which leaves reconnecting to the store.
 */
export function httpTransport(baseUrl: string, token: string): DocumentTransport {
  const headers = {Authorization: `Bearer ${token}`}
  return {
    getDocuments: async (ids) => {
      const response = await fetch(`${baseUrl}${API}/doc/production/${ids.map(encodeURIComponent).join(',')}`, {
        headers,
      })
      if (!response.ok) throw await refusal(response)
      const {documents} = (await response.json()) as {documents: ContentDocument[]}
      return ids.map((id) => documents.find((document) => document._id === id) ?? null)
    },
    mutate: async (mutations, options) => {
      const response = await fetch(`${baseUrl}${API}/mutate/production?visibility=${options.visibility ?? 'sync'}`, {
        method: 'POST',
        headers: {...headers, 'Content-Type': 'application/json'},
        body: JSON.stringify({mutations, transactionId: options.transactionId}),
      })
      if (!response.ok) throw await refusal(response)
      return (await response.json()) as Awaited<ReturnType<DocumentTransport['mutate']>>
    },
    listen: (query, params, options) =>
      new Observable<ListenEvent>((subscriber) => {
        const search = new URLSearchParams({query})
        for (const [name, value] of Object.entries(params)) search.append(`$${name}`, JSON.stringify(value))
        for (const [name, value] of Object.entries(options))
          if (name !== 'tag' && value !== undefined) search.append(name, String(value))
        const abort = new AbortController()
        void (async () => {
          const response = await fetch(`${baseUrl}${API}/listen/production?${search}`, {
            headers: {...headers, Accept: 'text/event-stream'},
            signal: abort.signal,
          })
          if (!response.ok || !response.body) throw await refusal(response)
          const reader = response.body.getReader()
          const decoder = new TextDecoder()
          let buffer = ''
          for (;;) {
            const {done, value} = await reader.read()
            if (done) break
            buffer += decoder.decode(value, {stream: true})
            let end: number
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              let name = 'message'
              const data: string[] = []
              for (const line of frame.split('\n')) {
                if (line.startsWith('event:')) name = line.slice(6).trim()
                else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
              }
              if (data.length === 0) continue
              const payload = JSON.parse(data.join('\n')) as Record<string, unknown>
              if (name === 'channelError') throw new TransportError(400, String(payload.message))
              if (name === 'welcome' || name === 'mutation' || name === 'reconnect')
                subscriber.next({...payload, type: name} as ListenEvent)
            }
          }
        })().then(
          () => subscriber.complete(),
          (error: unknown) => {
            if (!abort.signal.aborted) subscriber.error(error)
          },
        )
        return () => abort.abort()
      }),
  }
}

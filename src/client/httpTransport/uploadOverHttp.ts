import {Observable} from 'rxjs'
import {ClientError} from '../ClientError'
import type {CallContext} from '../ClientTransport'
import {NetworkError} from '../NetworkError'
import type {AssetKind, UploadAssetOptions, UploadEvent} from '../UploadEvent'
import type {ContentDocument} from '../../types'
import {requestInit, requestUrl, responseError, type HttpConnection} from './HttpRequester'

/** Bytes per chunk of a streamed upload, so progress moves in steps of 64 KB. */
const CHUNK_BYTES = 64 * 1024

/** The query string of an upload, as the server's asset endpoints read it. */
export function uploadQuery(options: Omit<UploadAssetOptions, 'tag'>): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  for (const name of ['filename', 'label', 'title', 'description', 'creditLine'] as const) {
    const value = options[name]
    if (value !== undefined && value !== '') entries.push([name, value])
  }
  if (options.source) {
    entries.push(['sourceName', options.source.name])
    if (options.source.id !== undefined) entries.push(['sourceId', options.source.id])
    if (options.source.url !== undefined) entries.push(['sourceUrl', options.source.url])
  }
  if (options.extract !== undefined) {
    if (options.extract.length === 0) entries.push(['meta', 'none'])
    for (const kind of options.extract) entries.push(['meta', kind])
  }
  if (options.preserveFilename === false) entries.push(['storeOriginalFilename', 'false'])
  return entries
}

let streamingSupport: boolean | undefined

/**
 * Whether fetch takes a ReadableStream as a request body (Node 18+, Chromium): the feature
 * test of the Fetch standard's `duplex` option.
 */
function supportsRequestStreams(): boolean {
  if (streamingSupport !== undefined) return streamingSupport
  streamingSupport = false
  if (typeof ReadableStream === 'undefined' || typeof Request === 'undefined') return false
  try {
    let duplexAccessed = false
    const init = {
      method: 'POST',
      body: new ReadableStream(),
      get duplex() {
        duplexAccessed = true
        return 'half'
      },
    }
    const hasContentType = new Request('http://localhost/', init as RequestInit).headers.has('Content-Type')
    streamingSupport = duplexAccessed && !hasContentType
  } catch {
    streamingSupport = false
  }
  return streamingSupport
}

/** A stream of the blob in chunks, reporting how many bytes fetch has pulled. */
function countingStream(blob: Blob, onPulled: (loaded: number) => void): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= blob.size) {
        controller.close()
        return
      }
      const chunk = new Uint8Array(await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer())
      offset += chunk.byteLength
      controller.enqueue(chunk)
      onPulled(offset)
    },
  })
}

/**
 * Uploads over HTTP: `POST /assets/{images|files}/{dataset}` with the raw bytes.
 *
 * Progress is honest about what fetch can tell: 0 at the start; where fetch streams request
 * bodies (Node, Chromium) the body is sent in 64 KB chunks and each chunk handed to the network
 * stack moves the percentage; everywhere else the next step is 100 once the whole body is sent
 * and the server answered. Should a streamed request fail before an answer (Chromium refuses
 * streamed bodies over HTTP/1.1), it is sent once more as a plain body — harmless, since the
 * server stores the same bytes once.
 */
export function uploadOverHttp(
  connection: HttpConnection,
  ctx: CallContext,
  kind: AssetKind,
  blob: Blob,
  options: Omit<UploadAssetOptions, 'tag'>,
): Observable<UploadEvent> {
  return new Observable<UploadEvent>((subscriber) => {
    const abort = new AbortController()
    const total = blob.size
    let reported = -1
    const progress = (loaded: number) => {
      const percent = total === 0 ? 100 : Math.min(100, (loaded / total) * 100)
      // Never backwards (a plain retry starts over), and no repeats.
      if (percent <= reported) return
      reported = percent
      subscriber.next({type: 'progress', percent, loaded: Math.min(loaded, total), total})
    }
    const url = requestUrl(connection, ctx, {
      path: `/assets/${kind}s/${encodeURIComponent(ctx.dataset)}`,
      query: uploadQuery(options),
    })
    const {headers, credentials} = requestInit(connection, {
      headers: {'Content-Type': blob.type || 'application/octet-stream'},
    })
    const send = (body: BodyInit, streamed: boolean) =>
      connection.fetch(url, {
        method: 'POST',
        headers,
        credentials,
        body,
        signal: abort.signal,
        ...(streamed ? {duplex: 'half'} : {}),
      } as RequestInit)

    const run = async () => {
      progress(0)
      let response: Response
      try {
        response =
          supportsRequestStreams() && total > 0
            ? await send(countingStream(blob, progress), true)
            : await send(blob, false)
      } catch (error) {
        if (abort.signal.aborted) return
        if (!supportsRequestStreams() || total === 0) throw new NetworkError(connection.host, {cause: error})
        try {
          response = await send(blob, false)
        } catch (retryError) {
          if (abort.signal.aborted) return
          throw new NetworkError(connection.host, {cause: retryError})
        }
      }
      if (!response.ok) throw await responseError(response)
      let text: string
      try {
        text = await response.text()
      } catch (error) {
        if (abort.signal.aborted) return
        throw new NetworkError(connection.host, {cause: error})
      }
      let body: {document?: ContentDocument}
      try {
        body = JSON.parse(text) as {document?: ContentDocument}
      } catch {
        throw new ClientError(response.status, 'The upload was answered with a body that is not JSON', {
          responseBody: text,
        })
      }
      if (!body.document || typeof body.document._id !== 'string') {
        throw new ClientError(response.status, 'The upload was answered without an asset document', {
          responseBody: body,
        })
      }
      progress(total)
      subscriber.next({type: 'response', document: body.document})
      subscriber.complete()
    }
    run().catch((error: unknown) => {
      if (!abort.signal.aborted) subscriber.error(error)
    })
    return () => abort.abort()
  })
}

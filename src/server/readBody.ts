import type {IncomingMessage} from 'node:http'
import {badRequest, HttpError} from './HttpError'

/** The default largest request body the server reads: 10 MB. */
export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `Request body is larger than the limit of ${limit} bytes`)
}

/**
 * Reads a request body of at most `limit` bytes. A body over the limit is refused with 413
 * without being buffered: a declared `Content-Length` over the limit is refused before a byte
 * is read, and a streamed body stops being kept the moment it passes the limit (the rest is
 * discarded, so the connection stays usable and memory stays bounded).
 * @throws HttpError 413 for a body over the limit.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    req.resume()
    return Promise.reject(tooLarge(limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        cleanup()
        chunks.length = 0
        // Keep draining (without keeping anything) so the 413 reaches the client.
        req.resume()
        reject(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/**
 * Reads and parses a JSON request body.
 * @throws HttpError 400 for an empty or malformed body, 413 for one over the limit.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8')
  if (text.trim() === '') throw badRequest('The request body is empty; expected a JSON object')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Reads a JSON body that must be an object.
 * @throws HttpError 400 when it is another kind of JSON value.
 */
export async function readJsonObject(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req, limit)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object')
  return body as Record<string, unknown>
}

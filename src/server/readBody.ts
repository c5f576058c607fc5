import type {IncomingMessage} from 'node:http'
import {checkJsonValue} from './checkJsonValue'
import {badRequest, HttpError} from './HttpError'
import {DEFAULT_LIMITS} from './limits'

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

/** How {@link readJsonBody} reads a body besides its size. */
export interface JsonBodyOptions {
  /**
   * Deepest nesting of arrays and objects allowed; default `DEFAULT_LIMITS.jsonMaxDepth` (100).
   * Routes pass the server's `ctx.server.limits.jsonMaxDepth`.
   */
  maxDepth?: number
  /**
   * Refuse a body whose `Content-Type` is not `application/json` (with or without parameters
   * such as `charset`) with a 415, before reading it. For the endpoints @sanity/client always
   * sends JSON to (mutations, queries); beacons and forms are read without it.
   */
  requireJsonContentType?: boolean
}

/** Whether a `Content-Type` header names JSON: `application/json`, any parameters, any case. */
export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/**
 * Reads and parses a JSON request body, then checks it with {@link checkJsonValue}: not
 * nested deeper than the limit, no number that overflows.
 * @throws HttpError 400 for an empty, malformed, too deeply nested body or one with a number
 *   out of range, 413 for one over the limit, 415 for a body that must be JSON and says it is not.
 */
export async function readJsonBody(
  req: IncomingMessage,
  limit: number,
  options: JsonBodyOptions = {},
): Promise<unknown> {
  if (options.requireJsonContentType && !isJsonContentType(req.headers['content-type'])) {
    req.resume()
    const given = req.headers['content-type']
    throw new HttpError(
      415,
      `Expected a JSON body with "Content-Type: application/json", got ${given === undefined ? 'no Content-Type' : JSON.stringify(given)}`,
    )
  }
  const text = (await readBody(req, limit)).toString('utf8')
  if (text.trim() === '') throw badRequest('The request body is empty; expected a JSON object')
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  checkJsonValue(body, {maxDepth: options.maxDepth ?? DEFAULT_LIMITS.jsonMaxDepth, what: 'the request body'})
  return body
}

/**
 * Reads a JSON body that must be an object (see {@link readJsonBody} for the options).
 * @throws HttpError 400 when it is another kind of JSON value.
 */
export async function readJsonObject(
  req: IncomingMessage,
  limit: number,
  options: JsonBodyOptions = {},
): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req, limit, options)
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object')
  return body as Record<string, unknown>
}

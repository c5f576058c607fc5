import type {Socket} from 'node:net'
import {httpErrorBody} from '../lake'

/** What Node's HTTP parser refused, by its error code, as the status and message to answer with. */
function describeParseError(code: string | undefined): {status: number; message: string} {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      message:
        'The request line and headers are larger than the server accepts (16 KB): send long queries as a POST body',
    }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return {status: 408, message: 'The request took too long to arrive'}
  return {status: 400, message: 'The request is not valid HTTP'}
}

/**
 * Answers a request Node's HTTP parser refused before any route saw it (a URL or headers over
 * the size limit, a malformed request line) with a JSON error like every other refusal, instead
 * of Node's bare status line, then closes the connection. A socket that is already gone or
 * half-written is just destroyed.
 */
export function answerClientError(error: Error & {code?: string}, socket: Socket): void {
  if (socket.destroyed) return
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const {status, message} = describeParseError(error.code)
  const body = JSON.stringify(httpErrorBody(status, message))
  socket.end(
    `HTTP/1.1 ${status} ${httpErrorBody(status, message).error}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

import type {Duplex} from 'node:stream'
import {reasonPhrase} from './HttpError'

/**
 * Answers a websocket upgrade request with a plain HTTP error (a JSON body as every other
 * error of the API) and closes the connection.
 */
export function rejectUpgrade(
  socket: Duplex,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body)
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, '')}\r\n`)
    .join('')
  socket.end(
    `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n${extra}\r\n${payload}`,
  )
}

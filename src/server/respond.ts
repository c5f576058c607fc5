import type {ServerResponse} from 'node:http'

/** Answers with a JSON body (`Content-Type: application/json`). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  })
  res.end(payload)
}

/** Answers with plain text. */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text)})
  res.end(text)
}

/** Answers with newline-delimited JSON: one value per line. */
export function sendNdjson(res: ServerResponse, values: Iterable<unknown>): void {
  res.writeHead(200, {'Content-Type': 'application/x-ndjson; charset=utf-8'})
  for (const value of values) res.write(`${JSON.stringify(value)}\n`)
  res.end()
}

// The server's listener events for a set of documents, as the studio's document pair listener
// asks for them: kept for the check's failure report (a studio that never becomes consistent
// shows "Publishing…" forever; these say which event it was waiting for).
import {request} from 'node:https'
import {request as httpRequest} from 'node:http'

/** A running log of listener events; `lines()` gives them one per line, `close()` stops it. */
export interface ListenLog {
  lines(): string[]
  close(): void
}

/**
 * Listens to `*[_id in $ids]` on the server at `baseUrl` (`/v…` included) with the pair
 * listener's options (no results, mendoza effects, all versions) and records each event's type,
 * document, transaction, revisions and position in its transaction.
 */
export function startListenLog(baseUrl: string, dataset: string, token: string, ids: string[]): ListenLog {
  const search = new URLSearchParams({
    query: '*[_id in $ids]',
    $ids: JSON.stringify(ids),
    includeResult: 'false',
    includeAllVersions: 'true',
    effectFormat: 'mendoza',
  })
  const url = `${baseUrl}/data/listen/${dataset}?${search}`
  const log: string[] = []
  const started = Date.now()
  const send = url.startsWith('https:') ? request : httpRequest
  const req = send(url, {rejectUnauthorized: false, headers: {authorization: `Bearer ${token}`}}, (res) => {
    let buffer = ''
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      buffer += chunk
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message'
        const data = /^data: (.*)$/m.exec(frame)?.[1]
        const at = `${((Date.now() - started) / 1000).toFixed(1)} s`
        if (event !== 'mutation' || data === undefined) {
          log.push(`${at} ${event}`)
          continue
        }
        const body = JSON.parse(data) as Record<string, unknown>
        log.push(
          `${at} mutation ${String(body.documentId)} ${String(body.transition)} tx=${String(body.transactionId)} ` +
            `${String(body.previousRev)}→${String(body.resultRev)} ` +
            `${String(body.transactionCurrentEvent)}/${String(body.transactionTotalEvents)}`,
        )
      }
    })
  })
  req.on('error', (error) => log.push(`listen error: ${error.message}`))
  req.end()
  return {lines: () => [...log], close: () => req.destroy()}
}

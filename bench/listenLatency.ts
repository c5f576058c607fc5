import {fork} from 'node:child_process'
import {performance} from 'node:perf_hooks'
import {createServer} from '../src/server'
import {TokenStore} from '../src/server/tokenStore'
import {sqliteStorage} from '../src/server/sqliteStorage'

/**
 * Opens `listeners` SSE listeners (in a child process, as real clients are separate) on a real
 * server over loopback, commits `mutations` single-document transactions one after another,
 * and measures for every listener the time from just before the mutate request to the
 * arrival of its event (after five unmeasured warm-up transactions).
 */
export async function measureListenLatency(
  dataDir: string,
  listeners: number,
  mutations: number,
): Promise<{p50: number; p99: number}> {
  const storage = sqliteStorage({filename: `${dataDir}/vellum.db`})
  const token = new TokenStore(storage.db).add('administrator', 'bench')
  storage.close()

  const server = await createServer({dataDir, port: 0})
  const child = fork(new URL('./listenClients.ts', import.meta.url).pathname, [server.url, token, String(listeners)], {
    execArgv: ['--import', 'tsx'],
  })
  const messages: Array<(message: {type: string; transactionId?: string; times?: number[]}) => void> = []
  child.on('message', (message: {type: string}) => messages.shift()?.(message))
  const next = () =>
    new Promise<{type: string; transactionId?: string; times?: number[]}>((resolve) => messages.push(resolve))

  const samples: number[] = []
  try {
    await next() // ready: every listener welcomed
    // The first transactions warm up the JIT and the prepared statements; they are not measured.
    const warmUp = 5
    for (let i = -warmUp; i < mutations; i++) {
      const transactionId = `bench-listen-${i + warmUp}`
      const complete = next()
      const start = performance.timeOrigin + performance.now()
      const response = await fetch(`${server.url}/v2023-11-13/data/mutate/production?transactionId=${transactionId}`, {
        method: 'POST',
        headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
        body: JSON.stringify({mutations: [{patch: {id: 'post-1', set: {views: i}}}]}),
      })
      if (!response.ok) throw new Error(`mutate failed: ${response.status} ${await response.text()}`)
      const {times} = await complete
      if (i >= 0) for (const at of times!) samples.push(at - start)
    }
  } finally {
    child.send({type: 'stop'})
    await server.close()
  }
  const sorted = samples.sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
  return {p50: at(0.5), p99: at(0.99)}
}

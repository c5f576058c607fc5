import {readFileSync, writeFileSync} from 'node:fs'
import {connect, type Socket} from 'node:net'
import {afterEach, describe, expect, it} from 'vitest'
import {DEFAULT_LIMITS} from '../../../src/server'
import {runCli, tempDir} from '../support/cliHarness'
import {startServerProcess, type ServerProcess} from '../support/cliProcess'

/**
 * The attack of the hardening review, against `vellum start` in its own process so its memory
 * can be read: listeners that never read, and a stream of large mutations they all match.
 * Before listeners had a buffer cap, 20 such listeners and 600 mutations of 100 KB took the
 * server from 142 MB to 2.5 GB.
 */
const API = '/v2023-11-13/data'
/** Listeners that never read: half event streams, half websockets. */
const LISTENERS = 50
const MUTATIONS = 300
/** Characters of text in each mutated document (~100 KB of JSON). */
const DOCUMENT_CHARS = 100_000
/** How often the server's resident memory is sampled while the attack runs. */
const SAMPLE_EVERY_MS = 20
/**
 * What the server may use beyond the listeners' buffers: mutations in flight (a 100 KB body is
 * parsed, stored, diffed and serialised once per listener query), the garbage the collector
 * has not returned yet, and sockets and timers. With the caps in place the whole peak measured
 * 133–161 MB over the baseline (buffers included), against 350 MB allowed; without them it
 * was 2.8 GB.
 */
const MARGIN_BYTES = 150 * 1024 * 1024

const MB = 1024 * 1024

/**
 * Listener `i`'s query string: every listener matches every document, through a query of its
 * own, so no two share their events' bytes (listeners of one query do) — the worst case.
 */
function listenQuery(i: number): string {
  return `query=${encodeURIComponent(`*[_type == "big" && n > -${i + 1}]`)}&includeResult=true`
}

let remove: (() => void) | undefined
let server: ServerProcess | undefined
const sockets: Socket[] = []

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy())
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL')
    await server.exited
  }
  server = undefined
  remove?.()
})

/** A field of `/proc/<pid>/status` in bytes (the file gives kB). */
function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`)
  return Number(match[1]) * 1024
}

/**
 * Opens a raw TCP connection, sends `request`, and once the answer contains `ready` stops
 * reading from it for good: the kernel's buffers fill and the server's writes back up.
 */
function neverReadingListener(url: string, request: string, ready: string): Promise<Socket> {
  const {hostname, port} = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    sockets.push(socket)
    let received = ''
    const timer = setTimeout(
      () => reject(new Error(`no ${ready} within 10 s; got ${JSON.stringify(received.slice(0, 300))}`)),
      10_000,
    )
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1')
      if (!received.includes(ready)) return
      clearTimeout(timer)
      socket.off('data', onData)
      socket.pause()
      resolve(socket)
    }
    socket.on('data', onData)
    socket.on('error', () => {})
    socket.write(request)
  })
}

function eventStreamRequest(host: string, token: string, i: number): string {
  return `GET ${API}/listen/production?${listenQuery(i)} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`
}

function webSocketRequest(host: string, token: string, i: number): string {
  return (
    `GET ${API}/listen/production?${listenQuery(i)} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
    'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
  )
}

/** Resolves once the server has ended the connection (reading what it still had queued), or rejects after the timeout. */
function closedByServer(socket: Socket, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return resolve()
    const timer = setTimeout(() => reject(new Error('the server did not end a listener that never read')), timeoutMs)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.on('data', () => {})
    socket.resume()
  })
}

describe.skipIf(process.platform !== 'linux')('memory of vellum start under listeners that never read', () => {
  it(`stays under its baseline + ${LISTENERS} listener buffer caps + ${MARGIN_BYTES / MB} MB with ${LISTENERS} listeners that never read and ${MUTATIONS} mutations of 100 KB documents, and still answers /ping`, async () => {
    const dir = tempDir('vellum-listen-memory-')
    remove = dir.remove
    // No settings.json: the default cap is what is measured.
    const token = (await runCli(['tokens', 'add', '--role', 'administrator', '--data', dir.dir])).stdout.trim()
    server = await startServerProcess(dir.dir)
    const pid = server.child.pid!
    const host = new URL(server.url).host
    const headers = {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'}
    const mutate = async (n: number) => {
      const document = {_id: `big-${n % 10}`, _type: 'big', n, text: `${n}:`.padEnd(DOCUMENT_CHARS, 'x')}
      const response = await fetch(`${server!.url}${API}/mutate/production`, {
        method: 'POST',
        headers,
        body: JSON.stringify({mutations: [{createOrReplace: document}]}),
      })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }

    // Warm up (the first large documents, statements prepared, JIT), then take the baseline.
    for (let n = 0; n < 10; n++) await mutate(n)
    const baseline = procStatusBytes(pid, 'VmRSS')

    const listeners: Socket[] = []
    for (let i = 0; i < LISTENERS; i++) {
      listeners.push(
        i % 2 === 0
          ? await neverReadingListener(server.url, eventStreamRequest(host, token, i), 'event: welcome')
          : await neverReadingListener(server.url, webSocketRequest(host, token, i), '"type":"welcome"'),
      )
    }

    // Peak resident memory during the attack: sampled, and the kernel's high-water mark
    // when it can be reset to now (writing 5 to clear_refs, Linux 4.0+).
    let peak = procStatusBytes(pid, 'VmRSS')
    let highWaterReset = true
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5')
    } catch {
      highWaterReset = false
    }
    const sampler = setInterval(() => (peak = Math.max(peak, procStatusBytes(pid, 'VmRSS'))), SAMPLE_EVERY_MS)
    const started = Date.now()
    try {
      for (let n = 0; n < MUTATIONS; n++) await mutate(n)
    } finally {
      clearInterval(sampler)
    }
    const mutationSeconds = (Date.now() - started) / 1000
    peak = Math.max(peak, procStatusBytes(pid, 'VmRSS'))
    if (highWaterReset) peak = Math.max(peak, procStatusBytes(pid, 'VmHWM'))

    const pingStarted = Date.now()
    const ping = await fetch(`${server.url}/ping`)
    const pingMs = Date.now() - pingStarted

    const cap = baseline + LISTENERS * DEFAULT_LIMITS.listenerMaxBufferBytes + MARGIN_BYTES
    console.info(
      `listenMemory: baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${((peak - baseline) / MB).toFixed(0)} MB), ` +
        `cap ${(cap / MB).toFixed(0)} MB; ${MUTATIONS} mutations in ${mutationSeconds.toFixed(1)} s; /ping in ${pingMs} ms`,
    )
    expect(peak).toBeLessThan(cap)
    expect(ping.status).toBe(200)
    expect(await ping.text()).toBe('PONG')
    expect(pingMs).toBeLessThan(2000)

    // Every listener that never read was ended by the server (after a reconnect hint).
    await Promise.all(listeners.map((socket) => closedByServer(socket, 15_000)))
  }, 60_000)
})

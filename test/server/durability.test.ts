import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {runCli, tempDir} from './support/cliHarness'
import {startServerProcess, type ServerProcess} from './support/cliProcess'

const API = '/v2021-06-07/data'
/** Requests in flight at once, so the kill lands while several transactions are under way. */
const CONCURRENCY = 8
/** Acknowledged transactions to wait for before the kill. */
const KILL_AFTER = 120

let dir: string
let remove: () => void
let running: ServerProcess[] = []

beforeEach(() => {
  ;({dir, remove} = tempDir('vellum-durability-'))
})
afterEach(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
  }
  running = []
  remove()
})

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(dir)
  running.push(server)
  return server
}

async function createToken(): Promise<string> {
  const run = await runCli(['tokens', 'add', '--role', 'editor', '--data', dir])
  expect(run.code).toBe(0)
  return run.stdout.trim()
}

/**
 * Transaction `n` writes three documents together: two new ones carrying the counter, and
 * an increment of a shared tally. After any crash the tally must equal the number of
 * transactions whose pair exists.
 */
const transaction = (n: number) => ({
  mutations: [
    {create: {_id: `pair-${n}-a`, _type: 'pair', counter: n}},
    {create: {_id: `pair-${n}-b`, _type: 'pair', counter: n}},
    {patch: {id: 'tally', inc: {count: 1}}},
  ],
})

describe('durability of vellum start', () => {
  it('keeps every acknowledged transaction and no half-applied one across a SIGKILL', async () => {
    const token = await createToken()
    const headers = {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'}
    let server = await start()

    const setup = await fetch(`${server.url}${API}/mutate/production`, {
      method: 'POST',
      headers,
      body: JSON.stringify({mutations: [{create: {_id: 'tally', _type: 'tally', count: 0}}]}),
    })
    expect(setup.status).toBe(200)

    const acknowledged = new Map<number, string>()
    let next = 0
    let killed = false
    let onAcknowledged: () => void = () => undefined
    const enoughAcknowledged = new Promise<void>(
      (resolve) => (onAcknowledged = () => acknowledged.size >= KILL_AFTER && resolve()),
    )

    const worker = async () => {
      while (!killed) {
        const n = next++
        try {
          const response = await fetch(`${server.url}${API}/mutate/production?transactionId=tx-${n}`, {
            method: 'POST',
            headers,
            body: JSON.stringify(transaction(n)),
          })
          const body = (await response.json()) as {transactionId?: string}
          if (response.status === 200) {
            acknowledged.set(n, body.transactionId!)
            onAcknowledged()
          }
        } catch {
          // The connection died with the server: this transaction was not acknowledged.
        }
      }
    }
    const workers = Array.from({length: CONCURRENCY}, worker)
    await enoughAcknowledged
    killed = true
    server.child.kill('SIGKILL')
    expect((await server.exited).signal).toBe('SIGKILL')
    await Promise.all(workers)
    const attempted = next

    server = await start()
    const response = await fetch(
      `${server.url}${API}/query/production?query=${encodeURIComponent('*[_type in ["pair", "tally"]]{_id, _type, _rev, counter, count}')}`,
      {
        headers,
      },
    )
    expect(response.status).toBe(200)
    const {result} = (await response.json()) as {
      result: Array<{_id: string; _type: string; _rev: string; counter: number | null; count: number | null}>
    }

    const byCounter = new Map<number, Array<{_id: string; _rev: string}>>()
    for (const doc of result) {
      if (doc._type === 'pair') byCounter.set(doc.counter!, [...(byCounter.get(doc.counter!) ?? []), doc])
    }
    for (const [n, transactionId] of acknowledged) {
      const pair = byCounter.get(n)
      expect(pair?.map((doc) => doc._id).sort(), `acknowledged transaction ${n}`).toEqual([
        `pair-${n}-a`,
        `pair-${n}-b`,
      ])
      expect(pair!.every((doc) => doc._rev === transactionId)).toBe(true)
    }
    for (const [n, pair] of byCounter) {
      expect(pair, `transaction ${n} half-applied`).toHaveLength(2)
      expect(pair[0]!._rev).toBe(`tx-${n}`)
    }
    const tally = result.find((doc) => doc._id === 'tally')
    expect(tally?.count).toBe(byCounter.size)
    // The kill really landed mid-stream: some transactions were sent but never acknowledged.
    expect(attempted).toBeGreaterThan(acknowledged.size)
  }, 120_000)

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints exactly the listening line and exits 0 on %s',
    async (signal) => {
      const server = await start()
      const ping = await fetch(`${server.url}/ping`)
      expect(ping.status).toBe(200)
      server.child.kill(signal)
      expect(await server.exited).toEqual({code: 0, signal: null})
      expect(server.stdout()).toBe(`vellum listening on ${server.url}\n`)
      expect(server.stderr()).toBe('')
    },
    60_000,
  )
})

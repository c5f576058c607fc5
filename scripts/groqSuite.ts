// `npm run test:groq-suite`: runs the official GROQ test suite (sanity-io/groq-test-suite, MIT,
// compiled to NDJSON; see ../shared/conformance/README.md) against the lake on memory storage,
// on SQLite storage, and over HTTP (a real server on 127.0.0.1 over a temp data dir), and
// compares every answer with what groq-js answers over the same documents. Fails on any
// difference outside ALLOWED_DIFFERENCES. The suite's file is read in place, as a gzipped
// stream: `../shared/conformance/groq-test-suite.ndjson.gz` next to the repository, or the path
// in the environment variable GROQ_SUITE.
//
// The file holds `dataset` entries ({_id, name, documents, url}) and `test` entries ({name,
// query, params, result, valid, dataset: {_ref}}). `valid: false` tests are queries that must
// be refused: they match when both groq-js and the target refuse them. The reference is
// groq-js, not the suite's own `result`: the lake runs groq-js and the point is to find where
// the lake (its planner, storages, HTTP layer) answers differently from the engine it wraps.
//
// What is compared: each dataset is imported into the three targets through transactions
// (`createOrReplace`), and groq-js evaluates over the suite's documents in `_id` order, the
// order in which the lake's `*` yields them. Answers are compared as JSON; a refusal matches a
// refusal (a 4xx over HTTP), a 5xx or a crash never matches. Figures are printed per target.
//
// Environment: GROQ_SUITE (the suite's path), GROQ_SUITE_SHOW (how many differences to print,
// default 50), GROQ_SUITE_PROGRESS=1 (progress and slow tests on stderr).
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {createReadStream} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {createInterface} from 'node:readline'
import {fileURLToPath} from 'node:url'
import {isDeepStrictEqual} from 'node:util'
import {Worker} from 'node:worker_threads'
import {createGunzip} from 'node:zlib'
import {createLake, LakeError, memoryStorage, type Lake} from '../src/lake'
import {createServer, sqliteStorage, type VellumServer} from '../src/server'

/** A dataset of the suite; `documents` is missing for one only referenced by URL (`movies`). */
interface SuiteDataset {
  _id: string
  name: string
  documents?: Array<Record<string, unknown>>
  url?: string
}

/** One test of the suite. */
interface SuiteTest {
  _id: string
  name: string
  query: string
  params: Record<string, unknown> | null
  valid: boolean
  dataset: {_ref: string}
}

/** What a target (or groq-js) answered: a JSON result, or a refusal with its message. */
type Answer = {ok: true; result: unknown} | {ok: false; error: string; serverError?: boolean}

/** A way of running a query on one dataset. */
interface Target {
  name: string
  run(dataset: string, query: string, params: Record<string, unknown>): Promise<Answer>
}

/**
 * Differences that are not engine bugs. Each entry says what it allows and why; a test whose
 * answers differ only in this way counts as "allowed", any other difference fails the run.
 *
 * - `_createdAt`, `_updatedAt`, `_rev`: importing a document through a transaction stamps these
 *   system fields, as every content lake does (the suite's documents do not carry them, groq-js
 *   evaluates the documents as written). Answers are compared again with these three fields
 *   removed from every object on both sides; a query that filters, orders or counts by them
 *   would still differ and fail.
 */
const ALLOWED_DIFFERENCES = {
  stampedSystemFields: ['_createdAt', '_updatedAt', '_rev'],
} as const

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const suitePath = process.env['GROQ_SUITE'] ?? resolve(repoRoot, '../shared/conformance/groq-test-suite.ndjson.gz')

async function readSuite(path: string): Promise<{datasets: Map<string, SuiteDataset>; tests: SuiteTest[]}> {
  if (!existsSync(path)) {
    throw new Error(`GROQ suite not found at ${path}: set GROQ_SUITE to the compiled groq-test-suite.ndjson(.gz)`)
  }
  const datasets = new Map<string, SuiteDataset>()
  const tests: SuiteTest[] = []
  const input = createReadStream(path)
  const lines = createInterface({input: path.endsWith('.gz') ? input.pipe(createGunzip()) : input, crlfDelay: Infinity})
  for await (const line of lines) {
    if (line.trim() === '') continue
    const entry = JSON.parse(line) as {_type?: string}
    if (entry._type === 'dataset') {
      const dataset = entry as SuiteDataset
      datasets.set(dataset._id, dataset)
    } else if (entry._type === 'test') {
      tests.push(entry as SuiteTest)
    } else {
      throw new Error(`Unexpected entry in the suite: ${line.slice(0, 200)}`)
    }
  }
  return {datasets, tests}
}

/** A JSON copy: what an answer is once it has crossed HTTP (no undefined members, no -0). */
function asJson(value: unknown): unknown {
  const text = JSON.stringify(value)
  return text === undefined ? null : JSON.parse(text)
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * How long groq-js may take on one test. Its evaluator has no time limit, and a few of the
 * suite's queries (eleven `*` nested in `_id in *[…]`) take it minutes: those have no
 * reference answer, are reported as such, and are not run on the targets.
 */
const REFERENCE_TIMEOUT_MS = 15_000

/**
 * How long the targets may take on one test (their query time limit; the server's default is
 * 10 s). Generous, as the machine running the suite may be busy: the slowest tests that
 * groq-js finishes (nine nested filters over literals) take the lake about 3 s.
 */
const TARGET_TIMEOUT_MS = 20_000

/**
 * The targets' query length limit for the suite. The server refuses queries over 8,000
 * characters by default (groq-js parses some shapes in superlinear time); the suite's
 * regression tests for issue 542 are 100,000-character `match` patterns, which it is
 * configured to accept here, as an operator may (`queryMaxLength`).
 */
const TARGET_MAX_QUERY_LENGTH = 200_000

// groq-js runs in a worker thread so that a query it takes too long on can be stopped.
// It is given every dataset once; each request names one.
const REFERENCE_WORKER = `
const {parentPort, workerData} = require('node:worker_threads')
const {evaluate, parse} = require(workerData.groqJs)
parentPort.on('message', async ({dataset, query, params}) => {
  try {
    const documents = workerData.datasets[dataset]
    const value = await evaluate(parse(query, {params}), {dataset: documents, params})
    const text = JSON.stringify(await value.get())
    parentPort.postMessage({ok: true, result: text === undefined ? null : JSON.parse(text)})
  } catch (error) {
    parentPort.postMessage({ok: false, error: error instanceof Error ? error.message : String(error)})
  }
})
`

/** groq-js evaluating in a worker thread, one query at a time, restarted after a timeout. */
class Reference {
  #worker: Worker | undefined
  readonly #workerData: {groqJs: string; datasets: Record<string, unknown[]>}

  /** @param datasets - the documents of each dataset, in the order the lake's `*` yields them */
  constructor(datasets: Record<string, unknown[]>) {
    this.#workerData = {groqJs: createRequire(import.meta.url).resolve('groq-js'), datasets}
  }

  /** groq-js' answer, or undefined when it takes longer than {@link REFERENCE_TIMEOUT_MS}. */
  answer(dataset: string, query: string, params: Record<string, unknown>): Promise<Answer | undefined> {
    const worker = (this.#worker ??= new Worker(REFERENCE_WORKER, {eval: true, workerData: this.#workerData}))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        worker.removeAllListeners()
        void worker.terminate()
        this.#worker = undefined
        resolve(undefined)
      }, REFERENCE_TIMEOUT_MS)
      worker.once('message', (answer: Answer) => {
        clearTimeout(timer)
        worker.removeAllListeners('error')
        resolve(answer)
      })
      worker.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      worker.postMessage({dataset, query, params})
    })
  }

  close(): Promise<number> | undefined {
    return this.#worker?.terminate()
  }
}

function lakeTarget(name: string, lake: Lake): Target {
  return {
    name,
    run: async (dataset, query, params) => {
      try {
        return {ok: true, result: asJson(await lake.query(dataset, query, params, {perspective: 'raw'}))}
      } catch (error) {
        // A LakeError is the lake refusing the query; anything else is a crash.
        const refused = error instanceof LakeError
        return {ok: false, error: messageOf(error), serverError: !refused}
      }
    },
  }
}

function httpTarget(server: VellumServer, token: string): Target {
  return {
    name: 'HTTP',
    run: async (dataset, query, params) => {
      const response = await fetch(`${server.url}/v2021-06-07/data/query/${dataset}?perspective=raw`, {
        method: 'POST',
        headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
        body: JSON.stringify({query, params}),
      })
      const body = (await response.json()) as {result?: unknown; error?: {description?: string}; message?: string}
      if (response.ok) return {ok: true, result: body.result ?? null}
      return {
        ok: false,
        error: `${response.status} ${body.error?.description ?? body.message ?? JSON.stringify(body)}`,
        serverError: response.status >= 500,
      }
    },
  }
}

function withoutFields(value: unknown, fields: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, fields))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) if (!fields.includes(key)) out[key] = withoutFields(item, fields)
  return out
}

type Verdict = 'match' | 'allowed' | 'differs'

function judge(expected: Answer, actual: Answer): Verdict {
  if (actual.ok === false && actual.serverError) return 'differs'
  if (!expected.ok || !actual.ok) return expected.ok === actual.ok ? 'match' : 'differs'
  if (isDeepStrictEqual(expected.result, actual.result)) return 'match'
  const fields = ALLOWED_DIFFERENCES.stampedSystemFields
  return isDeepStrictEqual(withoutFields(expected.result, fields), withoutFields(actual.result, fields))
    ? 'allowed'
    : 'differs'
}

const show = (answer: Answer): string =>
  (answer.ok ? JSON.stringify(answer.result) : `error: ${answer.error}`).slice(0, 300)

async function main(): Promise<void> {
  const started = performance.now()
  const {datasets, tests} = await readSuite(suitePath)
  const runnable = tests.filter((test) => datasets.get(test.dataset._ref)?.documents)
  const readSeconds = (performance.now() - started) / 1000

  // One lake dataset per suite dataset, named by its position.
  const names = new Map<string, string>()
  for (const dataset of datasets.values()) if (dataset.documents) names.set(dataset._id, `suite-${names.size}`)

  const dataDir = mkdtempSync(join(tmpdir(), 'vellum-groq-suite-'))
  const limits = {timeoutMs: TARGET_TIMEOUT_MS, maxLength: TARGET_MAX_QUERY_LENGTH}
  const memoryLake = createLake({storage: memoryStorage(), datasets: [...names.values()], limits})
  const sqliteLake = createLake({
    storage: sqliteStorage({filename: join(dataDir, 'lake.db')}),
    datasets: [...names.values()],
    limits,
  })
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dataDir, 'server'),
    onError: () => {},
    limits: {queryTimeoutMs: TARGET_TIMEOUT_MS, queryMaxLength: TARGET_MAX_QUERY_LENGTH},
  })
  // The lake's `*` yields documents in `_id` order (both storages; a dataset has no other
  // order), so groq-js is given the same documents in that order: the suite lists them as
  // written, and queries without order() would otherwise differ in order only.
  const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a['_id']) < String(b['_id']) ? -1 : String(a['_id']) > String(b['_id']) ? 1 : 0
  const reference = new Reference(
    Object.fromEntries([...names].map(([id, name]) => [name, [...datasets.get(id)!.documents!].sort(byId)])),
  )
  const token = server.tokens.add('administrator', 'GROQ suite')
  try {
    const importStarted = performance.now()
    for (const [id, name] of names) {
      const mutations = datasets.get(id)!.documents!.map((document) => ({createOrReplace: document}))
      server.lake.ensureDataset(name)
      for (const lake of [memoryLake, sqliteLake, server.lake]) {
        for (let i = 0; i < mutations.length; i += 500) await lake.mutate(name, mutations.slice(i, i + 500) as never)
      }
    }
    if (process.env['GROQ_SUITE_PROGRESS'] === '1')
      console.error(`  imported in ${Math.round(performance.now() - importStarted)} ms`)
    const importSeconds = (performance.now() - importStarted) / 1000

    const targets = [lakeTarget('memory', memoryLake), lakeTarget('SQLite', sqliteLake), httpTarget(server, token)]
    const counts = new Map(targets.map((target) => [target.name, {match: 0, allowed: 0, differs: 0, ms: 0}]))
    const differences: string[] = []
    const allowed = new Set<string>()
    const referenceTimedOut: string[] = []
    const referenceStarted = performance.now()
    let referenceMs = 0
    const progress = process.env['GROQ_SUITE_PROGRESS'] === '1'
    for (const [index, test] of runnable.entries()) {
      if (progress && index % 500 === 0) console.error(`  ${index} of ${runnable.length}…`)
      const testStarted = performance.now()
      const dataset = datasets.get(test.dataset._ref)!
      const params = test.params ?? {}
      const t0 = performance.now()
      const expected = await reference.answer(names.get(dataset._id)!, test.query, params)
      referenceMs += performance.now() - t0
      if (!expected) {
        referenceTimedOut.push(test._id)
        continue
      }
      for (const target of targets) {
        const t1 = performance.now()
        const actual = await target.run(names.get(dataset._id)!, test.query, params)
        const count = counts.get(target.name)!
        count.ms += performance.now() - t1
        const verdict = judge(expected, actual)
        count[verdict]++
        if (verdict === 'allowed') allowed.add(test._id)
        if (verdict === 'differs') {
          differences.push(
            `[${target.name}] ${test._id} (${test.name})\n  query:  ${test.query.trim().slice(0, 300)}\n  params: ${JSON.stringify(params).slice(0, 200)}\n  groq-js: ${show(expected)}\n  ${target.name}: ${show(actual)}`,
          )
        }
      }
      const testMs = performance.now() - testStarted
      if (progress && testMs > 1000) console.error(`  slow: ${test._id} ${Math.round(testMs)} ms`)
    }
    const runSeconds = (performance.now() - referenceStarted) / 1000

    const skipped = tests.length - runnable.length
    console.log(
      `GROQ suite: ${tests.length} tests over ${datasets.size} datasets (${skipped} skipped: their dataset is only referenced by URL)`,
    )
    console.log(
      `  read ${readSeconds.toFixed(1)} s, import ${importSeconds.toFixed(1)} s, run ${runSeconds.toFixed(1)} s`,
    )
    console.log(`  groq-js (reference): ${(referenceMs / 1000).toFixed(1)} s`)
    if (referenceTimedOut.length > 0) {
      console.log(
        `  not compared, groq-js takes over ${REFERENCE_TIMEOUT_MS / 1000} s: ${referenceTimedOut.length} (${referenceTimedOut.join(', ')})`,
      )
    }
    for (const target of targets) {
      const {match, allowed, differs, ms} = counts.get(target.name)!
      console.log(
        `  ${target.name.padEnd(7)} ${match} match, ${allowed} differ only in stamped system fields, ${differs} differ (${(ms / 1000).toFixed(1)} s)`,
      )
    }
    if (allowed.size > 0) console.log(`  differing only in stamped system fields: ${[...allowed].join(', ')}`)
    console.log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`)
    if (differences.length > 0) {
      const limit = Number(process.env['GROQ_SUITE_SHOW'] ?? 50)
      console.error(
        `\n${differences.length} differences from groq-js (showing ${Math.min(limit, differences.length)}):`,
      )
      for (const difference of differences.slice(0, limit)) console.error(difference)
      process.exitCode = 1
    }
  } finally {
    await reference.close()
    memoryLake.close()
    sqliteLake.close()
    await server.close()
    rmSync(dataDir, {recursive: true, force: true})
  }
}

await main()

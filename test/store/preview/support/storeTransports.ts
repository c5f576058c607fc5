import {Observable} from 'rxjs'
import {createClient, createInProcessClient, type QueryParams, type VellumClient} from '../../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../../src/lake'
import {startTestServer} from '../../../server/support/startTestServer'

/** A client of a real lake, in-process or over HTTP, and how to stop it. */
export interface StoreTransport {
  /** An administrator of project `local`, dataset `production`. */
  client: VellumClient
  /** The lake, for the in-process transport (to close or reach directly). */
  lake?: Lake
  close(): Promise<void>
}

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

/** The datasets each transport has: `production`, and `staging` for cross-dataset references (datasets are created explicitly). */
const DATASETS = ['production', 'staging']

/**
 * The two transports every store service is tested over: a real lake in this process, and a
 * real server on 127.0.0.1 over SQLite in a temp dir (see test/client for the same pair).
 */
export const STORE_TRANSPORTS: ReadonlyArray<{name: string; start(): Promise<StoreTransport>}> = [
  {
    name: 'an in-process lake',
    start: async () => {
      const lake = createLake({storage: memoryStorage(), datasets: DATASETS})
      return {client: createInProcessClient({lake, ...config}), lake, close: async () => lake.close()}
    },
  },
  {
    name: 'HTTP with SQLite',
    start: async () => {
      const server = await startTestServer()
      for (const dataset of DATASETS) server.server.lake.ensureDataset(dataset)
      return {client: createClient({apiHost: server.url, token: server.token, ...config}), close: () => server.close()}
    },
  },
]

/** One request a {@link countingClient} saw. */
export interface RecordedCall {
  method: 'fetch' | 'getDocuments' | 'getDocumentAvailability'
  dataset: string
  query?: string
  params?: QueryParams
  ids?: readonly string[]
  tag?: string
}

/** A client that records the requests made through it, and the requests recorded. */
export interface CountingClient {
  client: VellumClient
  calls: RecordedCall[]
  /** The calls of one method (optionally with one tag). */
  callsOf(method: RecordedCall['method'], tag?: string): RecordedCall[]
  /** The most requests that were in flight at once. */
  readonly maxInFlight: number
  /** Every listener opened: its query. */
  listens: string[]
  /** How many listeners are open now. */
  readonly openListeners: number
}

/**
 * Wraps a real client so tests can count its requests: `fetch`, `getDocuments` and
 * `getDocumentAvailability` are recorded (also through `withConfig`) and passed on unchanged;
 * listeners are counted while open.
 */
export function countingClient(inner: VellumClient): CountingClient {
  const calls: RecordedCall[] = []
  const listens: string[] = []
  let openListeners = 0
  let inFlight = 0
  let maxInFlight = 0
  const track = async <T>(call: RecordedCall, run: () => Promise<T>): Promise<T> => {
    calls.push(call)
    inFlight += 1
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      return await run()
    } finally {
      inFlight -= 1
    }
  }
  const wrap = (client: VellumClient): VellumClient => ({
    ...client,
    withConfig: (overrides) => wrap(client.withConfig(overrides)),
    fetch: (query, params, options) =>
      track(
        {
          method: 'fetch',
          dataset: client.config.dataset,
          query,
          ...(params ? {params} : {}),
          ...(options?.tag ? {tag: options.tag} : {}),
        },
        () => client.fetch(query, params, options),
      ),
    listen: (query, params, options) =>
      new Observable((subscriber) => {
        listens.push(query)
        openListeners += 1
        const subscription = client.listen(query, params, options).subscribe(subscriber)
        return () => {
          openListeners -= 1
          subscription.unsubscribe()
        }
      }),
    getDocuments: (ids, options) =>
      track({method: 'getDocuments', dataset: client.config.dataset, ids}, () => client.getDocuments(ids, options)),
    getDocumentAvailability: (ids, options) =>
      track({method: 'getDocumentAvailability', dataset: client.config.dataset, ids: [...ids]}, () =>
        client.getDocumentAvailability(ids, options),
      ),
  })
  return {
    client: wrap(inner),
    calls,
    callsOf: (method, tag) => calls.filter((call) => call.method === method && (tag === undefined || call.tag === tag)),
    get maxInFlight() {
      return maxInFlight
    },
    listens,
    get openListeners() {
      return openListeners
    },
  }
}

let counter = 0
/** A fresh id per test, so tests sharing a dataset never see each other's documents. */
export const uid = (prefix = 'doc') => `${prefix}-${Date.now().toString(36)}-${++counter}`

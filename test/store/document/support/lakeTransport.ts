import {Observable} from 'rxjs'
import {LakeError, type CompiledGrants, type Lake, type LakeErrorKind} from '../../../../src/lake'
import type {DocumentTransport, ListenEvent} from '../../../../src/store/document'

export const DATASET = 'production'

/** An error as the server answers it: the status and the lake's message. */
export class TransportError extends Error {
  readonly statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.name = 'TransportError'
    this.statusCode = statusCode
  }
}

// The statuses src/server/errorResponse.ts answers the lake's mutation errors with (other
// kinds are about queries, which these tests do not send: 400).
const STATUS_BY_KIND: Partial<Record<LakeErrorKind, number>> = {
  badRequest: 400,
  queryParse: 400,
  mutation: 400,
  conflict: 409,
  notFound: 404,
  permission: 403,
}

/** Options of {@link lakeTransport}. */
export interface LakeTransportOptions {
  /** The caller's grants, as the server passes them to the lake. */
  grants?: CompiledGrants
  /** Who commits (the lake records it). */
  author?: string
  /**
   * Simulated latency in ms of each leg of a request (there and back), drawn per leg. Timers
   * are the global ones, so fake timers drive it.
   */
  requestLatency?: () => number
  /** Simulated latency in ms of each listen event; events keep their order, as on one connection. */
  eventLatency?: () => number
}

/** A transport with knobs for what the network can do to a request. */
export interface TestTransport extends DocumentTransport {
  /** Every `mutate` call: its mutations, transaction id and (fake) time, in order. */
  readonly mutateCalls: Array<{mutations: unknown[]; transactionId: string; at: number}>
  /** How many listen subscriptions are open now. */
  readonly openListeners: number
  /** The next `mutate` calls fail with these errors before reaching the lake, in order. */
  failNext(...errors: unknown[]): void
  /** The next `mutate` call reaches the lake and commits, but its answer is lost. */
  loseNextAnswer(): void
  /** The next `count` listen events (of any listener) are lost on the way. */
  dropNextEvents(count: number): void
  /** Ends every open listen stream, as a server going away does (with a `reconnect` first). */
  endListeners(): void
}

const delay = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

/**
 * The store's transport over a real in-process lake, mapping lake errors to the statuses the
 * server would answer. Only the network is simulated (latency, failures, a lost answer); every
 * commit, read and event is the lake's own.
 */
export function lakeTransport(lake: Lake, options: LakeTransportOptions = {}): TestTransport {
  const requestLatency = options.requestLatency ?? (() => 0)
  const eventLatency = options.eventLatency ?? (() => 0)
  const failures: unknown[] = []
  let loseAnswer = false
  let eventsToDrop = 0
  let openListeners = 0
  const enders = new Set<() => void>()
  const mutateCalls: TestTransport['mutateCalls'] = []

  const toTransportError = (error: unknown): unknown =>
    error instanceof LakeError ? new TransportError(STATUS_BY_KIND[error.kind] ?? 400, error.message) : error

  return {
    mutateCalls,
    get openListeners() {
      return openListeners
    },
    failNext: (...errors) => failures.push(...errors),
    loseNextAnswer: () => {
      loseAnswer = true
    },
    dropNextEvents: (count) => {
      eventsToDrop += count
    },
    endListeners: () => [...enders].forEach((end) => end()),
    getDocuments: async (ids) => {
      await delay(requestLatency())
      const documents = lake.getDocuments(DATASET, [...ids])
      await delay(requestLatency())
      return documents
    },
    mutate: async (mutations, mutateOptions) => {
      mutateCalls.push({
        mutations: structuredClone([...mutations]),
        transactionId: mutateOptions.transactionId,
        at: Date.now(),
      })
      if (failures.length > 0) throw failures.shift()
      const lose = loseAnswer
      loseAnswer = false
      await delay(requestLatency())
      let result
      try {
        result = await lake.mutate(DATASET, [...mutations], {
          transactionId: mutateOptions.transactionId,
          ...(options.author ? {author: options.author} : {}),
          ...(options.grants ? {grants: options.grants} : {}),
        })
      } catch (error) {
        await delay(requestLatency())
        throw toTransportError(error)
      }
      if (lose) throw new TypeError('fetch failed')
      await delay(requestLatency())
      return result
    },
    listen: (query, params, listenOptions) =>
      new Observable<ListenEvent>((subscriber) => {
        openListeners++
        let deliverAt = 0
        const timers = new Set<ReturnType<typeof setTimeout>>()
        const teardown = lake.listen(
          DATASET,
          query,
          params,
          {...listenOptions, ...(options.grants ? {grants: options.grants} : {})},
          (event) => {
            if (event.type === 'mutation' && eventsToDrop > 0) {
              eventsToDrop--
              return
            }
            const wait = eventLatency()
            if (wait <= 0 && timers.size === 0) {
              subscriber.next(event)
              return
            }
            // One connection delivers in order: an event never overtakes the one before it.
            deliverAt = Math.max(deliverAt, Date.now() + wait)
            const timer = setTimeout(() => {
              timers.delete(timer)
              subscriber.next(event)
            }, deliverAt - Date.now())
            timers.add(timer)
          },
        )
        const end = () => {
          subscriber.next({type: 'reconnect'})
          subscriber.complete()
        }
        enders.add(end)
        return () => {
          enders.delete(end)
          openListeners--
          teardown()
          timers.forEach(clearTimeout)
        }
      }),
  }
}

import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {reconnecting, type ConnectionHandlers} from '../../src/client/reconnecting'
import {RETRY_CAP_MS, retryDelay} from '../../src/client'

type Event = {type: 'welcome'} | {type: 'reconnect'} | {type: 'data'; n: number}

/** A connection the test drives by hand: each attempt's handlers and whether it was torn down. */
function scriptedConnection() {
  const attempts: Array<{handlers: ConnectionHandlers<Event>; closed: boolean}> = []
  const connect = (handlers: ConnectionHandlers<Event>) => {
    const attempt = {handlers, closed: false}
    attempts.push(attempt)
    return () => {
      attempt.closed = true
    }
  }
  return {attempts, observable: reconnecting<Event>(connect, {type: 'reconnect'})}
}

describe('retryDelay', () => {
  it('doubles from 100 ms and stops at 240 000 ms', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([100, 200, 400, 800])
    expect(retryDelay(11)).toBe(204_800)
    expect(retryDelay(12)).toBe(RETRY_CAP_MS)
    expect(retryDelay(50)).toBe(240_000)
  })
})

describe('reconnecting', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reconnects after the backoff delay, emitting reconnect once per outage', () => {
    const {attempts, observable} = scriptedConnection()
    const seen: Event[] = []
    const subscription = observable.subscribe((event) => seen.push(event))
    attempts[0]!.handlers.connected()
    attempts[0]!.handlers.emit({type: 'welcome'})
    attempts[0]!.handlers.lost()
    expect(attempts[0]!.closed).toBe(true)
    expect(seen).toEqual([{type: 'welcome'}, {type: 'reconnect'}])

    vi.advanceTimersByTime(99)
    expect(attempts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(attempts).toHaveLength(2)
    // Failing again waits twice as long, and says nothing new.
    attempts[1]!.handlers.lost()
    vi.advanceTimersByTime(199)
    expect(attempts).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(attempts).toHaveLength(3)
    expect(seen).toEqual([{type: 'welcome'}, {type: 'reconnect'}])

    // A live connection starts the backoff over and makes the next loss a new outage.
    attempts[2]!.handlers.connected()
    attempts[2]!.handlers.lost()
    vi.advanceTimersByTime(100)
    expect(attempts).toHaveLength(4)
    expect(seen.filter((event) => event.type === 'reconnect')).toHaveLength(2)
    subscription.unsubscribe()
  })

  it('emits reconnect first when the first attempt fails', () => {
    const {attempts, observable} = scriptedConnection()
    const seen: Event[] = []
    observable.subscribe((event) => seen.push(event)).add(() => {})
    attempts[0]!.handlers.lost()
    expect(seen).toEqual([{type: 'reconnect'}])
  })

  it('ends with the error of a failure and does not retry', () => {
    const {attempts, observable} = scriptedConnection()
    const errors: unknown[] = []
    observable.subscribe({error: (error: unknown) => errors.push(error)})
    attempts[0]!.handlers.fail(new Error('401'))
    vi.advanceTimersByTime(RETRY_CAP_MS)
    expect(errors).toEqual([new Error('401')])
    expect(attempts).toHaveLength(1)
    expect(attempts[0]!.closed).toBe(true)
  })

  it('ignores what a torn-down attempt reports later', () => {
    const {attempts, observable} = scriptedConnection()
    const seen: Event[] = []
    observable.subscribe((event) => seen.push(event))
    const stale = attempts[0]!.handlers
    stale.lost()
    stale.emit({type: 'data', n: 1})
    stale.lost()
    vi.advanceTimersByTime(100)
    expect(seen).toEqual([{type: 'reconnect'}])
    expect(attempts).toHaveLength(2)
  })

  it('cancels a pending retry and closes the connection on unsubscribe', () => {
    const {attempts, observable} = scriptedConnection()
    const subscription = observable.subscribe(() => {})
    attempts[0]!.handlers.lost()
    subscription.unsubscribe()
    vi.advanceTimersByTime(RETRY_CAP_MS)
    expect(attempts).toHaveLength(1)

    const second = scriptedConnection()
    second.observable.subscribe(() => {}).unsubscribe()
    expect(second.attempts[0]!.closed).toBe(true)
  })

  it('tears down an attempt that failed while connecting', () => {
    let tornDown = false
    const errors: unknown[] = []
    reconnecting<Event>(
      (handlers) => {
        handlers.fail(new Error('at once'))
        return () => {
          tornDown = true
        }
      },
      {type: 'reconnect'},
    ).subscribe({error: (error: unknown) => errors.push(error)})
    expect(errors).toHaveLength(1)
    expect(tornDown).toBe(true)
  })
})

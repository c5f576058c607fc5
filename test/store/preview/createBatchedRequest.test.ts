import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createBatchedRequest} from '../../../src/store/preview'
import {recordEvents} from '../../client/support/recordEvents'

/** A batch runner that answers each argument doubled, and keeps what it was asked. */
function doubling() {
  const batches: Array<{args: number[]; signal: AbortSignal}> = []
  const run = async (args: number[], signal: AbortSignal) => {
    batches.push({args, signal})
    return args.map((arg) => arg * 2)
  }
  return {run, batches}
}

describe('createBatchedRequest', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends the requests of one window as one batch and answers each with its own result', async () => {
    const {run, batches} = doubling()
    const request = createBatchedRequest(run, 100)
    const answers = [1, 2, 3].map((n) => recordEvents(request(n)))
    await vi.advanceTimersByTimeAsync(99)
    expect(batches).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(batches.map((batch) => batch.args)).toEqual([[1, 2, 3]])
    expect(answers.map((answer) => answer.values)).toEqual([[2], [4], [6]])
    await Promise.all(answers.map((answer) => answer.completed()))
  })

  it('keeps the window fixed from its first request, so later requests cannot hold it back', async () => {
    const {run, batches} = doubling()
    const request = createBatchedRequest(run, 100)
    recordEvents(request(1))
    await vi.advanceTimersByTimeAsync(60)
    recordEvents(request(2))
    await vi.advanceTimersByTimeAsync(40)
    expect(batches.map((batch) => batch.args)).toEqual([[1, 2]])
    recordEvents(request(3))
    await vi.advanceTimersByTimeAsync(100)
    expect(batches.map((batch) => batch.args)).toEqual([[1, 2], [3]])
  })

  it('leaves out requests unsubscribed before the window closes, and sends nothing when none are left', async () => {
    const {run, batches} = doubling()
    const request = createBatchedRequest(run, 100)
    const kept = recordEvents(request(1))
    recordEvents(request(2)).unsubscribe()
    await vi.advanceTimersByTimeAsync(100)
    expect(batches.map((batch) => batch.args)).toEqual([[1]])
    expect(kept.values).toEqual([2])
    recordEvents(request(5)).unsubscribe()
    await vi.advanceTimersByTimeAsync(500)
    expect(batches).toHaveLength(1)
  })

  it('aborts a running batch once every requester has gone', async () => {
    const signals: AbortSignal[] = []
    const request = createBatchedRequest<number, number>((args, signal) => {
      signals.push(signal)
      return new Promise(() => {})
    }, 10)
    const [a, b] = [recordEvents(request(1)), recordEvents(request(2))]
    await vi.advanceTimersByTimeAsync(10)
    a.unsubscribe()
    expect(signals[0]!.aborted).toBe(false)
    b.unsubscribe()
    expect(signals[0]!.aborted).toBe(true)
  })

  it('fails every request of a batch that fails', async () => {
    const request = createBatchedRequest<number, number>(async () => {
      throw new Error('query failed')
    }, 10)
    const [a, b] = [recordEvents(request(1)), recordEvents(request(2))]
    await vi.advanceTimersByTimeAsync(10)
    await expect(a.error()).resolves.toMatchObject({message: 'query failed'})
    await expect(b.error()).resolves.toMatchObject({message: 'query failed'})
  })

  it('refuses a negative window', () => {
    expect(() => createBatchedRequest(async () => [], -1)).toThrow(RangeError)
  })
})

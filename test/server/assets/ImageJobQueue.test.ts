import {describe, expect, it} from 'vitest'
import {ImageJobQueue} from '../../../src/server/assets'

/** A job that runs until the test releases it, recording when it started. */
function heldJob(started: string[], name: string) {
  let release!: () => void
  const done = new Promise<void>((resolve) => (release = resolve))
  return {
    job: async () => {
      started.push(name)
      await done
      return name
    },
    release,
  }
}

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('ImageJobQueue', () => {
  it('runs at most `concurrency` jobs at once and starts the rest in arrival order', async () => {
    const queue = new ImageJobQueue(2)
    const started: string[] = []
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => heldJob(started, name))
    const results = jobs.map(({job}) => queue.run(job))
    await settle()
    expect(started).toEqual(['a', 'b'])
    expect(queue.counts()).toEqual({running: 2, waiting: 3, mostRunning: 2, started: 2})
    jobs[1]!.release()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])
    jobs[0]!.release()
    await settle()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    for (const {release} of jobs) release()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(queue.counts()).toEqual({running: 0, waiting: 0, mostRunning: 2, started: 5})
  })

  it('frees the slot of a job that fails', async () => {
    const queue = new ImageJobQueue(1)
    await expect(queue.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt')
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next')
    expect(queue.counts()).toEqual({running: 0, waiting: 0, mostRunning: 1, started: 2})
  })

  it('does not let a job arriving as a slot frees up jump the queue', async () => {
    const queue = new ImageJobQueue(1)
    const started: string[] = []
    const first = heldJob(started, 'first')
    const waiting = heldJob(started, 'waiting')
    const late = heldJob(started, 'late')
    const runs = [queue.run(first.job), queue.run(waiting.job)]
    await settle()
    first.release()
    runs.push(queue.run(late.job))
    await settle()
    expect(started).toEqual(['first', 'waiting'])
    waiting.release()
    late.release()
    await Promise.all(runs)
    expect(started).toEqual(['first', 'waiting', 'late'])
  })

  it('refuses a concurrency below 1', () => {
    expect(() => new ImageJobQueue(0)).toThrow(RangeError)
  })
})

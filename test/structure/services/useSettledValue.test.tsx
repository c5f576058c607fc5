import {act, cleanup, renderHook} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {useSettledValue} from '../../../src/structure/services/useSettledValue'

afterEach(cleanup)

// Wide margins over the 10 ms steps below, so a busy machine does not make a burst look quiet.
const QUIET_MS = 250
const MAX_WAIT_MS = 600
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

describe('useSettledValue', () => {
  it('passes a change after a quiet spell on at once', async () => {
    const hook = renderHook(({value}) => useSettledValue(value, QUIET_MS, MAX_WAIT_MS), {initialProps: {value: 'a'}})
    await sleep(QUIET_MS + 20)
    hook.rerender({value: 'b'})
    expect(hook.result.current).toBe('b')
  })

  it('holds back changes that come fast until the value has been quiet, then shows the last one', async () => {
    const hook = renderHook(({value}) => useSettledValue(value, QUIET_MS, MAX_WAIT_MS), {initialProps: {value: 'a'}})
    await sleep(QUIET_MS + 20)
    hook.rerender({value: 'ab'})
    for (const value of ['abc', 'abcd', 'abcde']) {
      await sleep(10)
      hook.rerender({value})
    }
    // The first change of the burst showed; the rest wait for the pause.
    expect(hook.result.current).toBe('ab')
    await sleep(QUIET_MS + 40)
    expect(hook.result.current).toBe('abcde')
  })

  it('passes on at once a change that may not wait, even in a burst', async () => {
    const holdBack = (_shown: string, next: string) => next !== 'published'
    const hook = renderHook(({value}) => useSettledValue(value, QUIET_MS, MAX_WAIT_MS, holdBack), {
      initialProps: {value: 'a'},
    })
    await sleep(QUIET_MS + 20)
    hook.rerender({value: 'ab'})
    await sleep(10)
    hook.rerender({value: 'abc'})
    expect(hook.result.current).toBe('ab')
    hook.rerender({value: 'published'})
    expect(hook.result.current).toBe('published')
  })

  it('shows a value that keeps changing at least every max wait', async () => {
    const hook = renderHook(({value}) => useSettledValue(value, QUIET_MS, MAX_WAIT_MS), {initialProps: {value: 0}})
    await sleep(QUIET_MS + 20)
    const seen = new Set<number>()
    const started = performance.now()
    for (let value = 1; performance.now() - started < MAX_WAIT_MS * 2.5; value++) {
      hook.rerender({value})
      seen.add(hook.result.current)
      await sleep(QUIET_MS / 4)
    }
    // Never quiet, yet shown more than once after the first change: the max wait let it through.
    expect([...seen].filter((value) => value > 1).length).toBeGreaterThanOrEqual(1)
  })
})

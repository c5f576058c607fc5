import {afterEach, describe, expect, it, vi} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage} from '../../../src/lake'
import {checkoutPair} from '../../../src/store'
import {createPairLeases, PAIR_LINGER_MS} from '../../../src/structure/services/createPairLeases'

afterEach(() => vi.useRealTimers())

const ids = {publishedId: 'p1', draftId: 'drafts.p1'}
const client = () => createInProcessClient({lake: createLake({storage: memoryStorage()}), projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19'})

describe('createPairLeases', () => {
  it('shares one pair per id among its users, open until a while after the last one leaves', async () => {
    vi.useFakeTimers()
    const transport = client()
    const leases = createPairLeases(transport)
    const first = leases.lease('p1')
    const second = leases.lease('p1')
    expect(second.pair).toBe(first.pair)
    expect(first.pair.idPair).toEqual(ids)
    first.release()
    second.release()
    second.release()
    await vi.advanceTimersByTimeAsync(PAIR_LINGER_MS - 1)
    // Still checked out: the store hands out the same pair.
    expect(checkoutPair(ids, transport)).toBe(first.pair)
    await vi.advanceTimersByTimeAsync(1)
    expect(checkoutPair(ids, transport)).not.toBe(first.pair)
  })

  it('keeps a pair leased again while it lingered', async () => {
    vi.useFakeTimers()
    const transport = client()
    const leases = createPairLeases(transport, 1000)
    const first = leases.lease('p1')
    first.release()
    await vi.advanceTimersByTimeAsync(500)
    const again = leases.lease('p1')
    expect(again.pair).toBe(first.pair)
    await vi.advanceTimersByTimeAsync(5000)
    expect(checkoutPair(ids, transport)).toBe(first.pair)
    again.release()
    await vi.advanceTimersByTimeAsync(1000)
    expect(checkoutPair(ids, transport)).not.toBe(first.pair)
  })

  it('closes at once with no linger, and closes everything on dispose', () => {
    const transport = client()
    const now = createPairLeases(transport, 0)
    const lease = now.lease('p1')
    lease.release()
    expect(checkoutPair(ids, transport)).not.toBe(lease.pair)

    const disposable = createPairLeases(transport)
    const held = disposable.lease('p2')
    disposable.dispose()
    expect(checkoutPair({publishedId: 'p2', draftId: 'drafts.p2'}, transport)).not.toBe(held.pair)
  })

  it('refuses a linger that is not a number of milliseconds', () => {
    expect(() => createPairLeases(client(), -1)).toThrow(RangeError)
    expect(() => createPairLeases(client(), Number.NaN)).toThrow('lingerMs must be a number of milliseconds, not NaN')
  })
})

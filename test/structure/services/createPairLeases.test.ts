import {afterEach, describe, expect, it, vi} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage} from '../../../src/lake'
import {checkoutPair} from '../../../src/store'
import {createPairLeases, PAIR_LINGER_MS} from '../../../src/structure/services/createPairLeases'

afterEach(() => vi.useRealTimers())

const ids = {publishedId: 'p1', draftId: 'drafts.p1'}
const client = () =>
  createInProcessClient({
    lake: createLake({storage: memoryStorage()}),
    projectId: 'blog',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })

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

  it('lets only the most recently left pairs linger, so their listeners leave connections for the next document', async () => {
    vi.useFakeTimers()
    const transport = client()
    const pairIds = (publishedId: string) => ({publishedId, draftId: `drafts.${publishedId}`})
    const leases = createPairLeases(transport)
    const first = leases.lease('a')
    first.release()
    const second = leases.lease('b')
    // 'a' lingers alone while 'b' is in use.
    expect(checkoutPair(pairIds('a'), transport)).toBe(first.pair)
    second.release()
    // 'b' left more recently: 'a' closes at once, 'b' lingers.
    expect(checkoutPair(pairIds('a'), transport)).not.toBe(first.pair)
    expect(checkoutPair(pairIds('b'), transport)).toBe(second.pair)
    // Leased again while lingering, it no longer counts; a pair left after it lingers beside nothing else.
    const again = leases.lease('b')
    expect(again.pair).toBe(second.pair)
    const third = leases.lease('c')
    third.release()
    expect(checkoutPair(pairIds('b'), transport)).toBe(second.pair)
    expect(checkoutPair(pairIds('c'), transport)).toBe(third.pair)
    await vi.advanceTimersByTimeAsync(PAIR_LINGER_MS)
    expect(checkoutPair(pairIds('c'), transport)).not.toBe(third.pair)
    expect(checkoutPair(pairIds('b'), transport)).toBe(second.pair)

    const three = createPairLeases(transport, PAIR_LINGER_MS, 3)
    const held = ['x', 'y', 'z', 'w'].map((id) => three.lease(id))
    for (const lease of held) lease.release()
    expect(checkoutPair(pairIds('x'), transport)).not.toBe(held[0]!.pair)
    for (const [index, id] of ['y', 'z', 'w'].entries())
      expect(checkoutPair(pairIds(id), transport)).toBe(held[index + 1]!.pair)
    expect(() => createPairLeases(transport, 1000, 1.5)).toThrow('maxLingering must be a whole number, not 1.5')
  })

  it('refuses a linger that is not a number of milliseconds', () => {
    expect(() => createPairLeases(client(), -1)).toThrow(RangeError)
    expect(() => createPairLeases(client(), Number.NaN)).toThrow('lingerMs must be a number of milliseconds, not NaN')
  })
})

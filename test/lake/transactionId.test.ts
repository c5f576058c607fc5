import {describe, expect, it} from 'vitest'
import {createLake, memoryStorage, newTransactionId} from '../../src/lake'

describe('newTransactionId', () => {
  it('makes 22-character ids of letters and digits that sort by time', () => {
    const times = [0, 1, 61, 62, 1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000, 218_000_000_000_000]
    const ids = times.map((ms) => newTransactionId(new Date(ms)))
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{22}$/)
    // Byte order (as SQLite's index compares them) is time order.
    expect([...ids].sort()).toEqual(ids)
  })

  it('differs between ids made in the same millisecond', () => {
    const at = new Date('2026-11-21T12:00:00.000Z')
    const ids = new Set(Array.from({length: 1000}, () => newTransactionId(at)))
    expect(ids.size).toBe(1000)
  })

  it('is what a lake uses unless told otherwise', async () => {
    const lake = createLake({storage: memoryStorage()})
    const first = await lake.mutate('production', [{create: {_id: 'a', _type: 'post'}}])
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await lake.mutate('production', [{create: {_id: 'b', _type: 'post'}}])
    expect(first.transactionId).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(first.transactionId < second.transactionId).toBe(true)
  })
})

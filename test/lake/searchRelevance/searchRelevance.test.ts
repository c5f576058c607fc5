import {describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {RELEVANCE_CASES, RELEVANCE_DOCUMENTS, RELEVANCE_TYPES} from './dataset'

/** The floor the mean reciprocal rank of the set must stay at or above. */
const MRR_FLOOR = 0.9

describe('search relevance', () => {
  it(`ranks the expected document first: mean reciprocal rank ≥ ${MRR_FLOOR} over ${RELEVANCE_CASES.length} queries`, async () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(30)
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate(
      'production',
      RELEVANCE_DOCUMENTS.map(({_rev: _, ...document}) => ({createOrReplace: document})),
    )
    let sum = 0
    const misses: string[] = []
    for (const {query, first, top5 = []} of RELEVANCE_CASES) {
      const {hits} = await lake.textSearch('production', {query: {string: query}, types: RELEVANCE_TYPES, limit: 50})
      const ids = hits.map((hit) => hit.id)
      const rank = ids.indexOf(first) + 1
      sum += rank > 0 ? 1 / rank : 0
      if (rank !== 1) misses.push(`${query}: ${first} at ${rank}, got ${ids.slice(0, 3).join(', ')}`)
      for (const id of top5) expect(ids.slice(0, 5), `${query}: ${id} in the first five`).toContain(id)
    }
    const mrr = sum / RELEVANCE_CASES.length
    expect(mrr, `MRR ${mrr.toFixed(4)}; not first:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(MRR_FLOOR)
  })
})

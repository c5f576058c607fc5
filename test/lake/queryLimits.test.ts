import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {createLake, LakeError, memoryStorage, type Lake, type QueryLimits} from '../../src/lake'
import {evaluateCooperatively, evaluateWithDeadline, prepareQuery} from '../../src/lake/evaluateQuery'
import {exceedsJsonBytes} from '../../src/lake/jsonSize'
import {QueryDeadline} from '../../src/lake/QueryDeadline'
import {analyzeQuery, planQuery} from '../../src/lake/queryPlan'
import {addTicks, TICK_REF} from '../../src/lake/queryTicks'
import {dataset, params, query} from './queryPlanArbitraries'

/** How many distinct ticks (`select(<tick> => …)` nodes) a tree holds. */
function countTicks(tree: unknown): number {
  const seen = new Set<object>()
  let ticks = 0
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    const node = value as {
      type?: unknown
      alternatives?: Array<{condition: {type: string; base?: {value?: {_ref?: string}}}}>
    }
    if (node.type === 'Select' && node.alternatives?.[0]?.condition.base?.value?._ref === TICK_REF) ticks++
    Object.values(value).forEach(visit)
  }
  visit(tree)
  return ticks
}

/** The nested count of the attacker review: 50 × 300 × every document. */
const NESTED_COUNT = '*[0...50]{"x": *[0...300]{"y": count(*[n > ^.n])}}'

async function lakeWith(count: number, limits: Partial<QueryLimits> = {}): Promise<Lake> {
  const lake = createLake({storage: memoryStorage(), limits})
  const docs = Array.from({length: count}, (_, n) => ({_id: `d${n}`, _type: 'thing', n}))
  for (let i = 0; i < docs.length; i += 500)
    await lake.mutate(
      'production',
      docs.slice(i, i + 500).map((doc) => ({create: doc})),
    )
  return lake
}

async function refusal(promise: Promise<unknown>): Promise<LakeError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(LakeError)
  return error as LakeError
}

/**
 * Runs `work` while a 5 ms interval timer measures how late it fires: the longest the event
 * loop was held.
 */
async function longestStall(
  work: () => Promise<unknown>,
): Promise<{stallMs: number; elapsedMs: number; outcome: unknown}> {
  let last = performance.now()
  let stallMs = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last - 5)
    last = now
  }, 5)
  const started = performance.now()
  const outcome = await work().then(
    (value) => value,
    (error: unknown) => error,
  )
  const elapsedMs = performance.now() - started
  clearInterval(timer)
  return {stallMs, elapsedMs, outcome}
}

describe('query limits of the in-process lake', () => {
  it('stops the nested count query with "Query timed out" at the deadline, without holding the event loop', async () => {
    const lake = await lakeWith(3000, {timeoutMs: 400})
    const {stallMs, elapsedMs, outcome} = await longestStall(() => lake.query('production', NESTED_COUNT))
    expect(outcome).toBeInstanceOf(LakeError)
    expect(outcome).toMatchObject({kind: 'queryLimit', message: 'Query timed out'})
    expect(elapsedMs).toBeGreaterThanOrEqual(390)
    expect(elapsedMs).toBeLessThan(1400)
    expect(stallMs).toBeLessThan(200)
  })

  it('stops nested loops over literal lists too, which never read the dataset', async () => {
    const lake = await lakeWith(1, {timeoutMs: 300})
    const list = `[${'1,'.repeat(499)}1]`
    const error = await refusal(lake.query('production', `${list}[count(${list}[count(${list}[@ > 0]) > 0]) > 0]`))
    expect(error.message).toBe('Query timed out')
  })

  it("takes a time limit for one call in place of the lake's", async () => {
    const lake = await lakeWith(2000, {timeoutMs: 60_000})
    const started = performance.now()
    const error = await refusal(lake.query('production', NESTED_COUNT, {}, {limits: {timeoutMs: 200}}))
    expect(error.message).toBe('Query timed out')
    expect(performance.now() - started).toBeLessThan(1200)
  })

  it('refuses a query longer than the limit before parsing it, naming the limit', async () => {
    const lake = await lakeWith(1, {maxLength: 100})
    const error = await refusal(lake.query('production', `*[_id in [${'"a",'.repeat(40)}"a"]]`))
    expect(error.kind).toBe('tooLarge')
    expect(error.message).toMatch(/^Query is longer than the limit of 100 characters/)
    // Not a syntax error: the parser never saw it.
    const unparsable = await refusal(lake.query('production', `*[${'('.repeat(200)}`))
    expect(unparsable.kind).toBe('tooLarge')
  })

  it('refuses a result larger than the limit, even one that repeats the dataset under every document', async () => {
    const lake = await lakeWith(2000, {maxResultBytes: 100_000})
    const started = performance.now()
    // Its JSON would be 2,000 × 2,000 documents: the count stops at the limit.
    const error = await refusal(lake.query('production', '*{"all": *}'))
    expect(performance.now() - started).toBeLessThan(1000)
    expect(error).toMatchObject({kind: 'queryLimit', details: {type: 'queryResultTooLargeError'}})
    expect(error.message).toMatch(/larger than the limit of 100,000 bytes/)
    await expect(lake.query('production', '*[0...10]{_id}')).resolves.toHaveLength(10)
  })

  it('answers geo::distance(1, 2) with a queryEvaluation error naming the function', async () => {
    const lake = await lakeWith(3)
    const error = await refusal(lake.query('production', '*[geo::distance(1, 2) > 1]'))
    expect(error.kind).toBe('queryEvaluation')
    expect(error.message).toBe('geo::distance() is not supported by this server')
  })

  it('puts deletes by query under the time limit, deleting nothing when it runs out', async () => {
    const lake = await lakeWith(2000, {timeoutMs: 200})
    const error = await refusal(
      lake.mutate('production', [{delete: {query: '*[count(*[n > ^.n]) > count(*[n < ^.n])]'}}]),
    )
    expect(error.message).toBe('Query timed out')
    expect(await lake.query('production', 'count(*)')).toBe(2000)
  })

  it('puts text search filters under the length and time limits', async () => {
    const lake = await lakeWith(2000, {timeoutMs: 200, maxLength: 200})
    const slow = await refusal(
      lake.textSearch('production', {query: {string: ''}, filter: 'count(*[n > ^.n]) > count(*[n < ^.n])'}),
    )
    expect(slow.message).toBe('Query timed out')
    const long = await refusal(
      lake.textSearch('production', {query: {string: ''}, filter: `_id in [${'"a",'.repeat(60)}"a"]`}),
    )
    expect(long.kind).toBe('tooLarge')
    expect(long.message).toMatch(/^Text search filter is longer than the limit of 200 characters/)
  })

  it('a listen filter that would take seconds per document does not hold up commits: past its budget it does not match', async () => {
    const lake = await lakeWith(1)
    const list = `[${'1,'.repeat(299)}1]`
    const events: string[] = []
    const stop = lake.listen(
      'production',
      `*[count(${list}[count(${list}[count(${list}[@ > 0]) > 0]) > 0]) > 0]`,
      {},
      {},
      (event) => events.push(event.type),
    )
    const started = performance.now()
    await lake.mutate('production', [{create: {_id: 'slow', _type: 'thing', n: 1}}])
    expect(performance.now() - started).toBeLessThan(500)
    expect(events).toEqual(['welcome'])
    stop()
  })

  it('refuses a listen query longer than listenMaxLength', async () => {
    const lake = await lakeWith(1, {listenMaxLength: 50})
    expect(() => lake.listen('production', `*[_id in [${'"a",'.repeat(20)}"a"]]`, {}, {}, () => {})).toThrow(
      /^Listen query is longer than the limit of 50 characters/,
    )
    const stop = lake.listen('production', '*[_type == "thing"]', {}, {}, () => {})
    stop()
  })
})

describe('evaluation within a deadline', () => {
  it('gives the same results as groq-js, synchronously and cooperatively, for any query', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, query, params, async (data, q, p) => {
        const expected = await (await evaluate(parse(q), {dataset: data, params: p})).get()
        const prepared = prepareQuery(parse(q))
        const deadline = new QueryDeadline(10_000)
        expect(await evaluateWithDeadline(prepared, {dataset: data, params: p}, deadline)).toEqual(expected)
        expect(await evaluateCooperatively(prepared.cooperative, {dataset: data, params: p}, deadline)).toEqual(
          expected,
        )
      }),
      {numRuns: 300, seed: 20261126},
    )
  })

  it('goes on cooperatively, with the same result, once a query needs longer than the synchronous budget', async () => {
    const docs = Array.from({length: 1500}, (_, n) => ({_id: `d${n}`, n}))
    const q = '*[0...40]{"y": count(*[n > ^.n])}'
    const expected = await (await evaluate(parse(q), {dataset: docs})).get()
    const {stallMs, outcome} = await longestStall(() =>
      evaluateWithDeadline(prepareQuery(parse(q)), {dataset: docs, params: {}}, new QueryDeadline(60_000)),
    )
    expect(outcome).toEqual(expected)
    expect(stallMs).toBeLessThan(200)
  })

  it('checks the clock in loops whose steps may be slow, and not in quick ones', () => {
    const ticks = (q: string, placement: 'slow' | 'every' = 'slow') => countTicks(addTicks(parse(q), placement))
    expect(ticks('*[_type == "post" && slug.current == $slug]{title, "author": author->name}')).toBe(0)
    expect(ticks('*[_type == "post"]{"n": count(*[references(^._id)])}')).toBe(2)
    expect(ticks('*[title in $titles]')).toBe(1)
    expect(ticks('*[a == 1] | order(b desc)', 'every')).toBe(2)
  })
})

describe('planning long chains', () => {
  it('plans a chain of 3,000 && terms in milliseconds (it took 15 s: each term re-merged all before it)', () => {
    const chain = Array.from({length: 3000}, (_, i) => `a${i % 50} == ${i}`).join(' && ')
    const tree = parse(`*[_type == "post" && ${chain}]`)
    const started = performance.now()
    expect(analyzeQuery(tree, {}).plan).toMatchObject({kind: 'narrow', where: {kind: 'and'}})
    expect(performance.now() - started).toBeLessThan(300)
  })

  it('still merges the atoms of long chains: 2,000 _id comparisons under || become one id list', () => {
    const ids = Array.from({length: 2000}, (_, i) => `id${i}`)
    const plan = planQuery(`*[${ids.map((id) => `_id == "${id}"`).join(' || ')}]`, {})
    expect(plan).toMatchObject({kind: 'narrow', where: {kind: 'id', ids}})
  })
})

describe('exceedsJsonBytes', () => {
  it('agrees with the UTF-8 length of JSON.stringify, to the byte', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string({unit: 'binary'}), fc.anything({withDate: true})), (value) => {
        const bytes = new TextEncoder().encode(JSON.stringify(value) ?? 'null').length
        expect(exceedsJsonBytes(value, bytes)).toBe(false)
        expect(exceedsJsonBytes(value, bytes - 1)).toBe(true)
      }),
      {numRuns: 2000, seed: 20261126},
    )
  })
})

import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {matchesPathGlob} from '../../src/lake/pathGlob'
import {planQuery} from '../../src/lake/queryPlan'
import {evaluateWithPlan} from '../../src/lake/queryPlanEvaluate'
import {hasReference, matchesPlan, referencedIds} from '../../src/lake/queryPlanMatch'
import {dataset, filter, ids, params, query, type Doc} from './queryPlanArbitraries'

async function fullScan(q: string, data: Doc[], p: Record<string, unknown>, root: unknown): Promise<unknown> {
  return (await evaluate(parse(q, {params: p}), {dataset: data, params: p, root})).get()
}

describe('query plans', () => {
  it('give the same results as a full scan, for any candidates the plan allows', async () => {
    await fc.assert(
      fc.asyncProperty(
        dataset,
        query,
        params,
        fc.array(fc.boolean(), {maxLength: ids.length}),
        async (data, q, p, extra) => {
          const root = {skip: 'a'}
          const expected = await fullScan(q, data, p, root)
          // Candidates: every document the plan allows, plus arbitrary others, in dataset order.
          const actual = await evaluateWithPlan(
            q,
            p,
            (plan) => data.filter((d, i) => matchesPlan(d, plan) || extra[i] === true),
            () => data,
            {root},
          )
          expect(actual).toEqual(expected)
        },
      ),
      {numRuns: 1000},
    )
  })

  it('never exclude a document the filter keeps', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, filter, params, async (data, f, p) => {
        const plan = planQuery(`*[${f}]`, p)
        const kept = (await fullScan(`*[${f}]`, data, p, null)) as Doc[]
        for (const d of kept) expect(matchesPlan(d, plan)).toBe(true)
      }),
      {numRuns: 1000},
    )
  })

  it('narrow whenever the filter is a conjunction with a type atom', () => {
    fc.assert(
      fc.property(filter, (f) => {
        expect(planQuery(`*[_type == "post" && ${f}]`, {}).kind).toBe('narrow')
      }),
    )
  })
})

describe('matching agrees with groq-js', () => {
  it('path patterns match as groq-js path() does', async () => {
    const segment = fc.constantFrom('a', 'b', '*', '**', '', 'a*', 'drafts')
    const pattern = fc.array(segment, {minLength: 1, maxLength: 4}).map((parts) => parts.join('.'))
    const value = fc.string({unit: fc.constantFrom('a', 'b', '.', 'X', '*'), maxLength: 8})
    await fc.assert(
      fc.asyncProperty(pattern, value, async (p, s) => {
        const expected = await (await evaluate(parse('$s in path($p)'), {params: {s, p}})).get()
        expect(matchesPathGlob(p, s)).toBe(expected)
      }),
      {numRuns: 1000},
    )
  })

  it('references are found where groq-js references() finds them', async () => {
    const refValue = fc.constantFrom<unknown>('a', 'b', '', 0, 7, null)
    const json = fc.letrec<{value: unknown}>((tie) => ({
      value: fc.oneof(
        {depthSize: 'small'},
        fc.constantFrom<unknown>('a', 1, null, true),
        fc.array(tie('value'), {maxLength: 3}),
        fc.dictionary(fc.constantFrom('_ref', 'x', 'y'), fc.oneof(refValue, tie('value')), {
          maxKeys: 3,
          noNullPrototype: true,
        }),
      ),
    })).value
    await fc.assert(
      fc.asyncProperty(json, fc.subarray(['a', 'b']), async (value, wanted) => {
        const document = {_id: 'd', value}
        const expected = await (
          await evaluate(parse('*[references($wanted)]._id'), {dataset: [document], params: {wanted}})
        ).get()
        expect(hasReference(document, new Set(wanted))).toBe((expected as string[]).length === 1)
        expect(wanted.some((w) => referencedIds(document).includes(w))).toBe((expected as string[]).length === 1)
      }),
      {numRuns: 1000},
    )
  })
})

import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import type {DocumentFilter} from '../../src/lake/LakeStorage'
import {matchesPathGlob} from '../../src/lake/pathGlob'
import {planQuery} from '../../src/lake/queryPlan'
import {documentFiltersFor} from '../../src/lake/queryPlanFilters'
import {hasReference} from '../../src/lake/queryPlanMatch'
import {dataset, params, query, type Doc} from './queryPlanArbitraries'

const filtersOf = (q: string, p: Record<string, unknown> = {}) => documentFiltersFor(planQuery(q, p))

describe('documentFiltersFor', () => {
  it.each<[string, DocumentFilter[]]>([
    [
      '*[_type == "post" && slug.current == $slug][0]',
      [{types: ['post']}, {equals: [{path: 'slug.current', value: 'one'}]}],
    ],
    [
      '*[_type == "a" || _id in path("drafts.**") || references("x")]',
      [{types: ['a'], idPatterns: ['drafts.**'], references: ['x']}],
    ],
    ['*[(_type == "a" && n > 1) || (_id == "b" && _type == "c")]', [{types: ['a'], ids: ['b']}]],
    ['*[_type == "post" && !(_id in path("drafts.**"))]', [{types: ['post']}]],
    ['*[_type == "a" || !(_id == "x")]', []],
    ['*[_type == "a" && _type == "b"]', []],
    ['*[a.b.c.d == 1 && _type == "a"]', [{types: ['a']}]],
    [`*[title == "${'x'.repeat(200)}"]`, []],
    ['*[defined(x)]', []],
    ['*[_type == "post"]{"n": count(*[references(^._id)])}', []],
    ['*[_type == "post"]{"a": author->name}', [{types: ['post']}]],
  ])('%s gives %o', (q, expected) => {
    expect(filtersOf(q, {slug: 'one'})).toEqual(expected)
  })

  it('selects enough documents to answer the whole query, with a dereference function', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, query, params, async (data, q, p) => {
        const root = {skip: 'a'}
        const tree = parse(q, {params: p})
        const expected = await (await evaluate(tree, {dataset: data, params: p, root})).get()
        const filters = documentFiltersFor(planQuery(q, p))
        const found = data.filter((d) => filters.every((filter) => admits(filter, d)))
        const dereference = ({_ref}: {_ref: string}) => data.find((d) => d._id === _ref) ?? null
        const actual = await (await evaluate(tree, {dataset: found, params: p, root, dereference})).get()
        expect(actual).toEqual(expected)
      }),
      {numRuns: 500},
    )
  })
})

/** `findDocuments` semantics of one filter: any part admits; no parts admit everything. */
function admits(filter: DocumentFilter, doc: Doc): boolean {
  const parts = [filter.types, filter.ids, filter.idPatterns, filter.references, filter.equals].filter(
    (part) => part?.length,
  )
  if (parts.length === 0) return true
  return (
    (filter.types ?? []).includes(doc['_type'] as string) ||
    (filter.ids ?? []).includes(doc._id) ||
    (filter.idPatterns ?? []).some((pattern) => matchesPathGlob(pattern, doc._id)) ||
    hasReference(doc, new Set(filter.references ?? [])) ||
    (filter.equals ?? []).some(
      ({path, value}) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc) ===
        value,
    )
  )
}

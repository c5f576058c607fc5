import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {afterAll, describe, expect, it} from 'vitest'
import {createLake, memoryStorage, type Lake} from '../../src/lake'
import {sqliteStorage} from '../../src/server/sqliteStorage'

// The planned lake (planner, storage indexes, parameter-aware parsing) must answer exactly what
// groq-js answers evaluating the query over every document. Random documents and queries
// built to meet each other often: small pools of ids, types and values, with the values that
// broke before (empty strings, numbers written as strings, several references, releases).

type Doc = Record<string, unknown> & {_id: string}

const ids = ['a', 'b', 'c', 'drafts.a', 'x.y', 'p-1', '_.releases.r1']
const types = ['post', 'person', 'system.release']
const id = fc.constantFrom(...ids)
const ref = id.map((target) => ({_type: 'reference', _ref: target}))
const text = fc.constantFrom('', 'hello world', 'Hello', '3', '10', 'a')

const doc: fc.Arbitrary<Doc> = fc.record(
  {
    _id: id,
    _type: fc.constantFrom(...types),
    title: text,
    n: fc.constantFrom<unknown>(0, 3, 10, -1, 2.5, '3'),
    flag: fc.boolean(),
    author: ref,
    refs: fc.array(ref, {maxLength: 3}),
    meta: fc.record({slug: text, rank: fc.constantFrom(1, 2)}, {requiredKeys: [], noNullPrototype: true}),
    tags: fc.subarray(['red', 'green', '']),
  },
  {requiredKeys: ['_id', '_type'], noNullPrototype: true},
)
const documents = fc.uniqueArray(doc, {selector: (d) => d._id, maxLength: ids.length})

const params = fc.record(
  {
    t: text,
    type: fc.constantFrom(...types),
    ids: fc.subarray(ids, {maxLength: 3}),
    ref: id,
    num: fc.constantFrom<unknown>(3, '3', 0),
    i: fc.constantFrom<unknown>(0, 1, -1, 'title', null),
    from: fc.constantFrom(0, 1),
    to: fc.constantFrom(1, 2, -1),
  },
  {noNullPrototype: true},
)

const atom = fc.constantFrom(
  '_type == "post"',
  '_type == $type',
  '_type != "person"',
  '_type in ["post", "person"]',
  '_id == $ref',
  '_id in $ids',
  '_id in path("drafts.**")',
  'title == ""',
  'title == $t',
  '"" == title',
  'title != ""',
  'title == "3"',
  'n == 3',
  'n == "3"',
  'n == $num',
  'n > 2',
  'n <= 3',
  'title > "a"',
  'title match "hello"',
  'title match $t',
  'references("a", "b")',
  'references($ids)',
  'references($ref)',
  'defined(title)',
  '!defined(meta.slug)',
  'meta.slug == ""',
  'meta.slug == $t',
  'meta.rank == 1',
  'flag == true',
  'flag',
  '"" in tags',
  '$t in tags',
  'count(refs) > 1',
  'author._ref in $ids',
  '_id in *[_type == "person"]._id',
  'count(*[references(^._id)]) > 0',
  'count(releases::all()) > 0',
)

const filter: fc.Arbitrary<string> = fc.letrec<{filter: string}>((tie) => ({
  filter: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    atom,
    fc.tuple(tie('filter'), tie('filter')).map(([l, r]) => `(${l} && ${r})`),
    fc.tuple(tie('filter'), tie('filter')).map(([l, r]) => `(${l} || ${r})`),
    tie('filter').map((f) => `!(${f})`),
  ),
})).filter

const shapes = [
  (f: string) => `*[${f}]`,
  (f: string) => `*[${f}]._id`,
  (f: string) => `count(*[${f}])`,
  (f: string) => `*[${f}] | order(_id desc)[$from..$to]._id`,
  (f: string) => `*[${f}] | order(_id)[$from...$to]._id`,
  (f: string) => `(*[${f}] | order(_id))[$i]`,
  (f: string) => `*[${f}][0...$to]._id`,
  (f: string) => `*[${f}]{_id, "a": author->_id, "n": count(*[references(^._id)])}`,
  (f: string) => `{"r": releases::all()[]._id, "p": *[${f}]._id}`,
  (f: string) => `{"p": *[${f}]._id, "all": count(*)}`,
  (f: string) => `*[_type == "person"]{_id, "m": *[${f}]._id}`,
  (f: string) => `*[${f}][title == $t]._id`,
  (f: string) => `{"x": 1, "title": count(*[${f}])}[$i]`,
]
const query = fc.tuple(fc.constantFrom(...shapes), filter).map(([shape, f]) => shape(f))

type Answer = {ok: true; value: unknown} | {ok: false}

async function answer(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return {ok: true, value: JSON.parse(JSON.stringify((await run()) ?? null))}
  } catch {
    return {ok: false}
  }
}

const dir = mkdtempSync(join(tmpdir(), 'vellum-groq-differential-'))
// Both lakes stamp the same `_rev`s and times, so one stored copy serves as groq-js' dataset.
const sameStamps = () => {
  let transactions = 0
  return {now: () => new Date('2026-01-01T00:00:00.000Z'), generateTransactionId: () => `tx${transactions++}`}
}
const lakes: Array<{name: string; lake: Lake}> = [
  {name: 'memory', lake: createLake({storage: memoryStorage(), datasets: [], ...sameStamps()})},
  {
    name: 'SQLite',
    lake: createLake({storage: sqliteStorage({filename: join(dir, 'lake.db')}), datasets: [], ...sameStamps()}),
  },
]
afterAll(() => {
  for (const {lake} of lakes) lake.close()
  rmSync(dir, {recursive: true, force: true})
})

describe('the planned lake against groq-js over every document', () => {
  it('answers every generated query exactly as groq-js does, on memory and SQLite storage', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(documents, query, params, async (docs, q, p) => {
        const dataset = `run-${run++}`
        for (const {lake} of lakes) {
          lake.ensureDataset(dataset)
          if (docs.length > 0)
            await lake.mutate(
              dataset,
              docs.map((d) => ({create: d as never})),
            )
        }
        // groq-js sees the documents as stored (with their system fields), in `_id` order as `*` yields them.
        const stored = lakes[0]!.lake.getDocuments(dataset, docs.map((d) => d._id).sort())
        const expected = await answer(async () =>
          (await evaluate(parse(q, {params: p}), {dataset: stored, params: p})).get(),
        )
        for (const {name, lake} of lakes) {
          const actual = await answer(() => lake.query(dataset, q, p))
          expect({name, query: q, ...actual}).toEqual({name, query: q, ...expected})
        }
      }),
      {numRuns: 300, seed: 24_2026},
    )
  }, 60_000)
})

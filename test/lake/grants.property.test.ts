import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {PERMISSIONS, type Grant} from '../../src/lake/grants'
import {
  checkPermission,
  compileGrants,
  filterReadable,
  readFilter,
  type GrantedDocument,
} from '../../src/lake/grantsEvaluate'

const ids = ['a', 'b', 'drafts.a', 'drafts.b', 'versions.r1.a', 'versions.r2.b', 'page-1', 'drafts.page-1', 'sanity.x']

const document: fc.Arbitrary<Omit<GrantedDocument, '_id'>> = fc.record(
  {
    _type: fc.constantFrom('post', 'author', 'page'),
    title: fc.constantFrom('hello', 'Hello world', 'bye', ''),
    n: fc.integer({min: -2, max: 5}),
    tags: fc.subarray(['x', 'y', 'z']),
    locked: fc.boolean(),
  },
  {requiredKeys: ['_type']},
)

const dataset: fc.Arbitrary<GrantedDocument[]> = fc
  .uniqueArray(fc.constantFrom(...ids), {maxLength: ids.length})
  .chain((chosen) => fc.tuple(...chosen.map((id) => document.map((fields) => ({...fields, _id: id})))))

const atom = fc.constantFrom(
  'true',
  'false',
  '_type == "post"',
  '_type in ["author", "page"]',
  '_id in path("drafts.**")',
  '_id in path("versions.**")',
  '_id in path("**")',
  '_id == "a"',
  'string::startsWith(_id, "drafts.")',
  'defined(title)',
  'title match "hello*"',
  'n > 2',
  'n',
  '"x" in tags',
  'count(tags) >= 2',
  'locked == true',
  '_type == "post" // a comment\n',
)

const {filter} = fc.letrec<{filter: string}>((tie) => ({
  filter: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    atom,
    fc.tuple(tie('filter'), tie('filter')).map(([a, b]) => `(${a}\n) && (${b}\n)`),
    fc.tuple(tie('filter'), tie('filter')).map(([a, b]) => `(${a}\n) || (${b}\n)`),
    tie('filter').map((a) => `!(${a}\n)`),
  ),
}))

const grants: fc.Arbitrary<Grant[]> = fc.array(
  fc.record({filter, permissions: fc.subarray([...PERMISSIONS], {minLength: 1})}),
  {maxLength: 4},
)

async function queryIds(groqFilter: string, data: GrantedDocument[]): Promise<string[]> {
  return (await (await evaluate(parse(`*[${groqFilter}]._id`), {dataset: data})).get()) as string[]
}

describe('grants evaluation (property)', () => {
  it('filterReadable keeps exactly the documents checkPermission lets read', () => {
    fc.assert(
      fc.property(dataset, grants, (data, given) => {
        const compiled = compileGrants(given)
        expect(filterReadable(compiled, data)).toEqual(data.filter((doc) => checkPermission(compiled, 'read', doc)))
      }),
      {numRuns: 500},
    )
  })

  it('a query *[readFilter] over the dataset selects the same documents as filterReadable', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, grants, async (data, given) => {
        const compiled = compileGrants(given)
        const expected = filterReadable(compiled, data).map((doc) => doc._id)
        const filterText = readFilter(compiled)
        const actual = filterText === undefined ? [] : await queryIds(filterText, data)
        expect(actual).toEqual(expected)
      }),
      {numRuns: 500},
    )
  })

  it('checkPermission on one document agrees with each grant filter queried over the whole dataset', async () => {
    await fc.assert(
      fc.asyncProperty(dataset, grants, fc.constantFrom(...PERMISSIONS), async (data, given, permission) => {
        const compiled = compileGrants(given)
        const allowed = new Set<string>()
        for (const grant of given.filter((candidate) => candidate.permissions.includes(permission))) {
          for (const id of await queryIds(grant.filter, data)) allowed.add(id)
        }
        for (const doc of data) expect(checkPermission(compiled, permission, doc)).toBe(allowed.has(doc._id))
      }),
      {numRuns: 300},
    )
  })
})

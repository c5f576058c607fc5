// Shared fast-check arbitraries for the query-plan property tests: small pools of ids,
// types and slugs so that random filters and random documents meet often.
import fc from 'fast-check'

export type Doc = Record<string, unknown> & {_id: string}

export const ids = ['a', 'b', 'c', 'drafts.a', 'drafts.b', 'x.y', 'x.y.z', 'draftsXa', 'post-1']
const types = ['post', 'author', 'category']
const slugs = ['one', 'two']

const id = fc.constantFrom(...ids)
const ref = fc.record({_ref: id}, {noNullPrototype: true})

/** Reference-bearing values as they occur in documents: plain, keyed, nested, odd. */
const refField = fc.oneof(
  ref,
  fc.array(fc.record({_key: fc.string({maxLength: 3}), _ref: id}, {noNullPrototype: true}), {maxLength: 3}),
  fc.record(
    {inner: fc.array(fc.record({deep: ref}, {noNullPrototype: true}), {maxLength: 2})},
    {noNullPrototype: true},
  ),
  // groq-js does not look inside a reference object, nor count an empty `_ref`.
  fc.record({_ref: fc.constantFrom('', 'a'), meta: ref}, {noNullPrototype: true}),
  fc.record({_ref: fc.constant(7)}, {noNullPrototype: true}),
)

const doc: fc.Arbitrary<Doc> = fc
  .record(
    {
      _id: id,
      _type: fc.constantFrom(...types),
      slug: fc.record({current: fc.constantFrom(...slugs)}, {noNullPrototype: true}),
      n: fc.integer({min: 0, max: 5}),
      // Same-looking values of different JSON types: GROQ `==` never equates them.
      code: fc.constantFrom<unknown>(3, '3', true, 1, null),
      author: ref,
      refs: refField,
      _ref: id,
    },
    {requiredKeys: ['_id'], noNullPrototype: true},
  )
  // A top-level `_ref` is rare in a real dataset but tests the edge of `references()`.
  .map((d) => (d.n === 5 ? d : (({_ref: _, ...rest}) => rest)(d)) as Doc)

export const dataset = fc.uniqueArray(doc, {selector: (d) => d._id, maxLength: ids.length})

export const params = fc.record(
  {
    types: fc.subarray([...types, 'page']),
    p: fc.constantFrom('drafts.**', 'x.*', '*', '**', 'drafts.*'),
    ref: fc.oneof(id, fc.subarray(ids, {maxLength: 3})),
    slug: fc.constantFrom(...slugs),
    id,
  },
  {noNullPrototype: true},
)

/** Filter terms: every atom the planner knows, and terms it must leave to groq-js. */
const atom = fc.constantFrom(
  '_type == "post"',
  '"author" == _type',
  '@._type == $missing',
  '_type in ["post", "category"]',
  '_type in $types',
  '_type in ["post", null]',
  '_id == "a"',
  '_id == $id',
  '_id in ["a", "drafts.a", "zz"]',
  '_id in path("drafts.**")',
  '_id in path("x.*")',
  '_id in path($p)',
  'references("a")',
  'references(["b", "drafts.a"])',
  'references($ref)',
  'references($ref, "c")',
  'references(^._id)',
  'n > 2',
  'defined(slug)',
  'slug.current == $slug',
  'author._ref == "a"',
  'n == 3',
  'code == 3',
  'code == "3"',
  'code == true',
  '$slug == slug.current',
  'slug == "one"',
  'refs._ref == "a"',
  'true',
  'false',
  'null',
)

export const filter: fc.Arbitrary<string> = fc.letrec<{filter: string}>((tie) => ({
  filter: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    atom,
    fc.tuple(tie('filter'), tie('filter')).map(([l, r]) => `(${l} && ${r})`),
    fc.tuple(tie('filter'), tie('filter')).map(([l, r]) => `(${l} || ${r})`),
    tie('filter').map((f) => `!(${f})`),
  ),
})).filter

/** Query shapes around a filter `F`: slices, order, projections, subqueries, deref, count. */
const shapes = [
  (f: string) => `*[${f}]`,
  (f: string) => `*[${f}]._id`,
  (f: string) => `*[${f}][0]`,
  (f: string) => `*[${f}] | order(_id desc) [0...3]`,
  (f: string) => `*[${f}] | order(n asc, _id asc) {_id, n}`,
  (f: string) => `count(*[${f}])`,
  (f: string) => `*[${f}][n > 1]._id`,
  (f: string) => `*[_type == "post"][${f}]._id`,
  (f: string) => `*[${f}]{_id, "c": count(*[references(^._id)])}`,
  (f: string) => `*[${f}]{_id, "author": author->_id, "self": *[_id == ^._id][0]._id}`,
  (f: string) => `{"x": *[${f}]._id, "n": count(*)}`,
  (f: string) => `*[n == 5]{_id, "m": *[${f}]._id}`,
  (f: string) => `*[${f} && _id != ^.skip]._id`,
]
export const query = fc.tuple(fc.constantFrom(...shapes), filter).map(([shape, f]) => shape(f))

import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {matchesPathGlob, pathGlobToRegExp} from '../../src/lake/pathGlob'
import {planQuery, type PlanConstraint, type QueryPlan} from '../../src/lake/queryPlan'
import {evaluateWithPlan} from '../../src/lake/queryPlanEvaluate'
import {hasReference, matchesConstraint, matchesPlan, referencedIds} from '../../src/lake/queryPlanMatch'

const type = (...types: string[]): PlanConstraint => ({kind: 'type', types})
const id = (...ids: string[]): PlanConstraint => ({kind: 'id', ids})
const idPattern = (...patterns: string[]): PlanConstraint => ({kind: 'idPattern', patterns})
const refs = (...ids: string[]): PlanConstraint => ({kind: 'references', ids})
const equals = (path: string, value: string | number | boolean): PlanConstraint => ({kind: 'equals', path, value})
const and = (...of: PlanConstraint[]): PlanConstraint => ({kind: 'and', of})
const or = (...of: PlanConstraint[]): PlanConstraint => ({kind: 'or', of})
const not = (of: PlanConstraint): PlanConstraint => ({kind: 'not', of})
const none: PlanConstraint = {kind: 'none'}

/** The `where` of a narrowing plan, or 'scan'. */
function whereOf(query: string, params: Record<string, unknown> = {}): PlanConstraint | 'scan' {
  const plan = planQuery(query, params)
  return plan.kind === 'scan' ? 'scan' : plan.where
}

describe('planQuery', () => {
  describe('atoms', () => {
    it.each<[string, Record<string, unknown>, PlanConstraint]>([
      ['*[_type == "post"]', {}, type('post')],
      ['*["post" == _type]', {}, type('post')],
      ['*[@._type == "post"]', {}, type('post')],
      ['*[(_type) == ("post")]', {}, type('post')],
      ['*[_type == $t]', {t: 'post'}, type('post')],
      ['*[_type in ["a", "b"]]', {}, type('a', 'b')],
      ['*[_type in $types]', {types: ['a', 'b', 'a']}, type('a', 'b')],
      ['*[_type in ["a", ...$more]]', {more: ['b']}, type('a', 'b')],
      ['*[_id == "x"]', {}, id('x')],
      ['*[$id == _id]', {id: 'x'}, id('x')],
      ['*[_id in ["a", "drafts.a"]]', {}, id('a', 'drafts.a')],
      ['*[_id in path("drafts.**")]', {}, idPattern('drafts.**')],
      ['*[_id in path($p)]', {p: 'a.*'}, idPattern('a.*')],
      ['*[references("a")]', {}, refs('a')],
      ['*[references(["a", "b"])]', {}, refs('a', 'b')],
      ['*[references($p)]', {p: 'a'}, refs('a')],
      ['*[references($p)]', {p: ['a', 'b']}, refs('a', 'b')],
      ['*[references("a", $more)]', {more: ['b', 3]}, refs('a', 'b')],
      ['*[title == "x"]', {}, equals('title', 'x')],
      ['*[$slug == @.slug.current]', {slug: 'one'}, equals('slug.current', 'one')],
      ['*[(author)._ref == "a"]', {}, equals('author._ref', 'a')],
      ['*[n == 3]', {}, equals('n', 3)],
      ['*[featured == true]', {}, equals('featured', true)],
      ['*[author._type == "ref"]', {}, equals('author._type', 'ref')],
    ])('%s with %o narrows to %o', (query, params, expected) => {
      expect(whereOf(query, params)).toEqual(expected)
    })

    it.each([
      ['*[_type in []]', {}],
      ['*[_id in $ids]', {ids: []}],
      ['*[references([])]', {}],
      ['*[references($missing)]', {}],
      ['*[false]', {}],
      ['*[null]', {}],
      ['*[_type == "a" && _type == "b"]', {}],
    ])('%s selects no documents', (query, params) => {
      expect(whereOf(query, params)).toEqual(none)
    })

    it.each([
      ['*', {}],
      ['*[0]', {}],
      ['*[true]', {}],
      ['*[defined(slug)]', {}],
      ['*[_type == $missing]', {}],
      ['*[_type == 1]', {}],
      ['*[_type in ["a", null]]', {}],
      ['*[_type != "post"]', {}],
      ['*[_type match "po*"]', {}],
      ['*[_id in path(1)]', {}],
      ['*[references(^._id)]', {}],
      ['*[title == null]', {}],
      ['*[title == ["x"]]', {}],
      ['*[title == ^.title]', {}],
      ['*[tags[0] == "x"]', {}],
      ['*[^.x == "x"]', {}],
    ])('%s is a scan', (query, params) => {
      expect(whereOf(query, params)).toBe('scan')
    })
  })

  describe('combinations', () => {
    it('narrows the point query by its type and slug', () => {
      expect(planQuery('*[_type == "post" && slug.current == $slug][0]', {slug: 'hello'})).toEqual({
        kind: 'narrow',
        where: and(type('post'), equals('slug.current', 'hello')),
        scansElsewhere: false,
        dereferences: false,
        needsFullDataset: false,
      })
    })

    it.each<[string, PlanConstraint | 'scan']>([
      ['*[_type == "post" && _id in path("drafts.**")]', and(type('post'), idPattern('drafts.**'))],
      ['*[_type in ["a", "b"] && _type == "b"]', type('b')],
      ['*[_type == "a" || _type == "b"]', type('a', 'b')],
      ['*[_type == "a" || _id == "x"]', or(type('a'), id('x'))],
      ['*[references("a") || references("b")]', refs('a', 'b')],
      ['*[_type == "a" || title == "x"]', or(type('a'), equals('title', 'x'))],
      ['*[_type == "a" || title match "x"]', 'scan'],
      ['*[(_type == "a" || _type == "b") && n > 1]', type('a', 'b')],
      ['*[(_type == "a" && n > 1) || _type == "b"]', type('a', 'b')],
      ['*[_type == "a"][_id == "x"]', and(type('a'), id('x'))],
      ['*[_type == "a"][n > 1]', type('a')],
      ['*[!(_id in path("drafts.**"))]', not(idPattern('drafts.**'))],
      ['*[_type == "post" && !(_id in path("drafts.**"))]', and(type('post'), not(idPattern('drafts.**')))],
      ['*[!(_type == "a")]', not(type('a'))],
      ['*[!!(_type == "a")]', type('a')],
      ['*[!(title == "x")]', not(equals('title', 'x'))],
      ['*[!(title match "x")]', 'scan'],
      ['*[!(_type == "a" || _type == "b")]', not(type('a', 'b'))],
      ['*[!(_type == "a" && n > 1)]', 'scan'],
      ['*[!(_type == "a" && _id == "x")]', or(not(type('a')), not(id('x')))],
      ['*[!(_type == "a" && _type == "b")]', 'scan'],
      ['*[!(_type in ["a", "b"]) || !(_type in ["b", "c"])]', not(type('b'))],
      ['*[!(_id in path("a.*")) && !(_id in path("b.*"))]', not(idPattern('a.*', 'b.*'))],
      ['*[_id in path("a.*") && _id in path("*.b")]', and(idPattern('a.*'), idPattern('*.b'))],
      ['*[!(title match "x" || _type == "a")]', not(type('a'))],
    ])('%s narrows to %o', (query, expected) => {
      expect(whereOf(query)).toEqual(expected)
    })
  })

  describe('query shapes', () => {
    it.each([
      '*[_type == "post"][0]',
      '*[_type == "post"] | order(_createdAt desc) [0...10]',
      '*[_type == "post"]{title, "slug": slug.current}',
      'count(*[_type == "post"])',
      '*[_type == "post"].title',
      '{"posts": *[_type == "post"]}',
      '*[_type == "post"][0]{title}',
      '*[_id != ^._id && _type == "post"]',
    ])('%s narrows the filtered * without extra reads', (query) => {
      const plan = planQuery(query, {})
      expect(plan).toMatchObject({kind: 'narrow', where: type('post'), needsFullDataset: false})
    })

    it('flags a subquery as a read of the full dataset', () => {
      expect(planQuery('*[_type == "post"]{"n": count(*[references(^._id)])}', {})).toMatchObject({
        kind: 'narrow',
        where: type('post'),
        scansElsewhere: true,
        dereferences: false,
        needsFullDataset: true,
      })
    })

    it('flags dereferencing as a read of the full dataset', () => {
      expect(planQuery('*[_type == "post"]{"author": author->name}', {})).toMatchObject({
        kind: 'narrow',
        where: type('post'),
        scansElsewhere: false,
        dereferences: true,
        needsFullDataset: true,
      })
    })

    it('narrows the first filtered * and flags the others', () => {
      expect(planQuery('{"posts": *[_type == "post"], "n": count(*)}', {})).toMatchObject({
        kind: 'narrow',
        where: type('post'),
        scansElsewhere: true,
      })
    })

    it('scans when the first filtered * does not narrow', () => {
      expect(planQuery('{"all": *[defined(x)], "posts": *[_type == "post"]}', {})).toEqual({kind: 'scan'})
    })

    it('narrows a filtered * that follows an unfiltered one', () => {
      expect(planQuery('{"n": count(*), "posts": *[_type == "post"]}', {})).toMatchObject({
        kind: 'narrow',
        scansElsewhere: true,
      })
      expect(planQuery('*{"posts": *[_type == "post"]}', {})).toMatchObject({kind: 'narrow', scansElsewhere: true})
    })

    it('keeps a top-level ^ to groq-js, which reads the root value there', () => {
      expect(whereOf('*[_type == "post" && _id == ^.id]')).toEqual(type('post'))
    })

    it('needs no documents for a query without *', () => {
      expect(planQuery('{"a": 1 + 2}', {})).toEqual({
        kind: 'narrow',
        where: none,
        scansElsewhere: false,
        dereferences: false,
        needsFullDataset: false,
      })
      expect(planQuery('$ref->title', {ref: {_ref: 'a'}})).toMatchObject({
        where: none,
        dereferences: true,
        needsFullDataset: true,
      })
    })

    it('ignores parameters that look like syntax nodes', () => {
      expect(planQuery('*[_type == "post" && x == $node]', {node: {type: 'Everything'}})).toMatchObject({
        needsFullDataset: false,
      })
    })

    it('throws the groq-js syntax error for an invalid query', () => {
      expect(() => planQuery('*[', {})).toThrow()
    })
  })
})

describe('matchesPlan', () => {
  const post = {_id: 'drafts.p1', _type: 'post', author: {_ref: 'a1'}, tags: [{_key: 'k', inner: {_ref: 't1'}}]}

  it('accepts everything under a scan plan', () => {
    expect(matchesPlan(42, {kind: 'scan'})).toBe(true)
  })

  it.each<[PlanConstraint, boolean]>([
    [type('post', 'page'), true],
    [type('page'), false],
    [id('drafts.p1'), true],
    [id('p1'), false],
    [idPattern('drafts.**'), true],
    [idPattern('drafts.*.*'), false],
    [refs('t1'), true],
    [refs('x', 'a1'), true],
    [refs('p1'), false],
    [equals('author._ref', 'a1'), true],
    [equals('tags._key', 'k'), false],
    [equals('author', 'a1'), false],
    [and(type('post'), refs('a1')), true],
    [and(type('post'), refs('zz')), false],
    [or(type('page'), refs('a1')), true],
    [not(idPattern('drafts.**')), false],
    [none, false],
  ])('checks %o against a post as %s', (constraint, expected) => {
    const plan: QueryPlan = {
      kind: 'narrow',
      where: constraint,
      scansElsewhere: false,
      dereferences: false,
      needsFullDataset: false,
    }
    expect(matchesPlan(post, plan)).toBe(expected)
  })

  it('treats documents without a string _id or _type as matching no id or type atom', () => {
    expect(matchesConstraint({_type: 1}, type('1'))).toBe(false)
    expect(matchesConstraint({}, idPattern('**'))).toBe(false)
    expect(matchesConstraint(null, not(id('x')))).toBe(true)
  })
})

describe('hasReference', () => {
  it('finds references nested in objects and arrays', () => {
    expect(hasReference({a: [{b: {c: {_ref: 'x'}}}]}, new Set(['x']))).toBe(true)
  })

  it('does not look inside a reference object, as groq-js does', async () => {
    const doc = {_id: 'd', link: {_ref: 'a', meta: {_ref: 'b'}}}
    expect(hasReference(doc, new Set(['b']))).toBe(false)
    expect(referencedIds(doc)).toEqual(['a'])
    const result = await (await evaluate(parse('*[references("b")]'), {dataset: [doc]})).get()
    expect(result).toEqual([])
  })

  it('looks inside an object whose _ref is empty, as groq-js does', () => {
    const doc = {link: {_ref: '', meta: {_ref: 'b'}}, n: {_ref: 7}}
    expect(hasReference(doc, new Set(['b']))).toBe(true)
    expect(referencedIds(doc)).toEqual(['b'])
  })
})

describe('pathGlobToRegExp', () => {
  it.each<[string, string, boolean]>([
    ['drafts.**', 'drafts.a', true],
    ['drafts.**', 'drafts.a.b', true],
    ['drafts.**', 'drafts.', true],
    ['drafts.**', 'drafts', false],
    ['a.*', 'a.b', true],
    ['a.*', 'a.b.c', false],
    ['a.*', 'a.', false],
    ['a.*.c', 'a.b.c', true],
    ['**.c', 'a.b.c', true],
    ['x+y', 'x+y', true],
    ['x+y', 'xxy', false],
    // groq-js joins segments with an unescaped `.`: mirrored on purpose.
    ['drafts.**', 'draftsX1', true],
  ])('%s against %s is %s', (pattern, value, expected) => {
    expect(pathGlobToRegExp(pattern).test(value)).toBe(expected)
    expect(matchesPathGlob(pattern, value)).toBe(expected)
  })
})

describe('evaluateWithPlan', () => {
  const dataset = [
    {_id: 'a1', _type: 'author', name: 'Ada'},
    {_id: 'p1', _type: 'post', title: 'One', author: {_ref: 'a1'}, slug: {current: 'one'}},
    {_id: 'drafts.p1', _type: 'post', title: 'One (draft)', author: {_ref: 'a1'}, slug: {current: 'one'}},
    {_id: 'p2', _type: 'post', title: 'Two', slug: {current: 'two'}},
  ]

  /** Evaluates through the planner, recording which candidates were asked for. */
  async function planned(query: string, params: Record<string, unknown> = {}, options = {}) {
    const calls: string[] = []
    const result = await evaluateWithPlan(
      query,
      params,
      (plan) => {
        calls.push('candidates')
        return dataset.filter((doc) => matchesPlan(doc, plan))
      },
      () => {
        calls.push('all')
        return dataset
      },
      options,
    )
    const expected = await (await evaluate(parse(query, {params}), {dataset, params})).get()
    expect(result).toEqual(expected)
    return {result, calls}
  }

  it('answers the point query from the candidates alone', async () => {
    const {result, calls} = await planned('*[_type == "post" && slug.current == $slug][0]{title}', {slug: 'two'})
    expect(result).toEqual({title: 'Two'})
    expect(calls).toEqual(['candidates'])
  })

  it('substitutes the candidates for the filtered * and gives subqueries the full dataset', async () => {
    const {result, calls} = await planned('*[_type == "author"]{name, "posts": count(*[references(^._id)])}')
    expect(result).toEqual([{name: 'Ada', posts: 2}])
    expect(calls).toEqual(['candidates', 'all'])
  })

  it('gives dereferencing the full dataset', async () => {
    const {result} = await planned('*[_id == "p1"][0].author->name')
    expect(result).toBe('Ada')
  })

  it('uses a dereference function instead of the full dataset when one is given', async () => {
    const dereference = ({_ref}: {_ref: string}) => dataset.find((doc) => doc._id === _ref)
    const {result, calls} = await planned('*[_id == "p1"][0].author->name', {}, {dereference})
    expect(result).toBe('Ada')
    expect(calls).toEqual(['candidates'])
  })

  it('scans for an unnarrowable query', async () => {
    const {calls} = await planned('*[title match "One*"].title')
    expect(calls).toEqual(['all'])
  })

  it('reads nothing for a query without *', async () => {
    const {result, calls} = await planned('{"sum": 1 + $n}', {n: 2})
    expect(result).toEqual({sum: 3})
    expect(calls).toEqual([])
  })

  it('accepts asynchronous document sources', async () => {
    const result = await evaluateWithPlan(
      'count(*[_type == "post"])',
      {},
      async (plan) => dataset.filter((doc) => matchesPlan(doc, plan)),
      async () => dataset,
    )
    expect(result).toBe(3)
  })
})

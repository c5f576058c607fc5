import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server)
})
afterAll(() => server.close())
beforeEach(async () => {
  await api.mutate([{delete: {query: '*'}}])
})

const post = (id: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: 'post', ...fields})
const item = (key: string, fields: Record<string, unknown> = {}) => ({_key: key, _type: 'item', ...fields})
const transactionCount = async () =>
  (await api.get('/data/history/production/transactions/a,b,c?excludeMutations=true')).text.split('\n').filter(Boolean)
    .length

/** Creates `a` with the given fields, applies one patch to it, and returns the document after. */
async function patched(fields: Record<string, unknown>, patch: Record<string, unknown>) {
  await api.mutate([{createOrReplace: post('a', fields)}])
  const response = await api.mutate([{patch: {id: 'a', ...patch}}], '?returnDocuments=true')
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.results[0].document
}

describe('POST /data/mutate/{dataset}: mutation kinds', () => {
  it('creates with _rev = transaction id, _createdAt and _updatedAt', async () => {
    const {status, body} = await api.mutate(
      [{create: post('a', {title: 'Hello'})}],
      '?returnIds=true&returnDocuments=true',
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      transactionId: expect.any(String),
      results: [
        {
          id: 'a',
          operation: 'create',
          document: expect.objectContaining({_id: 'a', title: 'Hello', _rev: body.transactionId}),
        },
      ],
    })
    const [doc] = await api.documents('a')
    expect(doc).toMatchObject({
      _rev: body.transactionId,
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    })
  })

  it('leaves documents out of results unless returnDocuments=true', async () => {
    const {body} = await api.mutate([{create: post('a')}])
    expect(body.results).toEqual([{id: 'a', operation: 'create'}])
  })

  it('gives a create without _id a generated id', async () => {
    const {body} = await api.mutate([{create: {_type: 'post'}}])
    expect(body.results[0].id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('createOrReplace replaces, createIfNotExists keeps the existing document', async () => {
    await api.mutate([{create: post('a', {title: 'one', extra: true})}])
    const replaced = await api.mutate([{createOrReplace: post('a', {title: 'two'})}])
    expect(replaced.body.results).toEqual([{id: 'a', operation: 'update'}])
    const kept = await api.mutate([{createIfNotExists: post('a', {title: 'three'})}])
    expect(kept.body.results).toEqual([{id: 'a', operation: 'none'}])
    const [doc] = await api.documents('a')
    expect(doc).toMatchObject({title: 'two'})
    expect(doc).not.toHaveProperty('extra')
  })

  it('deletes by id and by query with params', async () => {
    await api.mutate([{create: post('a')}, {create: post('b')}, {create: {_id: 'c', _type: 'author'}}])
    expect((await api.mutate([{delete: {id: 'c'}}])).body.results).toEqual([{id: 'c', operation: 'delete'}])
    const byQuery = await api.mutate([{delete: {query: '*[_type == $type]', params: {type: 'post'}}}])
    expect(byQuery.body.results.map((r: {id: string}) => r.id).sort()).toEqual(['a', 'b'])
    expect((await api.query('count(*)')).body.result).toBe(0)
  })

  it('takes transactionId from the query string or the body', async () => {
    expect((await api.mutate([{create: post('a')}], '?transactionId=from-query')).body.transactionId).toBe('from-query')
    const fromBody = await api.post('/data/mutate/production', {
      mutations: [{create: post('b')}],
      transactionId: 'from-body',
    })
    expect(fromBody.body.transactionId).toBe('from-body')
    expect((await api.documents('b'))[0]!._rev).toBe('from-body')
  })

  it('refuses a transactionId that was used before', async () => {
    await api.mutate([{create: post('a')}], '?transactionId=once')
    const again = await api.mutate([{create: post('b')}], '?transactionId=once')
    expect(again.status).toBe(409)
    expect(again.body.error.type).toBe('mutationError')
    expect(await api.documents('b')).toEqual([])
  })

  it('writes nothing on a dry run but answers as if it had', async () => {
    const {body} = await api.mutate([{create: post('a', {title: 'x'})}], '?dryRun=true&returnDocuments=true')
    expect(body.results[0]).toMatchObject({id: 'a', operation: 'create', document: {title: 'x'}})
    expect(await api.documents('a')).toEqual([])
  })

  it('generates missing array keys with autoGenerateArrayKeys=true', async () => {
    await api.mutate(
      [{create: post('a', {items: [{name: 'x'}, {_key: 'k', name: 'y'}]})}],
      '?autoGenerateArrayKeys=true',
    )
    const [doc] = await api.documents('a')
    const items = doc!.items as Array<{_key: string}>
    expect(items[0]!._key).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(items[1]!._key).toBe('k')
  })

  it('accepts every visibility and answers after the commit', async () => {
    for (const visibility of ['sync', 'async', 'deferred']) {
      const id = `v-${visibility}`
      expect((await api.mutate([{create: post(id)}], `?visibility=${visibility}`)).status).toBe(200)
      expect(await api.documents(id)).toHaveLength(1)
    }
    expect((await api.mutate([{create: post('x')}], '?visibility=later')).status).toBe(400)
  })
})

describe('POST /data/mutate/{dataset}: patches', () => {
  it('set, with nested, negative-index and keyed paths', async () => {
    const doc = await patched(
      {a: {b: 1}, arr: [1, 2, 3], items: [item('k1', {n: 1}), item('k2', {n: 2})]},
      {set: {'a.b': 2, 'a.c': 'new', 'arr[-1]': 30, 'items[_key=="k2"].n': 20}},
    )
    expect(doc).toMatchObject({a: {b: 2, c: 'new'}, arr: [1, 2, 30], items: [{n: 1}, {n: 20}]})
  })

  it('set over a slice', async () => {
    expect(await patched({arr: [1, 2, 3, 4]}, {set: {'arr[2:]': 0}})).toMatchObject({arr: [1, 2, 0, 0]})
  })

  it('unset', async () => {
    const doc = await patched({a: {b: 1, c: 2}, items: [item('k1'), item('k2')]}, {unset: ['a.b', 'items[_key=="k1"]']})
    expect(doc.a).toEqual({c: 2})
    expect(doc.items).toEqual([item('k2')])
  })

  it('setIfMissing', async () => {
    const doc = await patched({title: 'kept'}, {setIfMissing: {title: 'ignored', tags: []}})
    expect(doc).toMatchObject({title: 'kept', tags: []})
  })

  it('inc and dec', async () => {
    expect(await patched({n: 10, m: 1}, {inc: {n: 5}, dec: {m: 3}})).toMatchObject({n: 15, m: -2})
  })

  it('diffMatchPatch', async () => {
    expect(
      await patched({body: 'Hello world'}, {diffMatchPatch: {body: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n'}}),
    ).toMatchObject({body: 'Hello there'})
  })

  it.each([
    ['before', 'items[0]', ['new', 'a', 'b', 'c']],
    ['after', 'items[-1]', ['a', 'b', 'c', 'new']],
    ['after', 'items[_key=="a"]', ['a', 'new', 'b', 'c']],
    ['replace', 'items[_key=="b"]', ['a', 'new', 'c']],
    ['replace', 'items[1:]', ['a', 'new']],
  ])('insert %s %s', async (position, at, expected) => {
    const doc = await patched(
      {items: ['a', 'b', 'c'].map((key) => item(key))},
      {insert: {[position]: at, items: [item('new')]}},
    )
    expect(doc.items.map((entry: {_key: string}) => entry._key)).toEqual(expected)
  })

  it('applies operations in the order setIfMissing, set, unset, diffMatchPatch, inc, dec, insert', async () => {
    const doc = await patched(
      {},
      {
        insert: {after: 'list[-1]', items: ['end']},
        dec: {n: 1},
        inc: {n: 10},
        unset: ['gone'],
        set: {n: 0, gone: 1, text: 'abc'},
        setIfMissing: {list: [], n: 100},
        diffMatchPatch: {text: '@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n'},
      },
    )
    expect(doc).toMatchObject({n: 9, list: ['end'], text: 'aBc'})
    expect(doc).not.toHaveProperty('gone')
  })

  it('patches with a matching ifRevisionID', async () => {
    const {body} = await api.mutate([{create: post('a', {n: 1})}])
    const response = await api.mutate([{patch: {id: 'a', ifRevisionID: body.transactionId, inc: {n: 1}}}])
    expect(response.status).toBe(200)
    expect((await api.documents('a'))[0]).toMatchObject({n: 2})
  })
})

describe('POST /data/mutate/{dataset}: failures', () => {
  it('answers 409 for a stale ifRevisionID and writes nothing', async () => {
    await api.mutate([{create: post('a', {n: 1})}])
    const {status, body, headers} = await api.mutate([{patch: {id: 'a', ifRevisionID: 'stale', inc: {n: 1}}}])
    expect(status).toBe(409)
    expect(headers.get('content-type')).toMatch(/^application\/json/)
    expect(body).toEqual({
      error: {
        type: 'mutationError',
        description: expect.stringContaining('The mutation(s) failed'),
        items: [
          {error: {type: 'documentRevisionIDDoesNotMatchError', description: expect.any(String), id: 'a'}, index: 0},
        ],
      },
    })
    expect((await api.documents('a'))[0]).toMatchObject({n: 1})
  })

  it('answers 409 for a create of an existing id', async () => {
    await api.mutate([{create: post('a')}])
    const {status, body} = await api.mutate([{create: post('a')}])
    expect(status).toBe(409)
    expect(body.error.items[0].error.type).toBe('documentAlreadyExistsError')
  })

  it('answers 404 for a patch of a missing document', async () => {
    const {status, body} = await api.mutate([{patch: {id: 'missing', set: {a: 1}}}])
    expect(status).toBe(404)
    expect(body.error.items[0]).toMatchObject({error: {type: 'documentNotFoundError', id: 'missing'}, index: 0})
  })

  it('applies a failing transaction not at all', async () => {
    await api.mutate([{create: post('a', {n: 1})}])
    const before = await transactionCount()
    const {status, body} = await api.mutate([
      {create: post('b')},
      {patch: {id: 'a', inc: {n: 1}}},
      {create: post('c')},
      {create: post('a')},
    ])
    expect(status).toBe(409)
    expect(body.error.items[0].index).toBe(3)
    expect(await api.documents('b', 'c')).toEqual([])
    expect((await api.documents('a'))[0]).toMatchObject({n: 1})
    expect(await transactionCount()).toBe(before)
  })

  it('reports the index of the mutation the client sent after a delete by query (regression: expanded deletes shifted it)', async () => {
    await api.mutate([{create: post('a')}, {create: post('b')}, {create: {_id: 'c', _type: 'author'}}])
    const {body} = await api.mutate([{delete: {query: '*[_type == "post"]'}}, {create: {_id: 'c', _type: 'author'}}])
    expect(body.error.items[0].index).toBe(1)
    expect(await api.documents('a', 'b')).toHaveLength(2)
  })

  it('answers 400 for bad patch paths, naming the path', async () => {
    await api.mutate([{create: post('a', {n: 1})}])
    const {status, body} = await api.mutate([{patch: {id: 'a', set: {'items[_key==': 1}}}])
    expect(status).toBe(400)
    expect(body.error.items[0].error.type).toBe('invalidPathError')
    expect(body.error.items[0].error.description).toMatch(/items\[_key==/)
    expect((await api.documents('a'))[0]).toMatchObject({n: 1})
  })

  it('answers 400 for a type mismatch such as inc on a string', async () => {
    await api.mutate([{create: post('a', {title: 'x'})}])
    const {status, body} = await api.mutate([{patch: {id: 'a', inc: {title: 1}}}])
    expect(status).toBe(400)
    expect(body.error.type).toBe('mutationError')
  })

  it('answers 400 for unknown mutation kinds and malformed mutation lists', async () => {
    const unknown = await api.mutate([{create: post('a')}, {upsert: post('b')}])
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.items[0]).toMatchObject({
      error: {type: 'invalidMutationError', description: expect.stringContaining('upsert')},
      index: 1,
    })
    expect((await api.post('/data/mutate/production', {mutations: 'nope'})).status).toBe(400)
    const missing = await api.post('/data/mutate/production', {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/mutations/)
    expect(await api.documents('a', 'b')).toEqual([])
  })

  it('answers 400 for bad options', async () => {
    expect((await api.mutate([{create: post('a')}], '?dryRun=maybe')).status).toBe(400)
    expect(
      (await api.post('/data/mutate/production', {mutations: [{create: post('a')}], transactionId: 42})).status,
    ).toBe(400)
    expect((await api.mutate([{create: post('a')}], '?transactionId=has%20space')).status).toBe(400)
    expect(await api.documents('a')).toEqual([])
  })
})

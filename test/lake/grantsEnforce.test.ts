import {beforeEach, describe, expect, it} from 'vitest'
import {
  compileGrants,
  createLake,
  getRole,
  LakeError,
  memoryStorage,
  type Lake,
  type ListenEvent,
  type MutationEvent,
} from '../../src/lake'

const postsOnly = compileGrants([{filter: '_type == "post" && hidden != true', permissions: ['read', 'update']}])
const contributor = compileGrants(getRole('contributor')!.grants)
const viewer = compileGrants(getRole('viewer')!.grants)

async function seeded(): Promise<Lake> {
  const lake = createLake({storage: memoryStorage()})
  await lake.mutate('production', [
    {create: {_id: 'post1', _type: 'post', title: 'Hello', author: {_ref: 'author1'}}},
    {create: {_id: 'drafts.post1', _type: 'post', title: 'Hello draft'}},
    {create: {_id: 'author1', _type: 'author', name: 'Ada'}},
    {create: {_id: 'page1', _type: 'page', title: 'Hello page'}},
  ])
  return lake
}

async function rejection(promise: Promise<unknown>): Promise<LakeError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  if (!(error instanceof LakeError)) throw new Error(`expected a LakeError, got ${String(error)}`)
  return error
}

describe('query with grants', () => {
  let lake: Lake
  beforeEach(async () => {
    lake = await seeded()
  })

  it('shows only readable documents to every *', async () => {
    expect(await lake.query('production', '*[]._id | order(@)', {}, {grants: postsOnly})).toEqual([
      'drafts.post1',
      'post1',
    ])
    expect(await lake.query('production', 'count(*[_type == "page"])', {}, {grants: postsOnly})).toBe(0)
    expect(await lake.query('production', '*[_type == "post"][0]{"n": count(*)}', {}, {grants: postsOnly})).toEqual({
      n: 2,
    })
  })

  it('resolves references to unreadable documents to null', async () => {
    expect(await lake.query('production', '*[_id == "post1"][0].author->name', {}, {grants: postsOnly})).toBeNull()
    expect(await lake.query('production', '*[_id == "post1"][0].author->name')).toBe('Ada')
  })

  it('overlays only readable drafts in the drafts perspective', async () => {
    const draftsHidden = compileGrants([{filter: '!(_id in path("drafts.**"))', permissions: ['read']}])
    expect(
      await lake.query('production', '*[_id == "post1"][0].title', {}, {grants: draftsHidden, perspective: 'drafts'}),
    ).toBe('Hello')
  })

  it('sees nothing without read grants, everything with a read-all grant', async () => {
    expect(await lake.query('production', 'count(*)', {}, {grants: compileGrants([])})).toBe(0)
    expect(await lake.query('production', 'count(*)', {}, {grants: viewer})).toBe(4)
  })
})

describe('mutate with grants', () => {
  let lake: Lake
  beforeEach(async () => {
    lake = await seeded()
  })

  it('needs create on a new document', async () => {
    const error = await rejection(
      lake.mutate('production', [{create: {_id: 'post2', _type: 'post'}}], {grants: contributor}),
    )
    expect(error.kind).toBe('permission')
    expect(error.details).toMatchObject({permission: 'create', documentId: 'post2', index: 0})
    expect(error.message).toContain('"create"')
    expect(error.message).toContain('post2')
    expect(lake.getDocuments('production', ['post2'])).toEqual([null])
    await lake.mutate('production', [{create: {_id: 'drafts.post2', _type: 'post'}}], {grants: contributor})
  })

  it('needs update on the previous and the new version of a changed document', async () => {
    await lake.mutate('production', [{patch: {id: 'post1', set: {title: 'Edited'}}}], {grants: postsOnly})
    const movedOut = await rejection(
      lake.mutate('production', [{patch: {id: 'post1', set: {hidden: true}}}], {grants: postsOnly}),
    )
    expect(movedOut.details).toMatchObject({permission: 'update', documentId: 'post1'})
    // A document the caller cannot read is patched as a missing one: 404, not a 403 that tells it exists.
    const outside = await rejection(
      lake.mutate('production', [{patch: {id: 'page1', set: {title: 'x'}}}], {grants: postsOnly}),
    )
    const missing = await rejection(
      lake.mutate('production', [{patch: {id: 'page9', set: {title: 'x'}}}], {grants: postsOnly}),
    )
    expect(outside.kind).toBe('notFound')
    expect(outside.details).toMatchObject({errorType: 'documentNotFoundError', documentId: 'page1'})
    expect(outside.message).toBe(missing.message.replace('page9', 'page1'))
    expect(lake.getDocuments('production', ['post1', 'page1']).map((doc) => doc?.title)).toEqual([
      'Edited',
      'Hello page',
    ])
  })

  it('answers every mutation of an unreadable document exactly as of a missing one', async () => {
    const answer = async (mutation: Record<string, unknown>) => {
      const error = await lake.mutate('production', [mutation as never], {grants: postsOnly}).then(
        (result) => ({result: result.results}),
        (failure: LakeError) => ({kind: failure.kind, message: failure.message, details: failure.details}),
      )
      return JSON.stringify(error).replaceAll('page9', 'ID').replaceAll('page1', 'ID')
    }
    for (const kind of ['create', 'createIfNotExists', 'createOrReplace']) {
      expect(await answer({[kind]: {_id: 'page1', _type: 'page'}}), kind).toBe(
        await answer({[kind]: {_id: 'page9', _type: 'page'}}),
      )
    }
    expect(await answer({patch: {id: 'page1', ifRevisionID: 'nope', set: {title: 'x'}}})).toBe(
      await answer({patch: {id: 'page9', ifRevisionID: 'nope', set: {title: 'x'}}}),
    )
    expect(await answer({delete: {id: 'page1'}})).toBe(await answer({delete: {id: 'page9'}}))
    expect(lake.getDocuments('production', ['page1'])[0]).toMatchObject({title: 'Hello page'})
    expect(lake.getDocuments('production', ['page9'])[0]).toBeNull()
  })

  it('refuses to create over an unreadable document even with the create permission, as a create it may not do', async () => {
    const writer = compileGrants([{filter: '_type == "post"', permissions: ['read', 'create', 'update']}])
    const overSecret = await rejection(
      lake.mutate('production', [{create: {_id: 'page1', _type: 'post'}}], {grants: writer}),
    )
    const forbidden = await rejection(
      lake.mutate('production', [{create: {_id: 'page9', _type: 'page'}}], {grants: writer}),
    )
    expect(overSecret.kind).toBe('permission')
    expect(overSecret.details).toMatchObject({permission: 'create', documentId: 'page1', index: 0})
    expect(overSecret.message).toBe(forbidden.message.replace('page9', 'page1'))
    expect(lake.getDocuments('production', ['page1'])[0]).toMatchObject({_type: 'page', title: 'Hello page'})
  })

  it('needs update on the previous version of a deleted document', async () => {
    const error = await rejection(lake.mutate('production', [{delete: {id: 'post1'}}], {grants: contributor}))
    expect(error.details).toMatchObject({permission: 'update', documentId: 'post1'})
    await lake.mutate('production', [{delete: {id: 'drafts.post1'}}], {grants: contributor})
    expect(lake.getDocuments('production', ['post1', 'drafts.post1']).map((doc) => doc?._id ?? null)).toEqual([
      'post1',
      null,
    ])
  })

  it('rejects the whole transaction, dry runs included, and writes nothing', async () => {
    const mutations = [{patch: {id: 'drafts.post1', set: {title: 'ok'}}}, {patch: {id: 'post1', set: {title: 'no'}}}]
    const before = lake.getTransactions('production', {}).length
    expect((await rejection(lake.mutate('production', mutations, {grants: contributor}))).details).toMatchObject({
      documentId: 'post1',
      index: 1,
    })
    expect((await rejection(lake.mutate('production', mutations, {grants: contributor, dryRun: true}))).kind).toBe(
      'permission',
    )
    expect(lake.getTransactions('production', {}).length).toBe(before)
    expect(lake.getDocuments('production', ['drafts.post1'])[0]?.title).toBe('Hello draft')
  })

  it('lets deletes by query match only readable documents', async () => {
    await lake.mutate('production', [{delete: {query: '*[title match "Hello*"]'}}], {grants: postsOnly})
    expect(lake.getDocuments('production', ['post1', 'drafts.post1', 'page1']).map((doc) => doc?._id ?? null)).toEqual([
      null,
      null,
      'page1',
    ])
  })
})

describe('listen with grants', () => {
  it('sends only readable documents, and a document becoming unreadable disappears', async () => {
    const lake = await seeded()
    const events: MutationEvent[] = []
    const onEvent = (event: ListenEvent) => {
      if (event.type === 'mutation') events.push(event)
    }
    lake.listen(
      'production',
      '*',
      {},
      {grants: postsOnly, includePreviousRevision: true, effectFormat: 'mendoza'},
      onEvent,
    )
    await lake.mutate('production', [{patch: {id: 'page1', set: {title: 'Secret'}}}])
    expect(events).toEqual([])
    await lake.mutate('production', [{patch: {id: 'post1', set: {hidden: true, note: 'unreadable now'}}}])
    expect(events.map((event) => [event.documentId, event.transition, event.result])).toEqual([
      ['post1', 'disappear', undefined],
    ])
    await lake.mutate('production', [{patch: {id: 'post1', set: {hidden: false}}}])
    expect(events[1]).toMatchObject({
      documentId: 'post1',
      transition: 'appear',
      previous: null,
      result: {hidden: false},
    })
    // Mutations and effects would describe the hidden side (what it became, what it was): left out.
    for (const event of events) {
      expect(event.mutations).toBeUndefined()
      expect(event.effects).toBeUndefined()
    }
    await lake.mutate('production', [{patch: {id: 'post1', set: {title: 'Visible both sides'}}}])
    expect(events[2]).toMatchObject({
      transition: 'update',
      mutations: [{patch: {id: 'post1'}}],
      effects: {apply: expect.any(Array), revert: expect.any(Array)},
    })
  })

  it('keeps listeners with different grants apart', async () => {
    const lake = await seeded()
    const seen: Record<string, string[]> = {posts: [], all: []}
    lake.listen(
      'production',
      '*',
      {},
      {grants: postsOnly},
      (event) => event.type === 'mutation' && seen.posts!.push(event.documentId),
    )
    lake.listen(
      'production',
      '*',
      {},
      {grants: viewer},
      (event) => event.type === 'mutation' && seen.all!.push(event.documentId),
    )
    await lake.mutate('production', [
      {patch: {id: 'page1', set: {title: 'x'}}},
      {patch: {id: 'post1', set: {title: 'y'}}},
    ])
    expect(seen).toEqual({posts: ['post1'], all: ['page1', 'post1']})
  })
})

describe('textSearch with grants', () => {
  it('returns only readable hits', async () => {
    const lake = await seeded()
    const {hits} = await lake.textSearch('production', {query: {string: 'hello'}}, {grants: postsOnly})
    // A draft and its published document are one hit (the version that matches better).
    expect(hits).toHaveLength(1)
    expect(hits[0]!.id.replace(/^drafts\./, '')).toBe('post1')
    const all = await lake.textSearch('production', {query: {string: 'hello'}})
    expect(all.hits).toHaveLength(2)
  })
})

import {createClient, type CreateAction, type EditAction, type PublishAction, type SanityClient} from '@sanity/client'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {apiClient, parseNdjson} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let client: SanityClient
let api: ReturnType<typeof apiClient>
const BODY_LIMIT = 64 * 1024

beforeAll(async () => {
  server = await startTestServer({bodyLimit: BODY_LIMIT})
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: server.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    token: server.token,
    useCdn: false,
  })
  api = apiClient(server, '2025-02-19')
})
afterAll(() => server.close())
beforeEach(async () => {
  await client.delete({query: '*'})
})

const actions = (list: unknown[], extra: Record<string, unknown> = {}, token?: string) =>
  api.post('/data/actions/production', {actions: list, ...extra}, token === undefined ? {} : {token})
const create = (id: string, attributes: Record<string, unknown> = {}): CreateAction => ({
  actionType: 'sanity.action.document.create',
  publishedId: id,
  attributes: {_id: `drafts.${id}`, _type: 'post', ...attributes},
  ifExists: 'fail',
})
const edit = (id: string, patch: Record<string, unknown>): EditAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${id}`,
  publishedId: id,
  patch,
})
const publish = (id: string, guards: Record<string, string> = {}): PublishAction => ({
  actionType: 'sanity.action.document.publish',
  draftId: `drafts.${id}`,
  publishedId: id,
  ...guards,
})
const doc = async (id: string) => (await client.getDocument(id)) ?? null

describe('POST /data/actions/{dataset} with @sanity/client 7', () => {
  it('creates, edits, publishes, unpublishes, discards and deletes as the hosted lake does', async () => {
    const created = await client.action(create('a', {title: 'Hello'}))
    expect(created).toEqual({transactionId: expect.any(String)})
    expect(await doc('drafts.a')).toMatchObject({
      _id: 'drafts.a',
      _type: 'post',
      title: 'Hello',
      _rev: created.transactionId,
    })

    await client.action(edit('a', {set: {title: 'Hello again'}}) as never)
    await client.action(publish('a') as never)
    expect(await doc('drafts.a')).toBeNull()
    expect(await doc('a')).toMatchObject({_id: 'a', title: 'Hello again'})

    // Editing a published document starts its draft from the published content.
    await client.action(edit('a', {set: {subtitle: 'draft only'}}) as never)
    expect(await doc('drafts.a')).toMatchObject({title: 'Hello again', subtitle: 'draft only'})
    expect(await doc('a')).not.toHaveProperty('subtitle')

    await client.action({actionType: 'sanity.action.document.unpublish', draftId: 'drafts.a', publishedId: 'a'})
    expect(await doc('a')).toBeNull()
    // The draft that existed is kept as it was.
    expect(await doc('drafts.a')).toMatchObject({subtitle: 'draft only'})

    await client.action({actionType: 'sanity.action.document.discard', draftId: 'drafts.a'})
    expect(await doc('drafts.a')).toBeNull()

    await client.action([create('b'), publish('b')] as never)
    await client.action({actionType: 'sanity.action.document.delete', publishedId: 'b', includeDrafts: []})
    expect(await doc('b')).toBeNull()
  })

  it('unpublishes into a new draft when there is none', async () => {
    await client.action([create('u', {title: 'U'}), publish('u')] as never)
    await client.action({actionType: 'sanity.action.document.unpublish', draftId: 'drafts.u', publishedId: 'u'})
    expect(await doc('u')).toBeNull()
    expect(await doc('drafts.u')).toMatchObject({_type: 'post', title: 'U'})
  })

  it('replaces a draft, and refuses when neither draft nor published exists', async () => {
    await client.action(create('r', {title: 'old', extra: 1}))
    await client.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'r',
      attributes: {_id: 'drafts.r', _type: 'post', title: 'new'},
    })
    const draft = await doc('drafts.r')
    expect(draft).toMatchObject({title: 'new'})
    expect(draft).not.toHaveProperty('extra')
    const response = await actions([
      {actionType: 'sanity.action.document.replaceDraft', publishedId: 'nothing', attributes: {_type: 'post'}},
    ])
    expect(response.status).toBe(404)
    expect(response.body.error).toMatchObject({
      type: 'actionError',
      items: [{index: 0, error: {type: 'documentNotFoundError'}}],
    })
  })

  it('strengthens references marked to be strengthened on publish', async () => {
    await client.action(
      create('s', {
        author: {_type: 'reference', _ref: 'p', _weak: true, _strengthenOnPublish: {type: 'person'}},
        editor: {_type: 'reference', _ref: 'q', _weak: true, _strengthenOnPublish: {type: 'person', weak: true}},
      }),
    )
    await client.action(publish('s') as never)
    const published = await doc('s')
    expect(published?.author).toEqual({_type: 'reference', _ref: 'p'})
    expect(published?.editor).toEqual({_type: 'reference', _ref: 'q', _weak: true})
  })

  it('creates, replaces and discards release versions', async () => {
    await client.action([create('v', {title: 'base'}), publish('v')] as never)
    await client.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'v',
      baseId: 'v',
      versionId: 'versions.spring.v',
    })
    expect(await doc('versions.spring.v')).toMatchObject({title: 'base'})
    await client.action({
      actionType: 'sanity.action.document.version.replace',
      document: {_id: 'versions.spring.v', _type: 'post', title: 'spring'},
    })
    expect(await doc('versions.spring.v')).toMatchObject({title: 'spring'})
    await client.action({actionType: 'sanity.action.document.version.discard', versionId: 'versions.spring.v'})
    expect(await doc('versions.spring.v')).toBeNull()
  })
})

describe('transactions', () => {
  it('applies a request’s actions as one transaction with the caller as author, under the given id', async () => {
    const response = await actions([create('t', {n: 1}), edit('t', {inc: {n: 2}}), publish('t')], {
      transactionId: 'actions-tx-1',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({transactionId: 'actions-tx-1'})
    expect(await doc('t')).toMatchObject({n: 3, _rev: 'actions-tx-1'})
    const history = await api.get('/data/history/production/transactions/t,drafts.t')
    const entries = parseNdjson(history.text) as Array<{id: string; author: string}>
    expect(entries.map((entry) => entry.id)).toEqual(['actions-tx-1'])
    const me = await api.get('/users/me')
    expect(entries[0]!.author).toBe(me.body.id)
  })

  it('writes nothing when one action fails, and names the failing action', async () => {
    await client.action(create('f'))
    const response = await actions([edit('f', {set: {title: 'lost'}}), create('f')])
    expect(response.status).toBe(409)
    expect(response.body.error).toMatchObject({
      type: 'actionError',
      description: expect.stringContaining('already exists'),
      items: [{index: 1, error: {type: 'documentAlreadyExistsError', id: 'drafts.f'}}],
    })
    expect(await doc('drafts.f')).not.toHaveProperty('title')
  })

  it('writes nothing on a dry run', async () => {
    const response = await actions([create('d')], {dryRun: true})
    expect(response.status).toBe(200)
    expect(await doc('drafts.d')).toBeNull()
  })

  it('leaves an existing draft alone when told to ignore it', async () => {
    await client.action(create('i', {title: 'first'}))
    const response = await actions([{...create('i', {title: 'second'}), ifExists: 'ignore'}])
    expect(response.status).toBe(200)
    expect(await doc('drafts.i')).toMatchObject({title: 'first'})
  })

  it('refuses to delete a document whose draft is not listed, and deletes both when it is', async () => {
    await client.action([create('x'), publish('x'), edit('x', {set: {title: 'draft'}})] as never)
    const refused = await actions([{actionType: 'sanity.action.document.delete', publishedId: 'x', includeDrafts: []}])
    expect(refused.status).toBe(409)
    expect(refused.body.error.items[0].error).toMatchObject({type: 'documentHasDraftsError', id: 'drafts.x'})
    const deleted = await actions([
      {actionType: 'sanity.action.document.delete', publishedId: 'x', includeDrafts: ['drafts.x']},
    ])
    expect(deleted.status).toBe(200)
    expect(await doc('x')).toBeNull()
    expect(await doc('drafts.x')).toBeNull()
  })

  it('lets concurrent first edits of a published document all land', async () => {
    await client.action([create('c', {n: 0}), publish('c')] as never)
    const answers = await Promise.all(Array.from({length: 8}, () => actions([edit('c', {inc: {n: 1}})])))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(await doc('drafts.c')).toMatchObject({n: 8})
  })
})

describe('revision guards', () => {
  it('publishes only the draft revision the caller saw (409 otherwise, nothing written)', async () => {
    const {transactionId} = await client.action(create('g', {title: 'seen'}))
    await client.action(edit('g', {set: {title: 'unseen'}}) as never)
    const stale = await actions([publish('g', {ifDraftRevisionId: transactionId})])
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatchObject({
      type: 'actionError',
      items: [{index: 0, error: {type: 'documentRevisionIDDoesNotMatchError', id: 'drafts.g'}}],
    })
    expect(await doc('g')).toBeNull()
    const current = (await doc('drafts.g'))!._rev!
    expect((await actions([publish('g', {ifDraftRevisionId: current})])).status).toBe(200)
    expect(await doc('g')).toMatchObject({title: 'unseen'})
  })

  it('refuses a publish over a published revision that changed', async () => {
    await client.action([create('h'), publish('h'), edit('h', {set: {title: 'next'}})] as never)
    const response = await actions([publish('h', {ifPublishedRevisionId: 'not-the-revision'})])
    expect(response.status).toBe(409)
    expect(await doc('drafts.h')).toMatchObject({title: 'next'})
  })

  it('refuses an edit whose patch guard does not match', async () => {
    await client.action(create('e'))
    const response = await actions([edit('e', {ifRevisionID: 'old', set: {title: 'x'}})])
    expect(response.status).toBe(409)
    expect(response.body.error.items[0]).toMatchObject({index: 0, error: {type: 'documentRevisionIDDoesNotMatchError'}})
  })
})

describe('bad input', () => {
  it.each([
    ['no actions', {}],
    ['actions not an array', {actions: {actionType: 'sanity.action.document.create'}}],
    ['an empty list', {actions: []}],
    ['an action that is not an object', {actions: ['create']}],
    ['an unknown action type', {actions: [{actionType: 'sanity.action.document.frobnicate'}]}],
    ['a release action', {actions: [{actionType: 'sanity.action.release.create', releaseId: 'r'}]}],
    ['a missing publishedId', {actions: [{actionType: 'sanity.action.document.publish', draftId: 'drafts.a'}]}],
    ['a publishedId that is a number', {actions: [{actionType: 'sanity.action.document.discard', draftId: 7}]}],
    ['a draft id of another document', {actions: [{...publish('a'), draftId: 'drafts.b'}]}],
    ['a draft id as publishedId', {actions: [create('drafts.a')]}],
    ['attributes without _type', {actions: [{...create('a'), attributes: {_id: 'drafts.a'}}]}],
    ['a bad ifExists', {actions: [{...create('a'), ifExists: 'replace'}]}],
    ['a patch that is not an object', {actions: [edit('a', 'set title' as never)]}],
    ['an unknown patch operation', {actions: [edit('a', {frob: {}})]}],
    [
      'includeDrafts of strings only',
      {actions: [{actionType: 'sanity.action.document.delete', publishedId: 'a', includeDrafts: [1]}]},
    ],
    ['purge', {actions: [{actionType: 'sanity.action.document.discard', draftId: 'drafts.a', purge: true}]}],
    ['a transactionId that is not a string', {actions: [create('a')], transactionId: 5}],
    ['dryRun that is not a boolean', {actions: [create('a')], dryRun: 'yes'}],
    ['an invalid document id', {actions: [create('a b')]}],
  ])('answers 400 with a JSON description for %s', async (_name, body) => {
    const response = await api.post('/data/actions/production', body)
    expect(response.status).toBe(400)
    const description = response.body.error?.description ?? response.body.message
    expect(typeof description).toBe('string')
    expect(description.length).toBeGreaterThan(10)
    expect(await doc('drafts.a')).toBeNull()
  })

  it('names the failing action’s index', async () => {
    const response = await actions([create('ok'), {actionType: 'nope'}])
    expect(response.body.error.items).toEqual([
      {index: 1, error: {type: 'invalidActionError', description: expect.stringContaining('unknown "actionType"')}},
    ])
  })

  it('refuses non-JSON bodies (415), bodies over the server’s limit (413) and unknown datasets (404)', async () => {
    expect(
      (await api.post('/data/actions/production', 'actions=1', {headers: {'Content-Type': 'text/plain'}})).status,
    ).toBe(415)
    const huge = await actions([create('big', {text: 'x'.repeat(BODY_LIMIT)})])
    expect(huge.status).toBe(413)
    expect(huge.body.message).toContain(String(BODY_LIMIT))
    expect((await api.post('/data/actions/nope', {actions: [create('a')]})).status).toBe(404)
  })

  it('needs credentials', async () => {
    expect((await actions([create('a')], {}, null as never)).status).toBe(401)
  })
})

describe('grants', () => {
  it('lets a contributor edit drafts but not publish (403, nothing written)', async () => {
    const contributor = server.server.tokens.add('contributor')
    expect((await actions([create('k', {title: 'draft'})], {}, contributor)).status).toBe(200)
    const response = await actions([publish('k')], {}, contributor)
    expect(response.status).toBe(403)
    expect(response.body.error).toMatchObject({
      type: 'actionError',
      items: [{index: 0, error: {type: 'insufficientPermissionsError', permission: 'create', id: 'k'}}],
    })
    expect(await doc('k')).toBeNull()
    expect(await doc('drafts.k')).toMatchObject({title: 'draft'})
  })

  it('refuses a viewer’s edit of someone else’s draft with 403', async () => {
    await client.action(create('w', {title: 'theirs'}))
    const viewer = server.server.tokens.add('viewer')
    const response = await actions([edit('w', {set: {title: 'mine'}})], {}, viewer)
    expect(response.status).toBe(403)
    expect(await doc('drafts.w')).toMatchObject({title: 'theirs'})
  })
})

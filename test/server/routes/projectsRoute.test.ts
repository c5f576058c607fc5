import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
let editorId: string

beforeAll(async () => {
  server = await startTestServer({projectId: 'local'})
  api = apiClient(server, '2025-02-19')
  editorId = (
    await server.server.users.add({
      email: 'ed@example.com',
      name: 'Ed',
      roles: ['editor'],
      password: 'correct horse battery',
    })
  ).id
})
afterAll(() => server.close())

const action = (list: unknown[]) => api.post('/data/actions/production', {actions: list})

describe('GET /projects/{id}', () => {
  it('answers the project with the fields clients read, members included', async () => {
    const {status, body} = await api.get('/projects/local')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: 'local',
      displayName: 'local',
      organizationId: null,
      isBlocked: false,
      isDisabled: false,
      metadata: {},
      features: [],
      createdAt: expect.any(String),
    })
    expect(body.members).toContainEqual({
      id: editorId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      isCurrentUser: false,
      isRobot: false,
      role: 'editor',
      roles: [{name: 'editor', title: 'Editor'}],
    })
  })

  it('is a 404 for another project and a 401 without credentials', async () => {
    expect((await api.get('/projects/other')).status).toBe(404)
    expect((await api.get('/projects/local', {token: null})).status).toBe(401)
  })

  it('lists the datasets with their access mode', async () => {
    const {status, body} = await api.get('/projects/local/datasets')
    expect(status).toBe(200)
    expect(body).toContainEqual({name: 'production', aclMode: 'private'})
  })
})

describe('feature endpoints answer "not enabled" in the shape clients read', () => {
  it.each([
    // Cross-dataset references are on unless the operator switches them off (settings.json).
    ['/features', ['crossDatasetReferences']],
    ['/projects/local/features', ['crossDatasetReferences']],
    ['/user-applications', []],
    ['/projects/local/user-applications', []],
    ['/schedules/local/production', {schedules: []}],
    // The studio's upsell dialogs: it shows one only for a truthy answer.
    ['/journey/content-releases', null],
    ['/journey/comments', null],
    ['/journey/tasks', null],
    ['/journey/scheduled-publishing', null],
    ['/journey/document-limit', null],
    ['/v2024-09-19/journey/announcements', []],
  ])('%s → %j', async (path, expected) => {
    const response = await api.get(path)
    expect(response.status).toBe(200)
    expect(response.body).toEqual(expected)
  })

  it('answers the journey endpoints as JSON, and only to callers with a role', async () => {
    const response = await api.get('/journey/tasks')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.text).toBe('null')
    expect((await api.get('/journey/tasks', {token: null})).status).toBe(401)
    expect((await api.get('/journey/announcements', {token: null})).status).toBe(401)
    expect((await api.get('/journey/unknown-feature')).status).toBe(404)
  })

  it('refuses to create a schedule, saying why', async () => {
    const response = await api.post('/schedules/local/production', {
      documents: [{documentId: 'a'}],
      executeAt: '2030-01-01T00:00:00Z',
    })
    expect(response.status).toBe(403)
    expect(response.body.message).toMatch(/not enabled/)
  })
})

describe('GET /data/ping/{dataset} and /check/cors', () => {
  it('pings an existing dataset and 404s an unknown one', async () => {
    expect((await api.get('/data/ping/production', {token: null})).text).toBe('PONG')
    expect((await api.get('/data/ping/nope', {token: null})).status).toBe(404)
  })

  it('tells any origin whether it is allowed, readable cross-origin', async () => {
    server.server.cors.add('http://localhost:3333', {allowCredentials: true})
    const allowed = await fetch(`${server.url}/v2025-02-19/check/cors`, {headers: {Origin: 'http://localhost:3333'}})
    expect(allowed.headers.get('access-control-allow-origin')).toBe('*')
    expect(await allowed.json()).toEqual({result: {allowed: true, withCredentials: true}})
    const other = await fetch(`${server.url}/v2025-02-19/check/cors`, {headers: {Origin: 'https://evil.example'}})
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
    expect(await other.json()).toEqual({result: {allowed: false, withCredentials: false}})
  })
})

describe('GET /data/history/{dataset}/events/documents/{id}', () => {
  it('answers the document’s events from the transaction log, newest first, paged by cursor', async () => {
    const create = {
      actionType: 'sanity.action.document.create',
      publishedId: 'h',
      attributes: {_id: 'drafts.h', _type: 'post'},
      ifExists: 'fail',
    }
    const edit = {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.h',
      publishedId: 'h',
      patch: {set: {title: 'x'}},
    }
    const publish = {actionType: 'sanity.action.document.publish', draftId: 'drafts.h', publishedId: 'h'}
    const unpublish = {actionType: 'sanity.action.document.unpublish', draftId: 'drafts.h', publishedId: 'h'}
    const discard = {actionType: 'sanity.action.document.discard', draftId: 'drafts.h'}
    const revisions: string[] = []
    for (const step of [create, edit, publish, edit, unpublish, discard]) {
      const response = await action([step])
      expect(response.status).toBe(200)
      revisions.push(response.body.transactionId)
    }
    const {status, body} = await api.get('/data/history/production/events/documents/h')
    expect(status).toBe(200)
    expect(body.nextCursor).toBe('')
    const events = body.events.h as Array<Record<string, unknown>>
    expect(events.map((event) => event.type)).toEqual([
      'document.deleteVersion',
      'document.unpublish',
      'document.createVersion',
      'document.publishVersion',
      'document.editVersion',
      'document.createVersion',
    ])
    expect(events.map((event) => event.revisionId)).toEqual([...revisions].reverse())
    expect(events[0]).toMatchObject({
      documentId: 'h',
      versionId: 'drafts.h',
      author: expect.any(String),
      timestamp: expect.any(String),
    })

    const first = await api.get('/data/history/production/events/documents/h?limit=4')
    expect(first.body.events.h).toHaveLength(4)
    expect(first.body.nextCursor).toBe(revisions[1])
    const rest = await api.get(
      `/data/history/production/events/documents/h?limit=4&nextCursor=${first.body.nextCursor}`,
    )
    expect(rest.body.events.h.map((event: {revisionId: string}) => event.revisionId)).toEqual([
      revisions[1],
      revisions[0],
    ])
    expect(rest.body.nextCursor).toBe('')
  })

  it('answers no events for a document the caller may not see the history of', async () => {
    await action([{actionType: 'sanity.action.document.create', publishedId: 'secret', attributes: {_type: 'post'}}])
    const noHistory = server.server.tokens.add('contributor')
    // A contributor has history on drafts only: the draft's events stay, published ones would not show.
    const response = await api.get('/data/history/production/events/documents/secret', {token: noHistory})
    expect(response.status).toBe(200)
    expect(response.body.events.secret).toHaveLength(1)
    expect((await api.get('/data/history/production/events/documents/secret', {token: null})).status).toBe(401)
  })

  it('refuses a bad limit or cursor with 400', async () => {
    expect((await api.get('/data/history/production/events/documents/h?limit=0')).status).toBe(400)
    expect((await api.get('/data/history/production/events/documents/h?limit=5000')).status).toBe(400)
    expect((await api.get('/data/history/production/events/documents/h?nextCursor=nope')).status).toBe(400)
  })
})

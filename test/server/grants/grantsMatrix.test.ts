import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createServer, type VellumServer} from '../../../src/server'
import {apiClient, parseNdjson} from '../support/apiClient'
import {openEventStream} from '../support/eventStream'
import {signInForToken} from '../support/signIn'

// The role matrix of issue 4: each built-in role and one custom role × every data call, on a
// draft and a published document, with 0 unauthorized reads or writes.
const POST_EDITOR = {
  name: 'postEditor',
  title: 'Post editor',
  grants: [{filter: '_type == "post"', permissions: ['read', 'update']}],
}
const ROLES = ['administrator', 'editor', 'developer', 'contributor', 'viewer', 'postEditor'] as const
type Role = (typeof ROLES)[number]

interface Expectation {
  /** Which of post (published), drafts.post, page (published), drafts.page it reads. */
  reads: string[]
  history: {published: boolean; draft: boolean}
  create: {published: boolean; draft: boolean}
  update: {published: boolean; draft: boolean}
}
const both = (value: boolean) => ({published: value, draft: value})
const ALL = ['post', 'drafts.post', 'page', 'drafts.page']
const full: Expectation = {reads: ALL, history: both(true), create: both(true), update: both(true)}
const EXPECTED: Record<Role, Expectation> = {
  administrator: full,
  editor: full,
  developer: full,
  contributor: {
    reads: ALL,
    history: {published: false, draft: true},
    create: {published: false, draft: true},
    update: {published: false, draft: true},
  },
  viewer: {reads: ALL, history: both(true), create: both(false), update: both(false)},
  postEditor: {reads: ['post', 'drafts.post'], history: both(false), create: both(false), update: both(true)},
}

let server: VellumServer
let dataDir: string
let admin: ReturnType<typeof apiClient>
const tokens = {} as Record<Role, string>

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vellum-grants-'))
  writeFileSync(join(dataDir, 'roles.json'), JSON.stringify([POST_EDITOR]))
  server = await createServer({dataDir, port: 0, onError: () => {}})
  admin = apiClient({url: server.url, token: server.tokens.add('administrator')})
  for (const role of ROLES) {
    const email = `${role.toLowerCase()}@example.com`
    await server.users.add({email, name: role, roles: [role], password: 'correct horse battery'})
    tokens[role] = (await signInForToken(server.url, {email, password: 'correct horse battery'})).token
  }
  const seed = ALL.map((id) => ({
    create: {_id: id, _type: id.endsWith('page') ? 'page' : 'post', title: `Hello ${id}`},
  }))
  expect((await admin.mutate(seed)).status).toBe(200)
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const as = (role: Role) => apiClient({url: server.url, token: tokens[role]})

describe.each(ROLES)('the %s role', (role) => {
  const expected = EXPECTED[role]
  const api = () => as(role)

  it('queries only readable documents, references to others resolve to null', async () => {
    const {body} = await api().query('*[_id in $ids]._id | order(@)', {ids: ALL})
    expect(body.result).toEqual([...expected.reads].sort())
    const deref = await api().query('{"page": *[_id == "post"][0]{"p": {"_ref": "page"}}.p->_id}')
    expect(deref.body.result.page).toBe(expected.reads.includes('page') ? 'page' : null)
  })

  it('gets readable documents and lists the rest as omitted for permission', async () => {
    const {body} = await api().get(`/data/doc/production/${ALL.join(',')}`)
    expect(body.documents.map((doc: {_id: string}) => doc._id)).toEqual(expected.reads)
    expect(body.omitted).toEqual(
      ALL.filter((id) => !expected.reads.includes(id)).map((id) => ({id, reason: 'permission'})),
    )
  })

  it('finds only readable documents by text search', async () => {
    const {body} = await api().post('/data/textsearch/production', {query: {string: 'hello'}})
    const ids: string[] = body.hits.map((hit: {id: string}) => hit.id)
    // A draft and its published document are one hit, and it is always a version the role reads.
    for (const id of ids) expect(expected.reads).toContain(id)
    const documents = (list: readonly string[]) => [...new Set(list.map((id) => id.replace(/^drafts\./, '')))].sort()
    expect(documents(ids)).toEqual(documents(expected.reads))
    expect(ids).toHaveLength(documents(expected.reads).length)
  })

  it('reads history only with the history grant, per document', async () => {
    for (const [id, allowed] of [
      ['post', expected.history.published],
      ['drafts.post', expected.history.draft],
    ] as const) {
      const transactions = await api().get(`/data/history/production/transactions/${id}`)
      const documents = await api().get(`/data/history/production/documents/${id}?lastRevision=true`)
      if (allowed) {
        expect(transactions.status).toBe(200)
        expect(parseNdjson(transactions.text).length).toBeGreaterThan(0)
        expect(documents.body.documents).toEqual([expect.objectContaining({_id: id})])
      } else {
        // Hidden history answers as a document that never existed: nothing, and no 403 telling the two apart.
        const never = `never-${id.replace('.', '-')}`
        expect(transactions.status).toBe(200)
        expect(transactions.text).toBe((await api().get(`/data/history/production/transactions/${never}`)).text)
        expect(documents.status).toBe(200)
        expect(documents.body).toEqual({documents: []})
        expect(documents.body).toEqual(
          (await api().get(`/data/history/production/documents/${never}?lastRevision=true`)).body,
        )
      }
    }
  })

  it('creates, patches and deletes exactly what its grants allow, and writes nothing else', async () => {
    const ids = {published: `m-${role}`, draft: `drafts.m-${role}`}
    for (const target of ['published', 'draft'] as const) {
      const id = ids[target]
      const create = await api().mutate([{create: {_id: id, _type: 'post', title: 'created'}}])
      expect(create.status, `create ${id}`).toBe(expected.create[target] ? 200 : 403)
      if (!expected.create[target]) {
        expect(create.body.error.items[0].error).toMatchObject({
          type: 'insufficientPermissionsError',
          permission: 'create',
          id,
        })
        expect(await admin.documents(id)).toEqual([])
        await admin.mutate([{create: {_id: id, _type: 'post', title: 'created'}}])
      }
      const patch = await api().mutate([{patch: {id, set: {title: 'patched'}}}])
      expect(patch.status, `patch ${id}`).toBe(expected.update[target] ? 200 : 403)
      expect((await admin.documents(id))[0]?.title).toBe(expected.update[target] ? 'patched' : 'created')
      const remove = await api().mutate([{delete: {id}}])
      expect(remove.status, `delete ${id}`).toBe(expected.update[target] ? 200 : 403)
      expect(await admin.documents(id)).toHaveLength(expected.update[target] ? 0 : 1)
      // A transaction mixing an allowed and a refused change writes nothing at all.
      if (!expected.update[target] && expected.update.draft) {
        const mixed = await api().mutate([
          {create: {_id: `drafts.mixed-${role}`, _type: 'post'}},
          {patch: {id, set: {title: 'sneaky'}}},
        ])
        expect(mixed.status).toBe(403)
        expect(await admin.documents(`drafts.mixed-${role}`)).toEqual([])
      }
    }
  })

  it('listens only to readable documents', async () => {
    const stream = await openEventStream(
      `${server.url}/v2023-11-13/data/listen/production?query=${encodeURIComponent('*[_id in ["page", "drafts.page", "post", "drafts.post"]]')}`,
      {
        Authorization: `Bearer ${tokens[role]}`,
      },
    )
    try {
      await stream.next((event) => event.event === 'welcome')
      for (const id of ['page', 'drafts.page', 'post', 'drafts.post'])
        await admin.mutate([{patch: {id, set: {listenedBy: role}}}])
      await stream.next((event) => event.event === 'mutation' && event.data.documentId === 'drafts.post')
      const seen = stream.events
        .filter((event) => event.event === 'mutation')
        .map((event) => event.data.documentId as string)
      expect(seen).toEqual(['page', 'drafts.page', 'post', 'drafts.post'].filter((id) => expected.reads.includes(id)))
    } finally {
      stream.close()
    }
  })

  it('answers its grants at the acl endpoint', async () => {
    const {status, body} = await api().get('/projects/local/datasets/production/acl')
    expect(status).toBe(200)
    const grants =
      role === 'postEditor' ? POST_EDITOR.grants : (await import('../../../src/lake')).getRole(role)!.grants
    expect(body).toEqual(grants.map((grant) => ({filter: grant.filter, permissions: [...grant.permissions]})))
  })
})

describe('assets under grants', () => {
  it('refuses an upload without create on the asset document and stores nothing', async () => {
    const {uploadAsset, isStored} = await import('../support/assetUploads')
    const bytes = Buffer.from('grants test file contents')
    const refused = await uploadAsset({url: server.url, token: tokens.viewer}, 'file', bytes, {filename: 'a.txt'})
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      error: 'Forbidden',
      message: expect.stringContaining('"create" required on document "file-'),
    })
    const sha1 = (await import('node:crypto')).createHash('sha1').update(bytes).digest('hex')
    expect(isStored(dataDir, sha1)).toBe(false)
    const created = await uploadAsset({url: server.url, token: tokens.editor}, 'file', bytes, {filename: 'a.txt'})
    expect(created.status).toBe(200)
    const assetId = (created.body as {document: {_id: string}}).document._id
    // Deleting needs update on the asset document: a viewer's delete is refused, the file stays.
    expect((await as('viewer').mutate([{delete: {id: assetId}}])).status).toBe(403)
    expect(isStored(dataDir, sha1)).toBe(true)
    expect((await as('editor').mutate([{delete: {id: assetId}}])).status).toBe(200)
  })
})

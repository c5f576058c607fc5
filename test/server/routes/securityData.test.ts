import {chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createServer, sqliteStorage, type VellumServer} from '../../../src/server'
import {apiClient, parseNdjson} from '../support/apiClient'
import {uploadAsset} from '../support/assetUploads'
import {runCli} from '../support/cliHarness'
import {signInForToken} from '../support/signIn'

// Regressions of the attacker review's data findings (6-10): deep JSON, history of revisions
// the caller could never read, errors that told unreadable documents from missing ones,
// unvalidated ids, datasets that sprang into existence, and a world-readable database.

/** A role that reads posts and their history, and nothing else. */
const POST_READER = {
  name: 'postReader',
  title: 'Post reader',
  grants: [{filter: '_type == "post"', permissions: ['read', 'history']}],
}
/** A role that manages image assets and posts, and cannot read anything else. */
const ASSET_KEEPER = {
  name: 'assetKeeper',
  title: 'Asset keeper',
  grants: [{filter: '_type in ["sanity.imageAsset", "post"]', permissions: ['read', 'create', 'update']}],
}

let root: string
let dataDir: string
let server: VellumServer
let adminToken: string
let admin: ReturnType<typeof apiClient>
let reader: ReturnType<typeof apiClient>

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vellum-security-data-'))
  // A directory the server creates itself, so its mode is the server's doing (mkdtemp's are 0700 anyway).
  dataDir = join(root, 'data')
  server = await createServer({dataDir, port: 0, onError: () => {}})
  await server.close()
  writeFileSync(join(dataDir, 'roles.json'), JSON.stringify([POST_READER, ASSET_KEEPER]))
  server = await createServer({dataDir, port: 0, onError: () => {}})
  adminToken = server.tokens.add('administrator')
  admin = apiClient({url: server.url, token: adminToken})
  await server.users.add({
    email: 'reader@example.com',
    name: 'Reader',
    roles: ['postReader'],
    password: 'correct horse battery',
  })
  reader = apiClient({
    url: server.url,
    token: (await signInForToken(server.url, {email: 'reader@example.com', password: 'correct horse battery'})).token,
  })
})
afterAll(async () => {
  await server.close()
  rmSync(root, {recursive: true, force: true})
})

/** `depth` arrays nested in each other, innermost holding 1. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`

const transactionCount = () => server.lake.getTransactions('production', {}).length

describe('deep JSON (finding 6)', () => {
  it('a mutation nested 10 000 deep is a 400 "Document too deeply nested", not a 500, and writes nothing', async () => {
    const before = transactionCount()
    const {status, body} = await admin.post(
      '/data/mutate/production',
      `{"mutations":[{"create":{"_id":"deep","_type":"post","v":${nested(10_000)}}}]}`,
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({statusCode: 400, message: expect.stringMatching(/^Document too deeply nested/)})
    expect(transactionCount()).toBe(before)
    expect(await admin.documents('deep')).toEqual([])
  })

  it('a patch set nested 10 000 deep is a 400 and leaves the document as it was', async () => {
    await admin.mutate([{createOrReplace: {_id: 'shallow', _type: 'post', v: 1}}])
    const before = transactionCount()
    const {status, body} = await admin.post(
      '/data/mutate/production',
      `{"mutations":[{"patch":{"id":"shallow","set":{"v":${nested(10_000)}}}}]}`,
    )
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Document too deeply nested/)
    expect(transactionCount()).toBe(before)
    expect((await admin.documents('shallow'))[0]).toMatchObject({v: 1})
  })

  it('a query parameter nested 10 000 deep is a 400, on GET and on POST', async () => {
    // 10 000 levels do not fit in a URL (Node refuses headers over 16 KB with a 431); 5 000 do.
    const get = await admin.get(`/data/query/production?query=${encodeURIComponent('count($p)')}&%24p=${nested(5_000)}`)
    expect(get.status).toBe(400)
    expect(get.body.message).toMatch(/^Document too deeply nested: query parameter "\$p"/)
    const post = await admin.post('/data/query/production', `{"query":"count($p)","params":{"p":${nested(10_000)}}}`)
    expect(post.status).toBe(400)
    expect(post.body.message).toMatch(/^Document too deeply nested/)
  })

  it('a key-value pair nested 10 000 deep is a 400 and nothing is stored', async () => {
    const {status, body} = await admin.request('PUT', '/users/me/keyvalue', {
      body: `[{"key":"deep-pref","value":${nested(10_000)}}]`,
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Document too deeply nested/)
    expect((await admin.get('/users/me/keyvalue/deep-pref')).body).toEqual([{key: 'deep-pref', value: null}])
  })

  it('nesting up to the limit is accepted, one level more is not', async () => {
    const limit = 100
    // {"mutations":[{"create":{... "v": <arrays>}}]} is 4 levels before the value.
    const fits = await admin.post(
      '/data/mutate/production?dryRun=true',
      `{"mutations":[{"create":{"_id":"fits","_type":"post","v":${nested(limit - 4)}}}]}`,
    )
    expect(fits.status).toBe(200)
    const over = await admin.post(
      '/data/mutate/production?dryRun=true',
      `{"mutations":[{"create":{"_id":"over","_type":"post","v":${nested(limit - 3)}}}]}`,
    )
    expect(over.status).toBe(400)
  })

  it('a number that overflows (1e999999) is a 400 naming where it is, not stored as null', async () => {
    const before = transactionCount()
    const {status, body} = await admin.post(
      '/data/mutate/production',
      '{"mutations":[{"create":{"_id":"huge","_type":"post","stats":{"n":1e999999}}}]}',
    )
    expect(status).toBe(400)
    expect(body.message).toContain('"mutations[0].create.stats.n"')
    expect(body.message).toMatch(/out of range/)
    expect(transactionCount()).toBe(before)
    expect(await admin.documents('huge')).toEqual([])
    expect((await admin.query('count($n)', {}, {$n: '-1e999999'})).status).toBe(400)
  })

  it('a mutation sent as text/plain is a 415 with a JSON error, and JSON with a charset is fine', async () => {
    const mutations = JSON.stringify({mutations: [{create: {_id: 'typed', _type: 'post'}}]})
    const plain = await admin.post('/data/mutate/production', mutations, {headers: {'Content-Type': 'text/plain'}})
    expect(plain.status).toBe(415)
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/)
    expect(plain.body).toMatchObject({statusCode: 415, message: expect.stringContaining('application/json')})
    expect(await admin.documents('typed')).toEqual([])
    const query = await admin.post('/data/query/production', '{"query":"1"}', {
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    })
    expect(query.status).toBe(415)
    const charset = await admin.post('/data/mutate/production', mutations, {
      headers: {'Content-Type': 'application/json; charset=utf-8'},
    })
    expect(charset.status).toBe(200)
  })
})

describe('history of revisions the caller could never read (finding 7)', () => {
  let secretRevision: string
  let replacedRevision: string
  let visibleRevision: string

  beforeAll(async () => {
    secretRevision = (await admin.mutate([{create: {_id: 'turncoat', _type: 'secret', code: 'S3CRET'}}])).body
      .transactionId
    replacedRevision = (await admin.mutate([{createOrReplace: {_id: 'turncoat', _type: 'post', title: 'Public now'}}]))
      .body.transactionId
    visibleRevision = (await admin.mutate([{patch: {id: 'turncoat', set: {title: 'Public, edited'}}}])).body
      .transactionId
  })

  it('a read+history role cannot read an old revision of a document that was then of a secret type', async () => {
    const old = await reader.get(`/data/history/production/documents/turncoat?revision=${secretRevision}`)
    expect(old.status).toBe(200)
    expect(old.body).toEqual({documents: []})
    expect(old.text).not.toContain('S3CRET')
    // Exactly what a document that never existed answers.
    expect(old.body).toEqual(
      (await reader.get(`/data/history/production/documents/never-existed?revision=${secretRevision}`)).body,
    )
    const current = await reader.get(`/data/history/production/documents/turncoat?revision=${visibleRevision}`)
    expect(current.body.documents).toEqual([expect.objectContaining({_type: 'post', title: 'Public, edited'})])
    // The administrator still sees everything.
    expect(
      (await admin.get(`/data/history/production/documents/turncoat?revision=${secretRevision}`)).body.documents,
    ).toEqual([expect.objectContaining({code: 'S3CRET'})])
  })

  it('the transaction log shows the read+history role no mutation or effect of the secret revisions', async () => {
    const log = await reader.get('/data/history/production/transactions/turncoat?effectFormat=mendoza')
    expect(log.status).toBe(200)
    expect(log.text).not.toContain('S3CRET')
    // The create was secret, and the replace's effects would revert to the secret: only the edit shows.
    expect(parseNdjson(log.text).map((entry) => (entry as {id: string}).id)).toEqual([visibleRevision])
    const all = parseNdjson(
      (await admin.get('/data/history/production/transactions/turncoat?effectFormat=mendoza')).text,
    )
    expect(all.map((entry) => (entry as {id: string}).id)).toEqual([secretRevision, replacedRevision, visibleRevision])
  })

  it('a document whose whole history is hidden answers as one that never existed, not 403', async () => {
    await admin.mutate([{create: {_id: 'vault', _type: 'secret', code: 'S3CRET'}}])
    for (const path of ['transactions/vault', 'documents/vault?lastRevision=true']) {
      const hidden = await reader.get(`/data/history/production/${path}`)
      const missing = await reader.get(`/data/history/production/${path.replace('vault', 'nothing-here')}`)
      expect(hidden.status, path).toBe(200)
      expect(hidden.text, path).toBe(missing.text)
    }
  })
})

describe('errors about documents the caller cannot read (finding 8)', () => {
  beforeAll(async () => {
    await admin.mutate([{createOrReplace: {_id: 'classified', _type: 'secret', code: 'S3CRET'}}])
  })

  /** The answer with the id replaced, so answers about two ids compare. */
  const answer = async (mutations: unknown[], id: string) => {
    const {status, body} = await reader.mutate(mutations)
    // Every transaction gets its own id; the rest must be the same.
    const {transactionId: _transactionId, ...rest} = body as Record<string, unknown>
    return {status, body: JSON.parse(JSON.stringify(rest).replaceAll(id, 'ID')) as unknown}
  }

  it('a read-only role creating an existing unreadable id gets the same status and message as for a missing one it may not create', async () => {
    for (const kind of ['create', 'createIfNotExists', 'createOrReplace']) {
      const existing = await answer([{[kind]: {_id: 'classified', _type: 'secret'}}], 'classified')
      const missing = await answer([{[kind]: {_id: 'unclassified', _type: 'secret'}}], 'unclassified')
      expect(existing.status, kind).toBe(403)
      expect(existing, kind).toEqual(missing)
    }
    expect((await admin.documents('classified'))[0]).toMatchObject({code: 'S3CRET'})
  })

  it('an ifRevisionID mismatch on an unreadable document does not reveal its _rev', async () => {
    const {_rev: rev} = (await admin.documents('classified'))[0] as {_rev: string}
    const {status, text} = await reader.mutate([{patch: {id: 'classified', ifRevisionID: 'guess', set: {code: 'x'}}}])
    expect(status).toBe(404)
    expect(text).not.toContain(rev)
    const existing = await answer([{patch: {id: 'classified', ifRevisionID: 'guess', set: {code: 'x'}}}], 'classified')
    const missing = await answer(
      [{patch: {id: 'unclassified', ifRevisionID: 'guess', set: {code: 'x'}}}],
      'unclassified',
    )
    expect(existing).toEqual(missing)
  })

  it('patching or deleting an unreadable document answers as for a missing one', async () => {
    expect(await answer([{patch: {id: 'classified', set: {code: 'x'}}}], 'classified')).toEqual(
      await answer([{patch: {id: 'unclassified', set: {code: 'x'}}}], 'unclassified'),
    )
    expect(await answer([{delete: {id: 'classified'}}], 'classified')).toEqual(
      await answer([{delete: {id: 'unclassified'}}], 'unclassified'),
    )
    expect((await admin.documents('classified'))[0]).toMatchObject({code: 'S3CRET'})
  })
})

describe('document ids (finding 9)', () => {
  const BAD_IDS: Array<[string, string]> = [
    ['a space', 'a b'],
    ['a slash', 'a/b'],
    ['a dot-dot segment', 'a..b'],
    ['a leading dot', '.a'],
    ['a path of ..', '../etc'],
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['10 000 characters', 'x'.repeat(10_000)],
    ['a comma', 'a,b'],
  ]

  it.each(BAD_IDS)('refuses an id with %s in every mutation kind, naming it, and writes nothing', async (_kind, id) => {
    const before = transactionCount()
    for (const mutation of [
      {create: {_id: id, _type: 'post'}},
      {createOrReplace: {_id: id, _type: 'post'}},
      {createIfNotExists: {_id: id, _type: 'post'}},
      {patch: {id, set: {a: 1}}},
      {delete: {id}},
    ]) {
      const {status, body, text} = await admin.mutate([mutation])
      expect(status, JSON.stringify(mutation).slice(0, 80)).toBe(400)
      expect(body.error.items[0].error.description).toMatch(/Invalid document id/)
      // Named, but cut short.
      expect(text.length).toBeLessThan(1000)
    }
    expect(transactionCount()).toBe(before)
  })

  it('names a long id cut to its start, and says how long it was', async () => {
    const {body} = await admin.mutate([{create: {_id: 'y'.repeat(10_000), _type: 'post'}}])
    expect(body.error.items[0].error.description).toContain(`"${'y'.repeat(40)}…" (10000 characters)`)
  })

  it('an id "a,b" cannot be created, so /data/doc splitting on commas is exact', async () => {
    expect((await admin.mutate([{create: {_id: 'a,b', _type: 'post'}}])).status).toBe(400)
    await admin.mutate([{createOrReplace: {_id: 'a', _type: 'post'}}, {createOrReplace: {_id: 'b', _type: 'post'}}])
    expect((await admin.get('/data/doc/production/a,b')).body.documents.map((doc: {_id: string}) => doc._id)).toEqual([
      'a',
      'b',
    ])
  })

  it('refuses bad ids in /data/doc and in history with a 400 naming the id', async () => {
    for (const path of [
      '/data/doc/production/a%20b',
      '/data/history/production/documents/a%2Fb?lastRevision=true',
      '/data/history/production/transactions/a..b',
    ]) {
      const {status, body} = await admin.get(path)
      expect(status, path).toBe(400)
      expect(body.message, path).toMatch(/^Invalid document id "/)
    }
  })

  it('accepts the ids the lake and the studio make: drafts, versions, assets, UUIDs, paths', async () => {
    const ids = [
      'drafts.post-1',
      'versions.r2Xq.post-1',
      `image-${'a'.repeat(40)}-200x200-png`,
      `file-${'b'.repeat(40)}-pdf`,
      '3f0b6c1e-8d2a-4c7b-9e1f-0a2b3c4d5e6f',
      'animal.mammal.dog',
      '_.groups.editors',
      'x'.repeat(128),
    ]
    const {status} = await admin.mutate(
      ids.map((id) => ({create: {_id: id, _type: 'probe'}})),
      '?dryRun=true',
    )
    expect(status).toBe(200)
  })
})

describe('datasets (finding 10)', () => {
  it('mutating an unknown dataset is a 404 and creates no dataset', async () => {
    const {status, body} = await admin.post('/data/mutate/nowhere', {mutations: [{create: {_id: 'a', _type: 'post'}}]})
    expect(status).toBe(404)
    expect(body).toMatchObject({statusCode: 404, message: 'Dataset "nowhere" not found'})
    expect(server.lake.listDatasets()).not.toContain('nowhere')
  })

  it('querying, listening to, reading and reading the history of an unknown dataset is a 404 too', async () => {
    for (const path of [
      '/data/query/nowhere?query=*',
      '/data/listen/nowhere?query=*',
      '/data/doc/nowhere/a',
      '/data/history/nowhere/transactions/a',
      '/data/history/nowhere/documents/a?lastRevision=true',
    ]) {
      const {status, body} = await admin.get(path)
      expect(status, path).toBe(404)
      expect(body.message, path).toBe('Dataset "nowhere" not found')
    }
    expect(server.lake.listDatasets()).toEqual(['production'])
  })

  it('a dataset exists once an administrator creates it, over HTTP or with the CLI', async () => {
    expect((await reader.request('PUT', '/datasets/reader-made')).status).toBe(403)
    const created = await admin.request('PUT', '/datasets/staging')
    expect(created).toMatchObject({status: 200, body: {datasetName: 'staging'}})
    expect((await admin.post('/data/mutate/staging', {mutations: [{create: {_id: 'a', _type: 'post'}}]})).status).toBe(
      200,
    )
    expect((await admin.get('/projects/local/datasets')).body.map((dataset: {name: string}) => dataset.name)).toEqual([
      'production',
      'staging',
    ])
    const cli = await runCli(['dataset', 'create', 'archive', '--data', dataDir])
    expect(cli).toMatchObject({code: 0, stdout: 'Created dataset "archive"\n'})
    expect(await runCli(['dataset', 'list', '--data', dataDir])).toMatchObject({
      code: 0,
      stdout: 'archive\nproduction\nstaging\n',
    })
    // The running server sees a dataset another process created.
    expect((await admin.get('/data/query/archive?query=count(*)')).body.result).toBe(0)
  })
})

describe('file permissions (finding 10)', () => {
  const modeOf = (path: string) => statSync(path).mode & 0o777

  it('creates the data directory 0700 and vellum.db (with -wal and -shm) 0600', async () => {
    expect(modeOf(dataDir)).toBe(0o700)
    for (const file of ['vellum.db', 'vellum.db-wal', 'vellum.db-shm']) {
      const path = join(dataDir, file)
      if (file === 'vellum.db' || existsSync(path)) expect(modeOf(path), file).toBe(0o600)
    }
  })

  it('creates the assets directory owner-only', async () => {
    const png = await sharp({create: {width: 2, height: 2, channels: 3, background: {r: 1, g: 2, b: 3}}})
      .png()
      .toBuffer()
    expect((await uploadAsset({url: server.url, token: adminToken}, 'image', png)).status).toBe(200)
    expect(modeOf(join(dataDir, 'assets'))).toBe(0o700)
  })

  it('tightens a database file an older version left world-readable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vellum-old-db-'))
    try {
      const file = join(dir, 'vellum.db')
      sqliteStorage({filename: file}).close()
      chmodSync(file, 0o644)
      sqliteStorage({filename: file}).close()
      expect(modeOf(file)).toBe(0o600)
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

describe('asset deletes (finding 8)', () => {
  it('refusing to delete a referenced asset names only the referring documents the caller can read', async () => {
    const png = await sharp({create: {width: 3, height: 2, channels: 3, background: {r: 9, g: 8, b: 7}}})
      .png()
      .toBuffer()
    const uploaded = await uploadAsset({url: server.url, token: adminToken}, 'image', png)
    const assetId = uploaded.body.document._id as string
    const image = {_type: 'image', asset: {_type: 'reference', _ref: assetId}}
    await admin.mutate([
      {createOrReplace: {_id: 'visible-post', _type: 'post', image}},
      {createOrReplace: {_id: 'secret-plan', _type: 'secret', image}},
    ])
    await server.users.add({
      email: 'keeper@example.com',
      name: 'Keeper',
      roles: ['assetKeeper'],
      password: 'correct horse battery',
    })
    const keeper = apiClient({
      url: server.url,
      token: (await signInForToken(server.url, {email: 'keeper@example.com', password: 'correct horse battery'})).token,
    })
    const {status, text} = await keeper.mutate([{delete: {id: assetId}}])
    expect(status).toBe(409)
    expect(text).toContain('visible-post')
    expect(text).not.toContain('secret-plan')
    expect(text).toContain('1 document you cannot read')
    // An administrator is told every referring id.
    const told = await admin.mutate([{delete: {id: assetId}}])
    expect(told.status).toBe(409)
    expect(told.text).toContain('secret-plan')
  })
})

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {apiClient} from '../support/apiClient'
import {startTestServer, type TestServer} from '../support/startTestServer'

let server: TestServer
let api: ReturnType<typeof apiClient>
let ada: string
let grace: string
beforeAll(async () => {
  server = await startTestServer()
  api = apiClient(server, '2021-06-07')
  ada = server.server.tokens.add('editor', 'Ada')
  grace = server.server.tokens.add('viewer', 'Grace')
})
afterAll(() => server.close())

const put = (pairs: unknown, token = ada) => api.request('PUT', '/users/me/keyvalue', {body: pairs, token})
const get = (keys: string, token: string | null = ada) => api.get(`/users/me/keyvalue/${keys}`, {token})

describe('user key-value store', () => {
  it('stores pairs and reads them back, with null for missing keys', async () => {
    const stored = await put([
      {key: 'studio.layout', value: {panes: [1, 2], wide: true}},
      {key: 'studio.colorScheme', value: 'dark'},
    ])
    expect(stored.status).toBe(200)
    expect(stored.body).toEqual([
      {key: 'studio.layout', value: {panes: [1, 2], wide: true}},
      {key: 'studio.colorScheme', value: 'dark'},
    ])
    const read = await get('studio.colorScheme,studio.missing,studio.layout')
    expect(read.status).toBe(200)
    expect(read.body).toEqual([
      {key: 'studio.colorScheme', value: 'dark'},
      {key: 'studio.missing', value: null},
      {key: 'studio.layout', value: {panes: [1, 2], wide: true}},
    ])
  })

  it('overwrites a value, and null removes it', async () => {
    await put([{key: 'counter', value: 1}])
    expect((await put([{key: 'counter', value: 2}])).body).toEqual([{key: 'counter', value: 2}])
    expect((await get('counter')).body).toEqual([{key: 'counter', value: 2}])
    expect((await put([{key: 'counter', value: null}])).body).toEqual([{key: 'counter', value: null}])
    expect((await get('counter')).body).toEqual([{key: 'counter', value: null}])
  })

  it('keeps each user’s pairs to that user', async () => {
    await put([{key: 'private.note', value: 'ada only'}], ada)
    expect((await get('private.note', grace)).body).toEqual([{key: 'private.note', value: null}])
    await put([{key: 'private.note', value: 'grace only'}], grace)
    expect((await get('private.note', ada)).body).toEqual([{key: 'private.note', value: 'ada only'}])
    expect((await get('private.note', grace)).body).toEqual([{key: 'private.note', value: 'grace only'}])
  })

  it('keeps falsy values apart from missing ones', async () => {
    await put([
      {key: 'f.zero', value: 0},
      {key: 'f.false', value: false},
      {key: 'f.empty', value: ''},
    ])
    expect((await get('f.zero,f.false,f.empty')).body.map((pair: {value: unknown}) => pair.value)).toEqual([
      0,
      false,
      '',
    ])
  })

  it('needs credentials', async () => {
    expect((await get('studio.layout', null)).status).toBe(401)
    expect((await api.request('PUT', '/users/me/keyvalue', {body: [{key: 'a', value: 1}], token: null})).status).toBe(
      401,
    )
  })

  it('refuses bad input with 4xx and writes nothing', async () => {
    const cases: Array<[unknown, number]> = [
      [{key: 'a', value: 1}, 400],
      [[], 400],
      [[{key: '', value: 1}], 400],
      [[{key: 'has space', value: 1}], 400],
      [[{key: 'a,b', value: 1}], 400],
      [[{key: 'k'.repeat(1025), value: 1}], 400],
      [[{key: 'ok.first', value: 1}, {key: 'no-value'}], 400],
      [[{key: 'ok.first', value: 1}, 'not a pair'], 400],
      [Array.from({length: 101}, (_, index) => ({key: `ok.${index}`, value: index})), 400],
      [
        [
          {key: 'ok.first', value: 1},
          {key: 'big', value: 'x'.repeat(70_000)},
        ],
        413,
      ],
    ]
    for (const [body, status] of cases) {
      const response = await put(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(response.body.message).toEqual(expect.any(String))
    }
    expect((await api.request('PUT', '/users/me/keyvalue', {body: '{nope', token: ada})).status).toBe(400)
    expect((await get('ok.first,ok.0,big')).body.every((pair: {value: unknown}) => pair.value === null)).toBe(true)
  })

  it('refuses bad keys when reading', async () => {
    expect((await get('a,,b')).status).toBe(400)
    expect((await get('with%20space')).status).toBe(400)
    expect((await get(Array.from({length: 101}, (_, index) => `k${index}`).join(','))).status).toBe(400)
  })

  it('accepts a key of exactly 1024 characters and a value of 64 KB', async () => {
    const key = 'k'.repeat(1024)
    const value = 'v'.repeat(64 * 1024 - 2)
    expect((await put([{key, value}])).status).toBe(200)
    expect((await get(key)).body).toEqual([{key, value}])
  })
})

describe('KeyValueStore', () => {
  it('keeps projects apart for the same user', async () => {
    const {KeyValueStore} = await import('../../../src/server/presence')
    const {sqliteStorage} = await import('../../../src/server/sqliteStorage')
    const {mkdtempSync, rmSync} = await import('node:fs')
    const {tmpdir} = await import('node:os')
    const {join} = await import('node:path')
    const dir = mkdtempSync(join(tmpdir(), 'vellum-kv-'))
    const storage = sqliteStorage({filename: join(dir, 'vellum.db')})
    try {
      const one = new KeyValueStore(storage.db, 'one')
      const two = new KeyValueStore(storage.db, 'two')
      one.set('u1', [{key: 'theme', value: 'dark'}])
      expect(two.get('u1', ['theme'])).toEqual([{key: 'theme', value: null}])
      expect(one.get('u1', ['theme'])).toEqual([{key: 'theme', value: 'dark'}])
    } finally {
      storage.close()
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

import {createClient, type MutationEvent, type SanityClient} from '@sanity/client'
import {firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {startTestServer, type TestServer} from './support/startTestServer'

let server: TestServer
let client: SanityClient

beforeAll(async () => {
  server = await startTestServer()
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: server.url,
    useProjectHostname: false,
    apiVersion: '2023-11-13',
    token: server.token,
    useCdn: false,
  })
})
afterAll(() => server.close())
beforeEach(async () => {
  await client.delete({query: '*'})
})

/** Resolves with a value from a promise, or rejects after a timeout, so a lost event fails fast. */
function within<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ])
}

describe('@sanity/client 7 against the server', () => {
  it('fetches with params, also with filterResponse=false', async () => {
    await client.create({_id: 'a', _type: 'post', title: 'Hello', n: 1})
    await client.create({_id: 'b', _type: 'post', title: 'World', n: 2})
    expect(await client.fetch('*[_type == $type && n > $min].title', {type: 'post', min: 1})).toEqual(['World'])
    const raw = await client.fetch('count(*)', {}, {filterResponse: false})
    expect(raw).toMatchObject({result: 2, ms: expect.any(Number)})
  })

  it('fetches in a perspective', async () => {
    await client.create({_id: 'a', _type: 'post', title: 'published'})
    await client.create({_id: 'drafts.a', _type: 'post', title: 'draft'})
    expect(await client.fetch('*[_type == "post"].title', {}, {perspective: 'published'})).toEqual(['published'])
    expect(await client.fetch('*[_type == "post"].title', {}, {perspective: 'drafts'})).toEqual(['draft'])
  })

  it('gets one document and many documents', async () => {
    await client.create({_id: 'a', _type: 'post', title: 'A'})
    expect(await client.getDocument('a')).toMatchObject({_id: 'a', title: 'A'})
    expect(await client.getDocument('missing')).toBeUndefined()
    const docs = await client.getDocuments(['missing', 'a'])
    expect(docs).toEqual([null, expect.objectContaining({_id: 'a'})])
  })

  it('create, createOrReplace and createIfNotExists return the document', async () => {
    const created = await client.create({_type: 'post', title: 'generated id'})
    expect(created).toMatchObject({_id: expect.any(String), _rev: expect.any(String), title: 'generated id'})
    const replaced = await client.createOrReplace({_id: created._id, _type: 'post', title: 'replaced'})
    expect(replaced).toMatchObject({_id: created._id, title: 'replaced'})
    const kept = await client.createIfNotExists({_id: created._id, _type: 'post', title: 'ignored'})
    expect(kept).toMatchObject({title: 'replaced'})
  })

  it('returns ids instead of documents with returnDocuments=false', async () => {
    const result = await client.create({_id: 'a', _type: 'post'}, {returnDocuments: false})
    expect(result).toMatchObject({
      transactionId: expect.any(String),
      documentId: 'a',
      results: [{id: 'a', operation: 'create'}],
    })
  })

  it('reports a create of an existing id as a ClientError with status 409', async () => {
    await client.create({_id: 'a', _type: 'post'})
    const error = await client.create({_id: 'a', _type: 'post'}).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('already exists'),
      details: {type: 'mutationError'},
    })
  })

  it('runs patch chains: set, inc, insert, unset with ifRevisionId', async () => {
    const doc = await client.create({_id: 'a', _type: 'post', title: 'x', count: 1, tags: ['a'], old: true})
    const patched = await client
      .patch('a')
      .ifRevisionId(doc._rev)
      .set({title: 'y'})
      .inc({count: 2})
      .insert('after', 'tags[-1]', ['b'])
      .unset(['old'])
      .commit()
    expect(patched).toMatchObject({title: 'y', count: 3, tags: ['a', 'b']})
    expect(patched).not.toHaveProperty('old')

    const stale = await client
      .patch('a')
      .ifRevisionId(doc._rev)
      .set({title: 'z'})
      .commit()
      .catch((caught: unknown) => caught)
    expect(stale).toMatchObject({
      statusCode: 409,
      details: {items: [{error: {type: 'documentRevisionIDDoesNotMatchError'}}]},
    })
    expect(await client.getDocument('a')).toMatchObject({title: 'y'})
  })

  it('runs setIfMissing, dec and diffMatchPatch patches', async () => {
    await client.create({_id: 'a', _type: 'post', n: 5, text: 'abc'})
    const patched = await client
      .patch('a')
      .setIfMissing({list: []})
      .dec({n: 2})
      .diffMatchPatch({text: '@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n'})
      .commit()
    expect(patched).toMatchObject({list: [], n: 3, text: 'aBc'})
  })

  it('deletes by id and by query', async () => {
    await client.create({_id: 'a', _type: 'post'})
    await client.create({_id: 'b', _type: 'post'})
    await client.delete('a')
    expect(await client.getDocument('a')).toBeUndefined()
    await client.delete({query: '*[_type == "post"]'})
    expect(await client.fetch('count(*)')).toBe(0)
  })

  it('commits a transaction, all or nothing', async () => {
    const result = await client
      .transaction()
      .create({_id: 'a', _type: 'post', n: 1})
      .createOrReplace({_id: 'b', _type: 'post'})
      .patch('a', (p) => p.inc({n: 1}))
      .commit()
    expect(result.results.map((r) => r.id)).toEqual(['a', 'b', 'a'])
    expect(await client.getDocument('a')).toMatchObject({n: 2})

    const failed = await client
      .transaction()
      .create({_id: 'c', _type: 'post'})
      .create({_id: 'a', _type: 'post'})
      .commit()
      .catch((caught: unknown) => caught)
    expect(failed).toMatchObject({statusCode: 409})
    expect(await client.getDocument('c')).toBeUndefined()
  })

  it('commits a transaction with its own id', async () => {
    const result = await client.transaction().create({_id: 'a', _type: 'post'}).transactionId('my-tx').commit()
    expect(result.transactionId).toBe('my-tx')
    expect(await client.getDocument('a')).toMatchObject({_rev: 'my-tx'})
  })

  it('reports a GROQ syntax error with a code frame', async () => {
    const error = await client.fetch('*[_type == ').catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
      details: {type: 'queryParseError'},
    })
  })

  it('reports a missing token as 401 and a bad request as 400', async () => {
    const anonymous = client.withConfig({token: undefined})
    await expect(anonymous.fetch('1')).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('Unauthorized'),
    })
    await expect(client.request({uri: '/users/me'})).resolves.toMatchObject({role: 'administrator', provider: 'token'})
  })

  it('listens: welcome, then the mutation with its result', async () => {
    const received: Array<{type: string}> = []
    const waiters = new Set<() => void>()
    const arrived = (type: string) =>
      within(
        new Promise<void>((resolve) => {
          const check = () => {
            if (!received.some((event) => event.type === type)) return
            waiters.delete(check)
            resolve()
          }
          waiters.add(check)
          check()
        }),
      )
    const subscription = client
      .listen(
        '*[_type == "post" && title == $title]',
        {title: 'heard'},
        {events: ['welcome', 'mutation'], includeResult: true, effectFormat: 'mendoza'},
      )
      .subscribe((event) => {
        received.push(event)
        waiters.forEach((check) => check())
      })
    try {
      // Mutate only once the listener is welcomed, so the event can't be missed.
      await arrived('welcome')
      await client.create({_id: 'ignored', _type: 'post', title: 'not heard'})
      await client.create({_id: 'heard-1', _type: 'post', title: 'heard'})
      await arrived('mutation')
    } finally {
      subscription.unsubscribe()
    }
    expect(received[0]).toMatchObject({type: 'welcome', listenerName: expect.any(String)})
    expect(received).toHaveLength(2)
    const event = received[1] as MutationEvent
    expect(event).toMatchObject({
      type: 'mutation',
      documentId: 'heard-1',
      transition: 'appear',
      result: {_id: 'heard-1', title: 'heard'},
    })
    expect(event.effects).toMatchObject({apply: expect.any(Array), revert: expect.any(Array)})
  })

  it('listens: a bad query errors the observable with a ChannelError', async () => {
    const error = await within(firstValueFrom(client.listen('*[_type == '))).catch((caught: unknown) => caught)
    expect(error).toMatchObject({name: 'ChannelError', message: expect.stringContaining('GROQ query parse error')})
  })
})

import {rmSync} from 'node:fs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {VellumClient} from '../../../src/client'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {createServer, type VellumServer} from '../../../src/server'
import {checkoutPair} from '../../../src/store/document'
import {operationsFor, type DocumentOperations} from '../../../src/store/operations'
import {createPairValidation, type ValidationStatus} from '../../../src/store/validation'
import {startTestServer} from '../../server/support/startTestServer'
import {httpClient, TRANSPORTS, type StoreTransport} from '../connection/support/storeTransports'
import {lakeReader, uid, waitFor} from '../operations/support/pairOperations'

const schema = createSchema([
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'post',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
      defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
    ],
  }),
])

describe.each(TRANSPORTS)('pair validation over %s', (_name, start) => {
  let transport: StoreTransport
  let client: VellumClient
  const teardowns: Array<() => void> = []

  beforeAll(async () => {
    transport = await start()
    client = (await transport.signIn('editor')).client
  })
  afterEach(() => teardowns.splice(0).forEach((teardown) => teardown()))
  afterAll(() => transport.close())

  it('follows the edited document as it is patched and published', async () => {
    const id = uid()
    await lakeReader(transport.lake).seed({
      _id: `drafts.${id}`,
      _type: 'post',
      author: {_type: 'reference', _ref: uid('missing')},
    })
    const pair = checkoutPair({publishedId: id, draftId: `drafts.${id}`}, client)
    const getDocumentExists = async ({id: documentId}: {id: string}) =>
      (await client.getDocuments([documentId]))[0] !== null
    let status: ValidationStatus | undefined
    let operations: DocumentOperations | undefined
    const subscriptions = [
      createPairValidation(pair, schema, {getDocumentExists}).subscribe((next) => (status = next)),
      operationsFor(pair, {transport: client, schemaType: 'post'}).subscribe((next) => (operations = next)),
    ]
    teardowns.push(() => subscriptions.forEach((subscription) => subscription.unsubscribe()))

    await waitFor('the first validation', () => status?.isValidating === false && status.revision !== undefined)
    expect(status?.validation.map((marker) => [marker.level, marker.path])).toEqual([
      ['error', ['author']],
      ['error', ['title']],
    ])

    const authorId = uid('author')
    await lakeReader(transport.lake).seed({_id: authorId, _type: 'author', name: 'Ada'})
    operations!.patch.execute([{type: 'set', path: ['title'], value: 'Valid now'}])
    operations!.patch.execute([{type: 'set', path: ['author'], value: {_type: 'reference', _ref: authorId}}])
    await waitFor('the edit to be validated', () => status?.isValidating === false && status.validation.length === 0)
    expect(status?.revision).toBe(pair.draft.getSnapshot()?._rev)

    await operations!.publish.execute()
    await waitFor(
      'the published document to be validated',
      () => status?.revision !== undefined && status.revision === pair.getSnapshot()?.published?._rev,
    )
    expect(status).toMatchObject({isValidating: false, validation: []})
  })
})

describe('pair validation through a server restart', () => {
  const cleanups: Array<() => unknown> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('validates again once the server is back, clearing the exceptions of checks that needed it', async () => {
    const started = await startTestServer()
    let server: VellumServer = started.server
    cleanups.push(() => rmSync(started.dataDir, {recursive: true, force: true}))
    cleanups.push(() => server.close())
    const port = Number(new URL(started.url).port)
    const [first, second, id] = [uid('author'), uid('author'), uid()]
    await lakeReader(server.lake).seed(
      {_id: first, _type: 'author', name: 'Ada'},
      {_id: second, _type: 'author', name: 'Grace'},
      {_id: `drafts.${id}`, _type: 'post', title: 'Hello', author: {_type: 'reference', _ref: first}},
    )
    const client = httpClient(started.url, server.tokens.add('editor', 'validation through a restart'))
    const pair = checkoutPair({publishedId: id, draftId: `drafts.${id}`}, client)
    const getDocumentExists = async ({id: documentId}: {id: string}) => (await client.getDocument(documentId)) !== null
    const statuses: ValidationStatus[] = []
    const subscription = createPairValidation(pair, schema, {getDocumentExists}).subscribe((status) =>
      statuses.push(status),
    )
    cleanups.push(() => subscription.unsubscribe())
    const latest = () => statuses.at(-1)
    await waitFor('the first validation', () => latest()?.isValidating === false && latest()?.revision !== undefined)
    expect(latest()?.validation).toEqual([])

    // With the server gone, the reference cannot be checked: an exception marker, which blocks publishing.
    await server.close()
    pair.draft.patch([{type: 'set', path: ['author'], value: {_type: 'reference', _ref: second}}])
    await waitFor(
      'the reference check to fail',
      () => latest()?.isValidating === false && latest()!.validation.length > 0,
    )
    expect(latest()?.validation).toEqual([
      {level: 'error', message: 'author: Exception occurred while validating value', path: ['author']},
    ])

    // Back again, with no edit since: the reference is checked again and holds.
    server = await createServer({dataDir: started.dataDir, port, onError: () => {}})
    await waitFor(
      'the document to be validated again',
      () => latest()?.isValidating === false && latest()!.validation.length === 0,
      30_000,
    )
    expect(pair.draft.getSnapshot()).toMatchObject({title: 'Hello', author: {_ref: second}})
  }, 60_000)
})

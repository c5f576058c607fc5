import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {createClient} from '../../../src/client'
import {
  checkoutPair,
  type ConsistencyState,
  type DocumentPair,
  type DocumentTransport,
} from '../../../src/store/document'
import {createServer, type VellumServer} from '../../../src/server'
import type {ContentDocument} from '../../../src/types'
import {httpTransport} from './support/httpTransport'
import {inc, recordingLogger, set} from './support/testStore'

const DRAFT = 'drafts.post-1'
const ids = {publishedId: 'post-1', draftId: DRAFT}

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vellum-store-'))
  cleanups.push(() => rmSync(dir, {recursive: true, force: true}))
  return dir
}

/** Waits (in real time) until `condition` holds; the timeout only guards against a hang. */
async function waitFor(what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Subscribes to a pair as a document pane does; returns the latest consistency and the teardown. */
function watch(pair: DocumentPair) {
  const seen: {consistency: ConsistencyState[]; errors: unknown[]} = {consistency: [], errors: []}
  const subscriptions = [
    pair.snapshots$.subscribe({error: (error: unknown) => seen.errors.push(error)}),
    pair.draft.consistency$.subscribe({
      next: (state) => seen.consistency.push(state),
      error: (error: unknown) => seen.errors.push(error),
    }),
  ]
  cleanups.push(() => subscriptions.forEach((subscription) => subscription.unsubscribe()))
  return seen
}

async function startServer(dataDir: string, port = 0): Promise<VellumServer> {
  const server = await createServer({dataDir, port, onError: () => {}})
  cleanups.push(() => server.close())
  return server
}

const vellumClient = (url: string, token: string) =>
  createClient({apiHost: url, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', token})

const stored = (server: VellumServer): ContentDocument | null =>
  server.lake.getDocuments('production', [DRAFT])[0] ?? null

describe('buffered documents over HTTP', () => {
  it.each([
    [
      'a fetch transport that leaves reconnecting to the store',
      (url: string, token: string): DocumentTransport => httpTransport(url, token),
    ],
    [
      'the Vellum client, which reconnects by itself',
      (url: string, token: string): DocumentTransport => vellumClient(url, token),
    ],
  ])(
    'lose no keystroke when the server stops and restarts in the middle of typing (over %s)',
    async (_name, connect) => {
      const dataDir = tempDir()
      let server = await startServer(dataDir)
      const {port, url} = server
      const token = server.tokens.add('editor', 'store test')
      const logger = recordingLogger()
      const pair = checkoutPair(ids, connect(url, token), {logger})
      const seen = watch(pair)
      await waitFor('the pair to load', () => pair.draft.loaded)

      pair.draft.createIfNotExists({_type: 'post', title: '', count: 0})
      let title = ''
      const type = (letters: string) => {
        for (const letter of letters) {
          title += letter
          pair.draft.patch([set(['title'], title), inc(['count'])])
        }
      }
      type('before ')
      await waitFor('the first keystrokes to reach the server', () => stored(server)?.count === 7)

      await server.close()
      type('during ')
      await waitFor('a commit to fail', () => seen.consistency.at(-1)?.status === 'failing')
      type('down ')
      expect(pair.draft.getSnapshot()).toMatchObject({title: 'before during down ', count: 19})

      server = await startServer(dataDir, port)
      type('and after')
      await waitFor(
        'every keystroke to reach the restarted server',
        () => !pair.draft.hasUnsavedChanges && stored(server)?.count === 28,
      )
      await waitFor('the pair to be in sync', () => seen.consistency.at(-1)?.status === 'inSync')

      expect(stored(server)).toMatchObject({title: 'before during down and after', count: 28})
      expect(pair.draft.getSnapshot()).toEqual(stored(server))
      expect(seen.errors).toEqual([])
      expect(logger.warnings).toEqual([])
    },
    60_000,
  )

  it('show two users each other’s edits', async () => {
    const server = await startServer(tempDir())
    const alice = checkoutPair(ids, httpTransport(server.url, server.tokens.add('editor', 'alice')))
    const bob = checkoutPair(ids, httpTransport(server.url, server.tokens.add('editor', 'bob')))
    watch(alice)
    watch(bob)
    await waitFor('both pairs to load', () => alice.draft.loaded && bob.draft.loaded)

    alice.draft.createIfNotExists({_type: 'post', count: 0})
    await waitFor('bob to see the draft', () => bob.draft.getSnapshot() !== null)
    alice.draft.patch([set(['title'], 'by alice'), inc(['count'])])
    bob.draft.patch([set(['subtitle'], 'by bob'), inc(['count'])])
    await waitFor(
      'both to converge',
      () =>
        [alice, bob].every(
          (pair) => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === stored(server)?._rev,
        ) && stored(server)?.count === 2,
    )

    expect(stored(server)).toMatchObject({title: 'by alice', subtitle: 'by bob', count: 2})
    expect(alice.draft.getSnapshot()).toEqual(stored(server))
    expect(bob.draft.getSnapshot()).toEqual(stored(server))
  }, 30_000)

  it.each([
    ['a fetch transport', (url: string, token: string): DocumentTransport => httpTransport(url, token)],
    ['the Vellum client', (url: string, token: string): DocumentTransport => vellumClient(url, token)],
  ])(
    'keep both users’ keystrokes when they type in one title at once, one at the end and one at the start (bob over %s)',
    async (_name, connect) => {
      const server = await startServer(tempDir())
      const logger = recordingLogger()
      const alice = checkoutPair(ids, httpTransport(server.url, server.tokens.add('editor', 'alice')), {logger})
      const bob = checkoutPair(ids, connect(server.url, server.tokens.add('editor', 'bob')), {logger})
      watch(alice)
      watch(bob)
      await waitFor('both pairs to load', () => alice.draft.loaded && bob.draft.loaded)
      alice.draft.createIfNotExists({_type: 'post', title: 'Title'})
      await waitFor('bob to see the draft', () => bob.draft.getSnapshot()?.title === 'Title')

      const type = async (pair: DocumentPair, letters: string, where: 'start' | 'end') => {
        for (const letter of letters) {
          const title = String(pair.draft.getSnapshot()?.title ?? '')
          // As a text input types: on the text it showed.
          pair.draft.patch([
            {type: 'set', path: ['title'], value: where === 'end' ? title + letter : letter + title, typedOn: title},
          ])
          await new Promise((resolve) => setTimeout(resolve, 40))
        }
      }
      const lower = 'abcdefghijklmnopqrstuvwxyz0123456789'
      const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!?#$%&*+=@'
      await Promise.all([type(alice, lower, 'end'), type(bob, upper, 'start')])
      await waitFor('both to converge', () =>
        [alice, bob].every(
          (pair) => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === stored(server)?._rev,
        ),
      )

      expect(stored(server)?.title).toBe(`${[...upper].reverse().join('')}Title${lower}`)
      expect(alice.draft.getSnapshot()).toEqual(stored(server))
      expect(bob.draft.getSnapshot()).toEqual(stored(server))
      expect(logger.warnings).toEqual([])
    },
    30_000,
  )

  it('work over the Vellum client as it is', async () => {
    const server = await startServer(tempDir())
    const token = server.tokens.add('editor', 'client')
    const client = vellumClient(server.url, token)
    const other = checkoutPair(ids, httpTransport(server.url, token))
    const pair = checkoutPair(ids, client)
    const seen = watch(pair)
    watch(other)
    await waitFor('the pair to load', () => pair.draft.loaded && other.draft.loaded)

    pair.draft.createIfNotExists({_type: 'post', count: 0})
    pair.draft.patch([set(['title'], 'over the client'), inc(['count'])])
    await waitFor('the other pair to see it', () => other.draft.getSnapshot()?.title === 'over the client')
    other.draft.patch([inc(['count'], 10)])
    await waitFor(
      'the edit to come back',
      () => pair.draft.getSnapshot()?.count === 11 && !other.draft.hasUnsavedChanges,
    )
    await waitFor(
      'the pair to be in sync',
      () => seen.consistency.at(-1)?.status === 'inSync' && pair.draft.getSnapshot()?._rev === stored(server)?._rev,
    )

    expect(pair.draft.getSnapshot()).toEqual(stored(server))
    expect(seen.errors).toEqual([])
  }, 30_000)

  it('report a listener the server refuses to every subscriber', async () => {
    const server = await startServer(tempDir())
    const pair = checkoutPair(ids, httpTransport(server.url, 'not-a-token'))
    const seen = watch(pair)
    await waitFor('the refusal', () => seen.errors.length === 2)
    expect(seen.errors).toEqual([
      expect.objectContaining({statusCode: 401}),
      expect.objectContaining({statusCode: 401}),
    ])
  })
})

import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {performance} from 'node:perf_hooks'
import {createClient} from '../src/client'
import {createLake} from '../src/lake'
import {createServer} from '../src/server'
import {sqliteStorage} from '../src/server/sqliteStorage'
import {seededRandom} from './dataset'

/** What {@link measureHistoryOverHttp} measured, in milliseconds per request. */
export interface HistoryFigures {
  /** The history menu's first page: the newest 50 transactions of the pair, as the studio asks. */
  firstPage: number[]
  /** A revision of the draft reconstructed by the History API, one picked at random each time. */
  revision: number[]
  transactions: number
}

const ID = 'post-10k'

/**
 * The history of a document with `count` transactions (each its own chunk, 6 minutes apart: the
 * most work), on SQLite, through a content server and the studio's client over HTTP: the first
 * page of the timeline (the request `useTimeline` sends) and reconstructing revisions. Each
 * answer is checked: the page holds the 50 newest transactions, newest first, and each
 * revision has the title written by its transaction.
 */
export async function measureHistoryOverHttp(count = 10_000, rounds = 200): Promise<HistoryFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'vellum-bench-history-'))
  let time = Date.parse('2024-01-01T00:00:00.000Z')
  const lake = createLake({storage: sqliteStorage({filename: join(dir, 'vellum.db')}), now: () => new Date(time)})
  const fields = Object.fromEntries(Array.from({length: 20}, (_, n) => [`field${n}`, `Value ${n}`]))
  const transactions: string[] = []
  transactions.push(
    (await lake.mutate('production', [{create: {_id: `drafts.${ID}`, _type: 'post', title: 'Title 0', ...fields}}]))
      .transactionId,
  )
  for (let i = 1; i < count; i++) {
    time += 6 * 60 * 1000
    const result = await lake.mutate('production', [
      {patch: {id: `drafts.${ID}`, set: {title: `Title ${i}`, [`field${i % 20}`]: `Edit ${i}`}}},
    ])
    transactions.push(result.transactionId)
  }
  const content = await createServer({dataDir: dir, port: 0, lake, onError: console.error})
  const client = createClient({
    apiHost: content.url,
    token: content.tokens.add('administrator', 'history bench'),
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const random = seededRandom(3)
  const firstPage: number[] = []
  const revision: number[] = []
  try {
    const newest = transactions.slice(-50).reverse()
    for (let i = 0; i < rounds + 5; i++) {
      const begin = performance.now()
      const page = await client.history.transactions([ID, `drafts.${ID}`], {
        effectFormat: 'mendoza',
        excludeContent: true,
        excludeMutations: true,
        includeIdentifiedDocumentsOnly: true,
        reverse: true,
        limit: 50,
      })
      const took = performance.now() - begin
      const ids = page.map((entry) => entry.id)
      if (ids.join() !== newest.join())
        throw new Error('The first page is not the 50 newest transactions, newest first')
      if (i >= 5) firstPage.push(took)
    }
    for (let i = 0; i < rounds + 5; i++) {
      const index = Math.floor(random() * transactions.length)
      const begin = performance.now()
      const [doc] = await client.history.documents([`drafts.${ID}`], {revision: transactions[index]!})
      const took = performance.now() - begin
      if (doc?.title !== `Title ${index}`)
        throw new Error(`Revision ${index} has the title "${String(doc?.title)}", not "Title ${index}"`)
      if (i >= 5) revision.push(took)
    }
  } finally {
    await content.close()
    lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
  return {firstPage, revision, transactions: count}
}

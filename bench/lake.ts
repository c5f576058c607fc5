/**
 * Content-lake benchmarks on a generated 100,000-document dataset in a real SQLite file:
 * import time, the point query against groq-js scanning the same documents in memory,
 * single-document mutation throughput, text search latency, the reference input's search over
 * HTTP, the search dialog's search over HTTP, the history of a document with 10,000
 * transactions over HTTP, and listen latency to 500 SSE listeners over HTTP.
 * Run with `npm run bench` (or `npx tsx bench/lake.ts [size]`; `VELLUM_BENCH_ONLY=references` for
 * the reference search alone, `=search` for the search dialog's).
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {performance} from 'node:perf_hooks'
import {evaluate, parse} from 'groq-js'
import {createLake} from '../src/lake'
import {sqliteStorage} from '../src/server/sqliteStorage'
import {generateDataset, seededRandom, vocabulary, VOCABULARY_SIZE} from './dataset'
import {measureGlobalSearch} from './globalSearch'
import {measureHistoryOverHttp} from './historyHttp'
import {measureListenLatency} from './listenLatency'
import {measureReferenceSearch} from './referenceSearch'

const SIZE = Number(process.argv[2] ?? 100_000)
/**
 * `VELLUM_BENCH_ONLY=references` runs the import and the reference search only; `=search`
 * the import and the search dialog's search over HTTP; `=history` the history of a document
 * with 10,000 transactions over HTTP alone.
 */
const ONLY = process.env.VELLUM_BENCH_ONLY

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(3) : ms.toFixed(1))
const rows: Array<[string, string, string]> = []
const report = (name: string, figure: string, target: string) => {
  rows.push([name, figure, target])
  console.log(`${name}: ${figure} (${target})`)
}

async function main(): Promise<void> {
  if (!ONLY || ONLY === 'history') {
    // The history menu's first page and reconstructing revisions, on their own SQLite file.
    const history = await measureHistoryOverHttp()
    const each = (samples: number[]) => `${fmt(percentile(samples, 95))} ms (p50 ${fmt(percentile(samples, 50))} ms)`
    report(
      `history of a document with ${history.transactions.toLocaleString('en-US')} transactions over HTTP: the timeline's first page (50, checked), round trip p95`,
      each(history.firstPage),
      'target ≤ 200 ms',
    )
    report(
      'the same document: reconstructing a revision picked at random (checked), round trip p95',
      each(history.revision),
      'target ≤ 100 ms',
    )
    if (ONLY === 'history') return printTable()
  }
  const dir = mkdtempSync(join(tmpdir(), 'vellum-bench-'))
  try {
    const docs = generateDataset(SIZE)
    const storage = sqliteStorage({filename: join(dir, 'vellum.db')})
    const lake = createLake({storage})
    const random = seededRandom(7)
    const posts = docs.filter((doc) => doc._type === 'post' && !doc._id.startsWith('drafts.'))

    // Import: one transaction per 500 documents, as `vellum dataset import` does.
    let start = performance.now()
    for (let i = 0; i < docs.length; i += 500) {
      await lake.mutate(
        'production',
        docs.slice(i, i + 500).map((doc) => ({createOrReplace: {...doc, _id: doc._id}})),
      )
    }
    const importMs = performance.now() - start
    report(
      `import of ${SIZE.toLocaleString('en-US')} documents`,
      `${(importMs / 1000).toFixed(1)} s (${Math.round(SIZE / (importMs / 1000)).toLocaleString('en-US')} docs/s)`,
      'no target',
    )

    if (!ONLY) {
      // Point query through the lake (planner + indexes + groq-js) vs groq-js over every document.
      const query = '*[_type == "post" && slug.current == $slug][0]'
      const lakeSamples: number[] = []
      for (let i = 0; i < 1000; i++) {
        const slug = posts[Math.floor(random() * posts.length)]!.slug as {current: string}
        start = performance.now()
        const result = (await lake.query('production', query, {slug: slug.current})) as {slug: {current: string}}
        lakeSamples.push(performance.now() - start)
        if (result?.slug.current !== slug.current) throw new Error('point query returned the wrong document')
      }
      const tree = parse(query)
      const scanSamples: number[] = []
      for (let i = 0; i < 20; i++) {
        const slug = (posts[Math.floor(random() * posts.length)]!.slug as {current: string}).current
        start = performance.now()
        await (await evaluate(parse(query, {params: {slug}}), {dataset: docs, params: {slug}})).get()
        scanSamples.push(performance.now() - start)
      }
      void tree
      const lakeP50 = percentile(lakeSamples, 50)
      const scanP50 = percentile(scanSamples, 50)
      report(
        'point query `*[_type == "post" && slug.current == $slug][0]` p50',
        `${fmt(lakeP50)} ms (p95 ${fmt(percentile(lakeSamples, 95))} ms)`,
        'target ≤ 2 ms',
      )
      report(
        'the same query, groq-js scanning all documents in memory, p50',
        `${fmt(scanP50)} ms — lake is ${Math.round(scanP50 / lakeP50)}× faster`,
        'target ≥ 20×',
      )

      // Single-document mutations, one transaction each.
      const count = 5000
      start = performance.now()
      for (let i = 0; i < count; i++) {
        const id = posts[Math.floor(random() * posts.length)]!._id
        await lake.mutate('production', [{patch: {id, set: {views: i}}}])
      }
      const seconds = (performance.now() - start) / 1000
      report(
        'single-document mutations, one writer waiting for each',
        `${Math.round(count / seconds).toLocaleString('en-US')} tx/s`,
        'target ≥ 2,000 tx/s',
      )

      // The same with 16 writers in flight, as a server with several editors sees them: the lake
      // commits the transactions gathered in one event-loop turn together (group commit).
      const writers = 16
      let next = 0
      start = performance.now()
      await Promise.all(
        Array.from({length: writers}, async () => {
          while (next < count) {
            const i = next++
            const id = posts[Math.floor(random() * posts.length)]!._id
            await lake.mutate('production', [{patch: {id, set: {views: i}}}])
          }
        }),
      )
      const concurrentSeconds = (performance.now() - start) / 1000
      report(
        `single-document mutations, ${writers} writers in flight`,
        `${Math.round(count / concurrentSeconds).toLocaleString('en-US')} tx/s`,
        'target ≥ 2,000 tx/s',
      )

      // Text search with the studio's usual weights (a title 10, a description 1.5, other text 1), over a mix of word frequencies as real queries
      // have (ranks in the Zipf vocabulary), and, separately, a word found in most documents.
      const vocab = vocabulary(VOCABULARY_SIZE)
      const mix = [30, 60, 120, 250, 500, 1000, 2000].map((rank) => vocab[rank]!)
      mix.push(`${vocab[60]} ${vocab[250]}`, `${vocab[120]} ${vocab[500]}`, `${vocab[30]} ${vocab[1000]}`)
      // With `filters`, the search dialog's two filters on top: 'Edited at: in the last 7 days'
      // and a reference filter (posts by one author).
      const search = async (text: string, filters = false) => {
        const begin = performance.now()
        const {hits} = await lake.textSearch('production', {
          query: {string: text},
          filter: filters
            ? '_type in $__types && dateTime(_updatedAt) > dateTime($since) && references($author)'
            : '_type in $__types',
          params: filters
            ? {
                __types: ['post', 'author'],
                since: new Date(Date.now() - 7 * 86_400_000).toISOString(),
                author: 'author-7',
              }
            : {__types: ['post', 'author']},
          types: [
            {
              name: 'post',
              paths: [
                {path: 'title', weight: 10},
                {path: 'body[].children[].text', weight: 1},
              ],
            },
            {
              name: 'author',
              paths: [
                {path: 'name', weight: 10},
                {path: 'bio', weight: 1.5},
              ],
            },
          ],
          limit: 100,
        })
        const took = performance.now() - begin
        // A fast wrong answer is no answer: authors reference no author, so every filtered hit is a post.
        if (filters && hits.some((hit) => hit.type !== 'post'))
          throw new Error('A filtered search returned a document the filters exclude')
        return took
      }
      const searchSamples: number[] = []
      for (let i = 0; i < 300; i++) searchSamples.push(await search(mix[i % mix.length]!))
      report(
        'text search (limit 100), mixed query terms, p95',
        `${fmt(percentile(searchSamples, 95))} ms (p50 ${fmt(percentile(searchSamples, 50))} ms)`,
        'target ≤ 20 ms',
      )
      const filteredSamples: number[] = []
      for (let i = 0; i < 300; i++) filteredSamples.push(await search(mix[i % mix.length]!, true))
      report(
        'text search (limit 100) with two filters (edited in the last 7 days, references an author), p95',
        `${fmt(percentile(filteredSamples, 95))} ms (p50 ${fmt(percentile(filteredSamples, 50))} ms)`,
        'target ≤ 50 ms',
      )
      const commonSamples: number[] = []
      for (let i = 0; i < 30; i++) commonSamples.push(await search(vocab[5]!))
      report(
        `text search for "${vocab[5]}", a word in ~70 % of documents, p50`,
        `${fmt(percentile(commonSamples, 50))} ms`,
        'no target',
      )
    }

    // The reference input's search (a post's Author field) over HTTP, as the studio sends it.
    if (!ONLY || ONLY === 'references') {
      const figures = await measureReferenceSearch(lake, dir, docs)
      console.log(
        `reference search: ${figures.exactTerms} of ${figures.terms} terms match ≤ 100 authors (answer checked in full)`,
      )
      report(
        `reference search over HTTP (Author field: ${figures.terms} partial names, limit 100, checked), server time p95`,
        `${fmt(percentile(figures.server, 95))} ms (p50 ${fmt(percentile(figures.server, 50))} ms); round trip p95 ${fmt(percentile(figures.roundTrip, 95))} ms (p50 ${fmt(percentile(figures.roundTrip, 50))} ms)`,
        'target ≤ 50 ms',
      )
    }
    // The search dialog's first page over HTTP, as the studio sends it, alone and with two filters.
    if (!ONLY || ONLY === 'search') {
      const figures = await measureGlobalSearch(lake, dir, docs)
      const each = (samples: number[]) => `${fmt(percentile(samples, 95))} ms (p50 ${fmt(percentile(samples, 50))} ms)`
      report(
        `search dialog over HTTP, first page (limit ${figures.firstLimit}, ${figures.queries} queries, ${figures.exactTitles} of them exact titles, checked), round trip p95`,
        each(figures.alone),
        'target ≤ 30 ms',
      )
      report(
        `the next page as the results are scrolled (limit ${figures.nextLimit}, checked: the two pages list every match, up to their sizes), round trip p95`,
        each(figures.nextPage),
        'no target',
      )
      report(
        "the same with two filters ('Edited at: in the last 7 days', 'Contains document': an author), round trip p95",
        each(figures.filtered),
        'target ≤ 50 ms',
      )
    }
    lake.close()
    if (!ONLY) {
      const latency = await measureListenLatency(dir, 500, 30)
      report(
        'listen latency to 500 SSE listeners, p99',
        `${fmt(latency.p99)} ms (p50 ${fmt(latency.p50)} ms)`,
        'target ≤ 50 ms',
      )
    }
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
  printTable()
}

function printTable(): void {
  console.log('\n| benchmark | figure | target |\n| --- | --- | --- |')
  for (const [name, figure, target] of rows) console.log(`| ${name} | ${figure} | ${target} |`)
}

await main()

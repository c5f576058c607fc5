// The search part of `npm run bench:browser` (`VELLUM_BENCH_ONLY=search`), in the benchmark's
// studio page against its content server on a SQLite data dir holding the 100,000-document
// benchmark dataset (`../dataset.ts`). Each run opens the studio on a fresh page, opens the
// search dialog with Ctrl+K, types a published post's whole title as a quick typist does
// (keystrokes 50 ms apart, inside the search's 300 ms debounce), and measures from the last
// keystroke (its `keydown` time, the page's `performance.now()` clock) to the first frame
// showing the answer's rows. Less the debounce, that is how long an editor waits for results
// once the studio starts looking. The answer is checked: the post with that title is the first
// row, and the result count is shown.
import type {Browser, BrowserContext} from 'playwright-core'
import type {VellumServer} from '../../src/server'
import {SEARCH_DEBOUNCE_MS} from '../../src/studio/search/useSearchState'
import {generateDataset} from '../dataset'

/** Documents on the server: the benchmark dataset. */
export const SEARCH_DATASET_SIZE = 100_000
const RUNS = Number(process.env.VELLUM_BENCH_LOADS ?? 7)
/** Milliseconds between keystrokes: a quick typist, inside the search's debounce. */
const KEY_DELAY = 50

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The studio page and server the figures are measured on. */
export interface SearchBenchTarget {
  appUrl: string
  storageState: StorageState
  content: VellumServer
}

/** What {@link measureSearch} measured, in milliseconds, one per fresh page. */
export interface SearchFigures {
  /** From the last keystroke to the first frame showing the answer's rows. */
  rowsShown: number[]
  /** The search request's time in the page (Resource Timing: request start to response end). */
  request: number[]
  /** From the last keystroke to the search request's start (the debounce). */
  requestStart: number[]
  /** The debounce the figures include. */
  debounce: number
}

/**
 * Imports the benchmark dataset, then measures the search dialog on fresh pages, each typing
 * another post's title. Throws when an answer is wrong.
 */
export async function measureSearch(browser: Browser, target: SearchBenchTarget): Promise<SearchFigures> {
  const docs = generateDataset(SEARCH_DATASET_SIZE)
  for (let start = 0; start < docs.length; start += 500)
    await target.content.lake.mutate(
      'production',
      docs.slice(start, start + 500).map((doc) => ({createOrReplace: doc})),
    )
  const ids = new Set(docs.map((doc) => doc._id))
  // Published posts without a draft, spread over the dataset; titles are five words.
  const posts = docs.filter(
    (doc) => doc._type === 'post' && !doc._id.startsWith('drafts.') && !ids.has(`drafts.${doc._id}`),
  )
  const figures: SearchFigures = {rowsShown: [], request: [], requestStart: [], debounce: SEARCH_DEBOUNCE_MS}
  for (let run = 0; run < RUNS; run++) {
    const title = String(posts[(run * 7919 + 101) % posts.length]!.title)
    const measured = await measureOne(browser, target, title)
    figures.rowsShown.push(measured.rowsShown)
    figures.request.push(measured.request)
    figures.requestStart.push(measured.requestStart)
  }
  return figures
}

/** One fresh page: open the studio, then the search, type the title, wait for the answer's rows. */
async function measureOne(
  browser: Browser,
  target: SearchBenchTarget,
  title: string,
): Promise<{rowsShown: number; request: number; requestStart: number}> {
  const context = await browser.newContext({storageState: target.storageState, viewport: {width: 1440, height: 900}})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${target.appUrl}/studio/production/structure`)
  await page.getByRole('banner', {name: 'Studio'}).waitFor({timeout: 60_000})
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', {name: 'Search'})
  const input = dialog.getByRole('combobox', {name: 'Search query'})
  await input.waitFor()
  // Let the studio settle (the list of types, presence) before typing.
  await page.waitForTimeout(1000)
  await page.evaluate(() => {
    const w = window as {__lastKeydown?: number}
    document.addEventListener('keydown', (event) => (w.__lastKeydown = event.timeStamp), {capture: true})
  })
  await page.keyboard.type(title, {delay: KEY_DELAY})
  // The answer's rows: the count is shown (the search has answered) and there is a first row.
  const rows = await page.waitForFunction(
    () =>
      document.querySelector('.vellum-search-results-count') &&
      document.querySelector('.vellum-search-results [role="option"] .vellum-search-result-title')
        ? performance.now()
        : false,
    undefined,
    {polling: 'raf', timeout: 60_000},
  )
  const rowsAt = (await rows.jsonValue()) as number
  const {lastKeydown, request, requestStart, typed, first} = await page.evaluate(() => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((each) => each.name.includes('/data/textsearch/'))
      .at(-1)
    const query = document.querySelector('[role="combobox"][aria-label="Search query"]') as HTMLInputElement
    return {
      lastKeydown: (window as {__lastKeydown?: number}).__lastKeydown ?? NaN,
      request: entry ? entry.responseEnd - entry.startTime : NaN,
      requestStart: entry?.startTime ?? NaN,
      typed: query.value,
      first: document.querySelector('.vellum-search-results [role="option"] .vellum-search-result-title')?.textContent,
    }
  })
  if (typed !== title) throw new Error(`The search query holds "${typed}", not "${title}"`)
  if (first?.toLowerCase() !== title.toLowerCase())
    throw new Error(`The first result is "${first}", not the post titled "${title}"`)
  if (errors.length) throw new Error(`Studio page errors: ${errors.join('; ')}`)
  if (process.env.VELLUM_BENCH_TRACE)
    console.log(
      `"${title}": request at +${(requestStart - lastKeydown).toFixed(0)} ms, answered in ${request.toFixed(0)} ms, rows at +${(rowsAt - lastKeydown).toFixed(0)} ms`,
    )
  await context.close()
  return {rowsShown: rowsAt - lastKeydown, request, requestStart: requestStart - lastKeydown}
}

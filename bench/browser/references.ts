// The reference part of `npm run bench:browser` (`VELLUM_BENCH_ONLY=references`), in the
// benchmark's studio page against its content server on a SQLite data dir: 10,000 authors, and a
// post whose Author reference field is searched. Each run opens the post on a fresh page, types
// a partial surname into the field as a quick typist does (keystrokes 50 ms apart, inside the
// search's debounce), and measures from the last keystroke (its `keydown` time, the page's
// `performance.now()` clock) to the first frame showing the answer's rows, then to the frame
// where the expected author's name shows in them (each row is a live preview that loads the
// author's name after the row appears). The answer is checked: 100 rows, every one a
// "Lovelace", Ada Lovelace among them.
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {VellumServer} from '../../src/server'
import {vocabulary} from '../dataset'

/** Authors on the server. */
export const AUTHORS = 10_000
/** Authors whose surname the typed text starts: as many as one page of reference results. */
const FAMILY = 100
/** What is typed into the Author field, and the author expected among the results. */
export const TYPED = 'lovel'
export const EXPECTED_AUTHOR = 'Ada Lovelace'
const RUNS = Number(process.env.VELLUM_BENCH_LOADS ?? 7)
/** Milliseconds between keystrokes: a quick typist, inside the search's debounce. */
const KEY_DELAY = 50

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The studio page and server the figures are measured on. */
export interface ReferenceBenchTarget {
  appUrl: string
  storageState: StorageState
  content: VellumServer
  /** A post with an empty Author field, opened at `/studio/production/intent/edit/id=…;type=post`. */
  postId: string
  postTitle: string
}

/** What {@link measureReferences} measured, in milliseconds, one per fresh page. */
export interface ReferenceFigures {
  /** From the last keystroke to the first frame showing the answer's rows. */
  rowsShown: number[]
  /** From the last keystroke to the first frame showing the expected author's name in a row. */
  nameShown: number[]
  /** The search request's time in the page (Resource Timing: request start to response end). */
  request: number[]
  /** From the last keystroke to the search request's start (the debounce and the filter). */
  requestStart: number[]
}

/**
 * Seeds {@link AUTHORS} authors (a family of {@link FAMILY} Lovelaces among made-up names),
 * then measures the Author field's search on fresh pages. Throws when an answer is wrong.
 */
export async function measureReferences(browser: Browser, target: ReferenceBenchTarget): Promise<ReferenceFigures> {
  await seedAuthors(target.content)
  const figures: ReferenceFigures = {rowsShown: [], nameShown: [], request: [], requestStart: []}
  for (let run = 0; run < RUNS; run++) {
    const measured = await measureSearch(browser, target)
    figures.rowsShown.push(measured.rowsShown)
    figures.nameShown.push(measured.nameShown)
    figures.request.push(measured.request)
    figures.requestStart.push(measured.requestStart)
  }
  return figures
}

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1)

/**
 * {@link AUTHORS} authors with two-word names and a short bio from the bench vocabulary (none of
 * whose words starts with "lovel"), the first {@link FAMILY} of them surnamed Lovelace.
 */
async function seedAuthors(content: VellumServer): Promise<void> {
  const words = vocabulary(5000)
  const mutations = Array.from({length: AUTHORS}, (_, index) => {
    const first = index === 0 ? 'Ada' : capitalized(words[(index * 13) % words.length]!)
    const last = index < FAMILY ? 'Lovelace' : capitalized(words[(index * 7 + 3) % words.length]!)
    return {
      createOrReplace: {
        _id: `bench-author-${index}`,
        _type: 'author',
        name: `${first} ${last}`,
        slug: {_type: 'slug', current: `${first}-${last}-${index}`.toLowerCase()},
        bio: Array.from({length: 12}, (_, word) => words[(index * 31 + word * 17) % words.length]).join(' '),
      },
    }
  })
  for (let start = 0; start < mutations.length; start += 1000)
    await content.lake.mutate('production', mutations.slice(start, start + 1000))
}

/** One fresh page: open the post, type into Author, wait for the answer's rows and names. */
async function measureSearch(
  browser: Browser,
  target: ReferenceBenchTarget,
): Promise<{rowsShown: number; nameShown: number; request: number; requestStart: number}> {
  const context = await browser.newContext({storageState: target.storageState, viewport: {width: 1440, height: 900}})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await openPost(page, target)
  // The author is in the Metadata group.
  await page.getByRole('tab', {name: 'Metadata'}).click()
  const field = page.getByRole('combobox', {name: 'Author'})
  await field.waitFor()
  await field.click()
  // Let the pane settle (presence, validation, the list beside it) before typing.
  await page.waitForTimeout(1000)
  await page.evaluate(() => {
    const w = window as {__lastKeydown?: number}
    document.addEventListener('keydown', (event) => (w.__lastKeydown = event.timeStamp), {capture: true})
    // Main-thread tasks over 50 ms, to tell rendering from waiting.
    const tasks: Array<{start: number; end: number}> = ((window as {__longTasks?: unknown}).__longTasks = [])
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) tasks.push({start: task.startTime, end: task.startTime + task.duration})
    }).observe({type: 'longtask'})
  })
  await page.keyboard.type(TYPED, {delay: KEY_DELAY})
  // Rows of the answer to the typed text: the search is no longer loading and has rows (a row
  // of an earlier, shorter query's answer, kept while loading, does not count).
  const rows = await page.waitForFunction(
    () => {
      const input = document.querySelector('[role="combobox"][aria-label="Search for Author"]')
      return input?.getAttribute('aria-busy') !== 'true' &&
        document.querySelector('.vellum-autocomplete-list [role="option"]')
        ? performance.now()
        : false
    },
    undefined,
    {polling: 'raf', timeout: 60_000},
  )
  const rowsAt = (await rows.jsonValue()) as number
  const name = await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('.vellum-autocomplete-list [role="option"]')].some((option) =>
        option.textContent?.includes(expected),
      )
        ? performance.now()
        : false,
    EXPECTED_AUTHOR,
    {polling: 'raf', timeout: 60_000},
  )
  const nameAt = (await name.jsonValue()) as number
  const {lastKeydown, request, requestStart, typed, longTasks, previewRequests} = await page.evaluate((until) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const entry = resources.filter((each) => each.name.includes('/data/textsearch/')).at(-1)
    const after = entry?.responseEnd ?? Infinity
    const tasks = (window as unknown as {__longTasks: Array<{start: number; end: number}>}).__longTasks
    const input = document.querySelector('[role="combobox"][aria-label="Search for Author"]') as HTMLInputElement
    return {
      lastKeydown: (window as {__lastKeydown?: number}).__lastKeydown ?? NaN,
      request: entry ? entry.responseEnd - entry.startTime : NaN,
      requestStart: entry?.startTime ?? NaN,
      typed: input.value,
      // Long tasks between the answer's arrival and the name shown, and the requests sent then.
      longTasks: tasks
        .filter((task) => task.end > after && task.start < until)
        .map((task) => Math.round(Math.min(task.end, until) - Math.max(task.start, after))),
      previewRequests: resources.filter((each) => each.startTime > after && each.startTime < until).length,
    }
  }, nameAt)
  if (process.env.VELLUM_BENCH_TRACE)
    console.log(
      `response at +${(requestStart + request - lastKeydown).toFixed(0)} ms, rows at +${(rowsAt - lastKeydown).toFixed(0)} ms, name at +${(nameAt - lastKeydown).toFixed(0)} ms; long tasks after the response: ${longTasks.join(', ') || 'none'} ms; ${previewRequests} requests after the response`,
    )
  if (typed !== TYPED) throw new Error(`The Author field holds "${typed}", not "${TYPED}"`)
  // Every row's preview loaded: the whole answer is the Lovelace family.
  await page.waitForFunction(
    (count) => {
      const options = [...document.querySelectorAll('.vellum-autocomplete-list [role="option"]')]
      return options.length === count && options.every((option) => option.textContent?.includes('Lovelace'))
    },
    FAMILY,
    {timeout: 30_000},
  )
  if (errors.length) throw new Error(`Studio page errors: ${errors.join('; ')}`)
  await context.close()
  return {
    rowsShown: rowsAt - lastKeydown,
    nameShown: nameAt - lastKeydown,
    request,
    requestStart: requestStart - lastKeydown,
  }
}

async function openPost(page: Page, {appUrl, postId, postTitle}: ReferenceBenchTarget): Promise<void> {
  await page.goto(`${appUrl}/studio/production/intent/edit/id=${postId};type=post`)
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected && !input.readOnly),
    postTitle,
    {timeout: 60_000},
  )
}

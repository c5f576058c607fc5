// `npm run bench:browser`: browser benchmarks in Debian's Chromium (playwright-core).
//
// Form typing: keystroke-to-paint latency typing into string fields of a 500-item × 20-field
// document, with and without 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`), and the
// time to first render of that document; each keystroke is measured as `./typing.ts` says. A
// bare page with one <input> is measured the same way first: the floor this browser, machine
// and throttling give any keystroke, whatever the app does; then the same input rendered by
// React with a change handler, React's floor. Throttled, all of it is measured in rounds on
// fresh pages and each row merges its rounds' keystrokes. The studio part is `./studio.ts`;
// its typing rounds (a light post, and the same heavy document in the studio's document pane)
// run right after the form's in each round, beside the same floors. The reference search
// (`./references.ts`) and the asset figures (`./assets.ts`) come last, after the rich-text
// editor's typing and opening figures (`./richText.ts`), which run on a page of their own.
import {REFERENCE_SEARCH_DEBOUNCE_MS} from '../../src/form/inputs/reference/useReferenceSearch'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Browser} from 'playwright-core'
import {build} from 'vite'
import {createClient} from '../../src/client'
import {createServer, type VellumServer} from '../../src/server'
import type {ContentDocument} from '../../src/types'
import {launchBrowser} from '../../test/e2e/support/browser'
import {serveStatic} from '../../test/e2e/support/staticServer'
import {benchDocument} from './form/benchDocument'
import {LIBRARY_SIZE, type AssetFigures} from './assets'
import {AUTHORS, EXPECTED_AUTHOR, TYPED, type ReferenceFigures} from './references'
import {SEARCH_DATASET_SIZE, type SearchFigures} from './search'
import {measureRichText, printRichText, type RichTextFigures} from './richText'
import {startStudioBench, type StudioBench, type StudioFigures} from './studio'
import {mergeTyping, percentile, typeAndMeasure, type TypingResult} from './typing'

const THROTTLING = [1, 4] as const
/**
 * Rounds of the form's figures per throttling rate, merged. Throttled figures move most with the
 * shared machine's load, so they get three rounds, the floors measured in each
 * (`VELLUM_BENCH_ROUNDS` sets how many).
 */
const ROUNDS: Record<(typeof THROTTLING)[number], number> = {1: 1, 4: Number(process.env.VELLUM_BENCH_ROUNDS ?? 3)}
/**
 * `VELLUM_BENCH_ONLY=form` or `=studio` runs one half (while working on it). The studio half
 * keeps the form-only typing rounds: they are what its heavy-document rows are compared to.
 * `=assets` runs only the asset figures (`./assets.ts`), `=references` only the reference
 * search (`./references.ts`), `=richText` only the rich-text editor (`./richText.ts`), `=search`
 * only the search dialog (`./search.ts`).
 */
const ONLY = process.env.VELLUM_BENCH_ONLY

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'vellum-bench-browser-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'vellum-bench-data-'))
  const root = fileURLToPath(new URL('./form/', import.meta.url))
  await build({root, logLevel: 'warn', build: {outDir, emptyOutDir: true}, base: './'})
  const server = await serveStatic(outDir)
  // The content server the page's store commits to, on a SQLite file, as the studio's would be.
  const contentServer = await createServer({port: 0, dataDir, onError: () => {}})
  contentServer.cors.add(server.url)
  const token = contentServer.tokens.add('administrator', 'browser benchmark')
  const pageUrl = `${server.url}/index.html?${new URLSearchParams({apiHost: contentServer.url, token})}`
  const browser = await launchBrowser()
  const typing: TypingResult[] = []
  const firstRender: Array<{throttling: number; firstPaint: number; render: number}> = []
  const studioTyping: TypingResult[] = []
  let studio: StudioFigures | undefined
  let studioBench: StudioBench | undefined
  let assets: AssetFigures | undefined
  let references: ReferenceFigures | undefined
  let search: SearchFigures | undefined
  let richText: RichTextFigures | undefined
  const only = (part: string) => ONLY === undefined || ONLY === part
  try {
    if (ONLY !== 'form' && ONLY !== 'richText') studioBench = await startStudioBench(browser)
    const onePart = ONLY === 'assets' || ONLY === 'references' || ONLY === 'richText' || ONLY === 'search'
    for (const throttling of onePart ? [] : THROTTLING) {
      const rounds: FormRound[] = []
      const studioRounds: TypingResult[][] = []
      for (let round = 0; round < ROUNDS[throttling]; round++) {
        rounds.push(
          await measureFormRound(browser, {
            pageUrl,
            floorUrl: `${server.url}/index.html?floor=react`,
            contentServer,
            token,
            throttling,
          }),
        )
        if (studioBench) studioRounds.push(await studioBench.measureRound(throttling))
      }
      typing.push(...mergeRounds(rounds.map((round) => round.typing)))
      studioTyping.push(...mergeRounds(studioRounds))
      firstRender.push({
        throttling,
        firstPaint: percentile(
          rounds.map((round) => round.firstPaint),
          0.5,
        ),
        render: percentile(
          rounds.map((round) => round.render),
          0.5,
        ),
      })
    }
    if (only('richText')) richText = await measureRichText(browser, {contentServer, token})
    if (studioBench && !onePart) studio = await studioBench.measureExample()
    // These add 10,000 authors, then 10,000 images, to the server the figures above were measured on.
    if (studioBench && only('references')) references = await studioBench.measureReferences()
    if (studioBench && only('assets')) assets = await studioBench.measureAssets()
    // This imports the 100,000-document benchmark dataset, last.
    if (studioBench && only('search')) search = await studioBench.measureSearch()
  } finally {
    await studioBench?.close()
    await browser.close()
    await server.close()
    await contentServer.close()
    rmSync(outDir, {recursive: true, force: true})
    rmSync(dataDir, {recursive: true, force: true})
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`
  if (typing.length) printTyping('\nForm: keystroke to paint (500 items × 20 fields)', typing)
  if (studioTyping.length)
    printTyping(
      'Studio: keystroke to paint in the document pane (a light post; the same 500 × 20 document), in the same rounds',
      studioTyping,
    )
  if (firstRender.length) {
    console.log('Form: first render of the document')
    console.table(
      firstRender.map((result) => ({
        cpu: result.throttling === 1 ? 'unthrottled' : `${result.throttling}× throttled`,
        'navigation → first frame': ms(result.firstPaint),
        'React render → first frame': ms(result.render),
      })),
    )
  }
  if (richText) printRichText(richText)
  if (studio) printStudio(studio)
  if (references) printReferences(references)
  if (assets) printAssets(assets)
  if (search) printSearch(search)
}

/** One row per field from rounds of the same fields: each field's rounds merged. */
function mergeRounds(rounds: TypingResult[][]): TypingResult[] {
  const targets = new Set(rounds.flatMap((round) => round.map((result) => result.target)))
  return [...targets].map((target) =>
    mergeTyping(rounds.flatMap((round) => round.filter((result) => result.target === target))),
  )
}

interface FormRound {
  typing: TypingResult[]
  firstPaint: number
  render: number
}

/**
 * One round of the form's figures at one throttling rate, each on a fresh page: the two floors,
 * then the document's first render, its title, and a field three levels down.
 */
async function measureFormRound(
  browser: Browser,
  {
    pageUrl,
    floorUrl,
    contentServer,
    token,
    throttling,
  }: {pageUrl: string; floorUrl: string; contentServer: VellumServer; token: string; throttling: number},
): Promise<FormRound> {
  const typing: TypingResult[] = []
  const bare = await browser.newContext({viewport: {width: 1280, height: 900}})
  const barePage = await bare.newPage()
  await (await bare.newCDPSession(barePage)).send('Emulation.setCPUThrottlingRate', {rate: throttling})
  await barePage.setContent('<label>Bare input <input style="font: 16px system-ui"></label>')
  await barePage.getByRole('textbox', {name: 'Bare input'}).click()
  typing.push(await typeAndMeasure(barePage, 'bare <input> (floor)', throttling))
  // React's floor: the same input rendered by React with a change handler that sets state.
  await barePage.goto(floorUrl)
  await barePage.getByRole('textbox', {name: 'Bare input'}).click()
  typing.push(await typeAndMeasure(barePage, 'React <input> (floor)', throttling))
  await bare.close()

  const context = await browser.newContext({viewport: {width: 1280, height: 900}})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling})
  await createClient({
    apiHost: contentServer.url,
    token,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  }).mutate([{createOrReplace: benchDocument() as ContentDocument}])
  await page.goto(pageUrl)
  await page.waitForFunction(() => (window as {__formFirstPaint?: number}).__formFirstPaint !== undefined, undefined, {
    timeout: 120_000,
  })
  const times = await page.evaluate(() => {
    const w = window as {__formFirstPaint?: number; __formRenderTime?: number}
    return {firstPaint: w.__formFirstPaint!, render: w.__formRenderTime!}
  })

  await page.getByRole('textbox', {name: 'Title', exact: true}).click()
  await page.keyboard.press('End')
  typing.push(await typeAndMeasure(page, 'document title', throttling))

  // A field three levels down: the first section's meta label, in the item's editor.
  const item = page.getByRole('button', {name: /Section 1\b/}).first()
  if (await item.count()) {
    await item.click()
    const label = page.getByRole('dialog').getByRole('textbox', {name: 'Label', exact: true})
    await label.click()
    await page.keyboard.press('End')
    typing.push(await typeAndMeasure(page, 'section 1 › meta › label', throttling))
    await page.keyboard.press('Escape')
  } else {
    console.warn('No array item editor to open: measured the title only.')
  }
  if (errors.length) throw new Error(`Page errors: ${errors.join('; ')}`)
  await context.close()
  return {typing, ...times}
}

function printTyping(title: string, typing: TypingResult[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(title)
  console.table(
    typing.map((result) => ({
      field: result.target,
      cpu: result.throttling === 1 ? 'unthrottled' : `${result.throttling}× throttled`,
      'Event Timing median': result.eventTimingMedian === null ? '< 16 ms' : ms(result.eventTimingMedian),
      'Event Timing p90': result.eventTimingP90 === null ? '< 16 ms' : ms(result.eventTimingP90),
      'Event Timing ≤ 16 ms': `${(result.withinFrame * 100).toFixed(0)}% of ${result.keystrokes}`,
      'next frame, median': ms(result.median),
      'next frame, p90': ms(result.p90),
      'next frame, max': ms(result.max),
      'typed characters arrived': `${result.arrived} of ${result.typed}`,
    })),
  )
}

function printStudio(studio: StudioFigures) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const loads = [...studio.documentPane].sort((a, b) => a - b)
  const opens = [...studio.listToPane].sort((a, b) => a - b)
  console.log('Studio: example app (production build) against the content server on 127.0.0.1')
  console.table({
    'first-load JavaScript, gzipped': kb(studio.firstLoadGzip),
    'all JavaScript chunks, gzipped': kb(studio.allJsGzip),
    'navigation → editable document pane, median': `${loads[Math.floor(loads.length / 2)]!.toFixed(0)} ms`,
    'navigation → editable document pane, slowest': `${loads[loads.length - 1]!.toFixed(0)} ms`,
    'list click → editable document pane, median': `${opens[Math.floor(opens.length / 2)]!.toFixed(0)} ms`,
    'list click → editable document pane, slowest': `${opens[opens.length - 1]!.toFixed(0)} ms`,
  })
}

function printReferences(references: ReferenceFigures) {
  const ms = (values: number[], fraction: number) => `${percentile(values, fraction).toFixed(0)} ms`
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const rows = sorted(references.rowsShown)
  const names = sorted(references.nameShown)
  const requests = sorted(references.request)
  const starts = sorted(references.requestStart)
  console.log(
    `Studio: the Author reference field over ${AUTHORS.toLocaleString('en-US')} authors, "${TYPED}" typed (50 ms apart), ${EXPECTED_AUTHOR} among the 100 results`,
  )
  console.table({
    'last keystroke → results shown (rows), median': ms(rows, 0.5),
    'last keystroke → results shown (rows), slowest': ms(rows, 1),
    'last keystroke → the expected name shown in its row, median': ms(names, 0.5),
    'last keystroke → the expected name shown in its row, slowest': ms(names, 1),
    [`last keystroke → search request sent (debounce ${REFERENCE_SEARCH_DEBOUNCE_MS} ms), median`]: ms(starts, 0.5),
    'search request (Resource Timing), median': ms(requests, 0.5),
    'search request (Resource Timing), slowest': ms(requests, 1),
  })
  const each = references.rowsShown.map(
    (shown, run) =>
      `${shown.toFixed(0)}/${references.nameShown[run]!.toFixed(0)}/${references.request[run]!.toFixed(0)}`,
  )
  console.log(`each run, rows / name / request in ms: ${each.join(', ')}`)
}

function printSearch(search: SearchFigures) {
  const ms = (values: number[], fraction: number) => `${percentile(values, fraction).toFixed(0)} ms`
  const afterDebounce = search.rowsShown.map((shown) => shown - search.debounce)
  console.log(
    `Studio: the search dialog over ${SEARCH_DATASET_SIZE.toLocaleString('en-US')} documents, a post's whole title typed (50 ms apart), that post the first result`,
  )
  console.table({
    'last keystroke → results shown, median': ms(search.rowsShown, 0.5),
    'last keystroke → results shown, slowest': ms(search.rowsShown, 1),
    [`results shown after the ${search.debounce} ms debounce, median`]: ms(afterDebounce, 0.5),
    [`results shown after the ${search.debounce} ms debounce, slowest`]: ms(afterDebounce, 1),
    'last keystroke → search request sent, median': ms(search.requestStart, 0.5),
    'search request (Resource Timing), median': ms(search.request, 0.5),
    'search request (Resource Timing), slowest': ms(search.request, 1),
  })
}

function printAssets(assets: AssetFigures) {
  const opens = [...assets.browserOpen].sort((a, b) => a - b)
  const painted = [...assets.thumbnailsPainted].sort((a, b) => a - b)
  console.log(`Studio: the asset browser over ${LIBRARY_SIZE.toLocaleString('en-US')} images`)
  console.table({
    'Browse click → first page shown, median': `${percentile(opens, 0.5).toFixed(0)} ms`,
    'Browse click → first page shown, slowest': `${opens[opens.length - 1]!.toFixed(0)} ms`,
    'Browse click → thumbnails in view painted (cold transforms), median': `${percentile(painted, 0.5).toFixed(0)} ms`,
    'tiles rendered when it opened (the grid renders those in view)': assets.firstPageTiles,
    'pictures fetched scrolled to its end (all thumbnails)': assets.picturesFetched,
  })
  printTyping(
    `Studio: typing in a post's title while a ${(assets.upload.bytes / 2 ** 20).toFixed(0)} MB image dropped into it is hashed, previewed and sent (upload done ${assets.upload.uploadedInMs.toFixed(0)} ms after the drop; last keystroke at ${assets.upload.typingMs.toFixed(0)} ms)`,
    [assets.typing.without, assets.typing.whileUploading],
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})

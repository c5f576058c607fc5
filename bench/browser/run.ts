// `npm run bench:browser`: browser benchmarks in Debian's Chromium (playwright-core).
//
// Form typing: keystroke-to-paint latency typing into string fields of a 500-item × 20-field
// document, with and without 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`), and the
// time to first render of that document. Each keystroke is measured twice:
// - by the page: from the keydown event's timestamp to the frame after it (a requestAnimationFrame
//   callback, then a message posted from it, which runs once that frame is painted);
// - by the Event Timing API (`PerformanceObserver` of type 'event'): the browser's own
//   input-to-paint duration of each interaction. It only reports events of 16 ms or more, so
//   its column counts the keystrokes that took that long and gives their p90.
// A bare page with one <input> is measured the same way first: the floor this browser, machine
// and throttling give any keystroke, whatever the app does.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Page} from 'playwright-core'
import {build} from 'vite'
import {createClient} from '../../src/client'
import {createServer} from '../../src/server'
import type {ContentDocument} from '../../src/types'
import {launchBrowser} from '../../test/e2e/support/browser'
import {serveStatic} from '../../test/e2e/support/staticServer'
import {benchDocument} from './form/benchDocument'
import {measureStudio, type StudioFigures} from './studio'

const KEYSTROKES = 60
const WARMUP_KEYSTROKES = 8
const THROTTLING = [1, 4] as const
/** `VELLUM_BENCH_ONLY=form` or `=studio` runs one half (while working on it). */
const ONLY = process.env.VELLUM_BENCH_ONLY

interface TypingResult {
  target: string
  throttling: number
  median: number
  p90: number
  max: number
  /** Keystrokes the Event Timing API reported (those that took 16 ms or more). */
  slowEvents: number
  /** Event Timing's median and p90 (null: under 16 ms, which the API does not report). */
  eventTimingMedian: number | null
  eventTimingP90: number | null
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

/** Installs the page-side probes: the keydown → next-frame timer and the Event Timing observer. */
async function installProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {__latencies: number[]; __eventDurations: Map<number, number>}
    const installed = w.__latencies !== undefined
    w.__latencies = []
    w.__eventDurations = new Map()
    // Measuring a second field on the same page only starts the figures afresh.
    if (installed) return
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => w.__latencies.push(performance.now() - start)
          channel.port2.postMessage(null)
        })
      },
      {capture: true},
    )
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const id = (entry as PerformanceEventTiming & {interactionId?: number}).interactionId
        if (!id) continue
        w.__eventDurations.set(id, Math.max(w.__eventDurations.get(id) ?? 0, entry.duration))
      }
    }).observe({type: 'event', durationThreshold: 16, buffered: false} as PerformanceObserverInit)
  })
}

async function typeAndMeasure(page: Page, target: string, throttling: number): Promise<TypingResult> {
  for (let index = 0; index < WARMUP_KEYSTROKES; index++) await page.keyboard.type('w', {delay: 0})
  await page.waitForTimeout(500)
  await installProbes(page)
  // A pause between keystrokes longer than a throttled frame, so each is measured on its own.
  const text = 'The quick brown fox jumps over the lazy dog and keeps on running '.repeat(2).slice(0, KEYSTROKES)
  for (const character of text) {
    await page.keyboard.type(character)
    await page.waitForTimeout(throttling > 1 ? 120 : 60)
  }
  await page.waitForTimeout(500)
  const {latencies, durations} = await page.evaluate(() => {
    const w = window as unknown as {__latencies: number[]; __eventDurations: Map<number, number>}
    return {latencies: w.__latencies, durations: [...w.__eventDurations.values()]}
  })
  if (latencies.length !== KEYSTROKES) throw new Error(`Measured ${latencies.length} of ${KEYSTROKES} keystrokes in ${target}`)
  // Keystrokes the observer did not report took under 16 ms; counting them as 0 leaves the
  // percentile exact whenever it lands on a reported one.
  const eventTiming = [...durations, ...Array.from({length: Math.max(0, latencies.length - durations.length)}, () => 0)]
  const reported = (value: number) => (value >= 16 ? value : null)
  return {
    target,
    throttling,
    median: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    max: Math.max(...latencies),
    slowEvents: durations.length,
    eventTimingMedian: reported(percentile(eventTiming, 0.5)),
    eventTimingP90: reported(percentile(eventTiming, 0.9)),
  }
}

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
  let studio: StudioFigures | undefined
  try {
    for (const throttling of ONLY === 'studio' ? [] : THROTTLING) {
      const bare = await browser.newContext({viewport: {width: 1280, height: 900}})
      const barePage = await bare.newPage()
      await (await bare.newCDPSession(barePage)).send('Emulation.setCPUThrottlingRate', {rate: throttling})
      await barePage.setContent('<label>Bare input <input style="font: 16px system-ui"></label>')
      await barePage.getByRole('textbox', {name: 'Bare input'}).click()
      typing.push(await typeAndMeasure(barePage, 'bare <input> (floor)', throttling))
      await bare.close()

      const context = await browser.newContext({viewport: {width: 1280, height: 900}})
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling})
      await createClient({apiHost: contentServer.url, token, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}).mutate([
        {createOrReplace: benchDocument() as ContentDocument},
      ])
      await page.goto(pageUrl)
      await page.waitForFunction(() => (window as {__formFirstPaint?: number}).__formFirstPaint !== undefined, undefined, {timeout: 120_000})
      const times = await page.evaluate(() => {
        const w = window as {__formFirstPaint?: number; __formRenderTime?: number}
        return {firstPaint: w.__formFirstPaint!, render: w.__formRenderTime!}
      })
      firstRender.push({throttling, ...times})

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
    }
    if (ONLY !== 'form') studio = await measureStudio(browser)
  } finally {
    await browser.close()
    await server.close()
    await contentServer.close()
    rmSync(outDir, {recursive: true, force: true})
    rmSync(dataDir, {recursive: true, force: true})
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log('\nForm: keystroke to paint (500 items × 20 fields)')
  console.table(
    typing.map((result) => ({
      field: result.target,
      cpu: result.throttling === 1 ? 'unthrottled' : `${result.throttling}× throttled`,
      median: ms(result.median),
      p90: ms(result.p90),
      max: ms(result.max),
      'Event Timing ≥ 16 ms': `${result.slowEvents} of ${KEYSTROKES}`,
      'Event Timing median': result.eventTimingMedian === null ? '< 16 ms' : ms(result.eventTimingMedian),
      'Event Timing p90': result.eventTimingP90 === null ? '< 16 ms' : ms(result.eventTimingP90),
    })),
  )
  console.log('Form: first render of the document')
  console.table(
    firstRender.map((result) => ({
      cpu: result.throttling === 1 ? 'unthrottled' : `${result.throttling}× throttled`,
      'navigation → first frame': ms(result.firstPaint),
      'React render → first frame': ms(result.render),
    })),
  )
  if (studio) printStudio(studio)
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

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})

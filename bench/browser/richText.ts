// The rich-text part of `npm run bench:browser` (`VELLUM_BENCH_ONLY=richText`): a post with a
// 1,000-block portable-text body (`./form/richTextDocument.ts`: every style, lists three levels
// deep, marks, links, 20 block objects) in the form page `./form/richText.html`, whose edits go
// through the store to a real server, as in the form benchmark. In each round, on fresh pages:
//
// - the bare-input floor, measured as the form benchmark measures it (`./typing.ts`);
// - the contenteditable floor: the page as the editor showed the document, copied as static
//   HTML (its stylesheets, no script), typed into at the same place: what this browser costs a
//   keystroke in a contenteditable this large, before any of the editor's code runs;
// - the windowed floor: the same static copy with only the blocks within
//   {@link WINDOW_BLOCKS} of block 500 left in it: what the browser would cost a keystroke if
//   the editor kept only a window of the body in its contenteditable;
// - opening: from navigation to the editor's content being contenteditable, and to the first
//   keystroke typed as soon as it is (a click into the first block, then one character) being
//   in the store's draft — the page's `performance.now()` clock, which starts at navigation;
// - typing 100 characters in the middle of block 500, one at a time, each measured by Event
//   Timing and by the keydown → next-frame probe, as `./typing.ts` measures an input.
//
// Each is checked: after typing, the store's draft and the server's document must hold every
// typed character at the caret's place in block 500 (and the opening keystroke in block 0),
// every other block unchanged; the part throws otherwise. Throttled (4× CPU, CDP
// `Emulation.setCPUThrottlingRate`) it runs in rounds whose keystrokes are merged, as the form
// part does. `VELLUM_BENCH_TRACE=<file>` records a Chrome trace of the first throttled round's
// typing (open it in the Performance panel or Perfetto); the page is then built unminified, so
// its figures are not the benchmark's. `VELLUM_BENCH_PROFILE=<file>` records a CPU profile
// (`.cpuprofile`, for the Performance panel or speedscope) of the first unthrottled opening,
// from navigation to the editor being editable; the page is then built unminified too.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Browser, CDPSession, Page} from 'playwright-core'
import {build} from 'vite'
import {createClient, type VellumClient} from '../../src/client'
import type {VellumServer} from '../../src/server'
import type {ContentDocument} from '../../src/types'
import {serveStatic} from '../../test/e2e/support/staticServer'
import {
  blockText,
  RICH_TEXT_BLOCKS,
  RICH_TEXT_DOCUMENT_ID,
  richTextDocument,
  TYPED_BLOCK_INDEX,
  TYPED_BLOCK_KEY,
  typedOffset,
  type BenchMember,
} from './form/richTextDocument'
import {installProbes, percentile, typeAndMeasure, type TypingResult} from './typing'

/** Characters typed into block 500 per round (after {@link WARMUP} unmeasured ones). */
export const RICH_TEXT_KEYSTROKES = 100
const WARMUP = 8
/** Rounds per throttling rate (`VELLUM_BENCH_ROUNDS` sets the throttled one, as for the form). */
const ROUNDS: Record<number, number> = {1: 2, 4: Number(process.env.VELLUM_BENCH_ROUNDS ?? 3)}
/** Extra unthrottled openings (no typing) for the opening figure's median. */
const EXTRA_OPENINGS = Number(process.env.VELLUM_BENCH_LOADS ?? 5)
const TRACE = process.env.VELLUM_BENCH_TRACE
const PROFILE = process.env.VELLUM_BENCH_PROFILE
/** The windowed floor keeps the blocks this many places or fewer from the typed block. */
export const WINDOW_BLOCKS = 40
const TEXT = 'The quick brown fox jumps over the lazy dog, then keeps on running past the river and the old mill. '
  .repeat(2)
  .slice(0, RICH_TEXT_KEYSTROKES)

/** One throttling rate's keystrokes in the editor, its rounds merged. */
export interface RichTextTyping {
  throttling: number
  /** Event Timing duration per keystroke (0: under 16 ms, which the API does not report). */
  eventTimings: number[]
  /** Keydown → next frame (then a message) per keystroke: an upper bound, see `./typing.ts`. */
  latencies: number[]
  typed: number
  /** Typed characters found in the store's draft and on the server, in place. */
  arrived: number
}

/** One opening of the document, in milliseconds from navigation start. */
export interface RichTextOpening {
  throttling: number
  /** The editor's content element is contenteditable. */
  editable: number
  /** The first frame with it editable has been painted (what a person sees). */
  painted: number
  /** A character typed into block 0 as soon as it was is in the store's draft. */
  accepted: number
  /** React's first render of the form began (the draft had loaded from the server). */
  renderStart: number
}

/** What {@link measureRichText} measured. */
export interface RichTextFigures {
  typing: RichTextTyping[]
  /** The bare-input floor, per throttling rate, from the same rounds. */
  floors: TypingResult[]
  /** The contenteditable floor (see {@link measureContentEditableFloor}), from the same rounds. */
  contentEditableFloors: RichTextTyping[]
  /** The windowed floor: the contenteditable floor with only the blocks around the typed one. */
  windowedFloors: RichTextTyping[]
  openings: RichTextOpening[]
  blocks: number
}

interface Probe {
  editableAt?: number
  paintedAt?: number
  firstChangeAt?: number
  renderStart?: number
  draft(): ContentDocument | null
  placeCaret(key: string, offset: number): void
  wholeBody(): string
}

/**
 * Builds the rich-text page, then measures typing and opening in rounds on fresh pages, beside
 * the bare-input floor. Throws when a typed character is missing or misplaced.
 */
export async function measureRichText(
  browser: Browser,
  {contentServer, token}: {contentServer: VellumServer; token: string},
): Promise<RichTextFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'vellum-bench-richtext-'))
  const root = fileURLToPath(new URL('./form/', import.meta.url))
  await build({
    root,
    logLevel: 'warn',
    base: './',
    // A traced run keeps function names, for the trace's CPU profile to be read.
    build: {outDir, emptyOutDir: true, minify: !TRACE && !PROFILE, rollupOptions: {input: join(root, 'richText.html')}},
  })
  const server = await serveStatic(outDir)
  contentServer.cors.add(server.url)
  const client = createClient({
    apiHost: contentServer.url,
    token,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const pageUrl = `${server.url}/richText.html?${new URLSearchParams({apiHost: contentServer.url, token})}`
  const figures: RichTextFigures = {
    typing: [],
    floors: [],
    contentEditableFloors: [],
    windowedFloors: [],
    openings: [],
    blocks: RICH_TEXT_BLOCKS,
  }
  try {
    for (const throttling of [1, 4]) {
      const floors: TypingResult[] = []
      const contentEditable: RichTextTyping[] = []
      const windowed: RichTextTyping[] = []
      const rounds: RichTextTyping[] = []
      for (let round = 0; round < ROUNDS[throttling]!; round++) {
        floors.push(await measureFloor(browser, throttling))
        const trace = TRACE && throttling > 1 && round === 0 ? TRACE : undefined
        const measured = await measureRound(browser, client, pageUrl, throttling, trace)
        rounds.push(measured.typing)
        figures.openings.push(measured.opening)
        contentEditable.push(await measureContentEditableFloor(browser, measured.html, server.url, throttling))
        windowed.push(await measureContentEditableFloor(browser, measured.html, server.url, throttling, WINDOW_BLOCKS))
      }
      figures.floors.push(mergeFloors(floors))
      figures.contentEditableFloors.push(mergeRounds(contentEditable))
      figures.windowedFloors.push(mergeRounds(windowed))
      figures.typing.push(mergeRounds(rounds))
    }
    for (let run = 0; run < EXTRA_OPENINGS; run++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}})
      const page = await context.newPage()
      figures.openings.push(await open(page, client, pageUrl, 1))
      await context.close()
    }
  } finally {
    await server.close()
    rmSync(outDir, {recursive: true, force: true})
  }
  return figures
}

/** The bare-input floor, as the form benchmark measures it. */
async function measureFloor(browser: Browser, throttling: number): Promise<TypingResult> {
  const bare = await browser.newContext({viewport: {width: 1280, height: 900}})
  const page = await bare.newPage()
  await (await bare.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: throttling})
  await page.setContent('<label>Bare input <input style="font: 16px system-ui"></label>')
  await page.getByRole('textbox', {name: 'Bare input'}).click()
  const result = await typeAndMeasure(page, 'bare <input> (floor)', throttling)
  await bare.close()
  return result
}

function mergeRounds(rounds: RichTextTyping[]): RichTextTyping {
  return {
    throttling: rounds[0]!.throttling,
    eventTimings: rounds.flatMap((round) => round.eventTimings),
    latencies: rounds.flatMap((round) => round.latencies),
    typed: rounds.reduce((sum, round) => sum + round.typed, 0),
    arrived: rounds.reduce((sum, round) => sum + round.arrived, 0),
  }
}

function mergeFloors(results: TypingResult[]): TypingResult {
  const eventTimings = results.flatMap((result) => result.samples.eventTimings)
  const latencies = results.flatMap((result) => result.samples.latencies)
  const reported = (value: number) => (value >= 16 ? value : null)
  return {
    ...results[0]!,
    keystrokes: latencies.length,
    median: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    max: Math.max(...latencies),
    eventTimingMedian: reported(percentile(eventTimings, 0.5)),
    eventTimingP90: reported(percentile(eventTimings, 0.9)),
    withinFrame: eventTimings.filter((duration) => duration <= 16).length / eventTimings.length,
    samples: {latencies, eventTimings},
    typed: results.reduce((sum, result) => sum + result.typed, 0),
    arrived: results.reduce((sum, result) => sum + result.arrived, 0),
  }
}

/** Puts the benchmark document on the server as it was generated (undoing the last round's typing). */
async function resetDocument(client: VellumClient): Promise<BenchMember[]> {
  const document = richTextDocument()
  await client.mutate([{createOrReplace: document as ContentDocument}])
  return document.body as BenchMember[]
}

/**
 * Opens the document on `page` and types one character into block 0 as soon as the editor is
 * editable; checks that the character reached the store's draft.
 */
async function open(page: Page, client: VellumClient, pageUrl: string, throttling: number): Promise<RichTextOpening> {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const body = await resetDocument(client)
  if (throttling > 1)
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: throttling})
  const profile = PROFILE && throttling === 1 && !profiled ? await startProfile(page) : undefined
  profiled ||= profile !== undefined
  await page.goto(pageUrl)
  await page.waitForFunction(() => (window as {__richText?: Probe}).__richText?.paintedAt !== undefined, undefined, {
    timeout: 120_000,
    polling: 'raf',
  })
  if (profile && PROFILE) await stopProfile(profile, PROFILE)
  const first = body[0]!
  // A click where block 0 shows (on the click-to-activate overlay while the editor is not in
  // use: the caret lands where the click was), as a user's.
  const box = await page.locator(`.vellum-form-pt-content [data-key="${first._key}"]`).boundingBox()
  if (!box) throw new Error('Opening: block 0 is not shown')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.keyboard.type('x')
  await page.waitForFunction(
    () => (window as {__richText?: Probe}).__richText?.firstChangeAt !== undefined,
    undefined,
    {
      timeout: 60_000,
      polling: 'raf',
    },
  )
  const times = await page.evaluate(() => {
    const probe = (window as {__richText?: Probe}).__richText!
    return {
      editable: probe.editableAt!,
      painted: probe.paintedAt!,
      accepted: probe.firstChangeAt!,
      renderStart: probe.renderStart!,
    }
  })
  const draftBody = await readDraftBody(page)
  if (!holdsInsertion(blockText(draftBody[0]!), blockText(first), 'x'))
    throw new Error(
      `Opening: the keystroke typed into block 0 is not in the store's draft (block 0 holds "${blockText(draftBody[0]!)}")`,
    )
  // Opening the document changes nothing else in it.
  for (let index = 1; index < body.length; index++)
    if (JSON.stringify(draftBody[index]) !== JSON.stringify(body[index]))
      throw new Error(`Opening: block ${index} of the store's draft differs from the document opened`)
  if (errors.length) throw new Error(`Page errors: ${errors.join('; ')}`)
  return {throttling, ...times}
}

/** One round on a fresh page: opening, then typing in block 500, checked against store and server. */
async function measureRound(
  browser: Browser,
  client: VellumClient,
  pageUrl: string,
  throttling: number,
  trace: string | undefined,
): Promise<{typing: RichTextTyping; opening: RichTextOpening; html: string}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const opening = await open(page, client, pageUrl, throttling)
  const original = richTextDocument().body as BenchMember[]
  const afterOpening = await readDraftBody(page)
  const offset = typedOffset(original)

  // The page as it shows the document, for the contenteditable floor (before typing changes it).
  const html = await staticCopy(page)
  await page.evaluate(({key, offset}) => (window as {__richText?: Probe}).__richText!.placeCaret(key, offset), {
    key: TYPED_BLOCK_KEY,
    offset,
  })
  const samples = await typeMeasured(page, throttling, trace)
  const typed = 'w'.repeat(WARMUP) + TEXT
  const before = blockText(original[TYPED_BLOCK_INDEX]!)
  const expected = before.slice(0, offset) + typed + before.slice(offset)

  // The store's draft: block 500 holds the typed text at the caret, every other block is as it was.
  const draftBody = await readDraftBody(page)
  const arrived = checkBody('the store draft', draftBody, afterOpening, expected, typed)
  // The server's document, once the store has committed the edits.
  let serverBody: BenchMember[] = []
  for (let wait = 0; wait < 100; wait++) {
    const document = await client.getDocument(RICH_TEXT_DOCUMENT_ID)
    serverBody = (document?.body ?? []) as BenchMember[]
    if (serverBody[TYPED_BLOCK_INDEX] && blockText(serverBody[TYPED_BLOCK_INDEX]) === expected) break
    await page.waitForTimeout(100)
  }
  checkBody('the server document', serverBody, afterOpening, expected, typed)

  if (errors.length) throw new Error(`Page errors: ${errors.join('; ')}`)
  await context.close()
  return {typing: {throttling, ...samples, typed: typed.length, arrived}, opening, html}
}

/**
 * Types {@link WARMUP} unmeasured characters at the caret, then {@link TEXT} one keystroke at a
 * time, each measured (Event Timing, and keydown → next frame); `trace` records a Chrome trace of
 * the measured keystrokes to that file.
 */
async function typeMeasured(
  page: Page,
  throttling: number,
  trace?: string,
): Promise<{eventTimings: number[]; latencies: number[]}> {
  for (let index = 0; index < WARMUP; index++) await page.keyboard.type('w', {delay: 0})
  await page.waitForTimeout(500)
  await installProbes(page)
  const cdp = trace ? await page.context().newCDPSession(page) : undefined
  if (cdp) await startTrace(cdp)
  for (const character of TEXT) {
    await page.keyboard.type(character)
    await page.waitForTimeout(throttling > 1 ? 120 : 60)
  }
  await page.waitForTimeout(500)
  if (cdp && trace) await stopTrace(cdp, trace)
  const {latencies, durations} = await page.evaluate(() => {
    const w = window as unknown as {__latencies: number[]; __eventDurations: Map<number, number>}
    return {latencies: w.__latencies, durations: [...w.__eventDurations.values()]}
  })
  if (latencies.length !== TEXT.length) throw new Error(`Measured ${latencies.length} of ${TEXT.length} keystrokes`)
  // Keystrokes Event Timing did not report took under 16 ms: counted as 0.
  const eventTimings = [
    ...durations,
    ...Array.from({length: Math.max(0, latencies.length - durations.length)}, () => 0),
  ]
  return {eventTimings, latencies}
}

/**
 * The page as it is now, without its scripts or the click-to-activate overlay, and with every
 * block of the body drawn (as without the editor's window, blockWindow.ts): static HTML.
 */
function staticCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    for (const element of copy.querySelectorAll('script, .vellum-form-pt-activate')) element.remove()
    // The editor's element stays contenteditable, and without `inert` (the overlay's).
    for (const element of copy.querySelectorAll('[inert]')) element.removeAttribute('inert')
    copy.querySelector('.vellum-form-pt-content')!.innerHTML = (window as {__richText?: Probe}).__richText!.wholeBody()
    return `<!doctype html>${copy.outerHTML}`
  })
}

/**
 * The contenteditable floor: the page as the editor showed the document, as static HTML with
 * its stylesheets and no script, typed into at the same place as the editor. What this browser
 * costs a keystroke in a contenteditable of this size, whatever the editor's code does. With
 * `windowBlocks`, only the blocks that many places or fewer from the typed block stay in it.
 */
async function measureContentEditableFloor(
  browser: Browser,
  html: string,
  origin: string,
  throttling: number,
  windowBlocks?: number,
): Promise<RichTextTyping> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}})
  const page = await context.newPage()
  // Served from the page's origin, so its stylesheets' relative URLs load.
  const url = `${origin}/contenteditable-floor.html`
  await page.route(url, (route) => route.fulfill({body: html, contentType: 'text/html; charset=utf-8'}))
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: throttling})
  await page.goto(url)
  const offset = typedOffset(richTextDocument().body as BenchMember[])
  const before = await page.evaluate(
    ({key, offset, windowBlocks}) => {
      const editor = document.querySelector<HTMLElement>('.vellum-form-pt-content')
      const block = editor?.querySelector(`[data-key="${key}"]`)
      if (!editor?.isContentEditable || !block) throw new Error('No contenteditable copy of the editor')
      if (windowBlocks !== undefined) {
        const blocks = [...editor.children]
        const typedAt = blocks.indexOf(block)
        blocks.forEach((element, index) => {
          if (Math.abs(index - typedAt) > windowBlocks) element.remove()
        })
      }
      editor.focus()
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      let left = offset
      let node = walker.nextNode()
      while (node && node.nodeValue!.length < left) {
        left -= node.nodeValue!.length
        node = walker.nextNode()
      }
      if (!node) throw new Error(`Block ${key} is shorter than ${offset} characters`)
      getSelection()!.collapse(node, left)
      node.parentElement!.scrollIntoView({block: 'center'})
      return block.textContent!
    },
    {key: TYPED_BLOCK_KEY, offset, windowBlocks},
  )
  const samples = await typeMeasured(page, throttling)
  const typed = 'w'.repeat(WARMUP) + TEXT
  const after = await page.evaluate(
    (key) => document.querySelector(`.vellum-form-pt-content [data-key="${key}"]`)!.textContent!,
    TYPED_BLOCK_KEY,
  )
  const expected = before.slice(0, offset) + typed + before.slice(offset)
  if (after !== expected)
    throw new Error(`Contenteditable floor: block ${TYPED_BLOCK_KEY} holds "${after}", expected "${expected}"`)
  await context.close()
  return {throttling, ...samples, typed: typed.length, arrived: typed.length}
}

async function readDraftBody(page: Page): Promise<BenchMember[]> {
  const draft = await page.evaluate(() => (window as {__richText?: Probe}).__richText!.draft())
  return (draft?.body ?? []) as BenchMember[]
}

/**
 * Checks a body after typing: `expected` is block 500's text, and every other block is what it
 * was before typing (`reference`). Returns how many typed characters arrived; throws otherwise.
 */
function checkBody(
  where: string,
  body: BenchMember[],
  reference: BenchMember[],
  expected: string,
  typed: string,
): number {
  if (body.length !== reference.length)
    throw new Error(`${where}: the body has ${body.length} blocks, ${reference.length} expected`)
  const text = blockText(body[TYPED_BLOCK_INDEX]!)
  if (text !== expected)
    throw new Error(
      `${where}: block ${TYPED_BLOCK_INDEX} holds "${text}", expected "${expected}" (${typed.length} characters typed)`,
    )
  for (let index = 0; index < body.length; index++) {
    if (index === TYPED_BLOCK_INDEX) continue
    if (JSON.stringify(body[index]) !== JSON.stringify(reference[index]))
      throw new Error(`${where}: block ${index} changed while typing in block ${TYPED_BLOCK_INDEX}`)
  }
  return typed.length
}

/** Whether `after` is `before` with `character` inserted at some place. */
function holdsInsertion(after: string, before: string, character: string): boolean {
  if (after.length !== before.length + 1) return false
  for (let index = 0; index < after.length; index++)
    if (after[index] === character && after.slice(0, index) + after.slice(index + 1) === before) return true
  return false
}

/** Whether the opening `VELLUM_BENCH_PROFILE` asks for has been profiled. */
let profiled = false

/** Starts the CPU profiler of `page` (sampling every 200 µs). */
async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', {interval: 200})
  await cdp.send('Profiler.start')
  return cdp
}

async function stopProfile(cdp: CDPSession, file: string): Promise<void> {
  const {profile} = await cdp.send('Profiler.stop')
  writeFileSync(file, JSON.stringify(profile))
  console.log(`CPU profile of the first unthrottled opening (navigation → editable) written to ${file}`)
}

async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'disabled-by-default-v8.cpu_profiler',
        'v8.execute',
        'blink',
        'blink.user_timing',
        'latencyInfo',
      ],
    },
  })
}

async function stopTrace(cdp: CDPSession, file: string): Promise<void> {
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)))
  await cdp.send('Tracing.end')
  const stream = await done
  let data = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', {handle: stream})
    data += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', {handle: stream})
  writeFileSync(file, data)
}

/** Prints the figures: typing beside the floor, and opening. */
export function printRichText(figures: RichTextFigures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const et = (value: number) => (value < 16 ? '< 16 ms' : ms(value))
  const cpu = (throttling: number) => (throttling === 1 ? 'unthrottled' : `${throttling}× throttled`)
  const rows: Record<string, string>[] = []
  for (const typing of figures.typing) {
    const floor = figures.floors.find((result) => result.throttling === typing.throttling)!
    const contentEditable = figures.contentEditableFloors.find((result) => result.throttling === typing.throttling)!
    const windowed = figures.windowedFloors.find((result) => result.throttling === typing.throttling)!
    for (const [field, eventTimings, latencies, typed, arrived] of [
      [
        'bare <input> (floor)',
        floor.samples.eventTimings,
        floor.samples.latencies,
        floor.typed,
        floor.arrived,
      ] as const,
      [
        'the same page as static HTML, contenteditable (floor)',
        contentEditable.eventTimings,
        contentEditable.latencies,
        contentEditable.typed,
        contentEditable.arrived,
      ] as const,
      [
        `the same, only the ${WINDOW_BLOCKS * 2 + 1} blocks around the caret (windowed floor)`,
        windowed.eventTimings,
        windowed.latencies,
        windowed.typed,
        windowed.arrived,
      ] as const,
      [
        `rich text, block ${TYPED_BLOCK_INDEX} of ${figures.blocks.toLocaleString('en-US')}`,
        typing.eventTimings,
        typing.latencies,
        typing.typed,
        typing.arrived,
      ] as const,
    ])
      rows.push({
        field,
        cpu: cpu(typing.throttling),
        'Event Timing median': et(percentile([...eventTimings], 0.5)),
        'Event Timing p95': et(percentile([...eventTimings], 0.95)),
        'Event Timing ≤ 16 ms': `${((eventTimings.filter((value) => value <= 16).length / eventTimings.length) * 100).toFixed(0)}% of ${eventTimings.length}`,
        'next frame, median': ms(percentile([...latencies], 0.5)),
        'next frame, p95': ms(percentile([...latencies], 0.95)),
        'typed characters arrived': `${arrived} of ${typed}`,
      })
  }
  console.log(
    `\nRich text: keystroke to paint in a ${figures.blocks.toLocaleString('en-US')}-block body, beside the floor`,
  )
  console.table(rows)
  console.log('Rich text: opening the document (navigation → …), a character typed as soon as it is editable')
  console.table(
    [1, 4].map((throttling) => {
      const openings = figures.openings.filter((opening) => opening.throttling === throttling)
      const median = (pick: (opening: RichTextOpening) => number) => ms(percentile(openings.map(pick), 0.5))
      const slowest = (pick: (opening: RichTextOpening) => number) => ms(Math.max(...openings.map(pick)))
      return {
        cpu: cpu(throttling),
        openings: openings.length,
        'draft loaded, form render starts (median)': median((opening) => opening.renderStart),
        'editor contenteditable, median': median((opening) => opening.editable),
        'editable and painted, median': median((opening) => opening.painted),
        'keystroke in the draft, median': median((opening) => opening.accepted),
        'keystroke in the draft, slowest': slowest((opening) => opening.accepted),
      }
    }),
  )
}

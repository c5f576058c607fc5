// The studio part of `npm run bench:browser` (issue 8): the example app's production build
// against a real content server on 127.0.0.1 —
// - the gzipped size of the JavaScript its first page load fetches (the entry script and the
//   chunks it preloads; chunks loaded later on demand are listed apart);
// - the time from navigation to an editable document pane, two ways:
//   - a page load: a fresh browser context (cold cache, signed in) opens a document's deep
//     link, until its title input shows the stored title and accepts typing;
//   - inside the running studio: a click on a document in the list, until its pane's title
//     input shows that document's title and accepts typing (each document opened for the
//     first time, so nothing of it is cached);
// - typing into the last opened post's title in its document pane, keystroke to paint (see
//   `./typing.ts`), with and without 4× CPU throttling.
import {readFileSync, readdirSync, statSync, mkdtempSync, rmSync, createReadStream, existsSync} from 'node:fs'
import {createServer as createHttpServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {extname, join, normalize, sep} from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import type {Browser, Page} from 'playwright-core'
import {build} from 'vite'
import {createServer} from '../../src/server'
import {typeAndMeasure, type TypingResult} from './typing'

/** What {@link measureStudio} measured. */
export interface StudioFigures {
  /** Gzipped bytes of the JavaScript the first load fetches. */
  firstLoadGzip: number
  /** Gzipped bytes of every JavaScript chunk of the build. */
  allJsGzip: number
  /** Milliseconds from navigation to an editable document pane, one per cold load. */
  documentPane: number[]
  /** Milliseconds from a click in the document list to that document's editable pane, one per document. */
  listToPane: number[]
  /** Typing into a post's title in the document pane, unthrottled and throttled. */
  typing: TypingResult[]
}

const LOADS = Number(process.env.VELLUM_BENCH_LOADS ?? 7)
const TITLE = 'A post for the benchmark'
/** Documents opened from the list, each once. */
const LIST_OPENS = 10
const listTitle = (index: number) => `Listed post ${String(index + 1).padStart(2, '0')}`
const MIME: Record<string, string> = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json'}

/** Builds and serves the example, signs in once as the developer, and measures. */
export async function measureStudio(browser: Browser): Promise<StudioFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vellum-bench-studio-'))
  const outDir = mkdtempSync(join(tmpdir(), 'vellum-bench-app-'))
  const content = await createServer({dataDir, host: '127.0.0.1', port: 0, projectId: 'local', dev: true, onError: () => {}})
  const app = await serveApp(outDir)
  try {
    await content.lake.mutate('production', [
      {createOrReplace: {_id: 'bench-post', _type: 'post', title: TITLE}},
      ...Array.from({length: LIST_OPENS}, (_, index) => ({createOrReplace: {_id: `bench-listed-${index}`, _type: 'post', title: listTitle(index)}})),
    ])
    await build({
      configFile: fileURLToPath(new URL('../../examples/blog/vite.config.ts', import.meta.url)),
      logLevel: 'error',
      mode: 'production',
      define: {'import.meta.env.VELLUM_API_HOST': JSON.stringify(content.url)},
      build: {outDir, emptyOutDir: true},
    })
    content.cors.add(app.url, {allowCredentials: true})
    const sizes = bundleSizes(outDir)

    // Sign in once, through the login screen, and keep the session for the measured loads.
    const signIn = await browser.newContext()
    const page = await signIn.newPage()
    await page.goto(`${app.url}/studio/production`)
    await page.getByRole('link', {name: /Continue as developer/}).click()
    await page.getByRole('banner', {name: 'Studio'}).waitFor()
    await page.goto(`${app.url}/studio/production/intent/edit/id=bench-post;type=post`)
    await page.waitForFunction((title) => [...document.querySelectorAll('input')].some((input) => input.value === title), TITLE)
    const documentUrl = page.url()
    const storageState = await signIn.storageState()
    await signIn.close()

    const documentPane: number[] = []
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({storageState, viewport: {width: 1440, height: 900}})
      const tab = await context.newPage()
      if (process.env.VELLUM_BENCH_TRACE) {
        const start = Date.now()
        tab.on('request', (request) => console.log(`${Date.now() - start} ms → ${request.method()} ${request.url().slice(0, 140)}`))
        tab.on('requestfinished', (request) => console.log(`${Date.now() - start} ms ✓ ${request.url().slice(0, 100)}`))
      }
      await tab.goto(documentUrl, {waitUntil: 'commit'})
      documentPane.push(await editableAt(tab, TITLE))
      await context.close()
    }

    // Inside the running studio: the post list, then each listed post opened by a click.
    const listToPane: number[] = []
    const context = await browser.newContext({storageState, viewport: {width: 1440, height: 900}})
    const tab = await context.newPage()
    await tab.goto(documentUrl.replace(/\/bench-post.*$/, ''))
    for (let index = 0; index < LIST_OPENS; index++) {
      const title = listTitle(index)
      const item = tab.getByRole('link', {name: new RegExp(title)})
      await item.waitFor()
      // Let the page settle, so each click starts from an idle studio.
      await tab.waitForTimeout(300)
      const started = await item.evaluate((element) => {
        const start = performance.now()
        ;(element as HTMLElement).click()
        return start
      })
      listToPane.push((await editableAt(tab, title)) - started)
    }

    // Typing in the document pane of the post opened last, as an editor would.
    const typing: TypingResult[] = []
    const cdp = await context.newCDPSession(tab)
    await tab.getByRole('textbox', {name: 'Title', exact: true}).click()
    await tab.keyboard.press('End')
    for (const throttling of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling})
      typing.push(await typeAndMeasure(tab, 'studio: a post’s title', throttling))
    }
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1})
    await context.close()
    return {...sizes, documentPane, listToPane, typing}
  } finally {
    await app.close()
    await content.close()
    rmSync(outDir, {recursive: true, force: true})
    rmSync(dataDir, {recursive: true, force: true})
  }
}

/** The page's clock (`performance.now()`) when an input shows `title` and takes typing (checked every frame). */
async function editableAt(tab: Page, title: string): Promise<number> {
  const handle = await tab.waitForFunction(
    (expected) => {
      const input = [...document.querySelectorAll('input')].find((each) => each.value === expected)
      return input && !input.readOnly && !input.disabled ? performance.now() : false
    },
    title,
    {polling: 'raf', timeout: 60_000},
  )
  return (await handle.jsonValue()) as number
}

/** The entry script and its preloaded chunks (the first load), and every chunk, gzipped. */
function bundleSizes(outDir: string): Pick<StudioFigures, 'firstLoadGzip' | 'allJsGzip'> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const firstLoad = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) firstLoad.add(match[1]!.replace(/^\//, ''))
  if (firstLoad.size === 0) throw new Error('The example build has no entry script')
  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file))).length
  const allChunks = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`)
  return {
    firstLoadGzip: [...firstLoad].reduce((sum, file) => sum + gzipped(file), 0),
    allJsGzip: allChunks.reduce((sum, file) => sum + gzipped(file), 0),
  }
}

/** Serves the built app on 127.0.0.1, answering every unknown path with index.html (client routes). */
async function serveApp(root: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = createHttpServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    let file = normalize(join(root, pathname))
    if (!file.startsWith(normalize(root) + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    res.writeHead(200, {'content-type': MIME[extname(file)] ?? 'application/octet-stream'})
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve()))}
}

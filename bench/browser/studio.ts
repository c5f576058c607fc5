// The studio part of `npm run bench:browser`: the example app's production build
// against a real content server on 127.0.0.1 —
// - the gzipped size of the JavaScript its first page load fetches (the entry script and the
//   chunks it preloads; chunks loaded later on demand are listed apart);
// - the time from navigation to an editable document pane, two ways:
//   - a page load: a fresh browser context (cold cache, signed in) opens a document's deep
//     link, until its title input shows the stored title and accepts typing;
//   - inside the running studio: a click on a document in the list, until its pane's title
//     input shows that document's title and accepts typing (each document opened for the
//     first time, so nothing of it is cached);
// - typing in the document pane, keystroke to paint (see `./typing.ts`), in rounds the runner
//   interleaves with the form-only page's (`measureRound`): a light post's title, and the
//   500-item × 20-field benchmark document's title and an item's nested field in its dialog.
//   That document's type is not in the example's schema, so these are typed on a page of their
//   own (`./studio-page/`): the example's workspace with the benchmark type added.
import {statSync, mkdtempSync, rmSync, createReadStream, existsSync} from 'node:fs'
import {createServer as createHttpServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {extname, join, normalize, sep} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {build} from 'vite'
import {bundleSizes} from '../../scripts/firstLoadSize'
import {createServer, type VellumServer} from '../../src/server'
import type {ContentDocument} from '../../src/types'
import {measureAssets, type AssetFigures} from './assets'
import {benchDocument} from './form/benchDocument'
import {measureReferences, type ReferenceFigures} from './references'
import {measureSearch, type SearchFigures} from './search'
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
}

/** The studio part of the benchmark, started: its figures and its typing rounds. */
export interface StudioBench {
  /** The benchmark's studio page (`./studio-page/`), served, and a signed-in session for it. */
  appUrl: string
  storageState: StorageState
  /** Puts the documents typed in back as they were (a light post, the heavy document). */
  resetDocuments: () => Promise<void>
  /** The example app's size and load times. */
  measureExample: () => Promise<StudioFigures>
  /**
   * One round of typing in the studio's document pane at a CPU throttling rate, on fresh
   * pages: a light post's title, then the heavy document's title and an item's nested field.
   */
  measureRound: (throttling: number) => Promise<TypingResult[]>
  /** The asset browser over 10,000 images and typing during an upload (`./assets.ts`). */
  measureAssets: () => Promise<AssetFigures>
  /** The Author reference field's search over 10,000 authors (`./references.ts`). */
  measureReferences: () => Promise<ReferenceFigures>
  /** The search dialog over the 100,000-document benchmark dataset (`./search.ts`); imports it first. */
  measureSearch: () => Promise<SearchFigures>
  close: () => Promise<void>
}

const LOADS = Number(process.env.VELLUM_BENCH_LOADS ?? 7)
const TITLE = 'A post for the benchmark'
/** Documents opened from the list, each once. */
const LIST_OPENS = 10
const listTitle = (index: number) => `Listed post ${String(index + 1).padStart(2, '0')}`
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * Builds and serves the example and the benchmark's studio page against one content server,
 * and signs in once as the developer; the figures are measured by what it returns.
 */
export async function startStudioBench(browser: Browser): Promise<StudioBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vellum-bench-studio-'))
  const outDir = mkdtempSync(join(tmpdir(), 'vellum-bench-app-'))
  const benchDir = mkdtempSync(join(tmpdir(), 'vellum-bench-studio-page-'))
  const content = await createServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    projectId: 'local',
    dev: true,
    onError: () => {},
  })
  const app = await serveApp(outDir)
  const benchApp = await serveApp(benchDir)
  const close = async () => {
    await app.close()
    await benchApp.close()
    await content.close()
    for (const dir of [outDir, benchDir, dataDir]) rmSync(dir, {recursive: true, force: true})
  }
  try {
    await content.lake.mutate('production', [
      {createOrReplace: {_id: 'bench-post', _type: 'post', title: TITLE}},
      ...Array.from({length: LIST_OPENS}, (_, index) => ({
        createOrReplace: {_id: `bench-listed-${index}`, _type: 'post', title: listTitle(index)},
      })),
    ])
    const configFile = fileURLToPath(new URL('../../examples/blog/vite.config.ts', import.meta.url))
    const define = {'import.meta.env.VELLUM_API_HOST': JSON.stringify(content.url)}
    await build({configFile, logLevel: 'error', mode: 'production', define, build: {outDir, emptyOutDir: true}})
    // `VELLUM_BENCH_MINIFY=0` keeps the studio page's names readable, for a profile.
    const minify = process.env.VELLUM_BENCH_MINIFY !== '0'
    await build({
      configFile,
      root: fileURLToPath(new URL('./studio-page/', import.meta.url)),
      logLevel: 'error',
      mode: 'production',
      define,
      build: {outDir: benchDir, emptyOutDir: true, minify},
    })
    content.cors.add(app.url, {allowCredentials: true})
    content.cors.add(benchApp.url, {allowCredentials: true})

    // Sign in once, through the login screen, and keep the session for the measured loads.
    const signIn = await browser.newContext()
    const page = await signIn.newPage()
    await page.goto(`${app.url}/studio/production`)
    await page.getByRole('link', {name: /Continue as developer/}).click()
    await page.getByRole('banner', {name: 'Studio'}).waitFor()
    await page.goto(`${app.url}/studio/production/intent/edit/id=bench-post;type=post`)
    await page.waitForFunction(
      (title) => [...document.querySelectorAll('input')].some((input) => input.value === title),
      TITLE,
    )
    const documentUrl = page.url()
    const storageState = await signIn.storageState()
    await signIn.close()
    return {
      appUrl: benchApp.url,
      storageState,
      resetDocuments: () => resetDocuments(content),
      measureExample: async () => {
        // The typing rounds leave the post with a longer title in a draft.
        await resetDocuments(content)
        return measureExample(browser, {outDir, documentUrl, storageState})
      },
      measureRound: (throttling) => measureRound(browser, {appUrl: benchApp.url, storageState, content, throttling}),
      measureAssets: async () => {
        await resetDocuments(content)
        return measureAssets(browser, {
          appUrl: benchApp.url,
          storageState,
          content,
          dataDir,
          postId: 'bench-post',
          postTitle: TITLE,
        })
      },
      measureReferences: async () => {
        await resetDocuments(content)
        return measureReferences(browser, {
          appUrl: benchApp.url,
          storageState,
          content,
          postId: 'bench-post',
          postTitle: TITLE,
        })
      },
      measureSearch: () => measureSearch(browser, {appUrl: benchApp.url, storageState, content}),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The example's bundle sizes, cold loads of a document's deep link, and documents opened from the list. */
async function measureExample(
  browser: Browser,
  {outDir, documentUrl, storageState}: {outDir: string; documentUrl: string; storageState: StorageState},
): Promise<StudioFigures> {
  const sizes = bundleSizes(outDir)
  const documentPane: number[] = []
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({storageState, viewport: {width: 1440, height: 900}})
    const tab = await context.newPage()
    if (process.env.VELLUM_BENCH_TRACE) {
      const start = Date.now()
      tab.on('request', (request) =>
        console.log(`${Date.now() - start} ms → ${request.method()} ${request.url().slice(0, 140)}`),
      )
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
  await context.close()
  return {...sizes, documentPane, listToPane}
}

/** Typing in the document pane at one throttling rate: see {@link StudioBench.measureRound}. */
async function measureRound(
  browser: Browser,
  {
    appUrl,
    storageState,
    content,
    throttling,
  }: {appUrl: string; storageState: StorageState; content: VellumServer; throttling: number},
): Promise<TypingResult[]> {
  await resetDocuments(content)
  const typing: TypingResult[] = []
  const context = await browser.newContext({storageState, viewport: {width: 1440, height: 900}})
  const tab = await context.newPage()
  const errors: string[] = []
  tab.on('pageerror', (error) => errors.push(error.message))
  const cdp = await context.newCDPSession(tab)
  const open = async (id: string, type: string, title: string) => {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1})
    await tab.goto(`${appUrl}/studio/production/intent/edit/id=${id};type=${type}`)
    await editableAt(tab, title)
    // Let the pane settle (presence, validation, the list beside it) before typing.
    await tab.waitForTimeout(1000)
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling})
  }

  await open('bench-post', 'post', TITLE)
  await tab.getByRole('textbox', {name: 'Title', exact: true}).click()
  await tab.keyboard.press('End')
  typing.push(await typeAndMeasure(tab, 'studio: a post’s title', throttling))

  await open('bench', 'benchDocument', String(benchDocument().title))
  await tab.getByRole('textbox', {name: 'Title', exact: true}).click()
  await tab.keyboard.press('End')
  typing.push(await typeAndMeasure(tab, 'studio: document title', throttling))
  await tab
    .getByRole('button', {name: /Section 1\b/})
    .first()
    .click()
  const label = tab.getByRole('dialog').getByRole('textbox', {name: 'Label', exact: true})
  await label.click()
  await tab.keyboard.press('End')
  typing.push(await typeAndMeasure(tab, 'studio: section 1 › meta › label', throttling))
  await tab.keyboard.press('Escape')
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1})
  if (errors.length) throw new Error(`Studio page errors: ${errors.join('; ')}`)
  await context.close()
  return typing
}

/** The documents typed in, as each round starts from them (the post's draft the last round typed gone). */
async function resetDocuments(content: VellumServer): Promise<void> {
  await content.lake.mutate('production', [
    {createOrReplace: {_id: 'bench-post', _type: 'post', title: TITLE}},
    {delete: {id: 'drafts.bench-post'}},
    {createOrReplace: benchDocument() as ContentDocument},
  ])
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

/** Serves the built app on 127.0.0.1, answering every unknown path with index.html (client routes). */
async function serveApp(root: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = createHttpServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    let file = normalize(join(root, pathname))
    if (!file.startsWith(normalize(root) + sep) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html')
    res.writeHead(200, {'content-type': MIME[extname(file)] ?? 'application/octet-stream'})
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve()))}
}

// The asset part of `npm run bench:browser`, in the benchmark's studio page against its content
// server on a SQLite data dir:
// - the asset browser over 10,000 images: the time from a click on an image field's Browse
//   button to the dialog showing its first page of thumbnails (200 tiles), on a fresh page each
//   time; then the grid is scrolled to its end, and every picture the page fetched must be a
//   thumbnail (a `w`/`h` transform), never an original;
// - typing while an upload hashes: keystroke to paint in the post's title while a 20 MB image
//   dropped into its Main image field is hashed (SHA-1, off the main thread), previewed and
//   sent, beside the same typing without an upload, in the same page.
import {createHash} from 'node:crypto'
import {linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import sharp from 'sharp'
import type {VellumServer} from '../../src/server'
import {typeAndMeasure, type TypingResult} from './typing'

/** Images in the browsed library. */
export const LIBRARY_SIZE = 10_000
/** The browser's first page, as the spec's page size says: its last tile is checked. */
const FIRST_PAGE = 200
const OPENS = Number(process.env.VELLUM_BENCH_LOADS ?? 7)
/** Bytes of the uploaded image whose hashing typing must not notice. */
const BIG_IMAGE_BYTES = 20 * 1024 * 1024

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** What {@link measureAssets} measured. */
export interface AssetFigures {
  /** Milliseconds from the Browse click to the first page's tiles shown, one per fresh page. */
  browserOpen: number[]
  /** Milliseconds from the Browse click to every thumbnail in view painted, one per fresh page. */
  thumbnailsPainted: number[]
  /** Tiles rendered when the browser opened (the grid renders only those in view). */
  firstPageTiles: number
  /** Pictures the browser fetched while scrolled to the end of its first page; all thumbnails. */
  picturesFetched: number
  /** Typing in the title without an upload, then while the 20 MB image uploads. */
  typing: {without: TypingResult; whileUploading: TypingResult}
  /**
   * Bytes of the uploaded image; milliseconds from its drop to its preview in the field (hash,
   * preview, upload, server processing), and from its drop to the last measured keystroke.
   */
  upload: {bytes: number; uploadedInMs: number; typingMs: number}
}

/** The studio page and server the figures are measured on. */
export interface AssetBenchTarget {
  appUrl: string
  storageState: StorageState
  content: VellumServer
  /** The content server's data dir: the library's originals are written into its asset store. */
  dataDir: string
  /** A light post with a Main image field, opened at `/studio/production/intent/edit/id=…;type=post`. */
  postId: string
  postTitle: string
}

/**
 * Seeds a library of {@link LIBRARY_SIZE} images (one small picture stored under as many
 * hashes, with their asset documents), then measures the asset browser and typing during an
 * upload. Throws when a figure's check fails: fewer tiles than a page, an original fetched,
 * or a typed character lost.
 */
export async function measureAssets(browser: Browser, target: AssetBenchTarget): Promise<AssetFigures> {
  await seedLibrary(target)
  const browserOpen: number[] = []
  const thumbnailsPainted: number[] = []
  let firstPageTiles = 0
  let picturesFetched = 0
  for (let open = 0; open < OPENS; open++) {
    const measured = await measureBrowserOpen(browser, target, open === OPENS - 1)
    browserOpen.push(measured.openedInMs)
    thumbnailsPainted.push(measured.paintedInMs)
    firstPageTiles = measured.tiles
    picturesFetched = Math.max(picturesFetched, measured.pictures)
  }
  const {typing, upload} = await measureTypingWhileUploading(browser, target)
  return {browserOpen, thumbnailsPainted, firstPageTiles, picturesFetched, typing, upload}
}

/** A 96 × 64 picture stored under {@link LIBRARY_SIZE} hashes, each with its asset document. */
async function seedLibrary({content, dataDir}: AssetBenchTarget): Promise<void> {
  const picture = await sharp({create: {width: 96, height: 64, channels: 3, background: '#3a7bd5'}})
    .png()
    .toBuffer()
  const source = join(mkdtempSync(join(tmpdir(), 'vellum-bench-library-')), 'picture.png')
  writeFileSync(source, picture)
  const mutations = []
  for (let index = 0; index < LIBRARY_SIZE; index++) {
    const sha1 = createHash('sha1').update(`library image ${index}`).digest('hex')
    const directory = join(dataDir, 'assets', sha1.slice(0, 2))
    mkdirSync(directory, {recursive: true})
    linkSync(source, join(directory, sha1))
    const id = `image-${sha1}-96x64-png`
    mutations.push({
      createOrReplace: {
        _id: id,
        _type: 'sanity.imageAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension: 'png',
        mimeType: 'image/png',
        size: picture.length,
        originalFilename: `library-${String(index).padStart(5, '0')}.png`,
        path: `images/local/production/${sha1}-96x64.png`,
        url: `${content.url}/images/local/production/${sha1}-96x64.png`,
        metadata: {_type: 'sanity.imageMetadata', dimensions: {width: 96, height: 64, aspectRatio: 1.5}},
      },
    })
  }
  for (let start = 0; start < mutations.length; start += 1000)
    await content.lake.mutate('production', mutations.slice(start, start + 1000))
  rmSync(join(source, '..'), {recursive: true, force: true})
}

/** Opens a post on a fresh page, clicks Browse on its Main image, and waits for the first page of thumbnails. */
async function measureBrowserOpen(
  browser: Browser,
  target: AssetBenchTarget,
  scroll: boolean,
): Promise<{openedInMs: number; paintedInMs: number; tiles: number; pictures: number}> {
  const context = await browser.newContext({storageState: target.storageState, viewport: {width: 1440, height: 900}})
  const page = await context.newPage()
  const pictures: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/images/')) pictures.push(request.url())
  })
  await openPost(page, target)
  const field = page.getByRole('group', {name: 'Main image', exact: true})
  const browse = field.getByRole('button', {name: 'Browse'})
  await browse.waitFor()
  await page.waitForTimeout(300)
  const started = await browse.evaluate((element) => {
    const start = performance.now()
    ;(element as HTMLElement).click()
    return start
  })
  // Open: the first page loaded and its tiles in view rendered (the grid renders only those).
  const opened = await page.waitForFunction(
    () =>
      document.querySelector('.vellum-form-asset-browser[data-status="loaded"]') &&
      document.querySelectorAll('.vellum-form-asset-grid-item img').length > 0
        ? performance.now()
        : false,
    undefined,
    {polling: 'raf', timeout: 60_000},
  )
  const openedInMs = ((await opened.jsonValue()) as number) - started
  // Then every thumbnail in view painted (each made by the server's image transform, cold).
  const painted = await page.waitForFunction(
    () => {
      const images = [...document.querySelectorAll('.vellum-form-asset-grid-item img')] as HTMLImageElement[]
      return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)
        ? performance.now()
        : false
    },
    undefined,
    {polling: 'raf', timeout: 60_000},
  )
  const paintedInMs = ((await painted.jsonValue()) as number) - started
  const tiles = await page.locator('.vellum-form-asset-grid-item').count()
  if (scroll) {
    // To the end of the first page, where 'Load more' is, noting every tile on the way: the page
    // holds 200 images, and every thumbnail in view loads.
    const scroller = page.locator('.vellum-form-asset-grid-scroller')
    const seen = new Set<string>()
    const note = async () => {
      for (const name of await page
        .locator('.vellum-form-asset-grid-select')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? '')))
        seen.add(name)
    }
    for (let step = 0; step < 200; step++) {
      await note()
      const atEnd = await scroller.evaluate((element) => {
        element.scrollBy(0, element.clientHeight / 2)
        return element.scrollTop + element.clientHeight >= element.scrollHeight - 1
      })
      await page.waitForTimeout(100)
      if (atEnd) break
    }
    await page.getByRole('button', {name: 'Load more'}).waitFor()
    await note()
    if (seen.size !== FIRST_PAGE)
      throw new Error(`The asset browser's first page showed ${seen.size} images, not ${FIRST_PAGE}`)
    await page.waitForTimeout(1000)
    const originals = pictures.filter((url) => {
      const params = new URL(url).searchParams
      return !params.has('w') && !params.has('h')
    })
    if (originals.length > 0)
      throw new Error(`The asset browser fetched ${originals.length} full-size images: ${originals[0]}`)
  }
  await context.close()
  return {openedInMs, paintedInMs, tiles, pictures: pictures.length}
}

/** Typing in the post's title, first alone, then while a 20 MB image is dropped into Main image and uploads. */
async function measureTypingWhileUploading(
  browser: Browser,
  target: AssetBenchTarget,
): Promise<{typing: AssetFigures['typing']; upload: AssetFigures['upload']}> {
  // Noise does not compress: a PNG of random pixels is as big as its pixels.
  const side = Math.ceil(Math.sqrt(BIG_IMAGE_BYTES / 3))
  const noise = Buffer.alloc(side * side * 3)
  for (let index = 0; index < noise.length; index += 4) noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, index)
  const big = await sharp(noise, {raw: {width: side, height: side, channels: 3}})
    .png({compressionLevel: 0})
    .toBuffer()
  const context = await browser.newContext({storageState: target.storageState, viewport: {width: 1440, height: 900}})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await openPost(page, target)
  const title = page.getByRole('textbox', {name: 'Title', exact: true})
  await title.click()
  await page.keyboard.press('End')
  const without = await typeAndMeasure(page, 'studio: a post’s title', 1)

  // The file goes into the page as a drop would bring it, right before the measured keystrokes;
  // the field hashes it, previews it and sends it while they are typed.
  const field = page.getByRole('group', {name: 'Main image', exact: true})
  const transfer = await page.evaluateHandle(
    ({bytes, name}) => {
      const data = new DataTransfer()
      const binary = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0))
      data.items.add(new File([binary], name, {type: 'image/png'}))
      return data
    },
    {bytes: big.toString('base64'), name: 'twenty-megabytes.png'},
  )
  await page.keyboard.press('End')
  let droppedAt = 0
  const whileUploading = await typeAndMeasure(page, 'studio: a post’s title, while 20 MB uploads', 1, async () => {
    droppedAt = await page.evaluate(() => performance.now())
    await field.dispatchEvent('dragenter', {dataTransfer: transfer})
    await field.dispatchEvent('drop', {dataTransfer: transfer})
  })
  const typedUntil = await page.evaluate(() => performance.now())
  const done = await page.waitForFunction(
    () => (document.querySelector('img[alt^="Preview of"]') ? performance.now() : false),
    undefined,
    {polling: 100, timeout: 120_000},
  )
  const uploadedInMs = ((await done.jsonValue()) as number) - droppedAt
  if (errors.length) throw new Error(`Studio page errors: ${errors.join('; ')}`)
  await context.close()
  return {
    typing: {without, whileUploading},
    upload: {bytes: big.length, uploadedInMs, typingMs: typedUntil - droppedAt},
  }
}

async function openPost(page: Page, {appUrl, postId, postTitle}: AssetBenchTarget): Promise<void> {
  await page.goto(`${appUrl}/studio/production/intent/edit/id=${postId};type=post`)
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected && !input.readOnly),
    postTitle,
    {timeout: 60_000},
  )
}

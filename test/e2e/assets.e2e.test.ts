import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Page} from 'playwright-core'
import sharp from 'sharp'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  addLocalUser,
  developerSessionOf,
  documentPane,
  openDocument,
  screenshot,
  signInLocally,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// Images and files in the example blog in real Chromium against the content server on SQLite:
// an image uploaded with the file chooser into a post, previewed, published, and stored with
// its metadata; the same bytes again reuse the asset; images dropped on and pasted into the field; a PDF-only file field refuses a PNG with
// a warning toast; a viewer sees no upload controls.

let studio: BlogStudio
let token: string
let developerSession: Session
let files: string

const API_VERSION = '2025-02-19'
const COMMITTED = {timeout: 15_000}

beforeAll(async () => {
  studio = await startBlogStudio('vellum-assets-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'assets e2e: reads documents back')
  files = mkdtempSync(join(tmpdir(), 'vellum-assets-files-'))
  // A 320×200 picture with colours to find: a gradient sky over a green hill.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e5bd8"/><stop offset="1" stop-color="#9ccfff"/></linearGradient></defs><rect width="320" height="200" fill="url(#s)"/><circle cx="250" cy="50" r="28" fill="#ffc933"/><path d="M0 150 Q120 80 320 160 L320 200 L0 200Z" fill="#2f8f3a"/></svg>`
  writeFileSync(join(files, 'hills.png'), await sharp(Buffer.from(svg)).png().toBuffer())
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(async () => {
  await studio?.close()
  if (files) rmSync(files, {recursive: true, force: true})
})

type Fields = Record<string, unknown>

async function serverQuery<T>(query: string, params: Record<string, string>): Promise<T> {
  // Raw: drafts too (the default perspective of this API version is `published`).
  const search = new URLSearchParams({query, perspective: 'raw'})
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const response = await fetch(`${studio.dev.serverUrl}/v${API_VERSION}/data/query/production?${search}`, {
    headers: {Authorization: `Bearer ${token}`},
  })
  if (!response.ok) throw new Error(`GET /data/query answered ${response.status}`)
  return ((await response.json()) as {result: T}).result
}

const uniqueId = (name: string) => `e2e-${name}-${Date.now().toString(36)}`

/** A page with the developer's session showing post `id`. */
const openPost = (id: string) =>
  openDocument(studio, developerSession, {type: 'post', id, waitFor: {role: 'textbox', name: 'Title', exact: true}})

/** Uploads `file` into the field labelled `label` with the browser's file chooser. */
async function chooseFile(page: Page, label: string, file: string): Promise<void> {
  const field = documentPane(page).getByLabel(label, {exact: true})
  const chooser = page.waitForEvent('filechooser')
  await field.getByRole('button', {name: 'Upload'}).click()
  await (await chooser).setFiles(file)
}

describe('images and files in Chromium', () => {
  it('uploads an image into a post with the file chooser, previews it, publishes, and stores its metadata; the same file again reuses the asset', async () => {
    const id = uniqueId('image')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'post', title: 'A post with a picture'}},
    ])
    const {page, errors} = await openPost(id)
    const field = documentPane(page).getByLabel('Main image', {exact: true})
    await field.getByText('Drag or paste image here').waitFor()

    await chooseFile(page, 'Main image', join(files, 'hills.png'))
    const preview = field.getByRole('img', {name: 'Preview of hills.png'})
    await preview.waitFor({timeout: 20_000})
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    expect(await preview.getAttribute('src')).toMatch(
      /\/images\/local\/production\/[0-9a-f]{40}-320x200\.png\?h=190&fit=max/,
    )
    await screenshot(page, 'assets-post-image')

    const publish = page.getByRole('group', {name: 'Document actions'}).getByRole('button', {name: 'Publish'})
    await expect.poll(() => publish.isEnabled(), COMMITTED).toBe(true)
    await publish.click()
    await expect
      .poll(async () => (await serverQuery<Fields | null>('*[_id == $id][0]', {id}))?.mainImage, COMMITTED)
      .toMatchObject({
        _type: 'image',
        asset: {_type: 'reference', _ref: expect.stringMatching(/^image-[0-9a-f]{40}-320x200-png$/)},
      })
    const published = (await serverQuery<Fields>('*[_id == $id][0]', {id})).mainImage as {
      asset: {_ref: string}
      _upload?: unknown
    }
    expect(published._upload).toBeUndefined()
    const asset = await serverQuery<Fields>('*[_id == $id][0]', {id: published.asset._ref})
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'hills.png',
      mimeType: 'image/png',
      extension: 'png',
    })
    const metadata = asset.metadata as {
      dimensions: Fields
      lqip: string
      blurHash: string
      palette: Record<string, {background: string}>
    }
    expect(metadata.dimensions).toMatchObject({width: 320, height: 200, aspectRatio: 1.6})
    expect(metadata.lqip).toMatch(/^data:image\/(jpeg|png|webp);base64,/)
    expect(metadata.blurHash.length).toBeGreaterThan(6)
    expect(metadata.palette.dominant?.background).toMatch(/^#[0-9a-f]{6}$/)

    // The same bytes into another post: the asset is found by its SHA-1, and no second one is made.
    const other = uniqueId('again')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: other, _type: 'post', title: 'The same picture'}},
    ])
    const again = await openPost(other)
    const uploads: string[] = []
    again.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/assets/images/')) uploads.push(request.url())
    })
    await chooseFile(again.page, 'Main image', join(files, 'hills.png'))
    await expect
      .poll(
        async () =>
          (
            (await serverQuery<Fields | null>('*[_id == $id][0]', {id: `drafts.${other}`}))?.mainImage as
              {asset?: {_ref: string}} | undefined
          )?.asset?._ref,
        COMMITTED,
      )
      .toBe(published.asset._ref)
    expect(uploads).toEqual([])
    expect(
      await serverQuery<number>('count(*[_type == "sanity.imageAsset" && originalFilename == "hills.png"])', {}),
    ).toBe(1)
    expect([...errors, ...again.errors]).toEqual([])
  })

  it('uploads an image dropped on the field (with the overlay while it is dragged) and one pasted into it', async () => {
    // Bytes no other test uploads, so each is a real upload rather than a reused asset.
    const picture = (colour: string) =>
      sharp({create: {width: 200, height: 100, channels: 3, background: colour}})
        .png()
        .toBuffer()
        .then((buffer) => buffer.toString('base64'))
    const assetRefOf = async (id: string) =>
      (
        (await serverQuery<Fields | null>('*[_id == $id][0]', {id: `drafts.${id}`}))?.mainImage as
          {asset?: {_ref: string}} | undefined
      )?.asset?._ref

    const dropped = uniqueId('drop')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: dropped, _type: 'post', title: 'Dropped picture'}},
    ])
    const first = await openPost(dropped)
    const dropField = documentPane(first.page).getByRole('group', {name: 'Main image', exact: true})
    await dropField.getByText('Drag or paste image here').waitFor()
    // The page makes the DataTransfer a real drag carries: a PNG file, dragged in, then dropped.
    const dropBytes = await picture('#c0392b')
    const transfer = await first.page.evaluateHandle((base64) => {
      const data = new DataTransfer()
      const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      data.items.add(new File([binary], 'dropped.png', {type: 'image/png'}))
      return data
    }, dropBytes)
    await dropField.dispatchEvent('dragenter', {dataTransfer: transfer})
    await dropField.dispatchEvent('dragover', {dataTransfer: transfer})
    await first.page.locator('.vellum-form-asset-drop-overlay[data-drag-state="accept"]').waitFor()
    await screenshot(first.page, 'assets-drop-overlay')
    await dropField.dispatchEvent('drop', {dataTransfer: transfer})
    await dropField.getByRole('img', {name: 'Preview of dropped.png'}).waitFor({timeout: 20_000})
    await expect.poll(() => assetRefOf(dropped), COMMITTED).toMatch(/^image-[0-9a-f]{40}-200x100-png$/)

    const pasted = uniqueId('paste')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: pasted, _type: 'post', title: 'Pasted picture'}},
    ])
    const second = await openPost(pasted)
    const pasteField = documentPane(second.page).getByRole('group', {name: 'Main image', exact: true})
    await pasteField.getByText('Drag or paste image here').waitFor()
    await pasteField.focus()
    const pasteBytes = await picture('#16a085')
    // A paste of a copied image, as the clipboard hands it to the focused field.
    await pasteField.evaluate((element, base64) => {
      const data = new DataTransfer()
      const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      data.items.add(new File([binary], 'pasted.png', {type: 'image/png'}))
      element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}))
    }, pasteBytes)
    await pasteField.getByRole('img', {name: 'Preview of pasted.png'}).waitFor({timeout: 20_000})
    await expect.poll(() => assetRefOf(pasted), COMMITTED).toMatch(/^image-[0-9a-f]{40}-200x100-png$/)
    expect(await assetRefOf(pasted)).not.toBe(await assetRefOf(dropped))
    expect([...first.errors, ...second.errors]).toEqual([])
  })

  it('refuses a PNG in the kitchen sink’s PDF-only file field with a warning toast', async () => {
    const id = uniqueId('sink')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'kitchenSink', title: 'Sink'}},
    ])
    const {page, errors} = await openDocument(studio, developerSession, {
      type: 'kitchenSink',
      id,
      waitFor: {role: 'textbox', name: 'String', exact: true},
    })
    const pdf = documentPane(page).getByLabel('PDF', {exact: true})
    await pdf.scrollIntoViewIfNeeded()
    // The chooser offers PDFs only; a PNG picked anyway (or dropped) is refused.
    await chooseFile(page, 'PDF', join(files, 'hills.png'))
    const toast = page.getByText('1 file was not uploaded')
    await toast.waitFor()
    expect(await page.getByText(/hills\.png \(image\/png\)/).count()).toBeGreaterThan(0)
    expect(await serverQuery<Fields | null>('*[_id == $id][0].pdf', {id: `drafts.${id}`})).toBeNull()
    expect(errors).toEqual([])
  })

  it('shows a viewer images without upload controls', async () => {
    const id = uniqueId('viewer')
    await studio.dev.server.lake.mutate('production', [{createOrReplace: {_id: id, _type: 'post', title: 'Look only'}}])
    const user = await addLocalUser(studio, 'Vic Viewer', ['viewer'])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, studio.dev.studioUrl, user.email, `/production/structure/post/${id}`)
    const field = documentPane(page).getByLabel('Main image', {exact: true})
    await field.waitFor()
    await expect
      .poll(() => documentPane(page).getByRole('textbox', {name: 'Title'}).getAttribute('readonly'))
      .not.toBeNull()
    expect(await field.getByRole('button', {name: 'Upload'}).count()).toBe(0)
    expect(await field.locator('xpath=..').locator('input[type="file"]').count()).toBe(0)
    expect(errors).toEqual([])
  })
})

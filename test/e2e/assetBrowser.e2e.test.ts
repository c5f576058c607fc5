import type {Page} from 'playwright-core'
import sharp from 'sharp'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  developerSessionOf,
  documentPane,
  openDocument,
  screenshot,
  serverDocument as serverDocumentOf,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// The asset browser and the hotspot-and-crop dialog in the example blog, in real Chromium
// against the content server on SQLite: images seeded through the server's upload API are
// browsed (thumbnails only) and one is picked into an author's portrait; its crop and hotspot
// are set with the keyboard; an image a published post uses cannot be deleted (the dialog
// lists the post); an unused one is deleted.

let studio: BlogStudio
let token: string
let developerSession: Session

const API_VERSION = '2025-02-19'
const COMMITTED = {timeout: 15_000}

/** The seeded images by file name: their asset document ids. */
const images: Record<string, string> = {}

/** A picture of one colour with a white disc, as PNG bytes. */
async function picture(colour: string, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height / 6}" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Uploads an image through the server's HTTP API (as another client would) and answers its asset id. */
async function uploadImage(name: string, bytes: Buffer, uploadToken: string): Promise<string> {
  const response = await fetch(
    `${studio.dev.serverUrl}/v${API_VERSION}/assets/images/production?filename=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: {Authorization: `Bearer ${uploadToken}`, 'Content-Type': 'image/png'},
      body: new Uint8Array(bytes),
    },
  )
  if (!response.ok) throw new Error(`POST /assets/images answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as {document: {_id: string}}).document._id
}

const serverDocument = (id: string) => serverDocumentOf(studio, token, id)

beforeAll(async () => {
  studio = await startBlogStudio('vellum-asset-browser-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'asset browser e2e: reads documents back')
  const uploader = studio.dev.server.tokens.add('editor', 'asset browser e2e: seeds images')
  // Oldest first: the browser lists the newest first.
  images['red.png'] = await uploadImage('red.png', await picture('#d23', 900, 600), uploader)
  images['green.png'] = await uploadImage('green.png', await picture('#2a4', 1200, 800), uploader)
  images['blue.png'] = await uploadImage('blue.png', await picture('#24d', 800, 800), uploader)
  // A published post uses the blue image.
  await studio.dev.server.lake.mutate('production', [
    {
      createOrReplace: {
        _id: 'e2e-post-using-blue',
        _type: 'post',
        title: 'Blue Monday',
        mainImage: {_type: 'image', asset: {_type: 'reference', _ref: images['blue.png']}},
      },
    },
  ])
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** A page with the developer's session showing author `id`. */
const openAuthor = (id: string) =>
  openDocument(studio, developerSession, {type: 'author', id, waitFor: {role: 'textbox', name: 'Name'}})

/** Opens the asset browser of the Portrait field and waits for its thumbnails. */
async function browsePortrait(page: Page) {
  const field = documentPane(page).getByLabel('Portrait', {exact: true})
  const started = Date.now()
  await field.getByRole('button', {name: 'Browse'}).click()
  const dialog = page.getByRole('dialog', {name: 'Uploaded images'})
  await dialog.locator('.vellum-form-asset-browser[data-status="loaded"]').waitFor({state: 'attached', timeout: 15_000})
  return {dialog, openedInMs: Date.now() - started}
}

describe('asset browser in Chromium', () => {
  it('browses thumbnails newest first, picks an image, and sets its crop and hotspot with the keyboard', async () => {
    const id = `e2e-author-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'author', name: 'Ada Picker'}},
    ])
    const {page, errors} = await openAuthor(id)

    const {dialog, openedInMs} = await browsePortrait(page)
    console.log(`asset browser: open to loaded in ${openedInMs} ms`)
    const names = await dialog
      .getByRole('button', {name: /^Select /})
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    // Newest first (the example's own images, seeded earlier, come after these).
    expect(names.slice(0, 3)).toEqual(['Select blue.png', 'Select green.png', 'Select red.png'])
    // Thumbnails only: every picture in the browser is 200 px high at most, never the original.
    const sources = await dialog
      .locator('img')
      .evaluateAll((pictures) => pictures.map((picture) => (picture as HTMLImageElement).src))
    expect(sources.length).toBe(names.length)
    for (const source of sources) expect(new URL(source).searchParams.get('h')).toBe('200')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.vellum-form-asset-thumbnail')].every(
        (image) => (image as HTMLImageElement).naturalWidth > 0,
      ),
    )
    await screenshot(page, 'asset-browser')

    await dialog.getByRole('button', {name: 'Select green.png'}).click()
    await expect
      .poll(
        async () =>
          ((await serverDocument(`drafts.${id}`))?.image as {asset?: {_ref?: string}} | undefined)?.asset?._ref,
        COMMITTED,
      )
      .toBe(images['green.png'])

    const field = documentPane(page).getByLabel('Portrait', {exact: true})
    await field.getByRole('button', {name: 'Edit hotspot & crop'}).click()
    const tool = page.getByRole('dialog', {name: 'Edit hotspot and crop'})
    await tool.locator('.vellum-form-image-tool-image img').evaluate((image) => (image as HTMLImageElement).decode())
    const top = tool.getByRole('slider', {name: 'Crop top edge'})
    await top.focus()
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => top.getAttribute('aria-valuenow')).toBe('11')
    const left = tool.getByRole('slider', {name: 'Crop left edge'})
    await left.focus()
    await page.keyboard.press('Shift+ArrowRight')
    const hotspot = tool.getByRole('slider', {name: 'Hotspot', exact: true})
    await hotspot.focus()
    await page.keyboard.press('Shift+ArrowRight')
    const size = tool.getByRole('slider', {name: 'Hotspot size'})
    await size.focus()
    for (let step = 0; step < 4; step++) await page.keyboard.press('Shift+ArrowLeft')
    for (let step = 0; step < 4; step++) await page.keyboard.press('Shift+ArrowDown')
    await hotspot.focus()
    await page.keyboard.press('Shift+ArrowRight')
    await screenshot(page, 'image-tool-dialog')

    await expect
      .poll(async () => {
        const image = (await serverDocument(`drafts.${id}`))?.image as
          {crop?: Record<string, number>; hotspot?: Record<string, number>} | undefined
        return {crop: image?.crop, hotspot: image?.hotspot}
      }, COMMITTED)
      .toEqual({
        crop: {_type: 'sanity.imageCrop', top: 0.11, bottom: 0, left: 0.1, right: 0},
        hotspot: {_type: 'sanity.imageHotspot', x: 0.65, y: 0.555, height: 0.49, width: 0.5},
      })
    await tool.getByRole('button', {name: 'Done'}).click()
    await tool.waitFor({state: 'detached'})
    expect(errors).toEqual([])
  })

  it('refuses to delete an image a published post uses, listing the post; deletes an unused one', async () => {
    const id = `e2e-author-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'author', name: 'Del Eater'}},
    ])
    const {page, errors} = await openAuthor(id)
    const {dialog} = await browsePortrait(page)

    await dialog.getByRole('button', {name: 'Actions for blue.png'}).click()
    await page.getByRole('menuitem', {name: 'Delete'}).click()
    const refused = page.getByRole('dialog', {name: 'Delete image'})
    await refused.getByText('1 document uses it:').waitFor()
    await refused.getByText('Blue Monday').waitFor()
    await refused.getByText('An asset in use cannot be deleted until uses are removed.').waitFor()
    expect(await refused.getByRole('button', {name: 'Delete'}).isDisabled()).toBe(true)
    await refused.getByRole('button', {name: 'Cancel'}).click()
    await refused.waitFor({state: 'detached'})

    await dialog.getByRole('button', {name: 'Actions for red.png'}).click()
    await page.getByRole('menuitem', {name: 'Delete'}).click()
    const confirm = page.getByRole('dialog', {name: 'Delete image'})
    await confirm.getByText('You are about to delete the image red.png. This cannot be undone.').waitFor()
    await confirm.getByRole('button', {name: 'Delete'}).click()
    await page.getByText('Image was deleted').waitFor()
    await confirm.waitFor({state: 'detached'})
    await dialog.getByRole('button', {name: 'Select red.png'}).waitFor({state: 'detached'})
    expect(await serverDocument(images['red.png']!)).toBeNull()
    expect(await serverDocument(images['blue.png']!)).not.toBeNull()
    expect(errors).toEqual([])
  })
})

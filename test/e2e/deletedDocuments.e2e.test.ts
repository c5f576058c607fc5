import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  developerSessionOf,
  documentPane,
  screenshot,
  serverDocument as serverDocumentOf,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// Recently deleted documents in the example blog, in real Chromium against the content server
// on SQLite: a deleted post is found in its type's 'Recently deleted' list and restored.

let studio: BlogStudio
let token: string
let developerSession: Session

beforeAll(async () => {
  studio = await startBlogStudio('vellum-deleted-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'deleted documents e2e: reads documents back')
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** The document `id` as the server answers it over HTTP (null: none). */
const serverDocument = (id: string) => serverDocumentOf(studio, token, id)

describe('recently deleted documents in Chromium', () => {
  it("restores a deleted post from the post list's 'Recently deleted' list", async () => {
    const id = `e2e-deleted-${Date.now().toString(36)}`
    const title = `Gone but not forgotten ${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [{createOrReplace: {_id: id, _type: 'post', title}}])
    await studio.dev.server.lake.mutate('production', [{patch: {id, set: {title: `${title}!`}}}])
    await studio.dev.server.lake.mutate('production', [{delete: {id}}])
    expect(await serverDocument(id)).toBeNull()

    const {page, errors} = await studio.openPage({storageState: developerSession})
    await page.goto(`${studio.dev.studioUrl}/production/structure/post`)
    const list = page.locator('.vellum-structure-pane[data-pane-type="documentList"]')
    await list.getByRole('button', {name: 'Recently deleted'}).click()
    const deleted = list.getByRole('list', {name: 'Recently deleted documents'})
    const row = deleted.getByRole('link', {name: new RegExp(`${title}!`)})
    await row.waitFor()
    expect(await row.textContent()).toMatch(/Deleted /)
    await screenshot(page, 'deleted-documents-list')

    // The row opens the post's last version, read-only, with Restore.
    await row.click()
    const pane = documentPane(page)
    await pane.getByText(/You are viewing a read-only past version/).waitFor()
    expect(await pane.getByRole('textbox', {name: 'Title'}).inputValue()).toBe(`${title}!`)
    await screenshot(page, 'deleted-document-version')
    await pane.locator('.vellum-history-banner').getByRole('button', {name: 'Restore'}).click()
    await expect.poll(async () => (await serverDocument(`drafts.${id}`))?.title, {timeout: 10_000}).toBe(`${title}!`)
    // Restored, it is no longer listed as deleted.
    await page.goto(`${studio.dev.studioUrl}/production/structure/post`)
    await list.getByRole('button', {name: 'Recently deleted'}).click()
    await deleted.or(list.getByText('No recently deleted documents')).first().waitFor()
    await expect.poll(() => deleted.getByRole('link', {name: new RegExp(`${title}!`)}).count()).toBe(0)
    expect(errors).toEqual([])
  })
})

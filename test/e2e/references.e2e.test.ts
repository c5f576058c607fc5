import type {BrowserContext, Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {signInAsDeveloper, startBlogStudio, type BlogStudio} from './support/blogStudio'

// The reference input of the example blog in real Chromium, against the content server on
// SQLite: picking a post's author by typing part of the name, and the post list's previews,
// which follow `author.name`.

let studio: BlogStudio
let developerSession: Awaited<ReturnType<BrowserContext['storageState']>>

beforeAll(async () => {
  studio = await startBlogStudio('vellum-references-e2e-')
  const {page} = await studio.openPage()
  await signInAsDeveloper(page, studio.dev.studioUrl)
  developerSession = await page.context().storageState()
  await studio.closePages()
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** How long a change may take to reach the server: one throttled commit and a round trip. */
const COMMITTED = {timeout: 10_000}

const documentPane = (page: Page) => page.locator('.vellum-structure-pane[data-pane-type="document"]')

async function draftOf(id: string): Promise<Record<string, unknown> | null> {
  const documents = await studio.dev.server.lake.getDocuments('production', [`drafts.${id}`])
  return (documents[0] as Record<string, unknown> | null | undefined) ?? null
}

describe('references', () => {
  it('picks an author by typing part of the name', async () => {
    const id = `e2e-ref-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [{create: {_id: id, _type: 'post', title: 'Untold stories'}}])
    const {page, errors} = await studio.openPage({storageState: developerSession})
    await page.goto(`${studio.dev.studioUrl}/production/structure/post/${id}`)
    const pane = documentPane(page)
    // The author is in the Metadata group.
    await pane.getByRole('tab', {name: 'Metadata'}).click()
    const author = pane.getByRole('combobox', {name: 'Author'})
    await author.waitFor()
    await author.fill('lovel')
    const option = page.getByRole('option').filter({hasText: 'Ada Lovelace'})
    await option.waitFor()
    await author.press('ArrowDown')
    await author.press('Enter')
    await expect
      .poll(async () => (await draftOf(id))?.author, COMMITTED)
      .toEqual({_type: 'reference', _ref: 'author-ada'})
    await pane.getByText('Ada Lovelace').first().waitFor()
    expect(errors).toEqual([])
  })

  it('shows author names in the post list previews', async () => {
    const {page, errors} = await studio.openPage({storageState: developerSession})
    await page.goto(`${studio.dev.studioUrl}/production/structure/post`)
    const list = page.getByRole('list', {name: 'Post'})
    await list.locator('[data-document-id="post-analytical-engine"]').getByText('Ada Lovelace').waitFor()
    await list.locator('[data-document-id="post-first-bug"]').getByText('Grace Hopper').waitFor()
    expect(errors).toEqual([])
  })
})

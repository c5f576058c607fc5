import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  developerSessionOf,
  documentPane,
  openDocument,
  pathOf,
  screenshot,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// Review changes and history of the example blog in real Chromium, against the content
// server on SQLite: the changes of an edited published post, reverting one field, and the
// panel's place in the URL (a deep link, closed by Back).

let studio: BlogStudio
let token: string
let developerSession: Session

beforeAll(async () => {
  studio = await startBlogStudio('vellum-history-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'history e2e: reads documents back')
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

const API_VERSION = '2025-02-19'
/** One commit (throttled to 1 s) and a round trip, with room for a busy machine. */
const COMMITTED = {timeout: 10_000}

type Fields = Record<string, unknown>

/** The draft of `id` as the server answers it over HTTP (null: none). */
async function serverDraft(id: string): Promise<Fields | null> {
  const response = await fetch(`${studio.dev.serverUrl}/v${API_VERSION}/data/doc/production/drafts.${id}`, {
    headers: {Authorization: `Bearer ${token}`},
  })
  if (!response.ok) throw new Error(`GET /data/doc answered ${response.status}`)
  const {documents} = (await response.json()) as {documents: Fields[]}
  return documents[0] ?? null
}

const uniqueId = (name: string) => `e2e-${name}-${Date.now().toString(36)}`

/** A page with the developer's session showing post `id`. */
const openPost = (id: string) =>
  openDocument(studio, developerSession, {type: 'post', id, waitFor: {role: 'textbox', name: 'Title'}})

describe('review changes in Chromium', () => {
  it('shows the old and new title of an edited published post and reverts it', async () => {
    const id = uniqueId('review')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'post', title: 'The old title'}},
    ])
    const {page, errors} = await openPost(id)
    const pane = documentPane(page)
    const title = pane.getByRole('textbox', {name: 'Title'})
    await title.fill('The new title')
    await expect.poll(async () => (await serverDraft(id))?.title, COMMITTED).toBe('The new title')

    await pane.getByRole('button', {name: 'Review changes'}).click()
    const panel = pane.getByRole('complementary', {name: 'Review changes'})
    const change = panel.getByRole('region', {name: 'Title'})
    await change.waitFor()
    expect(await change.locator('del').allTextContents()).toEqual(['old'])
    expect(await change.locator('ins').allTextContents()).toEqual(['new'])
    expect(pathOf(page)).toContain('inspect=changes')
    await screenshot(page, 'history-review-changes')

    await change.getByRole('button', {name: 'Revert changes to “Title”'}).click()
    await page.getByRole('button', {name: 'Revert change', exact: true}).click()
    await expect.poll(() => title.inputValue()).toBe('The old title')
    await expect.poll(async () => (await serverDraft(id))?.title, COMMITTED).toBe('The old title')
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('There are no changes')
    await screenshot(page, 'history-reverted')

    // The history lists the edits (the revert among them) above the publish.
    await pane.getByRole('button', {name: 'History'}).click()
    const menu = page.getByRole('menu', {name: 'Document history'})
    await menu.locator('[data-chunk-type="editDraft"]').first().waitFor()
    expect(await menu.locator('[data-chunk-type]').first().getAttribute('data-chunk-type')).toBe('editDraft')
    await screenshot(page, 'history-menu')
    await page.keyboard.press('Escape')
    await menu.waitFor({state: 'detached'})

    // The panel is a place in the URL: Back closes it.
    await page.goBack()
    await panel.waitFor({state: 'detached'})
    expect(pathOf(page)).not.toContain('inspect=changes')
    expect(errors).toEqual([])
  })
})

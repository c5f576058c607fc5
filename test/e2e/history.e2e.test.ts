import type {Locator} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  addLocalUser,
  developerSessionOf,
  documentPane,
  openDocument,
  pathOf,
  screenshot,
  serverDocument,
  signInLocally,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// Review changes and history of the example blog in real Chromium, against the content
// server on SQLite: the changes of an edited published post, reverting one field and then
// all, the panel's place in the URL (a deep link, closed by Back), a past revision shown
// read-only and restored, and a viewer who sees it all but may revert nothing.

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

/** One commit (throttled to 1 s) and a round trip, with room for a busy machine. */
const COMMITTED = {timeout: 10_000}

type Fields = Record<string, unknown>

/** The draft of `id` as the server answers it over HTTP (null: none). */
const serverDraft = (id: string): Promise<Fields | null> => serverDocument(studio, token, `drafts.${id}`)

/** The labels of a kitchen sink's `links`, in order. */
const linkLabels = (document: Fields | null) =>
  ((document?.links ?? []) as Array<{label?: string}>).map((link) => link.label)

/** The types of the chunks the History menu lists, newest first. */
const chunkTypesOf = (menu: Locator) =>
  menu
    .locator('[data-chunk-type]')
    .evaluateAll((chunks) => chunks.map((chunk) => chunk.getAttribute('data-chunk-type')))

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

  it('shows the changes to a title and an array item, reverts the title alone, then reverts all', async () => {
    const id = uniqueId('review-two')
    const published = {
      _id: id,
      _type: 'kitchenSink',
      title: 'The old title',
      links: [{_key: 'first', _type: 'link', label: 'Old label'}],
    }
    await studio.dev.server.lake.mutate('production', [{createOrReplace: published}])
    const {page, errors} = await openDocument(studio, developerSession, {
      type: 'kitchenSink',
      id,
      waitFor: {role: 'textbox', name: 'String', exact: true},
    })
    const pane = documentPane(page)
    const title = pane.getByRole('textbox', {name: 'String', exact: true})
    await title.fill('The new title')
    await pane.getByRole('button', {name: /Old label/}).click()
    const label = page.getByRole('dialog').getByRole('textbox', {name: 'Label', exact: true})
    await label.fill('New label')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({state: 'detached'})
    await expect
      .poll(async () => {
        const draft = await serverDraft(id)
        return [draft?.title, linkLabels(draft)]
      }, COMMITTED)
      .toEqual(['The new title', ['New label']])

    await pane.getByRole('button', {name: 'Review changes'}).click()
    const panel = pane.getByRole('complementary', {name: 'Review changes'})
    const titleChange = panel.getByRole('region', {name: 'String', exact: true})
    const linksChange = panel.getByRole('region', {name: 'Array of objects'})
    await titleChange.waitFor()
    await linksChange.waitFor()
    expect(await titleChange.locator('del').allTextContents()).toEqual(['old'])
    expect(await titleChange.locator('ins').allTextContents()).toEqual(['new'])
    const item = linksChange.getByRole('listitem', {name: 'Item 1: Changed'})
    expect(await item.locator('del').allTextContents()).toEqual(['Old'])
    expect(await item.locator('ins').allTextContents()).toEqual(['New'])
    await screenshot(page, 'history-review-two-changes')

    // Reverting the title keeps the array item's change.
    await titleChange.getByRole('button', {name: 'Revert changes to “String”'}).click()
    await page.getByRole('button', {name: 'Revert change', exact: true}).click()
    await expect.poll(() => title.inputValue()).toBe('The old title')
    await expect
      .poll(async () => {
        const draft = await serverDraft(id)
        return [draft?.title, linkLabels(draft)]
      }, COMMITTED)
      .toEqual(['The old title', ['New label']])
    await titleChange.waitFor({state: 'detached'})
    expect(await pane.getByRole('button', {name: /New label/}).count()).toBe(1)
    expect(await item.locator('ins').allTextContents()).toEqual(['New'])
    await screenshot(page, 'history-reverted-title-only')

    // 'Revert all changes' asks first, then brings back the published values.
    await panel.getByRole('button', {name: 'Revert all changes'}).click()
    await page.getByRole('dialog', {name: 'Are you sure you want to revert the changes?'}).waitFor()
    await page.getByRole('button', {name: 'Revert change', exact: true}).click()
    await expect.poll(() => panel.getByRole('status').textContent(), COMMITTED).toContain('There are no changes')
    await expect.poll(async () => linkLabels(await serverDraft(id)), COMMITTED).toEqual(['Old label'])
    expect(await serverDraft(id)).toMatchObject({...published, _id: `drafts.${id}`})
    expect(await pane.getByRole('button', {name: /Old label/}).count()).toBe(1)
    await screenshot(page, 'history-reverted-all')
    expect(errors).toEqual([])
  })
})

describe('history in Chromium', () => {
  it('shows the revision before the last publish read-only and restores it into the draft', async () => {
    const id = uniqueId('history')
    const version = (title: string, excerpt: string) => ({_id: id, _type: 'post', title, excerpt})
    await studio.dev.server.lake.mutate('production', [{create: version('First title', 'First excerpt')}])
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {...version('Second title', 'Second excerpt'), _id: `drafts.${id}`}},
    ])
    // A publish: the draft goes, the published version takes its values, in one transaction.
    await studio.dev.server.lake.mutate('production', [
      {delete: {id: `drafts.${id}`}},
      {createOrReplace: version('Second title', 'Second excerpt')},
    ])
    const {page, errors} = await openPost(id)
    const pane = documentPane(page)
    const title = pane.getByRole('textbox', {name: 'Title'})
    const excerpt = pane.getByRole('textbox', {name: 'Excerpt'})
    await title.fill('Third title')
    await excerpt.fill('Third excerpt')
    const publish = pane.getByRole('group', {name: 'Document actions'}).getByRole('button', {name: 'Publish'})
    await expect.poll(() => publish.isEnabled(), COMMITTED).toBe(true)
    await publish.click()
    await expect
      .poll(async () => (await studio.dev.server.lake.getDocuments('production', [id]))[0], COMMITTED)
      .toMatchObject({title: 'Third title', excerpt: 'Third excerpt'})
    await expect.poll(() => serverDraft(id), COMMITTED).toBeNull()

    await pane.getByRole('button', {name: 'History'}).click()
    const menu = page.getByRole('menu', {name: 'Document history'})
    await expect
      .poll(() => chunkTypesOf(menu), COMMITTED)
      .toEqual(['publish', 'editDraft', 'publish', 'editDraft', 'initial'])
    await screenshot(page, 'history-menu-publishes')
    // The revision before the last publish: the earlier publish.
    await menu.getByRole('menuitemradio').nth(2).click()
    const banner = pane.locator('.vellum-history-banner')
    await banner.getByText(/You are viewing a read-only past version of this document, from /).waitFor()
    await expect.poll(() => title.inputValue()).toBe('Second title')
    expect(await excerpt.inputValue()).toBe('Second excerpt')
    expect(await title.isEditable()).toBe(false)
    expect(pathOf(page)).toContain('rev=')
    await screenshot(page, 'history-past-revision')

    await banner.getByRole('button', {name: 'Restore'}).click()
    await expect
      .poll(async () => {
        const draft = await serverDraft(id)
        return draft && {title: draft.title, excerpt: draft.excerpt}
      }, COMMITTED)
      .toEqual({title: 'Second title', excerpt: 'Second excerpt'})
    // Restored, the pane shows the current version again: the draft, editable.
    await banner.waitFor({state: 'detached'})
    await expect.poll(() => title.inputValue()).toBe('Second title')
    expect(await title.isEditable()).toBe(true)
    expect((await studio.dev.server.lake.getDocuments('production', [id]))[0]).toMatchObject({title: 'Third title'})
    await screenshot(page, 'history-restored')
    expect(errors).toEqual([])
  })

  it('shows a viewer the changes and the history, with no revert or restore', async () => {
    const id = uniqueId('viewer')
    // Two transactions, two chunks: the created post and the edit, a past revision to pick.
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'post', title: 'The old title'}},
    ])
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: `drafts.${id}`, _type: 'post', title: 'The new title'}},
    ])
    const user = await addLocalUser(studio, 'Vera Viewer', ['viewer'])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, studio.dev.studioUrl, user.email, `/production/structure/post/${id}`)
    const pane = documentPane(page)
    const title = pane.getByRole('textbox', {name: 'Title'})
    await expect.poll(() => title.inputValue()).toBe('The new title')
    expect(await title.isEditable()).toBe(false)

    await pane.getByRole('button', {name: 'Review changes'}).click()
    const panel = pane.getByRole('complementary', {name: 'Review changes'})
    const change = panel.getByRole('region', {name: 'Title'})
    await change.waitFor()
    expect(await change.locator('del').allTextContents()).toEqual(['old'])
    expect(await change.locator('ins').allTextContents()).toEqual(['new'])
    expect(await panel.getByRole('button', {name: /Revert/}).count()).toBe(0)
    await screenshot(page, 'history-viewer-review-changes')

    await pane.getByRole('button', {name: 'History'}).click()
    const menu = page.getByRole('menu', {name: 'Document history'})
    await expect.poll(() => chunkTypesOf(menu), COMMITTED).toEqual(['editDraft', 'initial'])
    await menu.getByRole('menuitemradio').last().click()
    const banner = pane.locator('.vellum-history-banner')
    await banner.getByText(/You are viewing a read-only past version/).waitFor()
    await expect.poll(() => title.inputValue()).toBe('The old title')
    expect(await banner.getByRole('button', {name: 'Back to the current version'}).count()).toBe(1)
    expect(await banner.getByRole('button', {name: 'Restore'}).count()).toBe(0)
    await screenshot(page, 'history-viewer-past-revision')
    expect(errors).toEqual([])
  })
})

import type {Locator, Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  addLocalUser,
  developerSessionOf,
  documentPane,
  openDocument,
  pathOf,
  screenshot,
  serverDocuments,
  signInAsDeveloper,
  signInLocally,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// The structure tool of the example blog in real Chromium, against the content server on
// SQLite: creating, validating and publishing a post; a server restart while edits are
// pending; unpublish, discard, duplicate and delete; what a contributor and a viewer may do;
// deep links; and two browsers editing one document.

let studio: BlogStudio
/** A token for reading documents back over the server's HTTP API. */
let token: string
/** The developer's signed-in session, for tests that are not about signing in: each starts a fresh context with it. */
let developerSession: Session

beforeAll(async () => {
  studio = await startBlogStudio('vellum-structure-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'structure e2e: reads documents back')
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** The API version documents are read back with. */

/** How long a change may take to reach the server when nothing is in its way: one commit (throttled to 1 s) and a round trip, with room for a busy machine. */
const COMMITTED = {timeout: 10_000}

/**
 * How long a keystroke in one browser may take to show in another: the store commits a
 * keystroke after a pause at once, the server fans the mutation out to listeners, and the
 * other store applies it (300–650 ms measured here; the figures are logged).
 */
const KEYSTROKE_SEEN_ELSEWHERE_MS = 1000

/**
 * The same for the last of many keystrokes typed in a row: the store commits at most once a
 * second (spec/lifecycle.md §4), so it may wait up to a second before it is sent.
 */
const TYPING_SEEN_ELSEWHERE_MS = 2000

type Fields = Record<string, unknown>

/** The published document and the draft of `id` as the server answers them over HTTP (null: none). */
async function serverPair(id: string): Promise<{published: Fields | null; draft: Fields | null}> {
  const draftId = `drafts.${id}`
  const documents = await serverDocuments(studio, token, [id, draftId])
  return {
    published: documents.find((document) => document._id === id) ?? null,
    draft: documents.find((document) => document._id === draftId) ?? null,
  }
}

/** Writes posts straight into the server's lake (as another client would): `published` and/or `draft` versions of `id`. */
async function seedPost(id: string, versions: {published?: Fields; draft?: Fields}): Promise<void> {
  const mutations = [
    ...(versions.published ? [{createOrReplace: {_id: id, _type: 'post', ...versions.published}}] : []),
    ...(versions.draft ? [{createOrReplace: {_id: `drafts.${id}`, _type: 'post', ...versions.draft}}] : []),
  ]
  await studio.dev.server.lake.mutate('production', mutations)
}

/** An id no other test uses. */
const uniqueId = (name: string) => `e2e-${name}-${Date.now().toString(36)}`

/** The studio path of a post opened in the structure tool. */
const postPath = (id: string) => `/production/structure/post/${id}`

/** A page in a fresh context with the developer's session, showing the post `id` in its document pane. */
const openPost = (id: string) =>
  openDocument(studio, developerSession, {type: 'post', id, waitFor: {role: 'textbox', name: 'Title'}})

/** The row of document `id` in the Post list. */
const postRow = (page: Page, id: string) => page.getByRole('list', {name: 'Post'}).locator(`[data-document-id="${id}"]`)

/** The status a list row's dot tells: Published, Edited or Unpublished. */
const rowStatus = (row: Locator) => row.getByRole('img').getAttribute('aria-label')

/** The document pane's primary action button. */
const primaryAction = (page: Page, name: string | RegExp) =>
  page.getByRole('group', {name: 'Document actions'}).getByRole('button', {name})

/** What the tooltip of the primary action says: hovers its wrapper (a disabled button takes no pointer events). */
async function primaryActionTooltip(page: Page, name: string | RegExp): Promise<string> {
  await primaryAction(page, name).locator('xpath=..').hover()
  const tooltip = page.getByRole('tooltip')
  await tooltip.waitFor()
  const text = (await tooltip.textContent()) ?? ''
  await page.mouse.move(0, 0)
  return text
}

/** Chooses `name` from the "More document actions" menu. */
async function chooseMenuAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', {name: 'More document actions'}).click()
  await page.getByRole('menuitem', {name: new RegExp(`^${name}`)}).click()
}

/** Confirms the open confirm dialog named `name`. */
async function confirm(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', {name})
  await dialog.getByRole('button', {name: 'Confirm'}).click()
  await dialog.waitFor({state: 'detached'})
}

describe('the structure tool in Chromium', () => {
  it('creates a post, shows the missing title as a validation error, and publishes it once the title is filled', async () => {
    const {page, errors} = await studio.openPage()
    await signInAsDeveloper(page, studio.dev.studioUrl)
    expect(pathOf(page)).toBe('/studio/production/structure')
    await page.getByRole('list', {name: 'Content'}).getByRole('link', {name: 'Post'}).click()
    await page.getByRole('list', {name: 'Post'}).locator('[data-document-id="post-analytical-engine"]').waitFor()
    await page.getByRole('button', {name: 'Create new Post'}).click()
    await expect.poll(() => pathOf(page)).toMatch(/^\/studio\/production\/structure\/post\/[0-9a-f-]{36}(;|$)/)
    const id = pathOf(page).split('/')[5]!.split(';')[0]!
    const pane = documentPane(page)
    const title = pane.getByRole('textbox', {name: 'Title'})
    await pane.getByText('Not created yet').waitFor()

    // The first edit creates the draft; the empty title is then an error, and blocks publishing.
    await pane.getByRole('textbox', {name: 'Excerpt'}).fill('Counting machines, from the abacus to the engine.')
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true')
    await pane.getByRole('group', {name: 'Inspectors'}).getByRole('button', {name: '1 error'}).click()
    expect(await pane.getByRole('list', {name: 'Validation markers'}).textContent()).toContain('Required')
    await expect.poll(() => primaryAction(page, 'Publish').isDisabled()).toBe(true)
    expect(await primaryActionTooltip(page, 'Publish')).toBe(
      'There are validation errors that need to be fixed before this document can be published',
    )
    await expect.poll(() => rowStatus(postRow(page, id))).toBe('Unpublished')
    await screenshot(page, 'structure-validation-error')

    await title.fill('A history of counting')
    await expect.poll(() => title.getAttribute('aria-invalid')).not.toBe('true')
    await pane.getByText('No validation errors').waitFor()
    await expect.poll(() => primaryAction(page, 'Publish').isEnabled()).toBe(true)
    await screenshot(page, 'structure-document')
    await primaryAction(page, 'Publish').click()

    await expect.poll(() => rowStatus(postRow(page, id)), COMMITTED).toBe('Published')
    // The row previews the published version now, loaded afresh.
    await expect.poll(() => postRow(page, id).textContent(), COMMITTED).toContain('A history of counting')
    const {published, draft} = await serverPair(id)
    expect(published).toMatchObject({
      _type: 'post',
      title: 'A history of counting',
      excerpt: 'Counting machines, from the abacus to the engine.',
    })
    expect(draft).toBeNull()
    expect(await pane.getByRole('group', {name: 'Document status'}).textContent()).toContain('Published')
    expect(errors).toEqual([])
  })

  it('keeps every keystroke typed while the server restarts, and stores them once it is back', async () => {
    const id = uniqueId('restart')
    await seedPost(id, {published: {title: 'Through a restart'}})
    const {page, errors} = await openPost(id)
    const pane = documentPane(page)
    const excerpt = pane.getByRole('textbox', {name: 'Excerpt'})
    await excerpt.click()
    await page.keyboard.type('Typed before, ')
    // Some of those edits are still waiting for the commit throttle when the server goes.
    await studio.dev.stopServer()
    await page.keyboard.type('during ')
    await pane.getByText('Not saved yet, retrying').waitFor({timeout: 15_000})
    await screenshot(page, 'structure-server-down')
    await page.keyboard.type('and after.')
    await studio.dev.startServer()
    // The store retries with backoff (100 ms doubling): a few seconds after the restart.
    await expect
      .poll(async () => (await serverPair(id)).draft?.excerpt, {timeout: 30_000})
      .toBe('Typed before, during and after.')
    await pane.getByText('Saved', {exact: true}).waitFor({timeout: 15_000})
    expect(await excerpt.inputValue()).toBe('Typed before, during and after.')
    expect((await serverPair(id)).published).toMatchObject({title: 'Through a restart'})
    expect(errors).toEqual([])
  })

  it('unpublishes after confirming, keeping the content as a draft', async () => {
    const id = uniqueId('unpublish')
    await seedPost(id, {published: {title: 'Soon private'}})
    const {page, errors} = await openPost(id)
    await expect.poll(() => rowStatus(postRow(page, id))).toBe('Published')
    await chooseMenuAction(page, 'Unpublish')
    const dialog = page.getByRole('dialog', {name: 'Unpublish'})
    expect(await dialog.textContent()).toContain('It will no longer be public')
    await screenshot(page, 'structure-unpublish-dialog')
    await confirm(page, 'Unpublish')
    await expect.poll(() => rowStatus(postRow(page, id)), COMMITTED).toBe('Unpublished')
    const {published, draft} = await serverPair(id)
    expect(published).toBeNull()
    expect(draft).toMatchObject({title: 'Soon private'})
    expect(errors).toEqual([])
  })

  it('discards the changes of an edited published post after confirming, back to the published version', async () => {
    const id = uniqueId('discard')
    await seedPost(id, {published: {title: 'As published'}})
    const {page, errors} = await openPost(id)
    const title = documentPane(page).getByRole('textbox', {name: 'Title'})
    await title.fill('As edited')
    await expect.poll(async () => (await serverPair(id)).draft?.title, COMMITTED).toBe('As edited')
    await expect.poll(() => rowStatus(postRow(page, id))).toBe('Edited')
    await chooseMenuAction(page, 'Discard changes')
    await confirm(page, 'Discard changes')
    await expect.poll(async () => (await serverPair(id)).draft, COMMITTED).toBeNull()
    await expect.poll(() => title.inputValue()).toBe('As published')
    await expect.poll(() => rowStatus(postRow(page, id))).toBe('Published')
    expect((await serverPair(id)).published).toMatchObject({title: 'As published'})
    expect(errors).toEqual([])
  })

  it('duplicates a post into a new draft with the same content, and opens it', async () => {
    const id = uniqueId('original')
    await seedPost(id, {published: {title: 'Worth two', excerpt: 'Said twice.'}})
    const {page, errors} = await openPost(id)
    await chooseMenuAction(page, 'Duplicate')
    await expect.poll(() => pathOf(page), COMMITTED).toMatch(/^\/studio\/production\/structure\/post\/[\w-]+$/)
    await expect.poll(() => pathOf(page)).not.toBe(`/studio${postPath(id)}`)
    const copyId = pathOf(page).split('/').pop()!
    const pane = documentPane(page)
    await expect.poll(() => pane.getByRole('textbox', {name: 'Title'}).inputValue()).toBe('Worth two')
    expect(await pane.getByRole('textbox', {name: 'Excerpt'}).inputValue()).toBe('Said twice.')
    await expect.poll(() => rowStatus(postRow(page, copyId))).toBe('Unpublished')
    const copy = await serverPair(copyId)
    expect(copy.published).toBeNull()
    expect(copy.draft).toMatchObject({_type: 'post', title: 'Worth two', excerpt: 'Said twice.'})
    expect((await serverPair(id)).published).toMatchObject({title: 'Worth two'})
    expect(errors).toEqual([])
  })

  it('deletes a post after confirming: both versions go, it leaves the list, and the pane closes onto the list', async () => {
    const id = uniqueId('delete')
    await seedPost(id, {published: {title: 'Doomed'}, draft: {title: 'Doomed, edited'}})
    const {page, errors} = await openPost(id)
    await postRow(page, id).waitFor()
    await chooseMenuAction(page, 'Delete')
    const dialog = page.getByRole('dialog', {name: 'Delete'})
    expect(await dialog.textContent()).toContain('Its draft and published versions are both deleted.')
    // Cancelling leaves it alone.
    await dialog.getByRole('button', {name: 'Cancel'}).click()
    await dialog.waitFor({state: 'detached'})
    expect((await serverPair(id)).published).not.toBeNull()
    await chooseMenuAction(page, 'Delete')
    await confirm(page, 'Delete')
    await expect.poll(() => pathOf(page), COMMITTED).toBe('/studio/production/structure/post')
    await documentPane(page).waitFor({state: 'detached'})
    await page
      .locator('.vellum-toast-title')
      .filter({hasText: /^Deleted$/})
      .waitFor()
    await postRow(page, id).waitFor({state: 'detached'})
    expect(await serverPair(id)).toEqual({published: null, draft: null})
    expect(errors).toEqual([])
  })

  it('lets a contributor edit a draft but not publish it, saying why', async () => {
    const id = uniqueId('contributed')
    await seedPost(id, {draft: {title: 'Proposed'}})
    const user = await addLocalUser(studio, 'Casey Contributor', ['contributor'])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, studio.dev.studioUrl, user.email, postPath(id))
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    const title = documentPane(page).getByRole('textbox', {name: 'Title'})
    await title.waitFor()
    await expect.poll(() => primaryAction(page, 'Publish').isDisabled()).toBe(true)
    expect(await primaryActionTooltip(page, 'Publish')).toBe('Insufficient permissions Your role: Contributor')
    await screenshot(page, 'structure-contributor')
    // A contributor may still edit the draft.
    expect(await title.getAttribute('readonly')).toBeNull()
    await title.fill('Proposed, revised')
    await expect.poll(async () => (await serverPair(id)).draft?.title, COMMITTED).toBe('Proposed, revised')
    expect((await serverPair(id)).published).toBeNull()
    expect(errors).toEqual([])
  })

  it('shows a viewer a read-only form with the reason', async () => {
    const id = uniqueId('viewed')
    await seedPost(id, {published: {title: 'Look, do not touch', excerpt: 'Read only.'}})
    const user = await addLocalUser(studio, 'Vera Viewer', ['viewer'])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, studio.dev.studioUrl, user.email, postPath(id))
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    const pane = documentPane(page)
    const title = pane.getByRole('textbox', {name: 'Title'})
    await expect.poll(() => title.getAttribute('readonly')).not.toBeNull()
    expect(await pane.getByRole('textbox', {name: 'Excerpt'}).getAttribute('readonly')).not.toBeNull()
    const banner = pane.getByRole('status').filter({hasText: 'This document is read-only'})
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Your role: Viewer')
    await screenshot(page, 'structure-viewer')
    // Typing changes nothing.
    await title.click()
    await page.keyboard.type('!')
    expect(await title.inputValue()).toBe('Look, do not touch')
    expect(await primaryAction(page, 'Publish').isDisabled()).toBe(true)
    expect((await serverPair(id)).draft).toBeNull()
    expect(errors).toEqual([])
  })

  it('opens a deep link to a document in a fresh browser after sign-in', async () => {
    const {page, errors} = await studio.openPage()
    await page.goto(`${studio.dev.studioUrl}${postPath('post-first-bug')}`)
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    await page.getByRole('link', {name: /Continue as developer/}).click()
    const title = documentPane(page).getByRole('textbox', {name: 'Title'})
    await expect.poll(() => title.inputValue()).toBe('The first bug')
    expect(pathOf(page)).toBe(`/studio${postPath('post-first-bug')}`)
    expect(
      await page.getByRole('list', {name: 'Content'}).getByRole('link', {name: 'Post'}).getAttribute('aria-current'),
    ).toBe('true')
    expect(await postRow(page, 'post-first-bug').getAttribute('aria-current')).toBe('true')
    // The singleton opens its one document straight from the root list.
    await page.getByRole('list', {name: 'Content'}).getByRole('link', {name: 'Site settings'}).click()
    await expect
      .poll(() => documentPane(page).getByRole('textbox', {name: 'Site title'}).inputValue())
      .toBe('Vellum blog')
    expect(pathOf(page)).toBe('/studio/production/structure/settings')
    await screenshot(page, 'structure-settings')
    expect(errors).toEqual([])
  })

  it('keeps three tabs of one browser responsive while each opens document after document (listeners on WebSockets, not the six HTTP/1.1 connections)', async () => {
    const ids = Array.from({length: 9}, (_, index) => uniqueId(`tab-${index}`))
    for (const [index, id] of ids.entries()) await seedPost(id, {published: {title: `Tab post ${index + 1}`}})
    const {page: first} = await openPost(ids[0]!)
    // Tabs of one browser context share its connections to the server, as a person's tabs do.
    const tabs = [first, await first.context().newPage(), await first.context().newPage()]
    for (const [index, id] of ids.entries()) {
      const tab = tabs[index % tabs.length]!
      await tab.goto(`${studio.dev.studioUrl}${postPath(id)}`)
      const title = documentPane(tab).getByRole('textbox', {name: 'Title'})
      // A pool used up by listeners would hold this document's fetch until one closed (30 s).
      await expect.poll(() => title.inputValue(), {timeout: 10_000}).toBe(`Tab post ${index + 1}`)
    }
    // Every tab still commits an edit at once.
    for (const [index, tab] of tabs.entries()) {
      const id = ids[ids.length - tabs.length + index]!
      const title = documentPane(tab).getByRole('textbox', {name: 'Title'})
      await title.click()
      await tab.keyboard.press('End')
      await tab.keyboard.type(' edited')
      await expect
        .poll(async () => (await serverPair(id)).draft?.title, {timeout: 10_000})
        .toBe(`Tab post ${ids.length - tabs.length + index + 1} edited`)
    }
    const listeners = studio.dev.server.listeners()
    expect(listeners.eventStream).toBe(0)
    expect(listeners.webSocket).toBeGreaterThanOrEqual(tabs.length * 2)
  })

  it('shows what is typed in one browser in another editing the same document within a second (two while typing on)', async () => {
    const id = uniqueId('together')
    await seedPost(id, {published: {title: 'Side by side'}})
    const [first, second] = [await openPost(id), await openPost(id)]
    const excerptOf = (page: Page) => documentPane(page).getByRole('textbox', {name: 'Excerpt'})

    /** Presses one key at the end of the excerpt in `from`, and returns how long until `to` shows `expected` there. */
    const pressAndWatch = async (from: Page, to: Page, key: string, expected: string) => {
      await excerptOf(from).click()
      await from.keyboard.press('End')
      const pressedAt = Date.now()
      await from.keyboard.press(key)
      await expect
        .poll(() => excerptOf(to).inputValue(), {timeout: KEYSTROKE_SEEN_ELSEWHERE_MS, interval: 20})
        .toBe(expected)
      return Date.now() - pressedAt
    }

    const oneKey = await pressAndWatch(first.page, second.page, 'A', 'A')
    // After the commit throttle: the other way round.
    await first.page.waitForTimeout(1100)
    const backAgain = await pressAndWatch(second.page, first.page, 'B', 'AB')
    // A word typed in one go: its first letter is sent at once, the rest at most a second later.
    await first.page.waitForTimeout(1100)
    await excerptOf(first.page).click()
    await first.page.keyboard.press('End')
    await first.page.keyboard.type(' and more')
    const lastLetterAt = Date.now()
    await expect
      .poll(() => excerptOf(second.page).inputValue(), {timeout: TYPING_SEEN_ELSEWHERE_MS, interval: 20})
      .toBe('AB and more')
    const word = Date.now() - lastLetterAt
    console.log(
      `Seen in the other browser after: a keystroke ${oneKey} ms, one back ${backAgain} ms; a word, ${word} ms after its last letter`,
    )
    await expect.poll(async () => (await serverPair(id)).draft?.excerpt, COMMITTED).toBe('AB and more')
    expect([...first.errors, ...second.errors]).toEqual([])
  })
})

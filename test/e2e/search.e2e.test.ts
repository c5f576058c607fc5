import {dirname} from 'node:path'
import type {Locator, Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {saveCustomRole} from '../../src/server/grants/customRoles'
import {SEARCH_FIRST_PAGE_LIMIT, SEARCH_LIMIT} from '../../src/studio/search/createSearchRequest'
import {
  addLocalUser,
  developerSessionOf,
  pathOf,
  screenshot,
  signInLocally,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// The global search of the example blog in real Chromium, against the content server on
// SQLite: mod+K opens it, part of a title finds the post first and Enter opens it; narrowing
// to a type; the orderings; the recent search after reopening; the fullscreen dialog on a
// narrow screen; a date and a reference filter; the next page loading as the results are
// scrolled to the end; and no hit for a user whose custom role may not read the document.

let studio: BlogStudio
/** The developer's signed-in session: each test starts a fresh context with it. */
let developerSession: Session

/** A word no seeded document holds, so only this file's documents match it. */
const WORD = `zebrafinch${Date.now().toString(36)}`

/**
 * A custom role that reads everything but the documents whose ids start with `secret-`. (Not
 * `path("secret-*")`: a path's `*` stands for whole dot-separated segments only.)
 */
const PUBLIC_READER = {
  name: 'public-reader',
  title: 'Public reader',
  grants: [{filter: '!string::startsWith(_id, "secret-")', permissions: ['read' as const]}],
}

beforeAll(async () => {
  studio = await startBlogStudio('vellum-search-e2e-')
  // Custom roles are read when the server starts: save the role in its data dir (the SQLite
  // file's folder) and start it again.
  const storage = studio.dev.server.lake.storage as unknown as {db: {name: string}}
  saveCustomRole(dirname(storage.db.name), PUBLIC_READER)
  await studio.dev.stopServer()
  await studio.dev.startServer()
  const {lake} = studio.dev.server
  // One write each, so each has its own creation time for the orderings.
  const documents = [
    {_id: 'search-author', _type: 'author', name: `Zara ${WORD}`},
    {_id: 'search-post-old', _type: 'post', title: `Notes on ${WORD} song`},
    {
      _id: 'search-post',
      _type: 'post',
      title: `${WORD} migration across the valley`,
      author: {_type: 'reference', _ref: 'search-author'},
    },
  ]
  for (const document of documents) {
    await lake.mutate('production', [{createOrReplace: document}])
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** A signed-in page of the studio's structure tool. */
async function openStudio(viewport?: {width: number; height: number}): Promise<{page: Page; errors: string[]}> {
  const opened = await studio.openPage({storageState: developerSession, ...(viewport ? {viewport} : {})})
  await opened.page.goto(`${studio.dev.studioUrl}/production/structure`)
  await opened.page.getByRole('banner', {name: 'Studio'}).waitFor()
  return opened
}

/** Opens search with the keyboard shortcut (Control+K on Linux) and returns the dialog. */
async function openSearch(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', {name: 'Search'})
  await dialog.waitFor()
  return dialog
}

/** The titles of the results, top first, once `count` are shown. */
async function resultTitles(dialog: Locator, count: number): Promise<string[]> {
  const options = dialog.getByRole('listbox', {name: 'Search results'}).getByRole('option')
  await expect.poll(() => options.count(), {timeout: 10_000}).toBe(count)
  return options.locator('.vellum-search-result-title').allTextContents()
}

describe('global search in Chromium', () => {
  it('finds a post by part of its title, opens it with Enter, and offers the search again', async () => {
    const {page, errors} = await openStudio()
    const dialog = await openSearch(page)
    const input = dialog.getByRole('combobox', {name: 'Search query'})
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search query')

    // Part of the title: the word's prefix and the start of the next word.
    await input.fill(`${WORD.slice(0, -2)} migra`)
    const titles = await resultTitles(dialog, 1)
    expect(titles).toEqual([`${WORD} migration across the valley`])
    // The query's words are marked in the title.
    await expect(dialog.locator('.vellum-search-result-title mark').allTextContents()).resolves.toEqual([
      WORD.slice(0, -2),
      'migra',
    ])
    await screenshot(page, 'search-results')

    await page.keyboard.press('Enter')
    await expect.poll(() => pathOf(page)).toMatch(/\/search-post$/)
    const title = page
      .locator('.vellum-structure-pane[data-pane-type="document"]')
      .getByRole('textbox', {name: 'Title'})
    await expect.poll(() => title.inputValue(), {timeout: 10_000}).toBe(`${WORD} migration across the valley`)
    await expect(dialog.count()).resolves.toBe(0)

    // Reopened: the search comes back under Recent searches, and runs again when picked.
    const reopened = await openSearch(page)
    const recent = reopened.getByRole('region', {name: 'Recent searches'})
    await recent.getByRole('button', {name: `${WORD.slice(0, -2)} migra`, exact: true}).click()
    await expect(resultTitles(reopened, 1)).resolves.toEqual([`${WORD} migration across the valley`])
    await expect(reopened.getByRole('combobox', {name: 'Search query'}).inputValue()).resolves.toBe(
      `${WORD.slice(0, -2)} migra`,
    )

    // mod+K again closes it; Escape does too.
    await page.keyboard.press('Control+k')
    await expect.poll(() => reopened.count()).toBe(0)
    await openSearch(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog', {name: 'Search'}).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('narrows to a document type and changes the ordering', async () => {
    const {page, errors} = await openStudio()
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(WORD)
    const all = await resultTitles(dialog, 3)
    expect(all).toContain(`Zara ${WORD}`)

    await dialog.getByRole('button', {name: 'Document types'}).click()
    const types = page.getByRole('listbox', {name: 'Document types'})
    await types.getByRole('option', {name: 'Post'}).click()
    await expect.poll(() => types.getByRole('option', {name: 'Post'}).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => types.count()).toBe(0)
    // The pill names the type; the author is gone.
    await expect(dialog.getByRole('button', {name: 'Document types'}).textContent()).resolves.toContain('Post')
    const posts = await resultTitles(dialog, 2)
    expect(posts).not.toContain(`Zara ${WORD}`)

    const titles = () => dialog.locator('.vellum-search-result-title').allTextContents()
    const sortBy = async (ordering: string) => {
      await dialog.getByRole('button', {name: 'Sort results'}).click()
      await page.getByRole('menuitemradio', {name: ordering}).click()
      await expect.poll(() => dialog.getByRole('button', {name: 'Sort results'}).textContent()).toBe(ordering)
    }
    await sortBy('Created: oldest first')
    await expect.poll(titles).toEqual([`Notes on ${WORD} song`, `${WORD} migration across the valley`])
    await sortBy('Created: newest first')
    await expect.poll(titles).toEqual([`${WORD} migration across the valley`, `Notes on ${WORD} song`])
    await screenshot(page, 'search-narrowed')
    expect(errors).toEqual([])
  })

  it("filters by 'Edited at: in the last 7 days' and by a reference", async () => {
    const {page, errors} = await openStudio()
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(WORD)
    await resultTitles(dialog, 3)

    // A pinned filter: its editor opens at once; 'is in the last' starts at 7 days.
    await dialog.getByRole('button', {name: 'Add filter'}).click()
    await page.getByRole('listbox', {name: 'Add filter'}).getByRole('option', {name: 'Edited at'}).click()
    await page.getByRole('combobox', {name: 'Operator'}).selectOption({label: 'is in the last'})
    await expect.poll(() => page.getByRole('spinbutton', {name: 'Amount'}).inputValue()).toBe('7')
    await expect(page.getByRole('combobox', {name: 'Unit'}).inputValue()).resolves.toBe('day')
    await screenshot(page, 'search-filter-editor')
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('button', {name: 'Edited at: is in the last'}).count()).resolves.toBe(1)
    await resultTitles(dialog, 3)

    // The pinned reference filter: documents that refer to the author anywhere.
    await dialog.getByRole('button', {name: 'Add filter'}).click()
    await screenshot(page, 'search-filter-picker')
    await page
      .getByRole('listbox', {name: 'Add filter'})
      .getByRole('option', {name: 'Contains document, image or file'})
      .click()
    await page.getByRole('textbox', {name: 'Search for a document'}).fill('Zara')
    await page.getByRole('button', {name: `Zara ${WORD}`}).click()
    await page.keyboard.press('Escape')
    await expect(resultTitles(dialog, 1)).resolves.toEqual([`${WORD} migration across the valley`])
    await screenshot(page, 'search-filters')

    // Clear filters brings every hit back.
    await dialog.getByRole('button', {name: 'Clear filters'}).click()
    await resultTitles(dialog, 3)
    expect(errors).toEqual([])
  })

  it("picks the day of 'Created at: is after' in the calendar", async () => {
    const {page, errors} = await openStudio()
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(WORD)
    await resultTitles(dialog, 3)
    await dialog.getByRole('button', {name: 'Add filter'}).click()
    await page.getByRole('listbox', {name: 'Add filter'}).getByRole('option', {name: 'Created at'}).click()
    await page.getByRole('combobox', {name: 'Operator'}).selectOption({label: 'is after'})
    await page.getByRole('button', {name: 'Open calendar: Date'}).click()
    const calendar = page.getByRole('dialog', {name: 'Calendar: Date'})
    // Seven columns, and back to today's month.
    await expect(calendar.getByRole('columnheader').count()).resolves.toBe(7)
    const yesterday = new Date(Date.now() - 86_400_000)
    const dayName = (day: Date) => day.toLocaleDateString('en-US', {month: 'long', day: 'numeric', year: 'numeric'})
    await calendar.getByRole('button', {name: 'Go to today'}).click()
    await screenshot(page, 'search-filter-calendar')
    await calendar.getByRole('button', {name: new RegExp(dayName(yesterday))}).click()
    await expect.poll(() => calendar.count()).toBe(0)
    await page.keyboard.press('Escape')
    // The posts were created today, after yesterday.
    await expect(dialog.getByRole('button', {name: /Created at: is after/}).count()).resolves.toBe(1)
    await resultTitles(dialog, 3)
    expect(errors).toEqual([])
  })

  it('fills a narrow screen and closes with its Close button', async () => {
    const {page, errors} = await openStudio({width: 390, height: 760})
    await page.getByRole('button', {name: 'Search'}).first().click()
    const dialog = page.getByRole('dialog', {name: 'Search'})
    await dialog.waitFor()
    // Once the opening animation has settled.
    await expect.poll(() => dialog.boundingBox()).toEqual({x: 0, y: 0, width: 390, height: 760})
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(WORD)
    await resultTitles(dialog, 3)
    await screenshot(page, 'search-fullscreen')
    await dialog.getByRole('button', {name: 'Close', exact: true}).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('paints the dialog in the dark scheme, centred 12vh from the top', async () => {
    const {page, errors} = await openStudio()
    await page.emulateMedia({colorScheme: 'dark'})
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(WORD)
    await resultTitles(dialog, 3)
    // Once the opening animation has settled: 800 wide, centred, 12vh from the top.
    await expect
      .poll(async () => {
        const box = (await dialog.boundingBox())!
        return [box.width, box.x, box.y].map(Math.round)
      })
      .toEqual([800, (1280 - 800) / 2, Math.round(800 * 0.12)])
    await screenshot(page, 'search-results-dark')
    expect(errors).toEqual([])
  })

  it('loads the next page as the results are scrolled to the end, until every hit is listed', async () => {
    // Three pages: the first page the dialog asks for, a full next page, and 20 more, all
    // matching a word of their own.
    const word = `kestrel${Date.now().toString(36)}`
    const total = SEARCH_FIRST_PAGE_LIMIT + SEARCH_LIMIT + 20
    const posts = Array.from({length: total}, (_, index) => ({
      _id: `search-page-${String(index).padStart(4, '0')}`,
      _type: 'post',
      title: `${word} sighting ${index + 1}`,
    }))
    await studio.dev.server.lake.mutate(
      'production',
      posts.map((post) => ({createOrReplace: post})),
    )
    const {page, errors} = await openStudio()
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(word)
    const count = dialog.locator('.vellum-search-results-count')
    // The first page: the count says there are more.
    await expect.poll(() => count.textContent(), {timeout: 10_000}).toBe(`${SEARCH_FIRST_PAGE_LIMIT}+ results`)

    // The list is virtual: only the rows in view are in the page, so collect the titles shown
    // while scrolling down most of a view at a time.
    const scroller = dialog.locator('.vellum-search-results-list')
    const seen = new Set<string>()
    const deadline = Date.now() + 45_000
    while (seen.size < total && Date.now() < deadline) {
      const titles = await scroller.evaluate(async (element) => {
        // Two frames after the last scroll: one for the scroll event, one for the rows it renders.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const shown = [...element.querySelectorAll('.vellum-search-result-title')].map(
          (title) => title.textContent ?? '',
        )
        element.scrollTop += element.clientHeight * 0.8
        return shown
      })
      for (const title of titles) seen.add(title)
    }
    expect(seen.size).toBe(total)
    expect([...seen].every((title) => title.startsWith(`${word} sighting `))).toBe(true)
    // The last page has no next one: the count is the whole.
    await expect.poll(() => count.textContent()).toBe(`${total} results`)
    await screenshot(page, 'search-paged')
    expect(errors).toEqual([])
  }, 90_000)

  it("finds no document the user's grants hide, and shows them nowhere in the dialog", async () => {
    const word = `heron${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: 'secret-plans', _type: 'post', title: `${word} secret plans`}},
      {createOrReplace: {_id: 'open-letter', _type: 'post', title: `${word} open letter`}},
    ])
    const user = await addLocalUser(studio, 'Petra Public', [PUBLIC_READER.name])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, studio.dev.studioUrl, user.email, '/production/structure')
    await page.getByRole('banner', {name: 'Studio'}).waitFor()
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox', {name: 'Search query'}).fill(word)
    await expect(resultTitles(dialog, 1)).resolves.toEqual([`${word} open letter`])
    await expect.poll(() => dialog.locator('.vellum-search-results-count').textContent()).toBe('1 result')
    expect(await dialog.textContent()).not.toContain('secret plans')
    await screenshot(page, 'search-hidden-by-grants')

    // The developer, who may read everything, finds both.
    const developer = await openStudio()
    const all = await openSearch(developer.page)
    await all.getByRole('combobox', {name: 'Search query'}).fill(word)
    await expect(resultTitles(all, 2).then((titles) => titles.sort())).resolves.toEqual([
      `${word} open letter`,
      `${word} secret plans`,
    ])
    expect(errors).toEqual([])
    expect(developer.errors).toEqual([])
  })
})

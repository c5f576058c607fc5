import type {Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  addLocalUser,
  pathOf,
  screenshot,
  signInAsDeveloper,
  signInLocally as signInLocallyAt,
  startBlogStudio,
  TEST_PASSWORD,
  type BlogStudio,
} from './support/blogStudio'

// The studio shell's behaviours in real Chromium: colour scheme, narrow layout, new-document
// picker, intent links, a tool's crash screen, and the sign-in states (local accounts, revoked
// sessions, no roles).

let studio: BlogStudio

beforeAll(async () => {
  studio = await startBlogStudio('vellum-shell-e2e-')
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** A width below the navbar's sidebar breakpoint (900 px). */
const NARROW = {width: 800, height: 800}

/** Creates a local account on the example's server, unique per test. */
const addUser = (name: string, roles: string[]) => addLocalUser(studio, name, roles)

/** Signs in from the studio's login screen with "E-mail and password", on the server's own sign-in page. */
const signInLocally = (page: Page, email: string) => signInLocallyAt(page, studio.dev.studioUrl, email)

/** The structure tool's root list, which the example's default tool opens on. */
const rootList = (page: Page) => page.getByRole('list', {name: 'Content', exact: true})

describe('the studio shell in Chromium', () => {
  it('keeps the colour scheme chosen in the user menu across a reload', async () => {
    const {page, errors} = await openSignedIn()
    // The scheme of the theme the studio's navbar is drawn in.
    const scheme = () =>
      page
        .getByRole('banner', {name: 'Studio'})
        .evaluate((banner) => banner.closest('[data-scheme]')?.getAttribute('data-scheme'))
    // Headless Chromium prefers light, so "System" resolves to light.
    expect(await scheme()).toBe('light')
    await page.getByRole('button', {name: /^Account:/}).click()
    await page.getByRole('menuitemradio', {name: 'Dark'}).click()
    await expect.poll(scheme).toBe('dark')
    await screenshot(page, 'theme-dark')
    await page.reload()
    await page.getByRole('banner', {name: 'Studio'}).waitFor()
    await expect.poll(scheme).toBe('dark')
    await page.getByRole('button', {name: /^Account:/}).click()
    expect(await page.getByRole('menuitemradio', {name: 'Dark'}).getAttribute('aria-checked')).toBe('true')
    expect(await page.getByRole('menuitemradio', {name: 'System'}).getAttribute('aria-checked')).toBe('false')
    expect(errors).toEqual([])
  })

  it('moves the tools into a sidebar below the breakpoint, which closes when a tool is picked', async () => {
    const {page, errors} = await studio.openPage({viewport: NARROW})
    await signInAsDeveloper(page, studio.dev.studioUrl)
    await rootList(page).getByRole('link', {name: 'Post', exact: true}).click()
    await expect.poll(() => pathOf(page)).toBe('/studio/production/structure/post')
    const banner = page.getByRole('banner', {name: 'Studio'})
    expect(await banner.getByRole('navigation', {name: 'Tools'}).count()).toBe(0)
    const menuButton = page.getByRole('button', {name: 'Open menu'})
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    await menuButton.click()
    const sidebar = page.getByRole('dialog', {name: 'Studio menu'})
    await sidebar.waitFor()
    await screenshot(page, 'narrow-sidebar')
    await sidebar.getByRole('navigation', {name: 'Tools'}).getByRole('link', {name: 'Structure'}).click()
    await sidebar.waitFor({state: 'detached'})
    expect(pathOf(page)).toBe('/studio/production/structure')
    await rootList(page).waitFor()
    expect(errors).toEqual([])
  })

  it('filters the new-document picker by keyboard and creates a document of the highlighted type on Enter', async () => {
    const {page, errors} = await openSignedIn()
    await page.getByRole('button', {name: 'Create', exact: true}).click()
    const filter = page.getByRole('combobox', {name: 'Search document types'})
    await page.getByRole('dialog', {name: 'Create new document'}).waitFor()
    await expect.poll(() => filter.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('or')
    const titles = page.getByRole('listbox', {name: 'Create new document'}).locator('.vellum-new-document-option-title')
    await expect.poll(() => titles.allTextContents()).toEqual(['Author', 'Category'])
    await page.keyboard.press('ArrowDown')
    const active = () =>
      filter.evaluate(
        (element) => document.getElementById(element.getAttribute('aria-activedescendant') ?? '')?.textContent,
      )
    await expect.poll(active).toContain('Category')
    await screenshot(page, 'new-document-picker')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox', {name: 'Create new document'}).waitFor({state: 'detached'})
    // The create intent opens a new document of the type in the structure tool, under the type's list.
    await expect.poll(() => pathOf(page)).toMatch(/^\/studio\/production\/structure\/category\/[0-9a-f-]{36}(;|$)/)
    await page
      .locator('.vellum-structure-pane[data-pane-type="document"]')
      .getByRole('textbox', {name: 'Title'})
      .waitFor()
    expect(await rootList(page).getByRole('link', {name: 'Category', exact: true}).getAttribute('aria-current')).toBe(
      'true',
    )
    await screenshot(page, 'intent-create')
    expect(errors).toEqual([])
  })

  it('opens an edit intent link in a fresh page with the tool that handles it, replacing the intent URL', async () => {
    const {page, errors} = await openSignedIn()
    await page.goto(`${studio.dev.studioUrl}/production/intent/edit/id=post-analytical-engine;type=post/`)
    await expect.poll(() => pathOf(page)).toBe('/studio/production/structure/post/post-analytical-engine')
    const title = page
      .locator('.vellum-structure-pane[data-pane-type="document"]')
      .getByRole('textbox', {name: 'Title'})
    await expect.poll(() => title.inputValue()).toBe('Notes on the Analytical Engine')
    expect(await rootList(page).getByRole('link', {name: 'Post', exact: true}).getAttribute('aria-current')).toBe(
      'true',
    )
    await screenshot(page, 'intent-edit')
    expect(errors).toEqual([])
  })

  it('shows the crash screen in place of a tool that throws, and Retry brings the tool back', async () => {
    const {page, errors} = await openSignedIn()
    // The example's playground tool, there in development (the example runs on Vite's dev server here).
    await page.getByRole('navigation', {name: 'Tools'}).getByRole('link', {name: 'Playground'}).click()
    await expect.poll(() => pathOf(page)).toBe('/studio/production/playground')
    const playground = page.getByRole('region', {name: 'Playground', exact: true})
    await playground.getByRole('cell', {name: 'post', exact: true}).waitFor()
    await screenshot(page, 'playground')
    await playground.getByRole('button', {name: 'Crash this tool'}).click()
    await page.getByRole('heading', {name: 'The Playground tool crashed'}).waitFor()
    expect(await playground.count()).toBe(0)
    await page.getByText('The playground crashed on purpose: "Crash this tool" was clicked', {exact: true}).waitFor()
    expect(await page.getByRole('figure', {name: 'Stack trace'}).textContent()).toContain('PlaygroundTool')
    // Only the tool crashed: the navbar stays, and an error a boundary caught is no uncaught error.
    await page.getByRole('banner', {name: 'Studio'}).waitFor()
    expect(await page.getByText('Uncaught error').count()).toBe(0)
    await screenshot(page, 'tool-crashed')
    await page.getByRole('button', {name: 'Retry'}).click()
    await playground.getByRole('button', {name: 'Crash this tool'}).waitFor()
    expect(await page.getByRole('heading', {name: 'The Playground tool crashed'}).count()).toBe(0)
    expect(pathOf(page)).toBe('/studio/production/playground')
    expect(errors).toEqual([])
  })

  it('signs in with a local account on the server’s sign-in page', async () => {
    const user = await addUser('Grace Local', ['editor'])
    const {page, errors} = await studio.openPage()
    await page.goto(studio.dev.studioUrl)
    await page.getByRole('link', {name: 'E-mail and password'}).click()
    await page.getByRole('heading', {name: 'Sign in'}).waitFor()
    await screenshot(page, 'local-sign-in')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password').fill(TEST_PASSWORD)
    await page.getByRole('button', {name: 'Sign in'}).click()
    await rootList(page).waitFor()
    expect(pathOf(page)).toBe('/studio/production/structure')
    expect(new URL(page.url()).hash).toBe('')
    await page.getByRole('button', {name: `Account: ${user.name}`}).waitFor()
    expect(errors).toEqual([])
  })

  it('rejects a wrong password on the server’s sign-in page, keeping the e-mail and the page', async () => {
    const user = await addUser('Wrong Password', ['editor'])
    const {page} = await studio.openPage()
    await page.goto(studio.dev.studioUrl)
    await page.getByRole('link', {name: 'E-mail and password'}).click()
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', {name: 'Sign in'}).click()
    await page.getByRole('alert').waitFor()
    expect(new URL(page.url()).origin).toBe(studio.dev.serverUrl)
    expect(await page.getByLabel('E-mail').inputValue()).toBe(user.email)
  })

  it('goes back to the login screen when the server revokes the session (401)', async () => {
    const user = await addUser('Revoked User', ['editor'])
    const {page} = await studio.openPage()
    await signInLocally(page, user.email)
    await rootList(page).waitFor()
    // Deleting the user deletes their sessions: the next request answers 401.
    expect(studio.dev.server.users.remove(user.email)).toBe(true)
    await rootList(page).getByRole('link', {name: 'Category', exact: true}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    expect(await page.getByRole('banner', {name: 'Studio'}).count()).toBe(0)
    await screenshot(page, 'session-revoked')
    await page.reload()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
  })

  it('shows "Not authorized" to a user without roles, whose Sign out leads back to the login screen', async () => {
    const user = await addUser('No Roles', [])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, user.email)
    const dialog = page.getByRole('dialog', {name: 'Not authorized'})
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      `You are signed in as ${user.name} (${user.email}) with the local provider.`,
    )
    expect(await rootList(page).count()).toBe(0)
    await screenshot(page, 'not-authorized')
    await dialog.getByRole('button', {name: 'Sign out'}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    expect(errors).toEqual([])
  })
})

/** A page in a fresh context, signed in as the developer on the default workspace's first tool. */
async function openSignedIn(): Promise<{page: Page; errors: string[]}> {
  const opened = await studio.openPage()
  await signInAsDeveloper(opened.page, studio.dev.studioUrl)
  await rootList(opened.page).waitFor()
  return opened
}

import type {Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {pathOf, screenshot, signInAsDeveloper, startBlogStudio, type BlogStudio} from './support/blogStudio'

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

/** A password long enough for the server. */
const PASSWORD = 'correct-horse-battery'

/** Creates a local account on the example's server, unique per test. */
async function addUser(name: string, roles: string[]): Promise<{email: string; name: string}> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`
  await studio.dev.server.users.add({email, name, roles, password: PASSWORD})
  return {email, name}
}

/** Signs in from the studio's login screen with "E-mail and password", on the server's own sign-in page. */
async function signInLocally(page: Page, email: string): Promise<void> {
  await page.goto(studio.dev.studioUrl)
  await page.getByRole('link', {name: 'E-mail and password'}).click()
  await page.getByRole('heading', {name: 'Sign in'}).waitFor()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', {name: 'Sign in'}).click()
}

describe('the studio shell in Chromium', () => {
  it('keeps the colour scheme chosen in the user menu across a reload', async () => {
    const {page, errors} = await openSignedIn()
    // The scheme of the theme the studio's navbar is drawn in.
    const scheme = () => page.getByRole('banner', {name: 'Studio'}).evaluate((banner) => banner.closest('[data-scheme]')?.getAttribute('data-scheme'))
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
    await page.getByRole('navigation', {name: 'Document types'}).getByRole('link', {name: /^Post/}).click()
    await expect.poll(() => pathOf(page)).toBe('/studio/production/content/post')
    const banner = page.getByRole('banner', {name: 'Studio'})
    expect(await banner.getByRole('navigation', {name: 'Tools'}).count()).toBe(0)
    const menuButton = page.getByRole('button', {name: 'Open menu'})
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    await menuButton.click()
    const sidebar = page.getByRole('dialog', {name: 'Studio menu'})
    await sidebar.waitFor()
    await screenshot(page, 'narrow-sidebar')
    await sidebar.getByRole('navigation', {name: 'Tools'}).getByRole('link', {name: 'Content'}).click()
    await sidebar.waitFor({state: 'detached'})
    expect(pathOf(page)).toBe('/studio/production/content')
    await page.getByRole('navigation', {name: 'Document types'}).waitFor()
    expect(errors).toEqual([])
  })

  it('filters the new-document picker by keyboard and opens the create intent of the highlighted type on Enter', async () => {
    const {page, errors} = await openSignedIn()
    await page.getByRole('button', {name: 'Create', exact: true}).click()
    const filter = page.getByRole('combobox', {name: 'Search document types'})
    await page.getByRole('dialog', {name: 'Create new document'}).waitFor()
    await expect.poll(() => filter.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('or')
    const titles = page.getByRole('listbox', {name: 'Create new document'}).locator('.vellum-new-document-option-title')
    await expect.poll(() => titles.allTextContents()).toEqual(['Author', 'Category'])
    await page.keyboard.press('ArrowDown')
    const active = () => filter.evaluate((element) => document.getElementById(element.getAttribute('aria-activedescendant') ?? '')?.textContent)
    await expect.poll(active).toContain('Category')
    await screenshot(page, 'new-document-picker')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox', {name: 'Create new document'}).waitFor({state: 'detached'})
    await expect.poll(() => pathOf(page)).toBe('/studio/production/intent/create/type=category;template=category/')
    // The example's Content tool opens documents (edit links) only, so no tool takes a create link.
    await page.getByRole('heading', {name: 'No tool can open this link'}).waitFor()
    await screenshot(page, 'intent-not-handled')
    expect(errors).toEqual([])
  })

  it('opens an edit intent link in a fresh page with the tool that handles it, replacing the intent URL', async () => {
    const {page, errors} = await openSignedIn()
    await page.goto(`${studio.dev.studioUrl}/production/intent/edit/id=post-analytical-engine;type=post/`)
    await expect.poll(() => pathOf(page)).toBe('/studio/production/content/post/post-analytical-engine')
    await page.getByRole('region', {name: 'Document'}).getByText('"title": "Notes on the Analytical Engine"').waitFor()
    expect(await page.getByRole('navigation', {name: 'Document types'}).getByRole('link', {name: /^Post/}).getAttribute('aria-current')).toBe('page')
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
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', {name: 'Sign in'}).click()
    await page.getByRole('navigation', {name: 'Document types'}).waitFor()
    expect(pathOf(page)).toBe('/studio/production/content')
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
    await page.getByRole('navigation', {name: 'Document types'}).waitFor()
    // Deleting the user deletes their sessions: the next request answers 401.
    expect(studio.dev.server.users.remove(user.email)).toBe(true)
    await page.getByRole('navigation', {name: 'Document types'}).getByRole('link', {name: /^Category/}).click()
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
    expect(await dialog.textContent()).toContain(`You are signed in as ${user.name} (${user.email}) with the local provider.`)
    expect(await page.getByRole('navigation', {name: 'Document types'}).count()).toBe(0)
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
  await opened.page.getByRole('navigation', {name: 'Document types'}).waitFor()
  return opened
}

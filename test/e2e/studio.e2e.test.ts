import type {Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {pathOf, screenshot, signInAsDeveloper, startBlogStudio, type BlogStudio} from './support/blogStudio'

let studio: BlogStudio
let dev: BlogStudio['dev']

beforeAll(async () => {
  studio = await startBlogStudio('vellum-studio-e2e-')
  dev = studio.dev
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

const openPage = () => studio.openPage()

/** Signs in with "Continue as developer" from the studio's login screen. */
const signIn = (page: Page, path = '') => signInAsDeveloper(page, dev.studioUrl, path)

describe('the example studio in Chromium', () => {
  it('signs in with the developer provider and opens the first tool on the seeded content', async () => {
    const {page, errors} = await openPage()
    await page.goto(dev.studioUrl)
    await page.getByRole('link', {name: /Continue as developer/}).waitFor()
    await screenshot(page, 'login')
    await page.getByRole('link', {name: /Continue as developer/}).click()
    await page.getByRole('list', {name: 'Content', exact: true}).waitFor()
    expect(pathOf(page)).toBe('/studio/production/structure')
    await expect.poll(() => page.title()).toBe('Structure | Blog')
    // The sign-in id is exchanged and dropped from the address.
    expect(new URL(page.url()).hash).toBe('')
    await page.getByRole('list', {name: 'Content', exact: true}).getByRole('link', {name: 'Post', exact: true}).click()
    await page.getByRole('link', {name: /Notes on the Analytical Engine/}).waitFor()
    expect(pathOf(page)).toBe('/studio/production/structure/post')
    await screenshot(page, 'tool')
    // Help comes from the server's `/help`; the studio names its own version under it.
    await page.getByRole('button', {name: 'Help and resources'}).click()
    await page.getByRole('menuitem', {name: /^Studio version \d+\.\d+\.\d+/}).waitFor()
    await page.keyboard.press('Escape')
    expect(errors).toEqual([])
  })

  it('opens the studio from the host app’s own page, next to the host’s routes', async () => {
    const {page, errors} = await openPage()
    await page.goto(`${dev.appOrigin}/`)
    await page.getByRole('heading', {name: 'A blog with an embedded studio'}).waitFor()
    await screenshot(page, 'host')
    await page.getByRole('main').getByRole('link', {name: 'Open the studio'}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    expect(pathOf(page)).toBe('/studio/production/structure')
    expect(errors).toEqual([])
  })

  it('signs out from the user menu, back to the login screen, and stays signed out after a reload', async () => {
    const {page, errors} = await openPage()
    await signIn(page)
    await page.getByRole('button', {name: /^Account:/}).click()
    await page.getByRole('menu').waitFor()
    await screenshot(page, 'user-menu')
    await page.getByRole('menuitem', {name: 'Sign out'}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    await page.reload()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    expect(await page.getByRole('banner', {name: 'Studio'}).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('switches workspace with the switcher, to the staging dataset', async () => {
    const {page, errors} = await openPage()
    await signIn(page)
    await page.getByRole('banner', {name: 'Studio'}).getByRole('button', {name: 'Blog', exact: true}).click()
    await page.getByRole('menuitemradio', {name: /Blog \(staging\)/}).waitFor()
    await screenshot(page, 'workspace-switcher')
    await page.getByRole('menuitemradio', {name: /Blog \(staging\)/}).click()
    await expect.poll(() => pathOf(page)).toBe('/studio/staging/structure')
    await page.getByRole('list', {name: 'Content', exact: true}).getByRole('link', {name: 'Post', exact: true}).click()
    await page.getByRole('link', {name: /A staged post/}).waitFor()
    await expect.poll(() => page.title()).toBe('Structure | Blog (staging)')
    expect(errors).toEqual([])
  })

  it('shows "Workspace not found" for an unknown workspace path, with a way to the default workspace', async () => {
    const {page, errors} = await openPage()
    await page.goto(`${dev.studioUrl}/nowhere`)
    await page.getByRole('heading', {name: 'Workspace not found'}).waitFor()
    await screenshot(page, 'workspace-not-found')
    await page.getByRole('link', {name: 'Go to default workspace'}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
    expect(pathOf(page)).toBe('/studio/production/structure')
    expect(errors).toEqual([])
  })

  it('shows "Tool not found: {tool}" for an unknown tool, under the navbar, linking to the tools there are', async () => {
    const {page, errors} = await openPage()
    await signIn(page, '/production/nope')
    await page.getByRole('heading', {name: 'Tool not found: nope'}).waitFor()
    await screenshot(page, 'tool-not-found')
    await page.getByRole('region', {name: 'Tool not found: nope'}).getByRole('link', {name: 'Structure'}).click()
    await page.getByRole('list', {name: 'Content', exact: true}).waitFor()
    expect(pathOf(page)).toBe('/studio/production/structure')
    expect(errors).toEqual([])
  })
})

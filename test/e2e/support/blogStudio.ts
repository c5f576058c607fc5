import {mkdirSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {startBlogDev, type BlogDev} from '../../../examples/blog/scripts/startBlogDev'
import {launchBrowser} from './browser'

/** Where screenshots of the main screens go (git-ignored), for a person to look at. */
export const SCREENSHOTS = 'test/e2e/screenshots'

/** The default viewport: wide enough for the navbar to show its tools. */
const VIEWPORT = {width: 1280, height: 800}

/** The example blog running over a fresh data dir, and Chromium to drive its studio. */
export interface BlogStudio {
  dev: BlogDev
  browser: Browser
  /** A page in a fresh browser context (no cookies, no stored tokens), collecting page errors. */
  openPage(options?: {viewport?: {width: number; height: number}}): Promise<{page: Page; errors: string[]}>
  /** Closes the contexts {@link BlogStudio.openPage} opened since the last call. */
  closePages(): Promise<void>
  /** Closes the browser and the example, and removes the data dir. */
  close(): Promise<void>
}

/**
 * Starts the example blog (server and Vite) over a fresh data dir and launches Chromium, then
 * visits the studio once so Vite bundles the app's dependencies before any test runs.
 *
 * @param prefix - names the temporary data dir
 */
export async function startBlogStudio(prefix: string): Promise<BlogStudio> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  mkdirSync(SCREENSHOTS, {recursive: true})
  const contexts: BrowserContext[] = []
  let dev: BlogDev | undefined
  let browser: Browser | undefined
  const closePages = async () => {
    for (const context of contexts.splice(0)) await context.close()
  }
  const close = async () => {
    await closePages()
    await browser?.close()
    await dev?.close()
    rmSync(dataDir, {recursive: true, force: true})
  }
  try {
    dev = await startBlogDev({dataDir, serverPort: 0, appPort: 0, logLevel: 'error', log: () => {}})
    browser = await launchBrowser()
    const started = {dev, browser}
    const openPage = async (options: {viewport?: {width: number; height: number}} = {}) => {
      const context = await started.browser.newContext({viewport: options.viewport ?? VIEWPORT})
      contexts.push(context)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      return {page, errors}
    }
    const {page} = await openPage()
    await page.goto(dev.studioUrl)
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor({timeout: 90_000})
    await closePages()
    return {...started, openPage, closePages, close}
  } catch (error) {
    await close()
    throw error
  }
}

/** Saves a screenshot of the page under {@link SCREENSHOTS}. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({path: join(SCREENSHOTS, `${name}.png`)})
}

/** The path of the page's address. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname

/** Signs in with "Continue as developer" from the studio's login screen at `studioUrl + path`. */
export async function signInAsDeveloper(page: Page, studioUrl: string, path = ''): Promise<void> {
  await page.goto(`${studioUrl}${path}`)
  await page.getByRole('link', {name: /Continue as developer/}).click()
  await page.getByRole('banner', {name: 'Studio'}).waitFor()
}

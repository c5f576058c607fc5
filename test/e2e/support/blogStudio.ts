import {mkdirSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core'
import {startBlogDev, type BlogDev} from '../../../examples/blog/scripts/startBlogDev'
import {launchBrowser} from './browser'

/** Where screenshots of the main screens go (git-ignored), for a person to look at. */
export const SCREENSHOTS = 'test/e2e/screenshots'

/** The default viewport: wide enough for the navbar to show its tools. */
const VIEWPORT = {width: 1280, height: 800}

/** A signed-in browser session: the cookies and local storage `BrowserContext.storageState()` returns. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>

/** Options of {@link BlogStudio.openPage}. */
export interface OpenPageOptions {
  viewport?: {width: number; height: number}
  /** Cookies and local storage the context starts with (e.g. from {@link developerSessionOf}). */
  storageState?: Session
}

/** The example blog running over a fresh data dir, and Chromium to drive its studio. */
export interface BlogStudio {
  dev: BlogDev
  browser: Browser
  /**
   * A page in a fresh browser context (no cookies, no stored tokens unless `storageState` gives
   * some, e.g. a session saved with `context.storageState()`), collecting page errors.
   */
  openPage(options?: OpenPageOptions): Promise<{page: Page; errors: string[]}>
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
    const openPage = async (options: OpenPageOptions = {}) => {
      const context = await started.browser.newContext({
        viewport: options.viewport ?? VIEWPORT,
        ...(options.storageState ? {storageState: options.storageState} : {}),
      })
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

/**
 * Signs in as the developer once and returns the session, for tests that are not about signing
 * in: each starts a fresh context with it. Closes the page it signed in with.
 *
 * @example
 * ```ts
 * developerSession = await developerSessionOf(studio)
 * const {page} = await studio.openPage({storageState: developerSession})
 * ```
 */
export async function developerSessionOf(studio: BlogStudio): Promise<Session> {
  const {page} = await studio.openPage()
  await signInAsDeveloper(page, studio.dev.studioUrl)
  const session = await page.context().storageState()
  await studio.closePages()
  return session
}

/** The structure tool's document panes (the last pane when one document is open). */
export const documentPane = (page: Page): Locator => page.locator('.vellum-structure-pane[data-pane-type="document"]')

/** Options of {@link openDocument}. */
export interface OpenDocumentOptions {
  /** The document's schema type. */
  type: string
  /** The document's id (published id; the studio shows the draft if there is one). */
  id: string
  /**
   * What shows the form is ready: an element of the document pane by role and accessible name
   * (as `getByRole` takes them), or a function choosing it from the pane. None: no wait after
   * the page loads.
   */
  waitFor?: {role: Parameters<Page['getByRole']>[0]; name: string; exact?: boolean} | ((pane: Locator) => Locator)
  /** How long to wait for `waitFor`, in ms (Playwright's default when not given). */
  timeout?: number
}

/**
 * Opens document `id` of `type` in the structure tool, in a fresh context with `session`, and
 * waits for `waitFor` to show in its document pane.
 *
 * @returns the page and the page errors it collects, as {@link BlogStudio.openPage} does
 * @example
 * ```ts
 * const {page, errors} = await openDocument(studio, developerSession, {
 *   type: 'post',
 *   id,
 *   waitFor: {role: 'textbox', name: 'Title'},
 * })
 * ```
 */
export async function openDocument(
  studio: BlogStudio,
  session: Session,
  {type, id, waitFor, timeout}: OpenDocumentOptions,
): Promise<{page: Page; errors: string[]}> {
  const opened = await studio.openPage({storageState: session})
  await opened.page.goto(`${studio.dev.studioUrl}/production/structure/${type}/${id}`)
  if (waitFor) {
    const pane = documentPane(opened.page)
    const ready =
      typeof waitFor === 'function'
        ? waitFor(pane)
        : pane.getByRole(waitFor.role, {name: waitFor.name, ...(waitFor.exact ? {exact: true} : {})})
    await ready.waitFor(timeout === undefined ? undefined : {timeout})
  }
  return opened
}

/** The password of the local accounts tests create: long enough for the server. */
export const TEST_PASSWORD = 'correct-horse-battery'

/** Creates a local account on the example's server, with an e-mail unique to this call. */
export async function addLocalUser(
  studio: BlogStudio,
  name: string,
  roles: string[],
): Promise<{email: string; name: string}> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`
  await studio.dev.server.users.add({email, name, roles, password: TEST_PASSWORD})
  return {email, name}
}

/**
 * Signs in from the studio's login screen at `studioUrl + path` with "E-mail and password", on
 * the server's own sign-in page; does not wait for the studio.
 */
export async function signInLocally(page: Page, studioUrl: string, email: string, path = ''): Promise<void> {
  await page.goto(`${studioUrl}${path}`)
  await page.getByRole('link', {name: 'E-mail and password'}).click()
  await page.getByRole('heading', {name: 'Sign in'}).waitFor()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(TEST_PASSWORD)
  await page.getByRole('button', {name: 'Sign in'}).click()
}

/**
 * The documents `ids` as the server answers them over its HTTP API (`GET /data/doc`), read with
 * `token` (one the test made, e.g. a viewer's); missing ones are left out.
 */
export async function serverDocuments(
  studio: BlogStudio,
  token: string,
  ids: readonly string[],
): Promise<Array<Record<string, unknown> & {_id: string}>> {
  const response = await fetch(`${studio.dev.serverUrl}/v2025-02-19/data/doc/production/${ids.join(',')}`, {
    headers: {Authorization: `Bearer ${token}`},
  })
  if (!response.ok) throw new Error(`GET /data/doc answered ${response.status}`)
  return ((await response.json()) as {documents: Array<Record<string, unknown> & {_id: string}>}).documents
}

/** The document `id` as the server answers it over HTTP (null: none); see {@link serverDocuments}. */
export async function serverDocument(
  studio: BlogStudio,
  token: string,
  id: string,
): Promise<(Record<string, unknown> & {_id: string}) | null> {
  return (await serverDocuments(studio, token, [id]))[0] ?? null
}

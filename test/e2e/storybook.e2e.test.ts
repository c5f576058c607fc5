import {resolve} from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {launchBrowser} from './support/browser'
import {serveStatic} from './support/staticServer'

let browser: Browser
let server: {url: string; close: () => Promise<void>}

beforeAll(async () => {
  server = await serveStatic(resolve('storybook-static'))
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** Opens one story in Storybook's preview iframe and collects page errors. */
async function openStory(id: string, globals?: string): Promise<{page: Page; errors: string[]}> {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // Failed loads are reported below with their URL; the console line has none.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`)
  })
  const query = `id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`
  await page.goto(`${server.url}/iframe.html?${query}`)
  await page.locator('#storybook-root > *').first().waitFor()
  return {page, errors}
}

describe('the built Storybook in Chromium', () => {
  it('renders every tone and mode of the button matrix', async () => {
    const {page, errors} = await openStory('ui-button--matrix')
    await expect(page.getByRole('button').count()).resolves.toBe(15)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows a busy, disabled button with a spinner while loading', async () => {
    const {page, errors} = await openStory('ui-button--loading')
    const button = page.getByRole('button', {name: /Publishing/})
    await expect(button.getAttribute('aria-busy')).resolves.toBe('true')
    await expect(button.isDisabled()).resolves.toBe(true)
    await expect(page.getByRole('status', {name: 'Loading'}).count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it('paints with the dark scheme when the toolbar global asks for it', async () => {
    const {page} = await openStory('ui-card--caution', 'scheme:dark')
    const background = await page.locator('[data-vellum-theme]').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toBe('rgb(21, 23, 28)')
    await page.close()
  })
})

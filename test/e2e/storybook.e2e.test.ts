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
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      errors.push(`${response.status()} ${response.url()}`)
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

/** What the focused element should be: its role, its exact text, or how its text starts. */
interface FocusQuery {
  role?: string
  text?: string
  textStart?: string
}

/** Waits until the focused element matches `query` (focus moves in a frame or two). */
async function waitForFocus(page: Page, query: FocusQuery): Promise<void> {
  await page.waitForFunction(
    (q) => {
      const el = document.activeElement
      const text = el?.textContent ?? ''
      return (
        el !== null &&
        (q.role === undefined || el.getAttribute('role') === q.role) &&
        (q.text === undefined || text === q.text) &&
        (q.textStart === undefined || text.startsWith(q.textStart))
      )
    },
    query,
    {timeout: 5000},
  )
}

describe('the UI kit in Chromium', () => {
  // One story per primitive: every story is rendered (in happy-dom) by test/ui/stories.test.tsx;
  // here the first of each proves the built bundle and stylesheet work in a real browser.
  it('renders the first story of every UI primitive without page errors', async () => {
    const index = (await (await fetch(`${server.url}/index.json`)).json()) as {
      entries: Record<string, {id: string; type: string; title: string}>
    }
    const firstOfEach = new Map<string, string>()
    for (const entry of Object.values(index.entries)) {
      if (entry.type === 'story' && entry.id.startsWith('ui-') && !firstOfEach.has(entry.title))
        firstOfEach.set(entry.title, entry.id)
    }
    expect(firstOfEach.size).toBeGreaterThanOrEqual(27)
    const failures: string[] = []
    for (const id of firstOfEach.values()) {
      const {page, errors} = await openStory(id)
      if (errors.length > 0) failures.push(`${id}: ${errors.join('; ')}`)
      await page.close()
    }
    expect(failures).toEqual([])
  }, 240_000)

  it('sizes a one-line input that contains its layout by its line and padding, with icon and suffix beside it', async () => {
    const {page, errors} = await openStory('ui-textinput--loading')
    const input = page.getByRole('textbox', {name: 'Search'})
    const measure = () =>
      input.evaluate((element) => {
        const style = getComputedStyle(element)
        const frame = element.closest('.vellum-input-frame')!
        const icon = frame.querySelector('.vellum-input-icon')!.getBoundingClientRect()
        const suffix = frame.querySelector('.vellum-input-suffix')!.getBoundingClientRect()
        const box = element.getBoundingClientRect()
        return {
          contain: style.contain,
          height: box.height,
          line: parseFloat(style.fontSize) * 1.2 + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
          frameHeight: frame.getBoundingClientRect().height,
          width: box.width,
          // The text starts after the icon (which sits in the input's left padding) and ends before the suffix.
          besideIcon: box.left + parseFloat(style.paddingLeft) >= icon.right - 1,
          besideSuffix: box.right <= suffix.left + 1,
          overflows: element.scrollWidth > element.clientWidth,
        }
      })
    const before = await measure()
    expect(before.contain).toBe('size layout style')
    expect(before.height).toBeCloseTo(before.line, 0)
    expect(before.frameHeight).toBeCloseTo(before.height + 2, 0)
    expect(before).toMatchObject({besideIcon: true, besideSuffix: true, overflows: false})
    // Text longer than the box scrolls inside the input and moves nothing around it.
    await input.fill('a search long enough to run past the end of the input box '.repeat(4))
    const after = await measure()
    expect(after).toMatchObject({
      height: before.height,
      width: before.width,
      frameHeight: before.frameHeight,
      overflows: true,
    })
    expect(errors).toEqual([])
    await page.close()
  })

  it('drives a menu from the keyboard: roving focus, type-ahead, Escape back to the button', async () => {
    const {page, errors} = await openStory('ui-menu--default')
    const button = page.getByRole('button', {name: 'Document actions'})
    await button.focus()
    await page.keyboard.press('ArrowDown')
    await waitForFocus(page, {role: 'menuitem', textStart: 'Duplicate'})
    await page.keyboard.press('ArrowDown')
    await waitForFocus(page, {text: 'Copy link'})
    // Discard changes is disabled and skipped.
    await page.keyboard.press('ArrowDown')
    await waitForFocus(page, {text: 'Unpublish'})
    expect(
      await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => (item as HTMLElement).tabIndex)),
    ).toEqual([-1, -1, -1, 0, -1])
    await page.keyboard.press('d')
    await waitForFocus(page, {text: 'Delete'})
    await page.keyboard.press('ArrowDown')
    await waitForFocus(page, {textStart: 'Duplicate'})
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({state: 'detached'})
    await waitForFocus(page, {text: 'Document actions'})
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(errors).toEqual([])
    await page.close()
  })

  /**
   * Tabbing onto one of floating-ui's focus guards (hidden spans at a dialog's edges) is how
   * its focus trap works: the guard sends focus back inside, a moment later. Waits for that;
   * a trap that fails leaves focus outside, and the test's assertions say so.
   */
  const focusSettled = (page: Page) =>
    page
      .waitForFunction(() => !document.activeElement?.hasAttribute('data-floating-ui-focus-guard'), undefined, {
        timeout: 2000,
      })
      .catch(() => undefined)

  it('traps focus in a dialog, closes it on Escape and returns focus to the opener', async () => {
    const {page, errors} = await openStory('ui-dialog--default')
    await page.getByRole('button', {name: 'Delete document'}).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', {name: 'Delete document?'})
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await waitForFocus(page, {role: 'dialog'})

    // Forward through every control (close, input, Cancel, Delete) and around again.
    const visited: string[] = []
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab')
      await focusSettled(page)
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        return el.closest('[role="dialog"]')
          ? el.getAttribute('aria-label') || el.textContent || el.tagName
          : `OUTSIDE:${el.tagName}`
      })
      visited.push(name)
    }
    expect(visited.filter((name) => name.startsWith('OUTSIDE'))).toEqual([])
    expect(new Set(visited)).toEqual(new Set(['Close', 'INPUT', 'Cancel', 'Delete']))
    await page.keyboard.press('Shift+Tab')
    await focusSettled(page)
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)

    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})
    await waitForFocus(page, {text: 'Delete document'})
    expect(errors).toEqual([])
    await page.close()
  })

  it('moves and selects tabs with the arrow keys, skipping a disabled tab', async () => {
    const {page, errors} = await openStory('ui-tabs--default')
    await page.getByRole('tab', {name: 'Content'}).focus()
    await page.keyboard.press('ArrowRight')
    await waitForFocus(page, {text: 'Preview'})
    expect(await page.getByRole('tabpanel').textContent()).toBe('A live preview.')
    await page.keyboard.press('ArrowRight')
    await waitForFocus(page, {text: 'History'})
    expect(await page.getByRole('tab', {name: 'History'}).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Home')
    await waitForFocus(page, {text: 'Content'})
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows a tooltip on hover that describes its button', async () => {
    const {page, errors} = await openStory('ui-tooltip--default')
    const button = page.getByRole('button', {name: 'Search'})
    await button.hover()
    const tooltip = page.getByRole('tooltip')
    await tooltip.waitFor()
    expect(await tooltip.textContent()).toBe('Search (Ctrl+K)')
    expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'))
    expect(errors).toEqual([])
    await page.close()
  })

  it('paints portalled layers with the dark scheme too', async () => {
    const {page} = await openStory('ui-dialog--open', 'scheme:dark')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const background = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toBe('rgb(21, 23, 28)')
    // The page behind keeps its own styles: the stylesheet never reaches past .vellum- classes.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Inter')
    await page.close()
  })
})

import type {Locator, Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  developerSessionOf,
  documentPane,
  openDocument,
  serverDocument,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// Typing in the studio of the example blog, in real Chromium against the content server:
// nothing typed is lost by one editor on a slow machine (CPU throttled), and two editors
// typing into the same field at once both keep their text.

let studio: BlogStudio
let token: string
let developerSession: Session

beforeAll(async () => {
  studio = await startBlogStudio('vellum-typing-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'typing e2e: reads documents back')
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

type Fields = Record<string, unknown>

/** The draft of `id` as the server answers it over HTTP (null: none). */
const serverDraft = (id: string): Promise<Fields | null> => serverDocument(studio, token, `drafts.${id}`)

const uniqueId = (name: string) => `e2e-${name}-${Date.now().toString(36)}`

/** A page in a fresh context with the developer's session, showing document `id` of `type` with its `field` textbox. */
const openWithField = (type: string, id: string, field: string) =>
  openDocument(studio, developerSession, {type, id, waitFor: {role: 'textbox', name: field, exact: true}})

/** Slows the page's CPU down `rate` times, as DevTools' CPU throttling does. */
async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', {rate})
}

/** Types `text` one key at a time, `delayMs` apart, at the caret of the focused field. */
async function typeSlowly(page: Page, text: string, delayMs: number): Promise<void> {
  for (const character of text) {
    await page.keyboard.type(character)
    await page.waitForTimeout(delayMs)
  }
}

/** Where the pane says its changes are: waits until it says 'Saved'. */
async function waitForSaved(page: Page): Promise<void> {
  await documentPane(page).getByText('Saved', {exact: true}).waitFor({timeout: 30_000})
}

/** 200 characters of prose, with every letter and some punctuation. */
const PROSE =
  'The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump! Sphinx of black quartz, judge my vow. Waltz, bad nymph, for quick jigs vex. Done'.slice(
    0,
    200,
  )

describe('typing in Chromium', () => {
  it("keeps every one of 200 characters typed at a fast pace into a published post's title with the CPU throttled 4×", async () => {
    expect(PROSE).toHaveLength(200)
    const id = uniqueId('throttled')
    // Published, without a draft: the first keystroke creates the draft, and the commits'
    // echoes come back while typing goes on (what once put older text back into the input).
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'post', title: 'Notes on typing'}},
    ])
    const {page, errors} = await openWithField('post', id, 'Title')
    const title: Locator = documentPane(page).getByRole('textbox', {name: 'Title'})
    await title.click()
    await page.keyboard.press('End')
    await throttleCpu(page, 4)
    // About 110 words a minute: faster than a keystroke's frame under throttling.
    await typeSlowly(page, PROSE, 60)
    await throttleCpu(page, 1)
    await waitForSaved(page)
    expect(await title.inputValue()).toBe(`Notes on typing${PROSE}`)
    await expect.poll(async () => (await serverDraft(id))?.title, {timeout: 10_000}).toBe(`Notes on typing${PROSE}`)
    expect(errors).toEqual([])
  })

  it('merges two editors typing into the same title at once, one at the start and one at the end', async () => {
    const id = uniqueId('together')
    await studio.dev.server.lake.mutate('production', [
      {createOrReplace: {_id: id, _type: 'post', title: ' Side by side '}},
    ])
    const [first, second] = [await openWithField('post', id, 'Title'), await openWithField('post', id, 'Title')]
    const titleOf = (page: Page) => documentPane(page).getByRole('textbox', {name: 'Title'})
    await typeTogether([
      {page: first.page, field: titleOf(first.page), key: 'Home', text: 'abcdefghijklmnopqrst'},
      {page: second.page, field: titleOf(second.page), key: 'End', text: 'ABCDEFGHIJKLMNOPQRST'},
    ])
    const expected = 'abcdefghijklmnopqrst Side by side ABCDEFGHIJKLMNOPQRST'
    const convergedIn = await converge([titleOf(first.page), titleOf(second.page)], expected)
    console.log(`Two editors in one title: both showed the merged text ${convergedIn} ms after the last keystroke`)
    await expect.poll(async () => (await serverDraft(id))?.title, {timeout: 10_000}).toBe(expected)
    expect([...first.errors, ...second.errors]).toEqual([])
  })

  it("merges two editors typing into the same field of an array item, each in the item's dialog", async () => {
    const id = uniqueId('item')
    await studio.dev.server.lake.mutate('production', [
      {
        createOrReplace: {
          _id: id,
          _type: 'kitchenSink',
          title: 'Items',
          links: [{_key: 'shared', _type: 'link', label: ' Shared label '}],
        },
      },
    ])
    const labelOf = async (page: Page) => {
      await documentPane(page)
        .getByRole('button', {name: /Shared label/})
        .click()
      const label = page.getByRole('dialog').getByRole('textbox', {name: 'Label', exact: true})
      await label.waitFor()
      return label
    }
    const [first, second] = [
      await openWithField('kitchenSink', id, 'String'),
      await openWithField('kitchenSink', id, 'String'),
    ]
    const [firstLabel, secondLabel] = [await labelOf(first.page), await labelOf(second.page)]
    await typeTogether([
      {page: first.page, field: firstLabel, key: 'Home', text: 'abcdefghijklmnopqrst'},
      {page: second.page, field: secondLabel, key: 'End', text: 'ABCDEFGHIJKLMNOPQRST'},
    ])
    const expected = 'abcdefghijklmnopqrst Shared label ABCDEFGHIJKLMNOPQRST'
    const convergedIn = await converge([firstLabel, secondLabel], expected)
    console.log(
      `Two editors in one array item's field: both showed the merged text ${convergedIn} ms after the last keystroke`,
    )
    await expect
      .poll(async () => ((await serverDraft(id))?.links as Array<{label?: string}> | undefined)?.[0]?.label, {
        timeout: 10_000,
      })
      .toBe(expected)
    expect([...first.errors, ...second.errors]).toEqual([])
  })
})

/** How long after the last keystroke the two editors' text must agree: a commit (throttled to a second) and its way to the other window. */
const MERGED_WITHIN_MS = 3000

/**
 * Each editor puts the caret with `key` in its field, then all type at once, a key every 50 ms,
 * on CPUs throttled `throttling`× (4×: two mid-range laptops under load): the first keystrokes
 * of both create the draft at nearly the same moment, and commits cross.
 */
async function typeTogether(
  editors: Array<{page: Page; field: Locator; key: string; text: string}>,
  throttling = 4,
): Promise<void> {
  for (const editor of editors) {
    await editor.field.click()
    await editor.page.keyboard.press(editor.key)
  }
  await Promise.all(editors.map((editor) => throttleCpu(editor.page, throttling)))
  try {
    await Promise.all(editors.map((editor) => typeSlowly(editor.page, editor.text, 50)))
  } finally {
    await Promise.all(editors.map((editor) => throttleCpu(editor.page, 1)))
  }
}

/** Waits until every field shows `expected`; returns how long that took. */
async function converge(fields: Locator[], expected: string): Promise<number> {
  const started = Date.now()
  for (const field of fields)
    await expect.poll(() => field.inputValue(), {timeout: MERGED_WITHIN_MS, interval: 25}).toBe(expected)
  return Date.now() - started
}

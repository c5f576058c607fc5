import type {Locator, Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  developerSessionOf,
  documentPane,
  openDocument,
  screenshot,
  serverDocument,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// The rich-text editor of the example blog's post Body in real Chromium, against the content
// server on SQLite: typing, a bold word with mod+b, a bulleted list two levels deep, a link,
// undo and redo, fullscreen, the stored portable text, Enter at a paragraph's start, pasted
// HTML and an inserted image block, and two browsers typing in one paragraph.
// Chromium runs on Linux here, where the editor's Mod key is Control.

let studio: BlogStudio
/** A token for reading documents back over the server's HTTP API. */
let token: string
let developerSession: Session

beforeAll(async () => {
  studio = await startBlogStudio('vellum-richtext-e2e-')
  token = studio.dev.server.tokens.add('viewer', 'rich text e2e: reads documents back')
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** How long a change may take to reach the server: one throttled commit and a round trip, on a busy machine. */
const COMMITTED = {timeout: 15_000}

type Block = {
  _key: string
  _type: string
  style?: string
  listItem?: string
  level?: number
  children: {_key: string; text: string; marks: string[]}[]
  markDefs: {_key: string; _type: string; href?: string}[]
}

/** The draft of post `id` as the server has it (null: none). */
const storedDraft = async (id: string): Promise<{body?: Block[]} | null> =>
  (await serverDocument(studio, token, `drafts.${id}`)) as {body?: Block[]} | null

/** Each stored block as `style list@level: text`, with marked spans as `[text|marks]`. */
function outline(body: Block[] | undefined): string[] {
  return (body ?? []).map((block) => {
    const links = new Map(block.markDefs.map((def) => [def._key, `link:${def.href ?? ''}`]))
    const text = block.children
      .map((child) =>
        child.marks.length > 0
          ? `[${child.text}|${child.marks.map((mark) => links.get(mark) ?? mark).join(',')}]`
          : child.text,
      )
      .join('')
    return `${block.style ?? '-'}${block.listItem ? ` ${block.listItem}@${block.level ?? 1}` : ''}: ${text}`
  })
}

/**
 * Lets the editor take a selection made with the keyboard: ProseMirror reads it on the
 * document's `selectionchange` event, which comes after the key events, so a key pressed at
 * once (Playwright sends them with no delay) would act on the selection before: Enter right
 * after End would replace the word still selected. A person is never that fast.
 */
async function selectionTaken(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** A paragraph block `key` holding `text` in one span (`${key}s`). */
const paragraph = (key: string, text: string) => ({
  _key: key,
  _type: 'block',
  style: 'normal',
  markDefs: [],
  children: [{_key: `${key}s`, _type: 'span', marks: [], text}],
})

async function seedPost(id: string, fields: Record<string, unknown>): Promise<void> {
  await studio.dev.server.lake.mutate('production', [
    {createOrReplace: {_id: `drafts.${id}`, _type: 'post', title: 'Rich text', ...fields}},
  ])
}

/** A page with the developer's session showing post `id`, and its Body editor. */
async function openBody(id: string): Promise<{page: Page; errors: string[]; editor: ReturnType<Page['locator']>}> {
  const editorOf = (pane: Locator) => pane.locator('.vellum-form-pt-content')
  const opened = await openDocument(studio, developerSession, {type: 'post', id, waitFor: editorOf, timeout: 30_000})
  return {...opened, editor: editorOf(documentPane(opened.page))}
}

/** Post `id` with paragraphs p1 and p2 ("First paragraph", "Second paragraph"), open, the caret at p2's start. */
async function atStartOfSecondParagraph(id: string): Promise<{page: Page; errors: string[]}> {
  await seedPost(id, {body: [paragraph('p1', 'First paragraph'), paragraph('p2', 'Second paragraph')]})
  const {page, errors, editor} = await openBody(id)
  await activate(page)
  await editor.locator('[data-key="p2"]').click()
  await page.keyboard.press('Home')
  await selectionTaken(page)
  return {page, errors}
}

/**
 * Activates a page's Body editor: a click on its click-to-activate overlay, which lies over an
 * editor not in use (so a wheel over it scrolls the page), puts the caret where it lands.
 */
async function activate(page: Page): Promise<void> {
  const overlay = documentPane(page).getByRole('button', {name: 'Click to activate'})
  await overlay.click()
  await overlay.waitFor({state: 'detached'})
}

/**
 * A post whose body is one paragraph (`p1`, one span of `text`), open in two browsers, each
 * editor activated; `paragraph` finds the paragraph in either.
 */
async function twoBrowsersOnOneParagraph(prefix: string, text: string) {
  const id = `${prefix}-${Date.now().toString(36)}`
  await seedPost(id, {
    body: [
      {
        _key: 'p1',
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [{_key: 's1', _type: 'span', text, marks: []}],
      },
    ],
  })
  const first = await openBody(id)
  const second = await openBody(id)
  await activate(first.page)
  await activate(second.page)
  const paragraph = (editor: typeof first.editor) => editor.locator('p[data-key="p1"]')
  return {id, first, second, paragraph}
}

/** Scrolls what the editor scrolls in (its nearest scrolling ancestor) to `fraction` of its height. */
async function scrollEditor(editor: Locator, fraction: number): Promise<void> {
  await editor.evaluate((element, fraction) => {
    let scroller = element.parentElement
    while (
      scroller &&
      !(scroller.scrollHeight > scroller.clientHeight && getComputedStyle(scroller).overflowY !== 'visible')
    )
      scroller = scroller.parentElement
    const target = scroller ?? document.scrollingElement!
    target.scrollTop = (target.scrollHeight - target.clientHeight) * fraction
  }, fraction)
}

describe('the rich-text editor', () => {
  it('types, bolds with mod+b, lists two levels deep, links, undoes and redoes, goes fullscreen; the draft has it', async () => {
    const id = `e2e-rich-${Date.now().toString(36)}`
    await seedPost(id, {})
    const {page, errors, editor} = await openBody(id)
    // Not in use yet: the overlay is over it, and the text takes no clicks.
    await expect(editor.getAttribute('tabindex')).resolves.toBe('-1')
    await activate(page)
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('Hello brave world')
    for (let index = 0; index < 'world'.length; index++) await page.keyboard.press('Shift+ArrowLeft')
    await selectionTaken(page)
    await page.keyboard.press('Control+b')
    await page.keyboard.press('End')
    await selectionTaken(page)
    await page.keyboard.press('Enter')
    await page.keyboard.type('First item')
    await page.getByRole('button', {name: 'Bulleted list'}).click()
    await page.keyboard.press('End')
    await selectionTaken(page)
    await page.keyboard.press('Enter')
    await page.keyboard.type('Nested item')
    await page.keyboard.press('Tab')
    // A link over "First".
    await editor.locator('[data-level="1"]').click()
    await page.keyboard.press('Home')
    for (let index = 0; index < 'First'.length; index++) await page.keyboard.press('Shift+ArrowRight')
    await selectionTaken(page)
    await page.getByRole('button', {name: 'Add Link'}).click()
    const url = page.getByRole('dialog', {name: 'Edit Link'}).getByLabel('URL')
    await url.fill('https://example.com/first')
    await url.press('Enter')

    await expect
      .poll(async () => outline((await storedDraft(id))?.body), COMMITTED)
      .toEqual([
        'normal: Hello brave [world|strong]',
        'normal bullet@1: [First|link:https://example.com/first] item',
        'normal bullet@2: Nested item',
      ])
    const nested = editor.locator('[data-level="2"]')
    await expect.poll(() => nested.evaluate((element) => getComputedStyle(element).display)).toBe('list-item')

    // Undo takes back the last typing, redo brings it back.
    await nested.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' again')
    await expect.poll(() => nested.textContent()).toBe('Nested item again')
    await page.keyboard.press('Control+z')
    await expect.poll(() => nested.textContent()).toBe('Nested item')
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => nested.textContent()).toBe('Nested item again')
    await expect
      .poll(async () => outline((await storedDraft(id))?.body).at(-1), COMMITTED)
      .toBe('normal bullet@2: Nested item again')

    // Fullscreen with Ctrl/Cmd+Enter, Escape leaves.
    await page.keyboard.press('Control+Enter')
    const root = page.locator('.vellum-form-pt[data-fullscreen]')
    await root.waitFor()
    const box = await root.boundingBox()
    expect(box).toMatchObject({x: 0, y: 0, width: 1280, height: 800})
    await screenshot(page, 'rich-text-fullscreen')
    await page.keyboard.press('Escape')
    await root.waitFor({state: 'detached'})
    await editor.locator('strong').first().click()
    await screenshot(page, 'rich-text')
    expect(errors).toEqual([])
  }, 120_000)

  it('opens an empty line before a paragraph on Enter at its start; the paragraph keeps its key and the caret', async () => {
    const id = `e2e-rich-enter-${Date.now().toString(36)}`
    const {page, errors} = await atStartOfSecondParagraph(id)
    await page.keyboard.press('Enter')
    await page.keyboard.type('Now the ')
    await expect
      .poll(async () => outline((await storedDraft(id))?.body), COMMITTED)
      .toEqual(['normal: First paragraph', 'normal: ', 'normal: Now the Second paragraph'])
    const body = (await storedDraft(id))!.body!
    // The new empty line has a key of its own (a random one, which may start with a "p" too).
    const keys = body.map((block) => block._key)
    expect([keys[0], keys[2]]).toEqual(['p1', 'p2'])
    expect(['p1', 'p2']).not.toContain(keys[1])
    await screenshot(page, 'rich-text-enter-at-start')
    expect(errors).toEqual([])
  }, 60_000)

  it('splits a paragraph on Enter, the bold span after the caret going whole into the new one', async () => {
    const id = `e2e-rich-split-${Date.now().toString(36)}`
    const bold = {_key: 'p1b', _type: 'span', marks: ['strong'], text: 'bold'}
    const first = paragraph('p1', 'First ')
    await seedPost(id, {body: [{...first, children: [...first.children, bold]}]})
    const {page, errors, editor} = await openBody(id)
    await activate(page)
    await editor.locator('[data-key="p1"]').click()
    await page.keyboard.press('Home')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await selectionTaken(page)
    // The split keeps p1's key on its first half; the bold span goes into the new paragraph
    // only while p1 has it, and leaves p1 once it is there.
    await page.keyboard.press('Enter')
    await page.keyboard.type('Then ')
    await expect
      .poll(async () => outline((await storedDraft(id))?.body), COMMITTED)
      .toEqual(['normal: Fir', 'normal: Then st [bold|strong]'])
    const body = (await storedDraft(id))!.body!
    expect(body[0]!._key).toBe('p1')
    expect(body[1]!.children.map((child) => child._key)).toContain('p1b')
    await screenshot(page, 'rich-text-split')
    expect(errors).toEqual([])
  }, 60_000)

  it('joins a paragraph into the one before on Backspace at its start, and empties the field on deleting everything', async () => {
    const id = `e2e-rich-join-${Date.now().toString(36)}`
    const {page, errors} = await atStartOfSecondParagraph(id)
    // The join moves p2's span into p1 only while p2 has it, and p2 goes once it is empty.
    await page.keyboard.press('Backspace')
    await page.keyboard.type(' and')
    await expect
      .poll(async () => outline((await storedDraft(id))?.body), COMMITTED)
      .toEqual(['normal: First paragraph andSecond paragraph'])
    expect((await storedDraft(id))!.body!.map((block) => block._key)).toEqual(['p1'])
    await screenshot(page, 'rich-text-join')
    // Deleting everything unsets the paragraph, then the field, which no longer holds a block.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Backspace')
    await expect.poll(async () => (await storedDraft(id))?.body, COMMITTED).toBeUndefined()
    expect(errors).toEqual([])
  }, 60_000)

  it('puts its toolbar on one scrolling line while the editor is narrower than 400 px, and wraps it again when wider', async () => {
    const id = `e2e-rich-narrow-${Date.now().toString(36)}`
    await seedPost(id, {body: [paragraph('p1', 'Narrow')]})
    const {page, errors} = await openBody(id)
    const root = documentPane(page).locator('.vellum-form-pt')
    const toolbarWraps = () =>
      root.locator('.vellum-form-pt-toolbar').evaluate((element) => getComputedStyle(element).flexWrap)
    expect(await root.getAttribute('data-narrow')).toBeNull()
    expect(await toolbarWraps()).toBe('wrap')
    await page.setViewportSize({width: 360, height: 800})
    await expect.poll(() => root.getAttribute('data-narrow')).toBe('true')
    expect(await toolbarWraps()).toBe('nowrap')
    await screenshot(page, 'rich-text-narrow-toolbar')
    await page.setViewportSize({width: 1280, height: 800})
    await expect.poll(() => root.getAttribute('data-narrow')).toBeNull()
    // Nor did re-rendering as the width changed upset the browser's resize observers (their
    // loop error shows as an uncaught error).
    expect(await page.getByText('Uncaught error').count()).toBe(0)
    expect(errors).toEqual([])
  }, 60_000)

  it('pastes HTML with a heading, a table and an image as what the schema allows, and inserts an image block', async () => {
    const id = `e2e-rich-paste-${Date.now().toString(36)}`
    await seedPost(id, {})
    const {page, errors, editor} = await openBody(id)
    await activate(page)
    // What a web page puts on the clipboard: the heading and the bold survive, the table's
    // cells become paragraphs, the image (which needs an upload) and the underline (not a
    // decorator of this field) do not.
    await editor.evaluate((element) => {
      const data = new DataTransfer()
      data.setData(
        'text/html',
        '<h2>Field notes</h2><table><tr><td>First cell</td><td>Second cell</td></tr></table>' +
          '<p><img src="https://example.com/bird.png" alt="A bird">After the <b>table</b> and <u>more</u></p>',
      )
      data.setData('text/plain', 'Field notes\nFirst cell\tSecond cell\nAfter the table and more')
      element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}))
    })
    await expect
      .poll(async () => outline((await storedDraft(id))?.body), COMMITTED)
      .toEqual([
        'h2: Field notes',
        'normal: First cell',
        'normal: Second cell',
        'normal: After the [table|strong] and more',
      ])

    // An image block from the insert menu, after the text.
    await page.getByRole('button', {name: 'Insert'}).click()
    await page.getByRole('menuitem', {name: /Image/}).click()
    await expect
      .poll(async () => (await storedDraft(id))?.body?.map((block) => block._type), COMMITTED)
      .toEqual(['block', 'block', 'block', 'block', 'image'])
    const image = (await storedDraft(id))!.body!.at(-1)!
    expect(image._key).toEqual(expect.any(String))
    expect(errors).toEqual([])
  }, 120_000)

  it('converges when two browsers type in the same paragraph at once', async () => {
    const {id, first, second, paragraph} = await twoBrowsersOnOneParagraph('e2e-rich-two', 'middle')
    await paragraph(first.editor).click()
    await first.page.keyboard.press('End')
    await paragraph(second.editor).click()
    await second.page.keyboard.press('Home')
    // Both type at once, a keystroke each in turn.
    for (const [left, right] of [
      ['A', '1'],
      ['B', '2'],
      ['C', '3'],
      ['D', '4'],
    ]) {
      await Promise.all([first.page.keyboard.type(left!), second.page.keyboard.type(right!)])
    }
    const expected = '1234middleABCD'
    await expect.poll(async () => outline((await storedDraft(id))?.body), COMMITTED).toEqual([`normal: ${expected}`])
    await expect.poll(() => paragraph(first.editor).textContent(), COMMITTED).toBe(expected)
    await expect.poll(() => paragraph(second.editor).textContent(), COMMITTED).toBe(expected)
    await screenshot(second.page, 'rich-text-two-browsers')
    expect([...first.errors, ...second.errors]).toEqual([])
  }, 120_000)

  it('keeps what one browser types at the end of a paragraph while the other bolds a word at its start', async () => {
    const {id, first, second, paragraph} = await twoBrowsersOnOneParagraph(
      'e2e-rich-bold-typing',
      'first word and the rest',
    )
    // The first selects "first"; the second puts the caret at the paragraph's end.
    await paragraph(first.editor).click()
    await first.page.keyboard.press('Home')
    for (let index = 0; index < 'first'.length; index++) await first.page.keyboard.press('Shift+ArrowRight')
    await selectionTaken(first.page)
    await paragraph(second.editor).click()
    await second.page.keyboard.press('End')
    await selectionTaken(second.page)
    // At once: the bold splits the span (its start keeps "first", a new span takes the rest),
    // and the typing patches the span's text; the typing stays, wherever the split lands first.
    await Promise.all([first.page.keyboard.press('ControlOrMeta+b'), second.page.keyboard.type('XYZ')])
    const expected = 'normal: [first|strong] word and the restXYZ'
    await expect.poll(async () => outline((await storedDraft(id))?.body), COMMITTED).toEqual([expected])
    const text = 'first word and the restXYZ'
    await expect.poll(() => paragraph(first.editor).textContent(), COMMITTED).toBe(text)
    await expect.poll(() => paragraph(second.editor).textContent(), COMMITTED).toBe(text)
    await expect.poll(() => paragraph(second.editor).locator('strong').textContent(), COMMITTED).toBe('first')
    await screenshot(second.page, 'rich-text-bold-while-typing')
    expect([...first.errors, ...second.errors]).toEqual([])
  }, 120_000)

  it('draws a long body around the caret and what is on screen: scrolled to its end, typed in, all selected and replaced', async () => {
    const id = `e2e-rich-long-${Date.now().toString(36)}`
    const count = 300
    await seedPost(id, {
      body: Array.from({length: count}, (_, index) => ({
        _key: `b${index}`,
        _type: 'block',
        style: index % 20 === 0 ? 'h2' : 'normal',
        markDefs: [],
        children: [{_key: `s${index}`, _type: 'span', text: `Paragraph ${index} of the long body.`, marks: []}],
      })),
    })
    const {page, errors, editor} = await openBody(id)
    await activate(page)
    // Far blocks are empty elements out of the layout: fewer elements than blocks are drawn.
    const drawn = () => editor.evaluate((element) => element.querySelectorAll('[data-key]').length)
    expect(await drawn()).toBeLessThan(count / 2)
    // Halfway down, what shows in the middle of the editor is a drawn paragraph, not a spacer.
    await scrollEditor(editor, 0.5)
    await expect
      .poll(() =>
        editor.evaluate((element) => {
          const rect = element.getBoundingClientRect()
          const hit = document.elementFromPoint(rect.left + 20, innerHeight / 2)
          return hit?.closest('[data-key]')?.textContent ?? hit?.className
        }),
      )
      .toMatch(/^Paragraph 1\d\d of the long body\.$/)
    await screenshot(page, 'rich-text-long-body-middle')
    // Scrolled to the end, the last paragraph is drawn where it shows, in the viewport.
    await scrollEditor(editor, 1)
    const last = editor.locator(`[data-key="b${count - 1}"]`)
    await expect.poll(() => last.textContent()).toBe(`Paragraph ${count - 1} of the long body.`)
    await expect
      .poll(() =>
        last.evaluate((element) => {
          const rect = element.getBoundingClientRect()
          const hit = document.elementFromPoint(rect.left + 5, rect.top + rect.height / 2)
          return rect.bottom <= innerHeight && rect.top >= 0 && !!hit && element.contains(hit)
        }),
      )
      .toBe(true)
    await screenshot(page, 'rich-text-long-body-end')
    await last.click()
    await page.keyboard.press('End')
    await selectionTaken(page)
    await page.keyboard.type(' The end.')
    await expect
      .poll(async () => outline((await storedDraft(id))?.body).at(-1), COMMITTED)
      .toBe(`normal: Paragraph ${count - 1} of the long body. The end.`)
    // To the start with Control+Home: the first block is drawn, and takes the typing.
    await page.keyboard.press('Control+Home')
    await selectionTaken(page)
    await page.keyboard.type('Start. ')
    await expect
      .poll(async () => outline((await storedDraft(id))?.body)[0], COMMITTED)
      .toBe('h2: Start. Paragraph 0 of the long body.')
    expect(await drawn()).toBeLessThan(count / 2)
    // Everything selected, drawn or not, and replaced by what is typed.
    await page.keyboard.press('Control+a')
    await selectionTaken(page)
    await page.keyboard.type('Only this.')
    await expect
      .poll(
        async () => (await storedDraft(id))?.body?.map((block) => block.children.map((child) => child.text)),
        COMMITTED,
      )
      .toEqual([['Only this.']])
    await expect.poll(() => editor.textContent()).toBe('Only this.')
    expect(errors).toEqual([])
  }, 120_000)
})

import {dirname} from 'node:path'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {ALL_DOCUMENTS_FILTER, UNPUBLISHED_DOCUMENTS_FILTER} from '../../src/lake'
import {saveCustomRole} from '../../src/server/grants/customRoles'
import {
  addLocalUser,
  developerSessionOf,
  documentPane,
  openDocument,
  screenshot,
  signInLocally,
  startBlogStudio,
  type BlogStudio,
  type Session,
} from './support/blogStudio'

// The reference input of the example blog in real Chromium, against the content server on
// SQLite: picking a post's author by typing part of the name, the post list's previews, which
// follow `author.name`, a category created from a post and strengthened when the post is
// published, opening a referenced document in a new tab, 'Create new' for a user who may not
// create the target type, a reference to a deleted document, and a post of the staging
// dataset linked from a cross-dataset reference field.

let studio: BlogStudio
let developerSession: Session

/** A custom role that writes post drafts only: it may read categories but not create them. */
const POST_WRITER = {
  name: 'post-writer',
  title: 'Post writer',
  grants: [
    {filter: ALL_DOCUMENTS_FILTER, permissions: ['read' as const]},
    {
      filter: `_type == "post" && (${UNPUBLISHED_DOCUMENTS_FILTER})`,
      permissions: ['create' as const, 'update' as const],
    },
  ],
}

beforeAll(async () => {
  studio = await startBlogStudio('vellum-references-e2e-')
  // Custom roles are read when the server starts: save the role in its data dir (the SQLite
  // file's folder) and start it again.
  const storage = studio.dev.server.lake.storage as unknown as {db: {name: string}}
  saveCustomRole(dirname(storage.db.name), POST_WRITER)
  await studio.dev.stopServer()
  await studio.dev.startServer()
  developerSession = await developerSessionOf(studio)
})

afterEach(() => studio?.closePages())

afterAll(() => studio?.close())

/** How long a change may take to reach the server: one throttled commit and a round trip. */
const COMMITTED = {timeout: 10_000}

async function draftOf(id: string): Promise<Record<string, unknown> | null> {
  const documents = await studio.dev.server.lake.getDocuments('production', [`drafts.${id}`])
  return (documents[0] as Record<string, unknown> | null | undefined) ?? null
}

describe('references', () => {
  it('picks an author by typing part of the name', async () => {
    const id = `e2e-ref-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [{create: {_id: id, _type: 'post', title: 'Untold stories'}}])
    const {page, errors} = await openDocument(studio, developerSession, {type: 'post', id})
    const pane = documentPane(page)
    // The author is in the Metadata group.
    await pane.getByRole('tab', {name: 'Metadata'}).click()
    const author = pane.getByRole('combobox', {name: 'Author'})
    await author.waitFor()
    await author.fill('lovel')
    const option = page.getByRole('option').filter({hasText: 'Ada Lovelace'})
    await option.waitFor()
    await author.press('ArrowDown')
    await author.press('Enter')
    await expect
      .poll(async () => (await draftOf(id))?.author, COMMITTED)
      .toEqual({_type: 'reference', _ref: 'author-ada'})
    await pane.getByText('Ada Lovelace').first().waitFor()
    expect(errors).toEqual([])
  })

  it('links a post in another dataset from a cross-dataset reference field', async () => {
    const id = `e2e-cdr-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [{create: {_id: id, _type: 'kitchenSink', title: 'Linked'}}])
    const {page, errors} = await openDocument(studio, developerSession, {type: 'kitchenSink', id})
    const pane = documentPane(page)
    const field = pane.getByRole('combobox', {name: 'Cross-dataset reference'})
    await field.waitFor()
    // The seeded staging dataset holds "A staged post".
    await field.fill('stag')
    await page.getByRole('option').filter({hasText: 'A staged post'}).waitFor()
    await field.press('ArrowDown')
    await field.press('Enter')
    await expect
      .poll(async () => (await draftOf(id))?.stagingPost, COMMITTED)
      .toMatchObject({_type: 'crossDatasetReference', _ref: 'post-staged', _dataset: 'staging'})
    await pane.getByText('A staged post').first().waitFor()
    await screenshot(page, 'cross-dataset-reference')
    expect(errors).toEqual([])
  })

  it('shows author names in the post list previews', async () => {
    const {page, errors} = await studio.openPage({storageState: developerSession})
    await page.goto(`${studio.dev.studioUrl}/production/structure/post`)
    const list = page.getByRole('list', {name: 'Post'})
    await list.locator('[data-document-id="post-analytical-engine"]').getByText('Ada Lovelace').waitFor()
    await list.locator('[data-document-id="post-first-bug"]').getByText('Grace Hopper').waitFor()
    expect(errors).toEqual([])
  })

  it('creates a category from the Categories field and strengthens the reference when the post is published', async () => {
    const id = `e2e-ref-create-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [{create: {_id: id, _type: 'post', title: 'Filed anew'}}])
    const {page, errors} = await openDocument(studio, developerSession, {type: 'post', id})
    const postPane = documentPane(page).first()
    await postPane.getByRole('tab', {name: 'Metadata'}).click()
    const categories = postPane.getByRole('group', {name: 'Categories'})
    await categories.getByRole('button', {name: 'Add item'}).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', {name: 'Create new'}).click()
    await page.getByRole('menuitem', {name: 'Category'}).click()
    // A weak reference marked to be strengthened, to the new document's id.
    // Add item puts an empty reference in the array first; the choice sets it.
    await expect
      .poll(async () => ((await draftOf(id))?.categories as Array<{_ref?: string}> | undefined)?.[0]?._ref, COMMITTED)
      .toBeDefined()
    const [item] = (await draftOf(id))!.categories as Array<Record<string, unknown>>
    expect(item).toMatchObject({_type: 'reference', _weak: true, _strengthenOnPublish: {type: 'category'}})
    const categoryId = item!._ref as string

    // The new category opens in a pane beside the post: fill it, publish it, come back.
    const categoryPane = documentPane(page).nth(1)
    const title = categoryPane.getByRole('textbox', {name: 'Title', exact: true})
    await title.waitFor()
    await screenshot(page, 'references-create-new-category')
    await title.fill('Analytical machines')
    const publishCategory = categoryPane.getByRole('group', {name: 'Document actions'}).getByRole('button', {
      name: 'Publish',
    })
    await expect.poll(() => publishCategory.isEnabled(), COMMITTED).toBe(true)
    await publishCategory.click()
    await expect
      .poll(async () => (await studio.dev.server.lake.getDocuments('production', [categoryId]))[0], COMMITTED)
      .toMatchObject({_type: 'category', title: 'Analytical machines'})

    // The item's dialog closed when the category opened; the row shows the category.
    expect(await dialog.count()).toBe(0)
    await categories.getByText('Analytical machines').waitFor()
    const publishPost = postPane.getByRole('group', {name: 'Document actions'}).getByRole('button', {name: 'Publish'})
    await expect.poll(() => publishPost.isEnabled(), COMMITTED).toBe(true)
    await publishPost.click()
    await expect
      .poll(
        async () =>
          ((await studio.dev.server.lake.getDocuments('production', [id]))[0] as Record<string, unknown> | null)
            ?.categories,
        COMMITTED,
      )
      .toEqual([{_key: item!._key, _type: 'reference', _ref: categoryId}])
    expect(errors).toEqual([])
  })

  it('opens a referenced document in a new tab through its edit intent', async () => {
    const id = `e2e-ref-tab-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [
      {create: {_id: id, _type: 'post', title: 'Tabbed', author: {_type: 'reference', _ref: 'author-ada'}}},
    ])
    const {page, errors} = await openDocument(studio, developerSession, {type: 'post', id})
    const pane = documentPane(page)
    await pane.getByRole('tab', {name: 'Metadata'}).click()
    await pane.getByText('Ada Lovelace').first().waitFor()
    await pane.getByRole('button', {name: 'Reference actions'}).click()
    const open = page.getByRole('menuitem', {name: 'Open in new tab'})
    await screenshot(page, 'references-menu')
    // The URL the item opens, as it asks for it (the studio then routes the intent to the editor).
    await page.evaluate(() => {
      const opened: unknown[] = []
      const open = window.open.bind(window)
      Object.assign(window, {openedUrls: opened})
      window.open = (url, ...rest) => {
        opened.push(String(url))
        return open(url, ...rest)
      }
    })
    const popup = page.context().waitForEvent('page')
    await open.click()
    const tab = await popup
    const [url] = await page.evaluate(() => (window as unknown as {openedUrls: string[]}).openedUrls)
    expect(decodeURIComponent(new URL(url!, page.url()).pathname)).toMatch(
      /\/intent\/edit\/id=author-ada;type=author\/?$/,
    )
    await documentPane(tab).getByRole('textbox', {name: 'Name', exact: true}).waitFor()
    await expect
      .poll(() => documentPane(tab).getByRole('textbox', {name: 'Name', exact: true}).inputValue())
      .toBe('Ada Lovelace')
    expect(errors).toEqual([])
  })

  it("disables 'Create new' with the reason for a user who may not create the target type", async () => {
    const id = `e2e-ref-perm-${Date.now().toString(36)}`
    await studio.dev.server.lake.mutate('production', [{create: {_id: id, _type: 'post', title: 'No new topics'}}])
    const user = await addLocalUser(studio, 'Paula Postwriter', [POST_WRITER.name])
    const {page, errors} = await studio.openPage()
    await signInLocally(page, studio.dev.studioUrl, user.email, `/production/structure/post/${id}`)
    const pane = documentPane(page)
    await pane.getByRole('tab', {name: 'Metadata'}).click()
    await pane.getByRole('group', {name: 'Categories'}).getByRole('button', {name: 'Add item'}).click()
    const dialog = page.getByRole('dialog')
    const create = dialog.getByRole('button', {name: 'Create new'})
    await create.waitFor()
    await expect.poll(() => create.isDisabled()).toBe(true)
    await create.locator('xpath=..').hover()
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toBe('You don’t have permission to create a new “Category” document')
    await screenshot(page, 'references-create-no-permission')
    expect(errors).toEqual([])
  })

  it('shows a reference to a deleted document as nonexistent, with a button that removes it', async () => {
    const stamp = Date.now().toString(36)
    const id = `e2e-ref-gone-${stamp}`
    const authorId = `e2e-author-gone-${stamp}`
    await studio.dev.server.lake.mutate('production', [
      {create: {_id: authorId, _type: 'author', name: 'Gone Author'}},
      {
        create: {
          _id: `drafts.${id}`,
          _type: 'post',
          title: 'Orphaned',
          author: {_type: 'reference', _ref: authorId, _weak: true},
        },
      },
    ])
    await studio.dev.server.lake.mutate('production', [{delete: {id: authorId}}])
    const {page, errors} = await openDocument(studio, developerSession, {type: 'post', id})
    const pane = documentPane(page)
    await pane.getByRole('tab', {name: 'Metadata'}).click()
    await pane.getByText('Nonexistent document reference').waitFor()
    await pane.getByText(`ID: ${authorId}`, {exact: false}).waitFor()
    await screenshot(page, 'references-not-found')
    await pane.getByRole('button', {name: 'Remove reference'}).click()
    await expect.poll(async () => (await draftOf(id))?.author, COMMITTED).toBeUndefined()
    await pane.getByRole('combobox', {name: 'Author'}).waitFor()
    expect(errors).toEqual([])
  })
})

// What the check does in the hosted studio, in Chromium: list, open, type, publish, reload —
// each step confirmed on the page and, for saves, on the server.
import type {Page} from 'playwright-core'

/** How the scenario reads the server's copy of a document (null when it does not exist). */
export type ReadDocument = (id: string) => Promise<Record<string, unknown> | null>

/** One step's name and how long it took. */
export interface StepTiming {
  step: string
  ms: number
}

/** Documents the server is seeded with; the list must show every post. */
export const SEEDED_POSTS = [
  {_id: 'post-hosted-1', _type: 'post', title: 'First seeded post'},
  {_id: 'post-hosted-2', _type: 'post', title: 'Second seeded post'},
  {_id: 'post-hosted-3', _type: 'post', title: 'Third seeded post'},
]
export const SEEDED_AUTHOR = {_id: 'author-hosted-1', _type: 'author', name: 'Ada Lovelace'}

const STEP_TIMEOUT_MS = 60_000
const TYPED = ' (edited in the hosted studio)'

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Runs the scenario on a page whose studio is signed in, starting at `studioUrl`; returns the
 * timings of its steps. Throws at the first step that does not happen, naming it.
 */
export async function runStudioScenario(page: Page, studioUrl: string, read: ReadDocument): Promise<StepTiming[]> {
  const timings: StepTiming[] = []
  const step = async (name: string, run: () => Promise<void>) => {
    const started = Date.now()
    try {
      await run()
    } catch (error) {
      // What the server holds and which saves it was sent: what a stuck step needs explained.
      const documents = await Promise.all([first!._id, `drafts.${first!._id}`].map((id) => read(id).catch(String)))
      throw new Error(
        `Step "${name}" failed: ${error instanceof Error ? error.message : String(error)}\n` +
          `  saves sent (POST /data/actions): ${actionLog.join('; ') || 'none'}\n` +
          `  on the server: ${JSON.stringify(documents)}`,
        {cause: error},
      )
    }
    timings.push({step: name, ms: Date.now() - started})
  }
  const [first] = SEEDED_POSTS
  const edited = `${first!.title}${TYPED}`
  // The action types of the studio's saves (POST /data/actions/{dataset}) that the server
  // accepted: typing must save through `….edit` and publishing through `….publish`.
  const savedActions: string[] = []
  // Every save request: its action types (short) and status, in order.
  const actionLog: string[] = []
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.includes('/data/actions/')) return
    void request.response().then((response) => {
      const body = request.postDataJSON() as {actions?: Array<{actionType?: string}>} | null
      const types = (body?.actions ?? []).map((action) => action.actionType ?? '?')
      actionLog.push(
        `${types.map((type) => type.replace('sanity.action.document.', '')).join('+')} → ${response?.status()}`,
      )
      if (!response || response.status() >= 400) return
      savedActions.push(...types)
    })
  })
  const sawAction = (type: string) =>
    waitFor(`an accepted ${type} action`, async () => (savedActions.includes(type) ? true : undefined))

  await step('the document list shows the seeded posts', async () => {
    await page.goto(`${studioUrl}/structure/post`)
    for (const post of SEEDED_POSTS) await page.getByText(post.title).first().waitFor({timeout: STEP_TIMEOUT_MS})
  })

  await step('a document opens', async () => {
    const item = page.getByText(first!.title).first()
    // The studio's lists (its CommandList) keep a transparent overlay (`aria-hidden`,
    // `data-enabled="true"`) over their items until the pointer moves or wheels over the list,
    // so a resting pointer does not fight keyboard navigation. A user's pointer always moves
    // there before clicking; Playwright's click checks what is under the point before moving,
    // so move it first, as a user does (the click itself is not forced).
    const box = await item.boundingBox()
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 2})
    await item.click()
    const title = page.locator('[data-testid="string-input"]').first()
    await title.waitFor({timeout: STEP_TIMEOUT_MS})
    await waitFor('the title field to show the seeded title', async () =>
      (await title.inputValue()) === first!.title ? true : undefined,
    )
  })

  await step('typing commits a draft to the server', async () => {
    const title = page.locator('[data-testid="string-input"]').first()
    await title.click()
    await title.press('End')
    await title.pressSequentially(TYPED, {delay: 20})
    await waitFor(`drafts.${first!._id} with the typed title on the server`, async () =>
      (await read(`drafts.${first!._id}`))?.title === edited ? true : undefined,
    )
    await sawAction('sanity.action.document.edit')
  })

  await step('publish publishes', async () => {
    const publish = page.locator('[data-testid="action-publish"]')
    await waitFor('the publish button to be enabled', async () => ((await publish.isEnabled()) ? true : undefined))
    await publish.click()
    await waitFor(`${first!._id} published with the typed title and its draft gone`, async () => {
      const published = await read(first!._id)
      const draft = await read(`drafts.${first!._id}`)
      return published?.title === edited && draft === null ? true : undefined
    })
    await sawAction('sanity.action.document.publish')
  })

  await step('a reload shows the change', async () => {
    await page.reload()
    const title = page.locator('[data-testid="string-input"]').first()
    await title.waitFor({timeout: STEP_TIMEOUT_MS})
    await waitFor('the reloaded title field to show the published title', async () =>
      (await title.inputValue()) === edited ? true : undefined,
    )
    await page.getByText(edited).first().waitFor({timeout: STEP_TIMEOUT_MS})
  })

  return timings
}

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {createPreviewStore, PREVIEW_REQUEST_TAGS, type PreviewState} from '../../../src/store/preview'
import {recordEvents, type RecordedEvents} from '../../client/support/recordEvents'
import {countingClient} from './support/storeTransports'

// Issue 20's performance promise, counted on a real in-process lake: a list of 500 posts whose
// preview follows `author.name` renders its visible rows with batched preview queries (one per
// level the preview follows), not one query per row, and renaming an author refetches the
// author once, not every row that shows the name.

const POSTS = 500
const AUTHORS = 25
/** The rows a document list shows at once (a pane ~800 px tall, 57 px rows, plus overscan). */
const VISIBLE_ROWS = 40

const schema = createSchema([
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'post',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string'}),
      defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
    ],
    preview: {select: {title: 'title', subtitle: 'author.name'}},
  }),
])

const postId = (index: number) => `post-${String(index).padStart(3, '0')}`
const authorId = (index: number) => `author-${String(index).padStart(2, '0')}`
const authorOf = (post: number) => post % AUTHORS
const resolved = (state: PreviewState) => state.isLoading !== true

let lake: Lake
const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

beforeAll(async () => {
  lake = createLake({storage: memoryStorage(), datasets: ['production']})
  const client = createInProcessClient({lake, ...config})
  await client.mutate([
    ...Array.from({length: AUTHORS}, (_, i) => ({create: {_id: authorId(i), _type: 'author', name: `Author ${i}`}})),
    ...Array.from({length: POSTS}, (_, i) => ({
      create: {
        _id: postId(i),
        _type: 'post',
        title: `Post ${i}`,
        author: {_type: 'reference', _ref: authorId(authorOf(i))},
      },
    })),
  ])
})

afterAll(() => lake.close())

/** The list's rows from `from` (inclusive) to `to` (exclusive), each subscribed to its document's preview. */
function renderRows(store: ReturnType<typeof createPreviewStore>, from: number, to: number) {
  return Array.from({length: to - from}, (_, i) => recordEvents(store.observeDocumentPreview(postId(from + i))))
}

async function subtitles(rows: RecordedEvents<PreviewState>[]): Promise<unknown[]> {
  const states = await Promise.all(rows.map((row) => row.next(resolved)))
  return states.map((state) => state.snapshot?.subtitle)
}

describe('a list of 500 posts whose preview follows author.name', () => {
  it('renders its visible rows with one batched preview query per level, not one per row', async () => {
    const counting = countingClient(createInProcessClient({lake, ...config}))
    const store = createPreviewStore({client: counting.client, schema})
    const previewQueries = () => counting.callsOf('fetch', PREVIEW_REQUEST_TAGS.documentPaths)

    const visible = renderRows(store, 0, VISIBLE_ROWS)
    expect(await subtitles(visible)).toEqual(visible.map((_, i) => `Author ${authorOf(i)}`))
    // The posts, then their authors: two queries for forty rows.
    expect(previewQueries()).toHaveLength(2)
    // Types come from one batched lookup at most; nothing else is fetched per row.
    expect(counting.callsOf('fetch').length).toBeLessThanOrEqual(3)
    expect(counting.callsOf('getDocuments')).toHaveLength(0)

    // Scrolling to the end: the next window costs the same two queries.
    const end = renderRows(store, POSTS - VISIBLE_ROWS, POSTS)
    expect(await subtitles(end)).toEqual(end.map((_, i) => `Author ${authorOf(POSTS - VISIBLE_ROWS + i)}`))
    expect(previewQueries().length).toBeLessThanOrEqual(4)

    // Renaming an author updates every visible row that shows the name, from one refetch of
    // the author, not of the rows.
    const before = previewQueries().length
    await createInProcessClient({lake, ...config}).mutate([{patch: {id: authorId(3), set: {name: 'Ada Lovelace'}}}])
    const showing = visible.filter((_, i) => authorOf(i) === 3)
    expect(showing.length).toBeGreaterThan(0)
    await Promise.all(showing.map((row) => row.next((state) => state.snapshot?.subtitle === 'Ada Lovelace')))
    const refetches = previewQueries().slice(before)
    expect(refetches).toHaveLength(1)
    expect(Object.values(refetches[0]!.params ?? {}).flat()).toContain(authorId(3))

    for (const row of [...visible, ...end]) row.unsubscribe()
  })
})

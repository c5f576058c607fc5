import type {Subscription} from 'rxjs'
import {getDraftId} from '../../../document'
import {listenQuery, type VellumClient} from '../../../store'
import {documentListQueries, type DocumentListQueries, type DocumentListQuery} from './documentListQuery'

/** How many documents one page fetch asks for. */
export const DOCUMENT_LIST_PAGE_SIZE = 50

/** The request tag of a document list's queries. */
export const DOCUMENT_LIST_TAG = 'structure.document-list'

/** One document of a list: its published id and type, and which of its versions exist. */
export interface DocumentListRow {
  /** The published id. */
  id: string
  type: string
  hasDraft: boolean
  hasPublished: boolean
}

/**
 * A document's publishing status: a draft only reads as `unpublished`,
 * a published document with a draft as `edited`, a published one alone as `published`.
 */
export type DocumentStatus = 'published' | 'edited' | 'unpublished'

/** The {@link DocumentStatus} of a row. */
export function documentStatus(row: Pick<DocumentListRow, 'hasDraft' | 'hasPublished'>): DocumentStatus {
  if (!row.hasPublished) return 'unpublished'
  return row.hasDraft ? 'edited' : 'published'
}

/** What a document list shows at one moment. */
export interface DocumentListSnapshot {
  /** How many documents match; null until first counted. */
  total: number | null
  /** The loaded pages by page number; a page stays until a newer fetch of it replaces it. */
  pages: ReadonlyMap<number, readonly DocumentListRow[]>
  pageSize: number
  /** Why the list could not be loaded; null when it could. */
  error: unknown
  /** True from a change of query (another ordering, a search) until the new query is counted: the rows are still the old query's. */
  pending: boolean
}

/** A live, paged document list (see {@link createDocumentListStore}). */
export interface DocumentListStore {
  /** Starts listening on the first subscriber (once there is a query) and stops after the last; returns the teardown. */
  subscribe(listener: () => void): () => void
  getSnapshot(): DocumentListSnapshot
  /**
   * Lists something else (another ordering, a search). The rows shown stay until the new query
   * answers, so the list does not flash empty; a query equal to the current one does nothing.
   * @throws Error for a sort or search field that is not a plain field path.
   */
  setQuery(query: DocumentListQuery): void
  /** Tells which rows are on screen (inclusive indexes), so their pages are fetched. */
  setVisibleRange(start: number, end: number): void
  /** Starts over after an error. */
  retry(): void
}

/** Options of {@link createDocumentListStore}. */
export interface DocumentListStoreOptions {
  client: VellumClient
  /** What to list; nothing is fetched until there is a query (see {@link DocumentListStore.setQuery}). */
  query?: DocumentListQuery
  pageSize?: number
  /** The listen query's refetch throttle in ms (its default of 1000 when left out). */
  throttleTime?: number
}

/** The row at `index` of a snapshot, when its page is loaded. */
export function rowAt(snapshot: DocumentListSnapshot, index: number): DocumentListRow | undefined {
  return snapshot.pages.get(Math.floor(index / snapshot.pageSize))?.[index % snapshot.pageSize]
}

/**
 * A document list that pages: it counts the matching documents live (a listen query on the
 * list's filter, refetched after each change, throttled) and fetches only the pages of rows on
 * screen, `pageSize` ids at a time, with which of each document's versions exist. After each
 * change the pages on screen are fetched again (the old rows stay until the new ones arrive),
 * so documents appear, disappear and move live; pages scrolled far away are dropped. Previews
 * are not part of it: rows carry ids, and each visible row observes its own preview.
 *
 * @throws RangeError for a page size that is not a positive integer, and Error for a query
 *   sorting or searching by something other than field paths.
 */
export function createDocumentListStore(options: DocumentListStoreOptions): DocumentListStore {
  const {client} = options
  const pageSize = options.pageSize ?? DOCUMENT_LIST_PAGE_SIZE
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`A document list page size must be a positive integer, not ${pageSize}`)
  let queries: DocumentListQueries | null = options.query ? documentListQueries(options.query) : null
  let queryKey = options.query ? JSON.stringify(options.query) : null
  const listeners = new Set<() => void>()
  let snapshot: DocumentListSnapshot = {total: null, pages: new Map(), pageSize, error: null, pending: false}
  let subscription: Subscription | null = null
  let visible = {first: 0, last: 0}
  // Each count starts a generation; a page is fetched at most once per generation, and only
  // the answer of its latest fetch is shown (an older one arriving late never replaces it).
  let generation = 0
  const fetchedIn = new Map<number, number>()

  const update = (patch: Partial<DocumentListSnapshot>) => {
    snapshot = {...snapshot, ...patch}
    for (const listener of [...listeners]) listener()
  }

  const wantedPages = (): number[] => {
    const {total} = snapshot
    if (total === null || total === 0) return []
    const lastPage = Math.floor((total - 1) / pageSize)
    const pages: number[] = []
    for (let page = Math.max(0, visible.first - 1); page <= Math.min(lastPage, visible.last + 1); page++)
      pages.push(page)
    return pages
  }

  const fetchPage = async (current: DocumentListQueries, page: number) => {
    const start = page * pageSize
    const found = await client.fetch<Array<{_id: string; _type: string}>>(
      current.page(start, start + pageSize),
      current.params,
      {perspective: 'drafts', tag: DOCUMENT_LIST_TAG},
    )
    const ids = found.flatMap((row) => [row._id, getDraftId(row._id)])
    const existing = new Set(
      ids.length === 0
        ? []
        : await client.fetch<string[]>('*[_id in $ids]._id', {ids}, {perspective: 'raw', tag: DOCUMENT_LIST_TAG}),
    )
    return found.map((row): DocumentListRow => {
      const hasDraft = existing.has(getDraftId(row._id))
      // A version deleted between the two queries still was there a moment ago.
      return {id: row._id, type: row._type, hasDraft, hasPublished: existing.has(row._id) || !hasDraft}
    })
  }

  const loadPages = () => {
    if (!subscription || !queries) return
    const wanted = wantedPages()
    const current = generation
    for (const page of wanted) {
      if (fetchedIn.get(page) === current) continue
      fetchedIn.set(page, current)
      fetchPage(queries, page).then(
        (rows) => {
          // Dropped meanwhile (scrolled away, stopped, another query), or fetched again since.
          if (!subscription || fetchedIn.get(page) !== current) return
          const pages = new Map(snapshot.pages)
          pages.set(page, rows)
          update({pages})
        },
        (error: unknown) => {
          if (current === generation && subscription) update({error})
        },
      )
    }
    // Pages far from the screen are dropped; they are fetched again when scrolled back to.
    const keep = new Set(wanted)
    if ([...snapshot.pages.keys()].some((page) => !keep.has(page))) {
      update({pages: new Map([...snapshot.pages].filter(([page]) => keep.has(page)))})
      for (const page of [...fetchedIn.keys()]) if (!keep.has(page)) fetchedIn.delete(page)
    }
  }

  const start = () => {
    if (!queries) return
    subscription = listenQuery<number>(client, {fetch: queries.count, listen: queries.listen}, queries.params, {
      perspective: 'drafts',
      tag: DOCUMENT_LIST_TAG,
      ...(options.throttleTime === undefined ? {} : {throttleTime: options.throttleTime}),
    }).subscribe({
      next: (total) => {
        generation++
        update({total, error: null, pending: false})
        loadPages()
      },
      error: (error: unknown) => update({error, pending: false}),
    })
  }

  const stop = () => {
    subscription?.unsubscribe()
    subscription = null
    fetchedIn.clear()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) start()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) stop()
      }
    },
    getSnapshot: () => snapshot,
    setQuery(query) {
      const key = JSON.stringify(query)
      if (key === queryKey) return
      queries = documentListQueries(query)
      queryKey = key
      const listening = subscription !== null || listeners.size > 0
      stop()
      update({error: null, pending: snapshot.total !== null})
      if (listening) start()
    },
    setVisibleRange(first, last) {
      const next = {first: Math.floor(Math.max(0, first) / pageSize), last: Math.floor(Math.max(0, last) / pageSize)}
      if (next.first === visible.first && next.last === visible.last) return
      visible = next
      loadPages()
    },
    retry() {
      stop()
      update({total: null, pages: new Map(), error: null, pending: false})
      if (listeners.size > 0) start()
    },
  }
}

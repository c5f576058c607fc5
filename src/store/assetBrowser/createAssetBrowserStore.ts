import {catchError, filter, firstValueFrom, map, of, timeout, type Observable} from 'rxjs'
import {ClientError, REQUEST_TAGS, type VellumClient} from '../../client'
import type {ContentDocument} from '../../types'
import {listenQuery} from '../listenQuery'
import type {PreviewStore} from '../preview'
import {assetListQuery, type AssetListQueryRequest} from './assetListQuery'

/** At most this many documents referring to an asset are read: one more than are shown, to tell there are more. */
export const REFERRING_DOCUMENTS_CAP = 101

/** How long a referring document's title is waited for before it is listed by id alone. */
const TITLE_WAIT_MS = 5000

/**
 * An asset document as the browser lists it.
 * @beta
 */
export type ListedAsset = ContentDocument & {
  url?: string
  originalFilename?: string
  mimeType?: string
  extension?: string
  size?: number
  metadata?: {dimensions?: {width: number; height: number; aspectRatio?: number} | null}
}

/**
 * A document using an asset: its id, type and (when a preview store is given) preview title.
 * @beta
 */
export interface AssetReferrer {
  /** The referring document's id. */
  _id: string
  /** The referring document's type. */
  _type: string
  /** The document's preview title; absent without a preview store or when it has none. */
  title?: string
}

/**
 * Options of {@link createAssetBrowserStore}.
 * @beta
 */
export interface AssetBrowserStoreOptions {
  /** The client whose queries, listeners and mutations reach the assets. */
  client: VellumClient
  /** Titles the documents that use an asset; without it they are listed by id. */
  previews?: Pick<PreviewStore, 'observeDocumentPreview'>
}

/**
 * The asset browser's data: the assets, live; the documents using one; deleting one.
 * @beta
 */
export interface AssetBrowserStore {
  /**
   * The first `limit` assets of a kind accepted by `accept`, newest first, live (a listen query:
   * refetched after changes, at most once a second; tags `asset.image-list` / `asset.file-list`).
   */
  listAssets(request: AssetListQueryRequest): Observable<ListedAsset[]>
  /** The documents referencing the asset, drafts included, at most {@link REFERRING_DOCUMENTS_CAP} (tag `use-referring-documents`). */
  referringDocuments(assetId: string): Promise<AssetReferrer[]>
  /**
   * Deletes the asset document; the server removes its file, and refuses while documents use
   * it — then this rejects with an Error whose message is the server's reason.
   */
  deleteAsset(assetId: string): Promise<void>
}

/**
 * Creates the asset browser's store over a client: the asset list, the documents referring
 * to an asset, and deleting one. The studio hands it to forms as `FormServices.assetBrowser`.
 *
 * @example
 * ```ts
 * const assets = createAssetBrowserStore({client, previews})
 * assets.listAssets({assetType: 'image', accept: 'image/*', limit: 200}).subscribe(render)
 * ```
 * @beta
 */
export function createAssetBrowserStore({client, previews}: AssetBrowserStoreOptions): AssetBrowserStore {
  const titleOf = async (id: string): Promise<string | undefined> => {
    if (!previews) return undefined
    try {
      const preview$ = previews.observeDocumentPreview(id).pipe(
        filter((state) => !state.isLoading),
        map((state) => state.snapshot?.title),
        timeout(TITLE_WAIT_MS),
        catchError(() => of(undefined)),
      )
      const title = await firstValueFrom(preview$, {defaultValue: undefined})
      return typeof title === 'string' || typeof title === 'number' ? String(title) : undefined
    } catch {
      // No preview for this type (or no schema): the id will do.
      return undefined
    }
  }
  return {
    listAssets: (request) => {
      const {fetch, listen, params} = assetListQuery(request)
      const tag = request.assetType === 'image' ? REQUEST_TAGS.assetImageList : REQUEST_TAGS.assetFileList
      // The browser was just opened: its first page is fetched while the listener connects.
      return listenQuery<ListedAsset[]>(client, {fetch, listen}, params, {tag, perspective: 'raw', fetchAtOnce: true})
    },
    referringDocuments: async (assetId) => {
      const documents = await client.fetch<Array<{_id: string; _type: string}>>(
        `*[references($id)] | order(_updatedAt desc) [0...${REFERRING_DOCUMENTS_CAP}] {_id, _type}`,
        {id: assetId},
        {tag: REQUEST_TAGS.useReferringDocuments, perspective: 'raw'},
      )
      return Promise.all(
        documents.map(async (document) => {
          const title = await titleOf(document._id)
          return title === undefined ? document : {...document, title}
        }),
      )
    },
    deleteAsset: async (assetId) => {
      try {
        await client.mutate([{delete: {id: assetId}}], {visibility: 'sync'})
      } catch (error) {
        // A refused delete says why per mutation ("… is referenced by …"): that is the reason to show.
        const reasons =
          error instanceof ClientError ? (error.details?.items ?? []).map((item) => item.error.description) : []
        throw reasons.length > 0 ? new Error(reasons.join('\n'), {cause: error}) : error
      }
    },
  }
}

import type {AssetDocument, AssetKind, Subscribable} from '../upload/FormAssetServices'

/** The page size of the asset browser: 'Load more' asks for this many more, and hides once a page comes back shorter. */
export const ASSET_PAGE_SIZE = 200

/** At most this many documents referring to an asset are asked for. */
export const REFERRING_DOCUMENTS_LIMIT = 101

/**
 * An asset as the browser lists it: the asset document's fields the list shows.
 * @beta
 */
export interface BrowsedAsset extends AssetDocument {
  /** When the asset was uploaded (ISO). */
  _createdAt?: string
  /** When the asset document last changed (ISO); the list is newest first by it. */
  _updatedAt?: string
}

/**
 * What the browser asks for: assets of a kind, filtered by the field's `accept`, the first `limit` of them.
 * @beta
 */
export interface AssetListRequest {
  /** Which assets: `image` (`sanity.imageAsset`) or `file` (`sanity.fileAsset`). */
  assetType: AssetKind
  /** The field's `accept` option (`image/*`, `.pdf`, `application/pdf`, comma-separated); empty: every asset of the kind. */
  accept?: string
  /** How many, newest first: a multiple of {@link ASSET_PAGE_SIZE} ('Load more' asks for the next page). */
  limit: number
}

/**
 * A document that uses an asset, as the usage and delete dialogs list it.
 * @beta
 */
export interface ReferringDocument {
  /** The document's id; drafts are listed too, under their `drafts.` id. */
  _id: string
  /** The document's type name. */
  _type: string
  /** Its preview title, when known. */
  title?: string
}

/**
 * What the asset browser needs from the host (`FormServices.assetBrowser`): the assets, live;
 * the documents using one; and deleting one. The studio gives one built on the workspace's
 * client (`createAssetBrowserServices` in the structure tool).
 * @beta
 */
export interface AssetBrowserServices {
  /**
   * The first `limit` assets of a kind accepted by `accept`, newest first, live: the list
   * again whenever assets change (request tags `asset.image-list` / `asset.file-list`,
   * refreshed by a listen query throttled to 1000 ms).
   */
  listAssets(request: AssetListRequest): Subscribable<BrowsedAsset[]>
  /**
   * The documents that reference the asset, at most {@link REFERRING_DOCUMENTS_LIMIT}, drafts
   * included (request tag `use-referring-documents`).
   */
  referringDocuments(assetId: string): Promise<ReferringDocument[]>
  /** Deletes the asset document (and so its file); rejects with the server's reason when it cannot. */
  deleteAsset(assetId: string): Promise<void>
}

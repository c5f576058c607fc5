import type {ContentDocument} from '../types'

export type {AssetKind} from '../types'

/**
 * The bytes of an upload.
 * @public
 */
export type UploadBody = Blob | ArrayBuffer | Uint8Array

/**
 * Image metadata the server can extract besides dimensions; `none` asks for nothing optional.
 * @public
 */
export type AssetMetadataKind = 'blurhash' | 'lqip' | 'palette' | 'location' | 'exif' | 'image' | 'none'

/**
 * Where an asset came from, stored as its document's `source`.
 * @public
 */
export interface AssetSourceInfo {
  /** The source's name, e.g. `unsplash`; required. */
  name: string
  /** The asset's id at the source. */
  id?: string
  /** The asset's page or file at the source. */
  url?: string
}

/**
 * Options of {@link VellumClient.uploadAsset}.
 * @public
 */
export interface UploadAssetOptions {
  /** The file name; kept as `originalFilename` unless `preserveFilename` is false. */
  filename?: string
  /** The MIME type sent as `Content-Type` (default: the Blob's type, else `application/octet-stream`). */
  contentType?: string
  /** A short label for the asset, stored as its document's `label`. */
  label?: string
  /** The asset's title, stored on its document. */
  title?: string
  /** A description of the asset, stored on its document. */
  description?: string
  /** Who to credit for the asset (photographer, agency), stored as its document's `creditLine`. */
  creditLine?: string
  /** Where the asset came from (e.g. a stock photo library), stored as its document's `source`. */
  source?: AssetSourceInfo
  /** Which image metadata to extract (default: blurhash, lqip, palette); `[]` asks for none. */
  extract?: AssetMetadataKind[]
  /** Store `filename` as the document's `originalFilename` (default true). */
  preserveFilename?: boolean
  /** The request tag (default {@link REQUEST_TAGS}.assetUpload, `asset.upload`). */
  tag?: string
}

/**
 * Bytes handed to the network so far, as a percentage of the file.
 * @public
 */
export interface UploadProgressEvent {
  /** Tells this event from the response. */
  type: 'progress'
  /** How much of the file is sent, from 0 to 100. */
  percent: number
  /** Bytes sent so far. */
  loaded: number
  /** The file's size in bytes. */
  total: number
}

/**
 * The upload finished: the asset document (a new one, or the existing one for the same bytes).
 * @public
 */
export interface UploadResponseEvent {
  /** Tells this event from the progress events. */
  type: 'response'
  /** The asset document (`sanity.imageAsset` or `sanity.fileAsset`). */
  document: ContentDocument
}

/**
 * What {@link VellumClient.uploadAsset} emits: progress events, then one response.
 * @public
 */
export type UploadEvent = UploadProgressEvent | UploadResponseEvent

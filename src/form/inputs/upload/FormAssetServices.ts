import type {ComponentType} from 'react'
import type {AssetKind} from '../../../types'

export type {AssetKind} from '../../../types'

/**
 * Image metadata as the server extracts it (the asset document's `metadata`).
 * @beta
 */
export interface AssetMetadata {
  /** Null when a projection asked for it and the asset has none. */
  dimensions?: {width: number; height: number; aspectRatio?: number} | null
  /** A tiny base64 `data:` image to show while the real one loads. */
  lqip?: string
  /** The same as a BlurHash string. */
  blurHash?: string
  /**
   * Colour swatches by name (`dominant`, `vibrant`, `darkMuted`, …): a `#rrggbb` background, the
   * body (`foreground`) and `title` text colours that read on it, and its share of the pixels in percent.
   */
  palette?: Record<string, {background?: string; foreground?: string; population?: number; title?: string} | undefined>
  /** Whether the image has an alpha channel, whether or not any pixel uses it. */
  hasAlpha?: boolean
  /** Whether no pixel is even partly transparent. */
  isOpaque?: boolean
  /** The GPS position from the image's EXIF data, when it has one and it was extracted. */
  location?: {lat: number; lng: number; alt?: number}
}

/**
 * An asset document (`sanity.imageAsset` or `sanity.fileAsset`), as the inputs read it.
 * @beta
 */
export interface AssetDocument {
  /** The asset id, e.g. `image-<sha1>-640x480-png` or `file-<sha1>-pdf`. */
  _id: string
  /** `sanity.imageAsset` or `sanity.fileAsset`. */
  _type: string
  /** Where the file is served; for an in-process lake, a `data:` or `blob:` URL. */
  url?: string
  /** The uploaded file's name, when it was kept. */
  originalFilename?: string
  /** The file's MIME type, e.g. `image/png`. */
  mimeType?: string
  /** The file name extension, without the dot, e.g. `png`. */
  extension?: string
  /** The file's size in bytes. */
  size?: number
  /** The SHA-1 hash of the file's bytes, in hex; the duplicate check looks assets up by it. */
  sha1hash?: string
  /** A short label for the asset. */
  label?: string
  /** The asset's title. */
  title?: string
  /** A description of the asset. */
  description?: string
  /** Alternative text for an image, for readers who cannot see it. */
  altText?: string
  /** Who to credit for the asset (photographer, agency). */
  creditLine?: string
  /** Where the asset came from: the source's `name` (e.g. `unsplash`), the asset's `id` there and its `url`. */
  source?: {name: string; id?: string; url?: string}
  /** Image metadata; file assets have none. */
  metadata?: AssetMetadata
}

/**
 * Options of an upload: the asset document's metadata and what to extract.
 * @beta
 */
export interface AssetUploadOptions {
  /** The file's name, kept as `originalFilename` unless `preserveFilename` is false. */
  filename?: string
  /** A short label, stored as the asset document's `label`. */
  label?: string
  /** A title, stored as the asset document's `title`. */
  title?: string
  /** A description, stored as the asset document's `description`. */
  description?: string
  /** Who to credit for the asset, stored as the asset document's `creditLine`. */
  creditLine?: string
  /** Where the asset came from (stored as its `source`): the source's `name`, the asset's `id` and `url` there. */
  source?: {name: string; id?: string; url?: string}
  /** Keep `filename` as the asset's `originalFilename` (a type's `options.storeOriginalFilename`, default true). */
  preserveFilename?: boolean
  /** Image metadata to extract (an image type's `options.metadata`); left out: the server's default. */
  extract?: string[]
}

/**
 * An event of an upload: bytes sent (0–100), then the asset document.
 * @beta
 */
export type AssetUploadEvent = {type: 'progress'; percent: number} | {type: 'response'; document: AssetDocument}

/**
 * Something to subscribe to, as an rxjs Observable is: unsubscribing stops it.
 * @beta
 */
export interface Subscribable<T> {
  /**
   * Starts it: `next` gets each value, then `error` or `complete` ends it.
   * @returns a subscription whose `unsubscribe()` stops it
   */
  subscribe(observer: {next?: (value: T) => void; error?: (error: unknown) => void; complete?: () => void}): {
    unsubscribe(): void
  }
}

/**
 * A place file and image fields can take assets from, as configured in the studio
 * (`form.image.assetSources`, `form.file.assetSources`). The built-in source (named
 * `sanity-default`, or any source without a `component`) opens the form's own asset browser.
 * @beta
 */
export interface FormAssetSource {
  /** Identifies the source among a field's sources; the built-in one is `sanity-default`. */
  name: string
  /** The source's name in the field's menu. */
  title?: string
  /** The icon shown before the title. */
  icon?: ComponentType
  /** The dialog to pick assets in (the studio's `AssetSourceComponentProps`); absent for the built-in source. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the studio's AssetSourceComponentProps; the form does not import the studio
  component?: ComponentType<any>
}

/**
 * What the file and image inputs need from the host (`FormServices.assets`): uploads, the
 * duplicate check, asset documents, and the workspace's upload settings. The studio gives one
 * built on its client (`createAssetStore` in the store layer); without it the inputs show their
 * values but say that uploads are unsupported.
 * @beta
 */
export interface FormAssetServices {
  /**
   * Uploads a file as an image or file asset (request tag `asset.upload`): progress
   * events, then one `response` with the asset document. Unsubscribing cancels the upload.
   */
  upload(kind: AssetKind, file: Blob, options: AssetUploadOptions): Subscribable<AssetUploadEvent>
  /**
   * The asset of this kind whose `sha1hash` is `sha1` (40 hex digits), or null (request
   * tag `asset.find-duplicate`; the first match). Uploads reuse it instead of sending the bytes.
   */
  findDuplicate(kind: AssetKind, sha1: string): Promise<AssetDocument | null>
  /** The asset document with this id, or null when it is missing (deleted) or unreadable. */
  getAsset(id: string): Promise<AssetDocument | null>
  /**
   * Whether files may be uploaded from the computer (the workspace's `form.image.directUploads`
   * and `form.file.directUploads`, default true). Off, the inputs say uploads are unsupported
   * and offer only their asset sources.
   */
  directUploads?: {image?: boolean; file?: boolean}
  /** The workspace's asset sources; left out: the built-in browser only. */
  sources?: {image?: readonly FormAssetSource[]; file?: readonly FormAssetSource[]}
}

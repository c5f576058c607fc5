import type {ComponentType} from 'react'
import type {ContentDocument} from '../../types'

/** Name of the built-in asset source: the project's uploaded files and images. */
export const DEFAULT_ASSET_SOURCE_NAME = 'sanity-default'

/**
 * One asset an asset source hands back to a file or image field: an existing asset document,
 * a file to upload, base64 data, or a URL to fetch.
 * @public
 */
export type AssetFromSource =
  | {kind: 'assetDocumentId'; value: string; assetDocumentProps?: AssetDocumentProps}
  | {kind: 'file'; value: File; assetDocumentProps?: AssetDocumentProps}
  | {kind: 'base64' | 'url'; value: string; assetDocumentProps?: AssetDocumentProps}

/**
 * Metadata an asset source may set on the asset document it creates.
 * @public
 */
export interface AssetDocumentProps {
  /** The file name stored as `originalFilename`. */
  originalFilename?: string
  /** A short label for the asset. */
  label?: string
  /** The asset's title. */
  title?: string
  /** A description of the asset. */
  description?: string
  /** Who to credit for the asset (photographer, agency). */
  creditLine?: string
  /** Where the asset came from: the source's `name`, the asset's `id` there, and its `url`. */
  source?: {name: string; id: string; url?: string}
}

/**
 * Props an asset source's dialog is rendered with.
 * @public
 */
export interface AssetSourceComponentProps {
  /** Whether the field takes files or images. */
  assetType: 'file' | 'image'
  /** What the field accepts, as in its `accept` option (`image/*`, `.pdf`, …). */
  accept: string
  /** How many assets may be picked; always one. */
  selectionType: 'single'
  /** The asset documents currently selected in the field. */
  selectedAssets: ContentDocument[]
  /** The dialog's title, when the field gives one. */
  dialogHeaderTitle?: string
  /** Closes the dialog without picking anything. */
  onClose: () => void
  /** Hands the picked assets back; it must be given at least one. */
  onSelect: (assets: AssetFromSource[]) => void
}

/**
 * A place file and image fields can take assets from (`form.file.assetSources`,
 * `form.image.assetSources`).
 *
 * The built-in source (named {@link DEFAULT_ASSET_SOURCE_NAME}) has no `component`: the form
 * layer renders its own asset browser for it. Every other source must bring one.
 * @public
 */
export interface AssetSource {
  /** Identifies the source among a field's sources; the built-in one is `sanity-default`. */
  name: string
  /** The source's name in the field's menu (unless `i18nKey` is given). */
  title?: string
  /** A translation key for the title, in the `studio` namespace. */
  i18nKey?: string
  /** The icon shown before the title. */
  icon?: ComponentType
  /** The dialog to pick assets in; required except for the built-in source. */
  component?: ComponentType<AssetSourceComponentProps>
}

/** The built-in file source: the project's uploaded files. */
export const defaultFileAssetSource: AssetSource = Object.freeze({
  name: DEFAULT_ASSET_SOURCE_NAME,
  title: 'Uploaded files',
  i18nKey: 'asset-source.file.title',
})

/** The built-in image source: the project's uploaded images. */
export const defaultImageAssetSource: AssetSource = Object.freeze({
  name: DEFAULT_ASSET_SOURCE_NAME,
  title: 'Uploaded images',
  i18nKey: 'asset-source.image.title',
})

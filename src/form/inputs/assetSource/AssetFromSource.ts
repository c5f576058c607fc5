/** Metadata an asset source may set on the asset document it creates (as the studio's `AssetDocumentProps`). */
export interface AssetFromSourceProps {
  originalFilename?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: {name: string; id: string; url?: string}
}

/**
 * One asset an asset source hands back to a file or image field: an
 * existing asset document by id, a file to upload, base64 data, or a URL to fetch as a blob.
 * The form's own browser hands back `assetDocumentId`s only.
 */
export type AssetFromSource =
  | {kind: 'assetDocumentId'; value: string; assetDocumentProps?: AssetFromSourceProps}
  | {kind: 'file'; value: File; assetDocumentProps?: AssetFromSourceProps}
  | {kind: 'base64' | 'url'; value: string; assetDocumentProps?: AssetFromSourceProps}

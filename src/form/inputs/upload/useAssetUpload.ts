import {useCallback, useState} from 'react'
import type {Path, SchemaType} from '../../../types'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {FileDescription} from './acceptsFile'
import type {AssetKind, FormAssetServices} from './FormAssetServices'
import {reportRejectedFiles} from './reportRejectedFiles'
import {uploaderFor} from './uploadTarget'
import {uploadOptionsFor, type AssetDocumentProps} from './uploadOptionsFor'
import type {UploadEntry, UploadRegistry} from './uploadRegistry'
import {useUploadEntry} from './useUploadEntry'

/** What {@link useAssetUpload} gives a file or image input. */
export interface AssetUpload {
  assets: FormAssetServices | undefined
  /** This session's upload into the value, if any. */
  entry: UploadEntry | undefined
  registry: UploadRegistry
  /** Whether files can be uploaded from the computer here (services, `directUploads`, not read-only). */
  canUpload: boolean
  /** Uploads the first file the field takes; the others are reported as rejected. */
  uploadFiles: (files: File[], props?: AssetDocumentProps) => void
  /** Rejected files to list inline, when the host gives no toasts. */
  rejected: readonly FileDescription[]
  dismissRejected: () => void
}

/**
 * The upload side of a file or image input: picks the files its uploader takes (by type and
 * the field's `accept`), starts the upload in the form's registry, reports rejected files in a
 * warning toast, and a failure in an error toast.
 */
export function useAssetUpload(kind: AssetKind, schemaType: SchemaType, path: Path, readOnly: boolean): AssetUpload {
  const {assets, toast} = useFormServices()
  const t = useFormTranslation()
  const {entry, registry} = useUploadEntry(path)
  const [rejected, setRejected] = useState<readonly FileDescription[]>([])
  const canUpload = Boolean(assets) && (assets?.directUploads?.[kind] ?? true) && !readOnly

  const uploadFiles = useCallback(
    (files: File[], props?: AssetDocumentProps) => {
      if (!assets) return
      const taken = files.filter((file) => uploaderFor(schemaType, file) === kind)
      const refused = files.filter((file) => uploaderFor(schemaType, file) !== kind)
      const describe = (file: File) => ({name: file.name, type: file.type})
      if (!reportRejectedFiles(refused.map(describe), toast, t)) setRejected(refused.map(describe))
      const [file] = taken
      if (!file) return
      registry.start(path, {
        kind,
        file,
        options: uploadOptionsFor(schemaType, file, props),
        assets,
        onError: (error) =>
          toast?.push({
            status: 'error',
            title: t(kind === 'image' ? 'asset.upload-failed.image-toast' : 'asset.upload-failed.file-toast'),
            description: error instanceof Error ? error.message : String(error),
            closable: true,
          }),
      })
    },
    [assets, toast, t, registry, path, schemaType, kind],
  )
  return {
    assets,
    entry,
    registry,
    canUpload,
    uploadFiles,
    rejected,
    dismissRejected: useCallback(() => setRejected([]), []),
  }
}

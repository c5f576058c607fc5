import {useCallback} from 'react'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {acceptsFile} from './acceptsFile'
import type {AssetValueStatus} from './assetValueStatus'
import {clearAssetPatches} from './clearAssetPatches'
import {unset} from '../../patch/patches'
import type {AssetKind} from './FormAssetServices'
import {acceptOf} from './uploadTarget'
import {useAssetBrowse, type AssetBrowse} from './useAssetBrowse'
import {useAssetDocument, type AssetDocumentState} from './useAssetDocument'
import {useAssetUpload, type AssetUpload} from './useAssetUpload'
import {useAssetValueStatus} from './useAssetValueStatus'
import {useFileChooser, type FileChooser} from './useFileChooser'
import {useFileDropZone, type FileDropZone} from './useFileDropZone'

/** Everything a file or image input is made of, shared by both. */
export interface AssetInputState {
  accept: string | undefined
  upload: AssetUpload
  status: AssetValueStatus
  /** The asset document of the value, when it refers to one. */
  asset: AssetDocumentState
  chooser: FileChooser
  browse: AssetBrowse
  /** Undefined when nothing may be dropped or pasted. */
  drop: FileDropZone | undefined
  /** Why uploads are unsupported, if they are. */
  unsupported: 'no-services' | 'direct-uploads-off' | undefined
  clear: () => void
  /** Removes a stale `_upload`. */
  clearUpload: () => void
  copyUrl: (url: string) => void
}

/**
 * The state and actions of a file or image input: the upload pipeline, the value's status and
 * asset document, the file chooser, browsing asset sources, dropping and pasting files, and
 * the menu's actions.
 */
export function useAssetInput(kind: AssetKind, props: ObjectInputProps): AssetInputState {
  const {schemaType, path, value, readOnly, onChange} = props
  const {toast} = useFormServices()
  const t = useFormTranslation()
  const accept = acceptOf(schemaType)
  const upload = useAssetUpload(kind, schemaType, path, readOnly)
  const status = useAssetValueStatus(value, upload.entry)
  const asset = useAssetDocument(upload.assets, status.kind === 'asset' ? status.assetId : undefined)
  const {uploadFiles} = upload
  const chooser = useFileChooser(accept, uploadFiles, t(`asset.upload`))
  const uploadFile = useCallback(
    (file: File, assetProps?: Parameters<typeof uploadFiles>[1]) => uploadFiles([file], assetProps),
    [uploadFiles],
  )
  const browse = useAssetBrowse({
    kind,
    accept,
    selected: asset.status === 'loaded' ? asset.document : undefined,
    onChange,
    uploadFile,
  })
  // While dragging only types are known: a list with extensions is judged on drop.
  const acceptsType = useCallback(
    (type: string) =>
      (kind === 'file' || type.startsWith('image/')) &&
      (acceptsFile(accept, {name: '', type}) || hasExtensionPattern(accept)),
    [accept, kind],
  )
  const drop = useFileDropZone(uploadFiles, acceptsType, upload.canUpload)
  const directOff = upload.assets !== undefined && upload.assets.directUploads?.[kind] === false
  const clear = useCallback(() => onChange(...clearAssetPatches(value, path)), [onChange, value, path])
  const clearUpload = useCallback(() => onChange(unset(['_upload'])), [onChange])
  const copyUrl = useCallback(
    (url: string) => {
      void navigator.clipboard?.writeText(url).then(
        () => toast?.push({status: 'success', title: t('asset.copy-url.done')}),
        (error: unknown) => console.error('Could not copy the URL', error),
      )
    },
    [toast, t],
  )
  return {
    accept,
    upload,
    status,
    asset,
    chooser,
    browse,
    drop: upload.canUpload ? drop : undefined,
    unsupported: upload.assets === undefined ? 'no-services' : directOff ? 'direct-uploads-off' : undefined,
    clear,
    clearUpload,
    copyUrl,
  }
}

function hasExtensionPattern(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((pattern) => pattern.trim().startsWith('.'))
}

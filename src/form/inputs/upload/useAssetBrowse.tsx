import {useCallback, useState, type ReactNode} from 'react'
import {createPreloadable} from '../../../ui'
import {set, unset} from '../../patch/patches'
import type {PatchArg} from '../../patch/PatchEvent'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {AssetSourceResultError, checkAssetsFromSource, fileFromSource, type AssetFromSource} from './assetsFromSource'
import type {AssetDocument, AssetKind, FormAssetSource} from './FormAssetServices'
import type {AssetDocumentProps} from './uploadOptionsFor'

// The built-in asset browser is its own chunk: it is opened far less often than a form is. It
// is loaded before the dialog opens rather than suspended on: React holds a suspended
// boundary's content back for 300 ms after its fallback showed, longer than the chunk takes.
const assetSourceDialog = createPreloadable(() =>
  import('../assetSource/AssetSourceDialog').then((module) => module.AssetSourceDialog),
)

/** The built-in source, when the host names none: the form's own asset browser. */
const BUILT_IN_SOURCE: FormAssetSource = {name: 'sanity-default'}

/** What {@link useAssetBrowse} gives a file or image input. */
export interface AssetBrowse {
  /** The asset sources to offer (at least the built-in browser). */
  sources: readonly FormAssetSource[]
  /** Opens a source's dialog. */
  open: (source: FormAssetSource) => void
  /** The open dialog, if any: render it inside the input. */
  dialog: ReactNode
}

/** Options of {@link useAssetBrowse}. */
export interface AssetBrowseOptions {
  kind: AssetKind
  accept: string | undefined
  /** The asset document the value refers to now. */
  selected: AssetDocument | undefined
  onChange: (...patches: PatchArg[]) => void
  /** Uploads a file a source handed over (with the metadata it gave). */
  uploadFile: (file: File, props?: AssetDocumentProps) => void
}

/**
 * Browsing for an existing asset in the asset source dialog: the workspace's asset
 * sources (`FormServices.assets.sources`), opened in `AssetSourceDialog` (loaded on first use):
 * the built-in browser, or a plugin source's own component in its place. A picked
 * asset document becomes the value's reference (an image's crop and hotspot are reset); a
 * file, base64 data or URL is uploaded. A malformed result is an error toast.
 */
export function useAssetBrowse({kind, accept, selected, onChange, uploadFile}: AssetBrowseOptions): AssetBrowse {
  const {assets, toast} = useFormServices()
  const t = useFormTranslation()
  const [openSource, setOpenSource] = useState<FormAssetSource | null>(null)
  const configured = assets?.sources?.[kind]
  const sources = configured && configured.length > 0 ? configured : [BUILT_IN_SOURCE]
  const close = useCallback(() => setOpenSource(null), [])

  const fail = useCallback(
    (error: unknown) => {
      const message =
        error instanceof AssetSourceResultError
          ? t(error.messageKey)
          : error instanceof Error
            ? error.message
            : String(error)
      console.error('Invalid value returned from asset source plugin', error)
      toast?.push({status: 'error', title: t('asset.source.invalid'), description: message, closable: true})
    },
    [t, toast],
  )

  const onSelect = useCallback(
    (picked: unknown) => {
      setOpenSource(null)
      let list: AssetFromSource[]
      try {
        list = checkAssetsFromSource(picked)
      } catch (error) {
        fail(error)
        return
      }
      const [first] = list
      if (!first) return
      if (first.kind === 'assetDocumentId') {
        const reset = kind === 'image' ? [unset(['hotspot']), unset(['crop'])] : []
        onChange(...reset, set({_type: 'reference', _ref: first.value}, ['asset']))
      } else if (first.kind === 'file') {
        uploadFile(first.value, first.assetDocumentProps)
      } else {
        fileFromSource(first).then((file) => uploadFile(file, first.assetDocumentProps), fail)
      }
    },
    [fail, kind, onChange, uploadFile],
  )

  const open = useCallback(
    (source: FormAssetSource) => {
      if (assetSourceDialog.loaded()) {
        setOpenSource(source)
        return
      }
      assetSourceDialog.preload().then(
        () => setOpenSource(source),
        (error: unknown) =>
          toast?.push({
            status: 'error',
            title: t('asset.source.load-failed'),
            description: error instanceof Error ? error.message : String(error),
            closable: true,
          }),
      )
    },
    [t, toast],
  )

  let dialog: ReactNode = null
  // Opened only once loaded (see `open`), so the dialog does not suspend.
  if (openSource) {
    dialog = (
      <assetSourceDialog.Component
        assetType={kind}
        {...(accept ? {accept} : {})}
        selectedAssets={selected ? [selected] : []}
        source={openSource}
        {...(openSource.title ? {dialogHeaderTitle: openSource.title} : {})}
        onClose={close}
        onSelect={onSelect}
      />
    )
  }
  return {sources, open, dialog}
}

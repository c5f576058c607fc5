import {createElement, useMemo} from 'react'
import {Card, Dialog, Text} from '../../../ui'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {AssetKind, FormAssetSource} from '../upload/FormAssetServices'
import type {AssetFromSource} from './AssetFromSource'
import {checkAssetSourceResult} from './checkAssetSourceResult'
import {DefaultAssetBrowser} from './DefaultAssetBrowser'

/** The name of the built-in asset source, as hosted studios name it. */
export const DEFAULT_ASSET_SOURCE_NAME = 'sanity-default'

/** Props of {@link AssetSourceDialog}. */
export interface AssetSourceDialogProps {
  assetType: AssetKind
  /** The field's `accept` option; the browser lists only assets it accepts. */
  accept?: string
  /** The assets the field holds now, marked as selected. */
  selectedAssets?: ReadonlyArray<{_id: string}>
  /**
   * Called with what was picked: one `assetDocumentId` from the built-in browser; from a
   * plugin's source, whatever it returned once checked.
   */
  onSelect: (assets: AssetFromSource[]) => void
  onClose: () => void
  /**
   * The source to open: the built-in one (leave out, or a source without a `component`), or a
   * plugin's source, whose component is rendered in the dialog's place with the same props.
   */
  source?: FormAssetSource
  /** Overrides the title ('Uploaded images' / 'Uploaded files'). */
  dialogHeaderTitle?: string
}

/**
 * The asset source dialog of file and image fields: the built-in browser of
 * the project's uploaded images or files, titled 'Uploaded images' or 'Uploaded files', or a
 * plugin's asset source in the same slot, whose picks are checked before they reach the field
 * (a non-empty array of `assetDocumentId`, `file`, `base64` or `url` items; otherwise an error
 * toast says what was wrong). It is its own chunk: import it with `React.lazy` where it opens.
 *
 * @example
 * ```tsx
 * const AssetSourceDialog = lazy(() => import('../assetSource/AssetSourceDialog').then((module) => ({default: module.AssetSourceDialog})))
 * {browsing && <Suspense fallback={null}><AssetSourceDialog assetType="image" accept="image/*" onSelect={pick} onClose={close} /></Suspense>}
 * ```
 */
export function AssetSourceDialog({
  assetType,
  accept,
  selectedAssets,
  onSelect,
  onClose,
  source,
  dialogHeaderTitle,
}: AssetSourceDialogProps) {
  const t = useFormTranslation()
  const services = useFormServices()
  const selectedIds = useMemo(() => new Set((selectedAssets ?? []).map((asset) => asset._id)), [selectedAssets])
  const title = dialogHeaderTitle ?? t(assetType === 'image' ? 'asset-source.image.title' : 'asset-source.file.title')

  if (source?.component) {
    const checkedSelect = (result: unknown) => {
      const checked = checkAssetSourceResult(result)
      if (checked.ok) return onSelect(checked.assets)
      const message = t(checked.problem)
      console.error(`${message} (asset source "${source.name}")`, result)
      services.toast?.push({status: 'error', title: message, closable: true})
    }
    return createElement(source.component, {
      assetType,
      accept: accept ?? '',
      selectionType: 'single',
      selectedAssets: selectedAssets ?? [],
      dialogHeaderTitle: dialogHeaderTitle ?? source.title ?? title,
      onClose,
      onSelect: checkedSelect,
    })
  }

  const unknownSource = source !== undefined && source.name !== DEFAULT_ASSET_SOURCE_NAME
  const browser = services.assetBrowser
  return (
    <Dialog
      header={title}
      onClose={onClose}
      closeLabel={t('image-tool.close')}
      width={1000}
      className="vellum-form-asset-source-dialog"
      data-asset-source={source?.name ?? DEFAULT_ASSET_SOURCE_NAME}
    >
      {browser && !unknownSource ? (
        <DefaultAssetBrowser
          browser={browser}
          assetType={assetType}
          {...(accept === undefined ? {} : {accept})}
          selectedIds={selectedIds}
          onSelect={(asset) => onSelect([{kind: 'assetDocumentId', value: asset._id}])}
        />
      ) : (
        <Card tone="caution" border>
          <Text>
            {unknownSource ? t('asset-source.unknown-source', {name: source.name}) : t('asset-source.no-valid-source')}
          </Text>
        </Card>
      )}
    </Dialog>
  )
}

import {Button, Dialog} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {BrowsedAsset} from './AssetBrowserServices'
import {assetName} from './assetName'
import {AssetThumbnail} from './AssetThumbnail'
import {formatAssetDate} from './formatAssetDate'
import {formatAssetSize} from './formatAssetSize'
import {mimeTypeLabel} from './mimeTypeLabel'

/** Props of {@link AssetDetailsDialog}. */
export interface AssetDetailsDialogProps {
  asset: BrowsedAsset
  locale: string
  onClose: () => void
  t: FormTranslate
}

/** An asset's details: file name, size, type and date added, and an image's dimensions. */
export function AssetDetailsDialog({asset, locale, onClose, t}: AssetDetailsDialogProps) {
  const name = assetName(asset)
  const dimensions = asset.metadata?.dimensions
  return (
    <Dialog
      header={t('asset-source.details.title', {name})}
      onClose={onClose}
      closeLabel={t('image-tool.close')}
      footer={<Button text={t('image-tool.close')} onClick={onClose} />}
    >
      <div className="vellum-form-asset-dialog-body vellum-form-asset-details-body">
        {asset._type === 'sanity.imageAsset' ? (
          <div className="vellum-form-asset-details-image">
            <AssetThumbnail asset={asset} errorLabel={t('preview.image-error')} />
          </div>
        ) : null}
        <dl className="vellum-form-asset-details">
          <dt>{t('asset-source.details.filename')}</dt>
          <dd>{name}</dd>
          <dt>{t('asset-source.details.size')}</dt>
          <dd>{formatAssetSize(asset.size, locale)}</dd>
          <dt>{t('asset-source.details.type')}</dt>
          <dd>{mimeTypeLabel(asset.mimeType, t)}</dd>
          <dt>{t('asset-source.details.date-added')}</dt>
          <dd>{formatAssetDate(asset._createdAt, locale)}</dd>
          {dimensions ? (
            <>
              <dt>{t('asset-source.details.dimensions')}</dt>
              <dd>
                {dimensions.width} × {dimensions.height}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </Dialog>
  )
}

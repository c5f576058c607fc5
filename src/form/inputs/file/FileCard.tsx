import type {ReactNode} from 'react'
import {Card, DocumentIcon} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {AssetDocumentState} from '../upload/useAssetDocument'
import {formatFileSize} from '../upload/formatFileSize'
import {mimeDisplayName} from '../upload/mimeDisplayName'

/** Props of {@link FileCard}. */
export interface FileCardProps {
  asset: AssetDocumentState
  /** The menu, when editable. */
  menu?: ReactNode
}

/**
 * A file that is set: its name, its size (in 1024 steps)
 * and the display name of its type, with the menu beside them. A reference to a missing
 * asset says the file was deleted or cannot be read.
 */
export function FileCard({asset, menu}: FileCardProps) {
  const t = useFormTranslation()
  if (asset.status === 'missing' || asset.status === 'error') {
    return (
      <Card tone="caution" border className="vellum-form-file-card" data-asset-state={asset.status}>
        <DocumentIcon />
        <span className="vellum-form-file-card-name">{t('asset.missing.file')}</span>
        {menu}
      </Card>
    )
  }
  const document = asset.status === 'loaded' ? asset.document : undefined
  const name = document?.originalFilename ?? (document ? t('asset.file.unnamed') : t('asset.loading'))
  const details = document
    ? [document.size === undefined ? undefined : formatFileSize(document.size), mimeDisplayName(document.mimeType)]
        .filter(Boolean)
        .join(' · ')
    : ''
  return (
    <Card border className="vellum-form-file-card" data-asset-state={asset.status}>
      <DocumentIcon />
      <span className="vellum-form-file-card-text">
        <span className="vellum-form-file-card-name" title={name}>
          {name}
        </span>
        {details && <span className="vellum-form-file-card-details">{details}</span>}
      </span>
      {menu}
    </Card>
  )
}

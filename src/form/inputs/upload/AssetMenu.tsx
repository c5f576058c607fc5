import type {ReactNode} from 'react'
import {
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  EllipsisHorizontalIcon,
  IconButton,
  Menu,
  MenuDivider,
  MenuItem,
  SearchIcon,
  UploadIcon,
} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {FormAssetSource} from './FormAssetServices'

/** Props of {@link AssetMenu}. */
export interface AssetMenuProps {
  /** Opens the file chooser to replace the asset; left out when uploads are off. */
  onUpload?: () => void
  sources: readonly FormAssetSource[]
  onBrowse: (source: FormAssetSource) => void
  /** The asset's download URL, when known. */
  downloadUrl?: string
  onCopyUrl?: () => void
  onClear: () => void
  /** Items of the input's own, first (an image's 'Edit hotspot & crop'). */
  children?: ReactNode
}

/**
 * The menu of a file or image that is set: upload a replacement, browse the
 * asset sources, download, copy the URL, clear. Read-only inputs do not render it.
 */
export function AssetMenu({onUpload, sources, onBrowse, downloadUrl, onCopyUrl, onClear, children}: AssetMenuProps) {
  const t = useFormTranslation()
  return (
    <Menu
      button={
        <IconButton
          icon={<EllipsisHorizontalIcon />}
          label={t('asset.menu')}
          mode="ghost"
          className="vellum-form-asset-menu-button"
        />
      }
    >
      {children}
      {onUpload && <MenuItem text={t('asset.upload')} icon={<UploadIcon />} onClick={onUpload} />}
      {sources.map((source) => (
        <MenuItem
          key={source.name}
          text={
            sources.length === 1 ? t('asset.browse') : t('asset.browse-source', {source: source.title ?? source.name})
          }
          icon={<SearchIcon />}
          onClick={() => onBrowse(source)}
        />
      ))}
      <MenuDivider />
      {downloadUrl && (
        <MenuItem
          text={t('asset.download')}
          icon={<DownloadIcon />}
          onClick={() => window.open(downloadUrl, '_blank', 'noopener')}
        />
      )}
      {onCopyUrl && <MenuItem text={t('asset.copy-url')} icon={<CopyIcon />} onClick={onCopyUrl} />}
      <MenuItem text={t('asset.clear')} icon={<CloseIcon />} tone="critical" onClick={onClear} />
    </Menu>
  )
}

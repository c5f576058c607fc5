import {Button, DocumentIcon, ImageIcon, Menu, MenuItem, SearchIcon, UploadIcon} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {AssetKind, FormAssetSource} from './FormAssetServices'

/** Props of {@link UploadPlaceholder}. */
export interface UploadPlaceholderProps {
  kind: AssetKind
  /** Why there is no upload button: the host gives no asset services, or direct uploads are off. */
  unsupported?: 'no-services' | 'direct-uploads-off'
  readOnly: boolean
  /** Opens the file chooser; left out when files cannot be uploaded. */
  onUpload?: () => void
  /** The asset sources to browse; empty when there is nothing to browse. */
  sources: readonly FormAssetSource[]
  onBrowse: (source: FormAssetSource) => void
}

/**
 * The empty file or image field: a drop area saying 'Drag or paste image
 * here' with Upload and Browse buttons — or, when direct uploads are off, that uploads are
 * unsupported, with Browse alone. Several asset sources make Browse a menu of them.
 */
export function UploadPlaceholder({kind, unsupported, readOnly, onUpload, sources, onBrowse}: UploadPlaceholderProps) {
  const t = useFormTranslation()
  const text =
    unsupported === 'no-services'
      ? t('asset.placeholder.no-services')
      : unsupported
        ? t('asset.placeholder.unsupported')
        : t(`asset.placeholder.${kind}`)
  const browse =
    sources.length === 1 ? (
      <Button
        text={t('asset.browse')}
        icon={<SearchIcon />}
        mode="ghost"
        disabled={readOnly}
        onClick={() => onBrowse(sources[0]!)}
      />
    ) : (
      <Menu button={<Button text={t('asset.browse')} icon={<SearchIcon />} mode="ghost" disabled={readOnly} />}>
        {sources.map((source) => (
          <MenuItem key={source.name} text={source.title ?? source.name} onClick={() => onBrowse(source)} />
        ))}
      </Menu>
    )
  return (
    <div className="vellum-form-upload-placeholder" data-unsupported={unsupported ?? undefined}>
      <span className="vellum-form-upload-placeholder-text">
        {kind === 'image' ? <ImageIcon /> : <DocumentIcon />}
        {text}
      </span>
      <span className="vellum-form-upload-actions">
        {onUpload && (
          <Button text={t('asset.upload')} icon={<UploadIcon />} mode="ghost" disabled={readOnly} onClick={onUpload} />
        )}
        {unsupported !== 'no-services' && sources.length > 0 && browse}
      </span>
    </div>
  )
}

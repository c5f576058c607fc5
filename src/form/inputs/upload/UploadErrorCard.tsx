import {Button, Card, ErrorIcon} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'

/** Props of {@link UploadErrorCard}. */
export interface UploadErrorCardProps {
  /** The name of the file that failed. */
  fileName: string
  onRetry: () => void
  onReset: () => void
}

/**
 * A failed upload: 'Upload failed. The upload could not be completed at this
 * time.', with Retry (the same file again) and Reset (back to the field as it was).
 */
export function UploadErrorCard({fileName, onRetry, onReset}: UploadErrorCardProps) {
  const t = useFormTranslation()
  return (
    <Card tone="critical" border role="alert" className="vellum-form-upload-error" data-upload-state="error">
      <div className="vellum-form-upload-message">
        <ErrorIcon />
        <div>
          <strong>{t('asset.upload-failed')}</strong>
          <p>{fileName}</p>
        </div>
      </div>
      <div className="vellum-form-upload-actions">
        <Button text={t('asset.retry')} onClick={onRetry} />
        <Button text={t('asset.reset')} mode="ghost" onClick={onReset} />
      </div>
    </Card>
  )
}

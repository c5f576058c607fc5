import {Button, Card} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {UploadState} from './UploadState'

/** Props of {@link UploadProgressCard}. */
export interface UploadProgressCardProps {
  state: UploadState
  /** Cancels this session's upload; left out for an upload someone else runs. */
  onCancel?: () => void
}

/**
 * An upload in progress: the file's name, a progress bar from 2 to 100
 * (with the image's thumbnail while it uploads), and Cancel for this session's own upload.
 */
export function UploadProgressCard({state, onCancel}: UploadProgressCardProps) {
  const t = useFormTranslation()
  const percent = Math.round(Math.min(100, Math.max(0, state.progress)))
  return (
    <Card border className="vellum-form-upload-progress" data-upload-state="uploading">
      {state.previewImage && <img className="vellum-form-upload-thumbnail" src={state.previewImage} alt="" />}
      <div className="vellum-form-upload-progress-body">
        <span className="vellum-form-upload-progress-label">
          {t(onCancel ? 'asset.uploading' : 'asset.uploading-remote', {name: state.file.name})}
        </span>
        <div
          className="vellum-form-upload-progress-bar"
          role="progressbar"
          aria-label={t('asset.upload-progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="vellum-form-upload-progress-fill" style={{width: `${percent}%`}} />
        </div>
      </div>
      {onCancel && <Button text={t('asset.cancel-upload')} tone="critical" mode="ghost" onClick={onCancel} />}
    </Card>
  )
}

import {Button, Card, WarningIcon} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'

/** Props of {@link StaleUploadCard}. */
export interface StaleUploadCardProps {
  /** Removes the incomplete upload; left out when read-only. */
  onClear?: () => void
}

/**
 * An upload with no progress for 2 minutes: it was most likely interrupted
 * (a closed tab, a lost connection), so the card says so and offers to clear it.
 */
export function StaleUploadCard({onClear}: StaleUploadCardProps) {
  const t = useFormTranslation()
  return (
    <Card tone="caution" border role="alert" className="vellum-form-upload-stale" data-upload-state="stale">
      <div className="vellum-form-upload-message">
        <WarningIcon />
        <div>
          <strong>{t('asset.stale.title')}</strong>
          <p>{t('asset.stale.description')}</p>
        </div>
      </div>
      {onClear && <Button text={t('asset.stale.clear')} tone="caution" onClick={onClear} />}
    </Card>
  )
}

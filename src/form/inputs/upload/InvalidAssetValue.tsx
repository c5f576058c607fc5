import {Button, Card, WarningIcon} from '../../../ui'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {AssetKind} from './FormAssetServices'

/** Props of {@link InvalidAssetValue}. */
export interface InvalidAssetValueProps {
  kind: AssetKind
  /** Removes the value; left out when read-only. */
  onReset?: () => void
}

/** A file or image value the input cannot read: a warning with a button that resets the field. */
export function InvalidAssetValue({kind, onReset}: InvalidAssetValueProps) {
  const t = useFormTranslation()
  return (
    <Card tone="caution" border role="alert" className="vellum-form-upload-invalid">
      <div className="vellum-form-upload-message">
        <WarningIcon />
        <div>
          <strong>{t(`asset.invalid.${kind}`)}</strong>
          <p>{t('asset.invalid.description', {kind})}</p>
        </div>
      </div>
      {onReset && <Button text={t('asset.reset')} tone="caution" onClick={onReset} />}
    </Card>
  )
}

import {ErrorIcon, InfoIcon, Tooltip, WarningIcon} from '../../ui'
import {useFormTranslation} from '../translation/useFormTranslation'
import type {FormNodeValidation} from '../state/FormNode'
import {highestLevel, validationSummary} from './validationSummary'

/** Props of {@link FieldValidationStatus}. */
export interface FieldValidationStatusProps {
  validation: readonly FormNodeValidation[]
}

const ICONS = {error: ErrorIcon, warning: WarningIcon, info: InfoIcon} as const
const TONES = {error: 'critical', warning: 'caution', info: 'primary'} as const

/**
 * The validation icon of a field header: the icon of the most serious level, named by the
 * summary ("2 errors, 1 warning"), with a tooltip (on hover and keyboard focus) listing the
 * summary and every message. Renders nothing without markers.
 */
export function FieldValidationStatus({validation}: FieldValidationStatusProps) {
  const t = useFormTranslation()
  const level = highestLevel(validation)
  if (!level) return null
  const Icon = ICONS[level]
  const summary = validationSummary(validation, t)
  return (
    <Tooltip
      content={
        <div className="vellum-form-validation-tooltip">
          <div className="vellum-form-validation-summary">{summary}</div>
          <ul className="vellum-form-validation-list">
            {validation.map((marker, index) => (
              <li key={index} data-level={marker.level}>
                {marker.message || t('validation.item-error')}
              </li>
            ))}
          </ul>
        </div>
      }
    >
      <span
        className="vellum-form-validation-status"
        data-tone={TONES[level]}
        data-level={level}
        role="img"
        aria-label={summary}
        tabIndex={0}
      >
        <Icon />
      </span>
    </Tooltip>
  )
}

import {type CSSProperties, type ReactNode} from 'react'
import {cx} from './cx'
import {hasMessage, type FieldIds} from './Field'

/** Props of {@link Choice}. */
export interface ChoiceProps {
  ids: FieldIds
  label?: ReactNode
  description?: ReactNode
  error?: ReactNode
  disabled?: boolean
  className?: string
  style?: CSSProperties
  /** The `<input>` (checkbox, switch or radio). */
  children: ReactNode
}

/**
 * The frame of a checkbox, switch or radio: the control and its label side by side in one
 * `<label>` (so the whole label toggles it), then description and error under the label.
 * Internal to the kit.
 */
export function Choice({ids, label, description, error, disabled, className, style, children}: ChoiceProps) {
  return (
    <div className={cx('vellum-choice', className)} style={style} data-disabled={disabled || undefined}>
      <label className="vellum-choice-row" htmlFor={ids.inputId}>
        {children}
        {hasMessage(label) && <span className="vellum-choice-label">{label}</span>}
      </label>
      {hasMessage(description) && (
        <div className="vellum-field-description vellum-choice-message" id={ids.descriptionId}>
          {description}
        </div>
      )}
      {hasMessage(error) && (
        <div className="vellum-field-error vellum-choice-message" id={ids.errorId}>
          {error}
        </div>
      )}
    </div>
  )
}

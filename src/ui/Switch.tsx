import {type ComponentPropsWithRef, type ReactNode} from 'react'
import {Choice} from './Choice'
import {hasMessage, joinIds, useFieldIds} from './Field'

/** Props of {@link Switch}. `className` and `style` go to the outer frame, the rest to the `<input>`. */
export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label beside the switch; clicking it flips the switch. */
  label?: ReactNode
  description?: ReactNode
  /** An error message under the label; the switch becomes invalid. */
  error?: ReactNode
  /** Marks the switch invalid (`aria-invalid`) without a message of its own. */
  invalid?: boolean
}

/**
 * An on/off switch for a setting that takes effect at once. A native checkbox with
 * `role="switch"`, so Space flips it and screen readers say "on" or "off".
 */
export function Switch({
  label,
  description,
  error,
  invalid,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds(id)
  const isInvalid = Boolean(invalid) || hasMessage(error)
  return (
    <Choice
      ids={ids}
      label={label}
      description={description}
      error={error}
      disabled={rest.disabled}
      className={className}
      style={style}
    >
      <input
        {...rest}
        type="checkbox"
        role="switch"
        id={ids.inputId}
        className="vellum-switch"
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(
          describedBy,
          hasMessage(description) && ids.descriptionId,
          hasMessage(error) && ids.errorId,
        )}
      />
    </Choice>
  )
}

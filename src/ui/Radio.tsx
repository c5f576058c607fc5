import {useContext, type ComponentPropsWithRef, type ReactNode} from 'react'
import {Choice} from './Choice'
import {hasMessage, joinIds, useFieldIds} from './Field'
import {RadioGroupContext} from './RadioGroupContext'

/** Props of {@link Radio}. `className` and `style` go to the outer frame, the rest to the `<input>`. */
export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label beside the radio; clicking it picks the radio. */
  label?: ReactNode
  description?: ReactNode
  /** An error message under the label; the radio becomes invalid. */
  error?: ReactNode
  /** Marks the radio invalid (`aria-invalid`) without a message of its own. */
  invalid?: boolean
}

/**
 * A labelled native radio button. Inside a {@link RadioGroup} it takes its name, checked state
 * and change handling from the group, and arrow keys move between the group's radios.
 */
export function Radio({
  label,
  description,
  error,
  invalid,
  id,
  className,
  style,
  value,
  'aria-describedby': describedBy,
  ...rest
}: RadioProps) {
  const ids = useFieldIds(id)
  const group = useContext(RadioGroupContext)
  const isInvalid = Boolean(invalid) || hasMessage(error) || Boolean(group?.invalid)
  const disabled = rest.disabled || group?.disabled
  const grouped =
    group && value !== undefined
      ? {name: group.name, checked: group.value === String(value), onChange: () => group.select(String(value))}
      : {}
  return (
    <Choice
      ids={ids}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      className={className}
      style={style}
    >
      <input
        {...rest}
        {...grouped}
        value={value}
        disabled={disabled}
        type="radio"
        id={ids.inputId}
        className="vellum-radio"
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

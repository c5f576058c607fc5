import {type ComponentPropsWithRef, type ReactNode} from 'react'
import {Field, hasMessage, joinIds, useFieldIds} from './Field'
import {ChevronDownIcon} from './icons'
import {InputFrame} from './InputFrame'

/** Props of {@link Select}. `className` and `style` go to the outer field, the rest to the `<select>`. */
export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** A visible label tied to the select. Without one, pass `aria-label` or `aria-labelledby`. */
  label?: ReactNode
  description?: ReactNode
  /** An error message under the select; it becomes invalid. */
  error?: ReactNode
  /** Marks the select invalid (`aria-invalid`) without a message of its own. */
  invalid?: boolean
  /** The `<option>` and `<optgroup>` elements. */
  children?: ReactNode
}

/**
 * A labelled native select. Native, so the keyboard, type-ahead and the mobile picker behave
 * as every user knows; only the closed box is styled.
 */
export function Select({
  label,
  description,
  error,
  invalid,
  id,
  className,
  style,
  children,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id)
  const isInvalid = Boolean(invalid) || hasMessage(error)
  return (
    <Field ids={ids} label={label} description={description} error={error} className={className} style={style}>
      <InputFrame
        invalid={isInvalid}
        disabled={rest.disabled}
        suffix={<ChevronDownIcon className="vellum-select-chevron" />}
      >
        <select
          {...rest}
          id={ids.inputId}
          className="vellum-input vellum-select"
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(
            describedBy,
            hasMessage(description) && ids.descriptionId,
            hasMessage(error) && ids.errorId,
          )}
        >
          {children}
        </select>
      </InputFrame>
    </Field>
  )
}

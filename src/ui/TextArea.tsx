import {type ComponentPropsWithRef, type ReactNode} from 'react'
import {Field, hasMessage, joinIds, useFieldIds} from './Field'
import {InputFrame} from './InputFrame'

/** Props of {@link TextArea}. `className` and `style` go to the outer field, the rest to the `<textarea>`. */
export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** A visible label tied to the textarea. Without one, pass `aria-label` or `aria-labelledby`. */
  label?: ReactNode
  description?: ReactNode
  /** An error message under the textarea; it becomes invalid. */
  error?: ReactNode
  /** Marks the textarea invalid (`aria-invalid`) without a message of its own. */
  invalid?: boolean
}

/** A labelled multi-line text input; the user can resize it vertically. */
export function TextArea({
  label,
  description,
  error,
  invalid,
  id,
  className,
  style,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id)
  const isInvalid = Boolean(invalid) || hasMessage(error)
  return (
    <Field ids={ids} label={label} description={description} error={error} className={className} style={style}>
      <InputFrame invalid={isInvalid} disabled={rest.disabled} readOnly={rest.readOnly}>
        <textarea
          {...rest}
          rows={rows}
          id={ids.inputId}
          className="vellum-input vellum-textarea"
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(
            describedBy,
            hasMessage(description) && ids.descriptionId,
            hasMessage(error) && ids.errorId,
          )}
        />
      </InputFrame>
    </Field>
  )
}

import {useMergeRefs} from '@floating-ui/react'
import {useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode} from 'react'
import {Choice} from './Choice'
import {hasMessage, joinIds, useFieldIds} from './Field'

/** Props of {@link Checkbox}. `className` and `style` go to the outer frame, the rest to the `<input>`. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label beside the box; clicking it toggles the box. */
  label?: ReactNode
  description?: ReactNode
  /** An error message under the label; the checkbox becomes invalid. */
  error?: ReactNode
  /** Marks the checkbox invalid (`aria-invalid`) without a message of its own. */
  invalid?: boolean
  /** Shows the mixed state (`aria-checked="mixed"`), as for "some of these are selected". */
  indeterminate?: boolean
}

/** A labelled native checkbox, with indeterminate, invalid and disabled states. */
export function Checkbox({
  label,
  description,
  error,
  invalid,
  indeterminate = false,
  id,
  className,
  style,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id)
  const isInvalid = Boolean(invalid) || hasMessage(error)
  const inputRef = useRef<HTMLInputElement>(null)
  const mergedRef = useMergeRefs([ref, inputRef])
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate
  }, [indeterminate])
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
        ref={mergedRef}
        type="checkbox"
        id={ids.inputId}
        className="vellum-checkbox"
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

import {useMergeRefs} from '@floating-ui/react'
import {useRef, useState, type ComponentPropsWithRef, type ReactNode} from 'react'
import {Field, hasMessage, joinIds, useFieldIds} from './Field'
import {IconButton} from './IconButton'
import {CloseIcon} from './icons'
import {InputFrame} from './InputFrame'
import {Spinner} from './Spinner'

/** Props of {@link TextInput}. `className` and `style` go to the outer field, the rest to the `<input>`. */
export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  /** A visible label tied to the input. Without one, pass `aria-label` or `aria-labelledby`. */
  label?: ReactNode
  /** Help text under the input, read out with it. */
  description?: ReactNode
  /** An error message under the input; the input becomes invalid. */
  error?: ReactNode
  /** Marks the input invalid (`aria-invalid`) without a message of its own. */
  invalid?: boolean
  /** Icon inside the input, before the text. */
  icon?: ReactNode
  /** Content inside the input, after the text. */
  suffix?: ReactNode
  /** Shows a spinner (after its usual delay) and marks the input busy. */
  loading?: boolean
  /** Screen-reader name of the loading spinner. */
  loadingLabel?: string
  /** Shows a clear button while the input has a value. */
  clearButton?: boolean
  /** Called by the clear button; a controlled input must reset its value here. */
  onClear?: () => void
  /** Accessible name of the clear button. */
  clearLabel?: string
}

/** A labelled single-line text input with invalid, disabled, read-only and loading states. */
export function TextInput({
  label,
  description,
  error,
  invalid,
  icon,
  suffix,
  loading = false,
  loadingLabel = 'Loading',
  clearButton = false,
  onClear,
  clearLabel = 'Clear',
  id,
  className,
  style,
  ref,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: TextInputProps) {
  const ids = useFieldIds(id)
  const isInvalid = Boolean(invalid) || hasMessage(error)
  const inputRef = useRef<HTMLInputElement>(null)
  const mergedRef = useMergeRefs([ref, inputRef])
  // An uncontrolled input's emptiness decides whether the clear button shows.
  const [ownFilled, setOwnFilled] = useState(() => String(rest.defaultValue ?? '') !== '')
  const filled = rest.value !== undefined ? String(rest.value) !== '' : ownFilled
  const showClear = clearButton && filled && !rest.disabled && !rest.readOnly
  const trackFilled = clearButton && rest.value === undefined

  const clear = () => {
    const input = inputRef.current
    if (input && rest.value === undefined) {
      input.value = ''
      setOwnFilled(false)
    }
    onClear?.()
    input?.focus()
  }

  return (
    <Field ids={ids} label={label} description={description} error={error} className={className} style={style}>
      <InputFrame
        line
        invalid={isInvalid}
        disabled={rest.disabled}
        readOnly={rest.readOnly}
        icon={icon}
        suffix={
          (loading || showClear || suffix) && (
            <>
              {loading && <Spinner size={15} label={loadingLabel} />}
              {showClear && (
                <IconButton icon={<CloseIcon />} label={clearLabel} onClick={clear} className="vellum-input-clear" />
              )}
              {suffix}
            </>
          )
        }
      >
        <input
          {...rest}
          ref={mergedRef}
          id={ids.inputId}
          className="vellum-input"
          aria-invalid={isInvalid || undefined}
          aria-busy={loading || undefined}
          aria-describedby={joinIds(
            describedBy,
            hasMessage(description) && ids.descriptionId,
            hasMessage(error) && ids.errorId,
          )}
          onChange={
            // React handles a change only where someone listens: an uncontrolled input's clear
            // button follows its text, and the caller's `onChange`.
            trackFilled || onChange
              ? (event) => {
                  if (trackFilled) setOwnFilled(event.currentTarget.value !== '')
                  onChange?.(event)
                }
              : undefined
          }
        />
      </InputFrame>
    </Field>
  )
}

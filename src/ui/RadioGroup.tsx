import {useId, useMemo, type FieldsetHTMLAttributes, type ReactNode} from 'react'
import {cx} from './cx'
import {hasMessage} from './Field'
import {RadioGroupContext} from './RadioGroupContext'
import {useControllableState} from './useControllableState'

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'defaultValue'
> {
  /** The group's visible name (a `<legend>`). */
  label: ReactNode
  /** The checked radio's value; leave out (and use `defaultValue`) to let the group keep it. */
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /** The `name` the radios share; generated when left out. */
  name?: string
  /** An error message under the group; every radio becomes invalid. */
  error?: ReactNode
  invalid?: boolean
  disabled?: boolean
  /** Lay the radios out in a row. */
  row?: boolean
  /** The {@link Radio} elements. */
  children?: ReactNode
}

/**
 * A labelled set of {@link Radio}s of which one is checked: a `<fieldset>` with
 * `role="radiogroup"`, so the legend names the group and the browser's arrow-key handling works.
 */
export function RadioGroup({
  label,
  value,
  defaultValue,
  onChange,
  name,
  error,
  invalid,
  disabled = false,
  row = false,
  className,
  children,
  ...rest
}: RadioGroupProps) {
  const generatedName = useId()
  const errorId = useId()
  const [current, select] = useControllableState(value, onChange, defaultValue ?? '')
  const isInvalid = Boolean(invalid) || hasMessage(error)
  const context = useMemo(
    () => ({name: name ?? generatedName, value: current, disabled, invalid: isInvalid, select}),
    [name, generatedName, current, disabled, isInvalid, select],
  )
  return (
    <fieldset
      {...rest}
      role="radiogroup"
      className={cx('vellum-radio-group', className)}
      disabled={disabled}
      aria-invalid={isInvalid || undefined}
      aria-describedby={hasMessage(error) ? errorId : undefined}
    >
      <legend className="vellum-field-label">{label}</legend>
      <div className="vellum-radio-group-items" data-row={row || undefined}>
        <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
      </div>
      {hasMessage(error) && (
        <div className="vellum-field-error" id={errorId}>
          {error}
        </div>
      )}
    </fieldset>
  )
}

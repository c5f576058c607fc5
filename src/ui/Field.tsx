import {useId, type CSSProperties, type ReactNode} from 'react'
import {cx} from './cx'

/** The ids that tie a control to its label, description and error message. */
export interface FieldIds {
  inputId: string
  descriptionId: string
  errorId: string
}

/** Ids for a labelled control; the caller's `id` wins over a generated one. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId()
  const inputId = id ?? generated
  return {inputId, descriptionId: `${inputId}-description`, errorId: `${inputId}-error`}
}

/** Space-separated ids for `aria-describedby`, or `undefined` when there are none. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean)
  return list.length > 0 ? list.join(' ') : undefined
}

/** Whether an `error` prop holds a message worth showing. */
export function hasMessage(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}

/** Props of {@link Field}. */
export interface FieldProps {
  ids: FieldIds
  label?: ReactNode
  description?: ReactNode
  error?: ReactNode
  className?: string
  style?: CSSProperties
  children: ReactNode
}

/**
 * The frame of a text-like control: a `<label>` above it, then its description and error
 * message, whose ids the control lists in `aria-describedby`. Internal to the kit.
 */
export function Field({ids, label, description, error, className, style, children}: FieldProps) {
  return (
    <div className={cx('vellum-field', className)} style={style}>
      {hasMessage(label) && (
        <label className="vellum-field-label" htmlFor={ids.inputId}>
          {label}
        </label>
      )}
      {children}
      {hasMessage(description) && (
        <div className="vellum-field-description" id={ids.descriptionId}>
          {description}
        </div>
      )}
      {hasMessage(error) && (
        <div className="vellum-field-error" id={ids.errorId}>
          {error}
        </div>
      )}
    </div>
  )
}

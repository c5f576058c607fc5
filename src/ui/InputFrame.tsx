import {type ReactNode, type Ref} from 'react'

/** Props of {@link InputFrame}. */
export interface InputFrameProps {
  invalid?: boolean
  disabled?: boolean
  readOnly?: boolean
  /** Shown before the control. */
  icon?: ReactNode
  /** Shown after the control: a spinner, a clear button, a chevron. */
  suffix?: ReactNode
  frameRef?: Ref<HTMLDivElement>
  /**
   * Whether the control is a one-line `<input>`: it then sits in a box of its own and contains
   * its layout (`.vellum-input-line`), so typing lays out the input alone.
   */
  line?: boolean
  children: ReactNode
}

/**
 * The bordered box around an input, textarea or select. The border, not the bare control,
 * shows hover, focus, invalid and disabled states, so icons and buttons can sit inside it.
 * Internal to the kit.
 */
export function InputFrame({
  invalid,
  disabled,
  readOnly,
  icon,
  suffix,
  frameRef,
  line = false,
  children,
}: InputFrameProps) {
  return (
    <div
      ref={frameRef}
      className="vellum-input-frame"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      {icon && <span className="vellum-input-icon">{icon}</span>}
      {line ? <span className="vellum-input-line">{children}</span> : children}
      {suffix && <span className="vellum-input-suffix">{suffix}</span>}
    </div>
  )
}

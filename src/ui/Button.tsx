import {type ComponentPropsWithRef, type ReactNode} from 'react'
import {cx} from './cx'
import {Spinner} from './Spinner'
import {type Tone} from './theme'

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  tone?: Tone
  /** `default` is filled, `ghost` has a border only, `bleed` has neither until hovered. */
  mode?: 'default' | 'ghost' | 'bleed'
  text?: ReactNode
  /** Icon before the text. */
  icon?: ReactNode
  /** Icon after the text, such as the chevron of a menu button. */
  iconRight?: ReactNode
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean
  /** Marks a toggle button as pressed (`aria-pressed`), as in a toolbar. */
  selected?: boolean
}

/**
 * A button with a tone and a mode. While `loading` it is busy (`aria-busy`) and ignores clicks,
 * so an action cannot be started twice. It is a plain button (`type="button"`) unless asked.
 */
export function Button({
  tone = 'default',
  mode = 'default',
  text,
  icon,
  iconRight,
  loading = false,
  selected,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      className={cx('vellum-button', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-pressed={selected}
      data-tone={tone}
      data-mode={mode}
    >
      {/* The button is busy at once, so its spinner needs no delay. */}
      {loading ? <Spinner size={15} delay={0} /> : icon}
      {text !== undefined && text !== null && <span className="vellum-button-text">{text}</span>}
      {children}
      {iconRight}
    </button>
  )
}

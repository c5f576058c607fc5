import {type ButtonHTMLAttributes, type ReactNode} from 'react'
import {Spinner} from './Spinner'
import {color, space, toneColor, type Tone} from './theme'

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone
  /** `default` is filled, `ghost` has a border only, `bleed` has neither until hovered. */
  mode?: 'default' | 'ghost' | 'bleed'
  text?: ReactNode
  icon?: ReactNode
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean
}

/**
 * A button with a tone and a mode. While `loading` it is busy (`aria-busy`) and ignores clicks,
 * so an action cannot be started twice.
 */
export function Button({tone = 'default', mode = 'default', text, icon, loading = false, disabled, children, style, type = 'button', ...rest}: ButtonProps) {
  const paint = tone === 'default' ? color('fg') : color(toneColor(tone))
  const filled = mode === 'default'
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-tone={tone}
      data-mode={mode}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: space(2),
        padding: `${space(2)} ${space(3)}`,
        font: 'inherit',
        fontWeight: 500,
        borderRadius: 'var(--vellum-radius-2)',
        cursor: disabled || loading ? 'default' : 'pointer',
        opacity: disabled ? 0.5 : 1,
        color: filled ? (tone === 'default' ? color('bg') : color('primaryFg')) : paint,
        background: filled ? paint : 'transparent',
        border: mode === 'bleed' ? '1px solid transparent' : `1px solid ${paint}`,
        ...style,
      }}
    >
      {loading ? <Spinner size={15} /> : icon}
      {text}
      {children}
    </button>
  )
}

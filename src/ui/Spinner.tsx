import {useEffect, useState, type SVGAttributes} from 'react'
import {SPINNER_DELAY_MS} from './constants'
import {cx} from './cx'

/** Props of {@link Spinner}. */
export interface SpinnerProps extends SVGAttributes<SVGSVGElement> {
  /** Size in pixels. */
  size?: number
  /** What is loading, for screen readers. */
  label?: string
  /**
   * Milliseconds to wait before showing; nothing renders until then, so loads that finish
   * quickly never flash a spinner. Defaults to {@link SPINNER_DELAY_MS}; 0 shows at once.
   */
  delay?: number
}

/** An indeterminate progress indicator; announces its label to assistive technology once shown. */
export function Spinner({size = 17, label = 'Loading', delay = SPINNER_DELAY_MS, className, ...rest}: SpinnerProps) {
  const [shown, setShown] = useState(delay <= 0)
  useEffect(() => {
    if (delay <= 0) return
    const timer = setTimeout(() => setShown(true), delay)
    return () => clearTimeout(timer)
  }, [delay])
  if (!shown && delay > 0) return null
  return (
    <svg
      role="status"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={cx('vellum-spinner', className)}
      {...rest}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

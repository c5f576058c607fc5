import {type SVGAttributes} from 'react'

/** Props of {@link Spinner}. */
export interface SpinnerProps extends SVGAttributes<SVGSVGElement> {
  /** Size in pixels. */
  size?: number
  /** What is loading, for screen readers. */
  label?: string
}

/** An indeterminate progress indicator; announces its label to assistive technology. */
export function Spinner({size = 17, label = 'Loading', ...rest}: SpinnerProps) {
  return (
    <svg role="status" aria-label={label} width={size} height={size} viewBox="0 0 24 24" fill="none" {...rest}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.8s" repeatCount="indefinite" />
      </path>
    </svg>
  )
}

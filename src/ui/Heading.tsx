import {type HTMLAttributes} from 'react'
import {cx} from './cx'

/** Props of {@link Heading}. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level (`<h1>`–`<h6>`); decides the document outline, not the look. */
  level?: 1 | 2 | 3 | 4 | 5 | 6
  /** Step of the font-size scale (0–5); follows the level unless given. */
  size?: 0 | 1 | 2 | 3 | 4 | 5
  /** Keep to one line and end with an ellipsis when it does not fit. */
  truncate?: boolean
}

const sizeOfLevel = {1: 5, 2: 4, 3: 3, 4: 2, 5: 2, 6: 1} as const

/** A section heading; `level` sets the outline and `size` the look, so the two can differ. */
export function Heading({level = 2, size, truncate = false, className, ...rest}: HeadingProps) {
  const Element = `h${level}` as const
  return (
    <Element
      {...rest}
      className={cx('vellum-heading', className)}
      data-size={size ?? sizeOfLevel[level]}
      data-truncate={truncate || undefined}
    />
  )
}

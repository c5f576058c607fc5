import {type HTMLAttributes} from 'react'
import {cx} from './cx'

/** Props of {@link Text}. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Which element to render; a paragraph unless told. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'code' | 'label'
  /** Step of the font-size scale (0–5); 2 is body text. */
  size?: 0 | 1 | 2 | 3 | 4 | 5
  weight?: 'regular' | 'medium' | 'semibold' | 'bold'
  /** Paint in the muted foreground colour, for secondary text. */
  muted?: boolean
  /** Use the monospace font. */
  code?: boolean
  /** Keep to one line and end with an ellipsis when it does not fit. */
  truncate?: boolean
  align?: 'start' | 'center' | 'end'
}

/** Body text on the type scale, without the browser's default margins. */
export function Text({
  as: Element = 'p',
  size = 2,
  weight,
  muted = false,
  code = false,
  truncate = false,
  align,
  className,
  ...rest
}: TextProps) {
  return (
    <Element
      {...rest}
      className={cx('vellum-text', className)}
      data-size={size}
      data-weight={weight}
      data-muted={muted || undefined}
      data-code={code || undefined}
      data-truncate={truncate || undefined}
      data-align={align}
    />
  )
}

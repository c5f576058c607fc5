import {type HTMLAttributes} from 'react'
import {cx} from './cx'
import {space, type Tone} from './theme'

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  tone?: Tone
  /** Step of the spacing scale inside the card. */
  padding?: number
  /** Draw a border (in the tone's colour when a tone is given). */
  border?: boolean
  /** Step of the radius scale. */
  radius?: number
  /** Lift the card off the page with a shadow. */
  shadow?: boolean
  /** Use the muted background, as for a sidebar or a well. */
  muted?: boolean
}

/** A surface that groups content; tones mark cautions and errors. */
export function Card({
  tone = 'default',
  padding = 3,
  border = false,
  radius = 2,
  shadow = false,
  muted = false,
  className,
  style,
  ...rest
}: CardProps) {
  return (
    <div
      data-tone={tone}
      {...rest}
      className={cx('vellum-card', className)}
      data-border={border || undefined}
      data-shadow={shadow || undefined}
      data-muted={muted || undefined}
      style={{padding: space(padding), borderRadius: `var(--vellum-radius-${radius})`, ...style}}
    />
  )
}

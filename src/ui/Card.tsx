import {type HTMLAttributes} from 'react'
import {color, space, toneColor, type Tone} from './theme'

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  tone?: Tone
  /** Step of the spacing scale inside the card. */
  padding?: number
  /** Draw a border (in the tone's colour when a tone is given). */
  border?: boolean
  /** Step of the radius scale. */
  radius?: number
}

/** A surface that groups content; tones mark cautions and errors. */
export function Card({tone = 'default', padding = 3, border = false, radius = 2, style, ...rest}: CardProps) {
  const edge = tone === 'default' ? color('border') : color(toneColor(tone))
  return (
    <div
      data-tone={tone}
      {...rest}
      style={{
        background: tone === 'default' ? color('bg') : `color-mix(in srgb, ${color(toneColor(tone))} 8%, ${color('bg')})`,
        border: border ? `1px solid ${edge}` : undefined,
        borderRadius: `var(--vellum-radius-${radius})`,
        padding: space(padding),
        ...style,
      }}
    />
  )
}

import {Children, isValidElement, type HTMLAttributes, type ReactNode} from 'react'
import {AVATAR_SIZES} from './Avatar'
import {AVATAR_STACK_MAX, AVATAR_STACK_SPACING} from './constants'
import {cx} from './cx'

/** Props of {@link AvatarStack}. */
export interface AvatarStackProps extends HTMLAttributes<HTMLDivElement> {
  /** The {@link Avatar}s, first one at the left. */
  children?: ReactNode
  /** How many places the stack has; beyond that the last place counts the rest ("+2"). */
  maxLength?: number
  /** Size step of the avatars, so the stack and its counter match them. */
  size?: 0 | 1 | 2
  /** Accessible name of the counter. */
  moreLabel?: (count: number) => string
}

/**
 * Avatars drawn over each other, {@link AVATAR_STACK_SPACING} px apart (at the 25 px presence
 * size; larger avatars keep the same 4 px overlap), as presence shows who is in a document. At most `maxLength` places (3 by default); with more people the last
 * place is a counter of those not shown.
 */
export function AvatarStack({
  children,
  maxLength = AVATAR_STACK_MAX,
  size = 0,
  moreLabel = (count) => `${count} more`,
  className,
  style,
  ...rest
}: AvatarStackProps) {
  if (!Number.isInteger(maxLength) || maxLength < 1)
    throw new RangeError(`AvatarStack: maxLength must be a positive integer, got ${maxLength}`)
  const avatars = Children.toArray(children).filter(isValidElement)
  const overflow = avatars.length > maxLength
  const shown = overflow ? avatars.slice(0, maxLength - 1) : avatars
  const hidden = avatars.length - shown.length
  const places = shown.length + (hidden > 0 ? 1 : 0)
  const diameter = AVATAR_SIZES[size]
  // 21 px for the 25 px presence avatars; larger avatars keep the same 4 px overlap.
  const step = diameter - (AVATAR_SIZES[0] - AVATAR_STACK_SPACING)
  return (
    <div
      role="group"
      {...rest}
      className={cx('vellum-avatar-stack', className)}
      style={{width: places === 0 ? 0 : (places - 1) * step + diameter, height: diameter, ...style}}
    >
      {shown.map((avatar, index) => (
        <span key={avatar.key ?? index} className="vellum-avatar-stack-item" style={{left: index * step}}>
          {avatar}
        </span>
      ))}
      {hidden > 0 && (
        <span className="vellum-avatar-stack-item" style={{left: shown.length * step}}>
          <span
            role="img"
            aria-label={moreLabel(hidden)}
            className="vellum-avatar vellum-avatar-counter"
            data-size={size}
          >
            +{hidden}
          </span>
        </span>
      )}
    </div>
  )
}

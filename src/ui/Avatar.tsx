import {useState, type CSSProperties, type HTMLAttributes} from 'react'
import {cx} from './cx'
import {userColor} from './userColor'

/** Pixel sizes of the avatar size steps. */
export const AVATAR_SIZES = [25, 35, 55] as const

/** Props of {@link Avatar}. */
export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name: the accessible name, and the initials shown without a picture. */
  name: string
  /** Picture URL; initials show while it is missing or when it fails to load. */
  src?: string
  /** Size step: 0 is 25 px (presence), 1 is 35 px, 2 is 55 px. */
  size?: 0 | 1 | 2
  /** Background colour behind the initials; by default the user colour of `name`. */
  color?: string
  /** `inactive` dims the avatar, for a collaborator who has gone idle. */
  status?: 'online' | 'inactive'
  /** Hide from assistive technology, when the name is written next to it anyway. */
  decorative?: boolean
}

/** The first letters of the first and last words of a name, upper-cased. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = [...words[0]!][0] ?? ''
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** A person's picture in a circle, or their initials on their user colour. */
export function Avatar({
  name,
  src,
  size = 0,
  color,
  status = 'online',
  decorative = false,
  className,
  style,
  ...rest
}: AvatarProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = src !== undefined && src !== '' && failedSrc !== src
  return (
    <span
      {...rest}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cx('vellum-avatar', className)}
      data-size={size}
      data-status={status}
      style={{'--vellum-avatar-color': color ?? userColor(name).value, ...style} as CSSProperties}
    >
      {showImage ? (
        <img className="vellum-avatar-image" src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span className="vellum-avatar-initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </span>
  )
}

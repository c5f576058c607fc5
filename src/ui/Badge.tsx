import {type HTMLAttributes, type ReactNode} from 'react'
import {cx} from './cx'
import {type Tone} from './theme'

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone
  /** `default` is tinted with the tone, `outline` has a border in it. */
  mode?: 'default' | 'outline'
  /** Icon before the text. */
  icon?: ReactNode
}

/** A short status label such as "Published" or "Draft". */
export function Badge({tone = 'default', mode = 'default', icon, className, children, ...rest}: BadgeProps) {
  return (
    <span {...rest} className={cx('vellum-badge', className)} data-tone={tone} data-mode={mode}>
      {icon}
      {children}
    </span>
  )
}

import {type ReactNode} from 'react'
import {Button, type ButtonProps} from './Button'
import {cx} from './cx'

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, 'text' | 'iconRight' | 'children'> {
  icon: ReactNode
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string
}

/**
 * A square button showing only an icon, named by `label`. Bleed (no border or fill until
 * hovered) unless another mode is asked for.
 */
export function IconButton({icon, label, mode = 'bleed', className, ...rest}: IconButtonProps) {
  return <Button {...rest} mode={mode} icon={icon} aria-label={label} className={cx('vellum-icon-button', className)} />
}

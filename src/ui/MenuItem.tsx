import {useListItem, useMergeRefs} from '@floating-ui/react'
import {type ComponentPropsWithRef, type MouseEvent, type ReactNode} from 'react'
import {cx} from './cx'
import {CheckmarkIcon} from './icons'
import {useMenuContext} from './MenuContext'
import {type Tone} from './theme'

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  text: ReactNode
  icon?: ReactNode
  /** Paints the item, as `critical` does for Delete. */
  tone?: Tone
  /** Shows the item but skips it in keyboard navigation and ignores clicks. */
  disabled?: boolean
  /**
   * Makes the item one of a set of choices (`menuitemradio`) and marks whether it is the
   * chosen one, as in an ordering menu.
   */
  selected?: boolean
  /** Keyboard shortcut shown at the end, such as `Ctrl+Alt+D`. */
  hotkey?: string
  /** What type-ahead matches; defaults to the item's text. */
  textValue?: string
  /** Keep the menu open after the item is chosen. */
  keepOpen?: boolean
}

/** One action in a {@link Menu}. Choosing it (click, Enter or Space) runs `onClick` and closes the menu. */
export function MenuItem({
  text,
  icon,
  tone = 'default',
  disabled = false,
  selected,
  hotkey,
  textValue,
  keepOpen = false,
  className,
  onClick,
  ref,
  ...rest
}: MenuItemProps) {
  const menu = useMenuContext('MenuItem')
  const item = useListItem({label: disabled ? null : textValue})
  const mergedRef = useMergeRefs([item.ref, ref])
  const active = menu.activeIndex === item.index
  return (
    <button
      {...rest}
      ref={mergedRef}
      type="button"
      role={selected === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={selected}
      aria-disabled={disabled || undefined}
      tabIndex={active ? 0 : -1}
      className={cx('vellum-menu-item', className)}
      data-tone={tone}
      data-active={active || undefined}
      {...menu.getItemProps({
        onClick(event: MouseEvent<HTMLButtonElement>) {
          if (disabled) return
          onClick?.(event)
          if (!keepOpen) menu.close()
        },
      })}
    >
      {icon && <span className="vellum-menu-item-icon">{icon}</span>}
      <span className="vellum-menu-item-text">{text}</span>
      {hotkey && <kbd className="vellum-menu-item-hotkey">{hotkey}</kbd>}
      {selected && <CheckmarkIcon className="vellum-menu-item-check" />}
    </button>
  )
}

import {type ComponentPropsWithRef, type MouseEvent, type ReactNode} from 'react'
import {cx} from './cx'
import {useTabsContext} from './TabsContext'

/** Props of {@link Tab}. */
export interface TabProps extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'type'> {
  /** Which {@link TabPanel} it shows. */
  value: string
  text?: ReactNode
  icon?: ReactNode
}

/** One tab in a {@link TabList}; selecting it shows the {@link TabPanel} with the same value. */
export function Tab({value, text, icon, className, onClick, children, ...rest}: TabProps) {
  const tabs = useTabsContext('Tab')
  const selected = tabs.selected === value
  return (
    <button
      {...rest}
      type="button"
      role="tab"
      id={tabs.tabId(value)}
      aria-selected={selected}
      aria-controls={tabs.panelId(value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      className={cx('vellum-tab', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) tabs.select(value)
      }}
    >
      {icon}
      {text !== undefined && <span>{text}</span>}
      {children}
    </button>
  )
}

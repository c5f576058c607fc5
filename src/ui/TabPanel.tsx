import {type HTMLAttributes} from 'react'
import {cx} from './cx'
import {useTabsContext} from './TabsContext'

/** Props of {@link TabPanel}. */
export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The value of the {@link Tab} that shows it. */
  value: string
}

/**
 * The content of one tab (`role="tabpanel"`, named by its tab). Hidden panels keep their
 * element, so `aria-controls` always points somewhere, but render no children.
 */
export function TabPanel({value, className, children, ...rest}: TabPanelProps) {
  const tabs = useTabsContext('TabPanel')
  const selected = tabs.selected === value
  return (
    <div
      role="tabpanel"
      tabIndex={0}
      {...rest}
      id={tabs.panelId(value)}
      aria-labelledby={tabs.tabId(value)}
      hidden={!selected}
      className={cx('vellum-tab-panel', className)}
    >
      {selected ? children : null}
    </div>
  )
}

import {type HTMLAttributes, type KeyboardEvent} from 'react'
import {cx} from './cx'
import {useTabsContext} from './TabsContext'

/** Props of {@link TabList}. Name it with `aria-label` or `aria-labelledby`. */
export type TabListProps = HTMLAttributes<HTMLDivElement>

/**
 * The row of {@link Tab}s (`role="tablist"`). Only the selected tab is in the tab order;
 * ArrowLeft and ArrowRight move to the previous and next enabled tab (wrapping around), Home
 * and End to the first and last, and moving selects the tab at once.
 */
export function TabList({className, onKeyDown, ...rest}: TabListProps) {
  const tabs = useTabsContext('TabList')
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    const list = event.currentTarget
    // Tabs of a tab list nested in a panel belong to that list, not this one.
    const enabled = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter(
      (tab) => !tab.disabled && tab.closest('[role="tablist"]') === list,
    )
    const index = enabled.findIndex((tab) => tab === event.target)
    if (index === -1 || enabled.length === 0) return
    let next: number
    if (event.key === 'ArrowRight') next = (index + 1) % enabled.length
    else if (event.key === 'ArrowLeft') next = (index - 1 + enabled.length) % enabled.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = enabled.length - 1
    else return
    event.preventDefault()
    const target = enabled[next]!
    target.focus()
    const value = target.dataset.value
    if (value !== undefined) tabs.select(value)
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      {...rest}
      className={cx('vellum-tab-list', className)}
      onKeyDown={handleKeyDown}
    />
  )
}

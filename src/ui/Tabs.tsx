import {useId, useMemo, type ReactNode} from 'react'
import {TabsContext} from './TabsContext'
import {useControllableState} from './useControllableState'

interface TabsBaseProps {
  /** A {@link TabList} of {@link Tab}s and their {@link TabPanel}s, anywhere inside. */
  children?: ReactNode
  onSelect?: (value: string) => void
}

/**
 * Props of {@link Tabs}: either controlled (`selected` and `onSelect`) or keeping its own
 * state from `defaultSelected`. One tab is always selected, so the tab list is always reachable.
 */
export type TabsProps = TabsBaseProps &
  ({selected: string; defaultSelected?: never} | {selected?: never; defaultSelected: string})

/**
 * Ties a {@link TabList} to its {@link TabPanel}s without rendering anything itself, so the
 * list and the panels can live in different parts of a layout (a pane header and its body).
 * @example
 * <Tabs defaultSelected="content">
 *   <TabList aria-label="Document views">
 *     <Tab value="content" text="Content" />
 *     <Tab value="preview" text="Preview" />
 *   </TabList>
 *   <TabPanel value="content">…</TabPanel>
 *   <TabPanel value="preview">…</TabPanel>
 * </Tabs>
 */
export function Tabs({children, selected, defaultSelected, onSelect}: TabsProps) {
  const baseId = useId()
  const [current, select] = useControllableState(selected, onSelect, defaultSelected ?? '')
  const context = useMemo(
    () => ({
      selected: current,
      select,
      tabId: (value: string) => `${baseId}-tab-${encodeURIComponent(value)}`,
      panelId: (value: string) => `${baseId}-panel-${encodeURIComponent(value)}`,
    }),
    [baseId, current, select],
  )
  return <TabsContext.Provider value={context}>{children}</TabsContext.Provider>
}

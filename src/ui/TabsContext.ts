import {createContext, useContext} from 'react'

/** What {@link Tabs} hands its tab list, tabs and panels. */
export interface TabsContextValue {
  selected: string | undefined
  select: (value: string) => void
  tabId: (value: string) => string
  panelId: (value: string) => string
}

/** The nearest set of tabs. */
export const TabsContext = createContext<TabsContextValue | null>(null)

/** The nearest set of tabs; throws when a tab part is rendered outside {@link Tabs}. */
export function useTabsContext(component: string): TabsContextValue {
  const tabs = useContext(TabsContext)
  if (!tabs) throw new Error(`<${component}> must be rendered inside <Tabs>`)
  return tabs
}

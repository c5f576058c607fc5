import type {useInteractions} from '@floating-ui/react'
import {createContext, useContext} from 'react'

/** What an open {@link Menu} hands its items. */
export interface MenuContextValue {
  /** Index of the item that has (or last had) focus; the one item in the tab order. */
  activeIndex: number | null
  getItemProps: ReturnType<typeof useInteractions>['getItemProps']
  /** Closes the menu; focus goes back to its button. */
  close: () => void
}

/** The open menu an item belongs to. */
export const MenuContext = createContext<MenuContextValue | null>(null)

/** The open menu; throws when a menu item is rendered outside one. */
export function useMenuContext(component: string): MenuContextValue {
  const menu = useContext(MenuContext)
  if (!menu) throw new Error(`<${component}> must be rendered inside a <Menu>`)
  return menu
}

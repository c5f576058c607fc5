import {FloatingTree, useFloatingParentNodeId} from '@floating-ui/react'
import {type ReactNode} from 'react'

/**
 * Starts a floating-ui tree unless one is open around it already. Popovers, menus, tooltips
 * and dialogs join one tree, so Escape closes only the innermost, clicks in a child don't
 * count as outside its parent, and a dialog's focus trap lets focus into a menu it opened.
 * Internal to the kit.
 */
export function FloatingTreeRoot({children}: {children: ReactNode}) {
  const parentId = useFloatingParentNodeId()
  return parentId === null ? <FloatingTree>{children}</FloatingTree> : children
}

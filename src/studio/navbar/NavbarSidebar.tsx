import type {ReactNode} from 'react'
import {Dialog} from '../../ui'
import {useTranslation} from '../i18n'
import {NAVBAR_MENU_WIDTHS} from './navbarConstants'

/** Props of {@link NavbarSidebar}. */
export interface NavbarSidebarProps {
  open: boolean
  /** Called by the close button, Escape and a click outside. */
  onClose: () => void
  children?: ReactNode
}

/**
 * The panel that slides in from the start edge on narrow screens, holding what the navbar
 * has no room for. It is a modal dialog: focus is trapped inside, Escape or a click on the
 * backdrop closes it, and focus goes back to the menu button.
 */
export function NavbarSidebar({open, onClose, children}: NavbarSidebarProps) {
  const {t} = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-label={t('navbar.sidebar.aria-label')}
      closeLabel={t('navbar.close-menu')}
      width={NAVBAR_MENU_WIDTHS.sidebar.max}
      style={{minWidth: NAVBAR_MENU_WIDTHS.sidebar.min}}
      className="vellum-navbar-sidebar"
    >
      {children}
    </Dialog>
  )
}

// The studio navbar: logo, tools, new-document picker, search button, configuration issues,
// help, presence and user menus, and the narrow-screen sidebar.
export {StudioNavbar, type NavbarWorkspace, type StudioNavbarProps} from './StudioNavbar'
export {DefaultToolMenu} from './DefaultToolMenu'
export {DefaultLogo} from './DefaultLogo'
export {NavbarSidebar, type NavbarSidebarProps} from './NavbarSidebar'
export {NewDocumentButton, type NewDocumentButtonProps} from './NewDocumentButton'
export {NewDocumentPicker, type NewDocumentPickerProps} from './NewDocumentPicker'
export type {NewDocumentCreateOption} from './NewDocumentCreateOption'
export {
  createNewDocumentOptions,
  type CreateNewDocumentOptionsOptions,
  type NewDocumentItemLike,
} from './createNewDocumentOptions'
export {filterNewDocumentOptions} from './filterNewDocumentOptions'
export {insufficientPermissionsMessage} from './insufficientPermissionsMessage'
export {SearchButton, isApplePlatform, isSearchHotkey, type SearchButtonProps} from './SearchButton'
export {ConfigIssuesButton, type ConfigIssuesButtonProps} from './ConfigIssuesButton'
export {HelpMenu, type HelpMenuProps} from './HelpMenu'
export {
  parseHelpResources,
  type HelpFallbackLinks,
  type HelpItem,
  type HelpLoader,
  type HelpRequest,
  type HelpResources,
  type HelpSection,
} from './HelpResources'
export {PresenceMenu, type PresenceMenuProps, type PresentUser} from './PresenceMenu'
export {UserMenu, UserIdentity, isAdministrator, type UserMenuProps} from './UserMenu'
export {ColorSchemeButtons} from './ColorSchemeButtons'
export type {ColorSchemeControl} from './ColorSchemeControl'
export {useMediaQuery} from './useMediaQuery'
export {
  NAVBAR_MENU_WIDTHS,
  NAVBAR_SIDEBAR_BREAKPOINT,
  NEW_DOCUMENT_ROW_HEIGHT,
  NEW_DOCUMENT_VISIBLE_ROWS,
} from './navbarConstants'

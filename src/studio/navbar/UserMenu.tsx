import {
  Avatar,
  Button,
  COLOR_SCHEME_PREFERENCES,
  DesktopIcon,
  LeaveIcon,
  LinkIcon,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuItem,
  MoonIcon,
  SunIcon,
  UserIcon,
} from '../../ui'
import type {CurrentUser} from '../config'
import {useTranslation} from '../i18n'
import type {ColorSchemeControl} from './ColorSchemeControl'
import {NAVBAR_MENU_WIDTHS} from './navbarConstants'

/** Icons of the colour scheme choices, in the order they are offered. */
export const COLOR_SCHEME_ICONS = {system: DesktopIcon, dark: MoonIcon, light: SunIcon} as const

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: CurrentUser
  /** The colour scheme choice; without it the menu offers none. */
  colorScheme?: ColorSchemeControl
  /** Where the project is managed; the link shows only with it. */
  manageProjectUrl?: string
  /** Where members are invited; the link shows only with it, and only to administrators. */
  inviteMembersUrl?: string
  /** Signs out; the item shows only when the workspace's auth provides a logout. */
  onSignOut?: () => void
}

/** Whether the user holds the administrator role, which sees the invite-members link. */
export function isAdministrator(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.some((role) => role.name === 'administrator')
}

/**
 * The navbar's user menu: the user's name, e-mail and sign-in provider,
 * the colour scheme choices (system, dark, light), the project links, and sign out.
 */
export function UserMenu({user, colorScheme, manageProjectUrl, inviteMembersUrl, onSignOut}: UserMenuProps) {
  const {t} = useTranslation()
  const openUrl = (url: string) => window.open(url, '_blank', 'noopener,noreferrer')
  return (
    <Menu
      button={
        <Button
          mode="bleed"
          aria-label={t('user-menu.button.label', {name: user.name})}
          className="vellum-user-menu-button"
        >
          <Avatar name={user.name} src={user.profileImage} decorative />
        </Button>
      }
      placement="bottom-end"
      minWidth={NAVBAR_MENU_WIDTHS.user.min}
      maxWidth={NAVBAR_MENU_WIDTHS.user.max}
    >
      <MenuItem
        disabled
        className="vellum-user-menu-identity"
        textValue={user.name}
        icon={<Avatar name={user.name} src={user.profileImage} size={1} decorative />}
        text={<UserIdentity user={user} />}
      />
      {colorScheme && (
        <>
          <MenuDivider />
          <MenuGroup title={t('user-menu.appearance')}>
            {COLOR_SCHEME_PREFERENCES.map((preference) => {
              const Icon = COLOR_SCHEME_ICONS[preference]
              return (
                <MenuItem
                  key={preference}
                  icon={<Icon />}
                  text={t(`user-menu.color-scheme.${preference}`)}
                  selected={colorScheme.preference === preference}
                  onClick={() => colorScheme.setPreference(preference)}
                />
              )
            })}
          </MenuGroup>
        </>
      )}
      {(manageProjectUrl || (inviteMembersUrl && isAdministrator(user))) && <MenuDivider />}
      {manageProjectUrl && (
        <MenuItem icon={<LinkIcon />} text={t('user-menu.manage-project')} onClick={() => openUrl(manageProjectUrl)} />
      )}
      {inviteMembersUrl && isAdministrator(user) && (
        <MenuItem icon={<UserIcon />} text={t('user-menu.invite-members')} onClick={() => openUrl(inviteMembersUrl)} />
      )}
      {onSignOut && (
        <>
          <MenuDivider />
          <MenuItem icon={<LeaveIcon />} text={t('user-menu.sign-out')} onClick={onSignOut} />
        </>
      )}
    </Menu>
  )
}

/** The user's name, e-mail and sign-in provider, as the user menu and the sidebar show them. */
export function UserIdentity({user}: {user: CurrentUser}) {
  const {t} = useTranslation()
  return (
    <span className="vellum-user-identity">
      <span className="vellum-user-identity-name">{user.name}</span>
      {user.email && <span className="vellum-user-identity-detail">{user.email}</span>}
      {user.provider && (
        <span className="vellum-user-identity-detail">{t('user-menu.signed-in-with', {provider: user.provider})}</span>
      )}
    </span>
  )
}

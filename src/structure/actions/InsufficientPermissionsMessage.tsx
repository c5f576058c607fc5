import {formatList, useCurrentUser} from '../../studio'
import {useStructureTranslation} from '../i18n'

/**
 * Why an action is off limits: 'Insufficient permissions', then the
 * user's roles ('Your roles: Editor, Translator'). Shown as a disabled action's tooltip and in
 * the read-only banner.
 */
export function InsufficientPermissionsMessage() {
  const {t, locale} = useStructureTranslation()
  const {roles} = useCurrentUser()
  const titles = roles.map((role) => role.title || role.name)
  return (
    <span className="vellum-structure-insufficient-permissions">
      <strong>{t('document.permissions.insufficient')}</strong>{' '}
      <span>
        {titles.length === 0
          ? t('document.permissions.no-roles')
          : t('document.permissions.your-roles', {count: titles.length, roles: formatList(titles, locale)})}
      </span>
    </span>
  )
}

import type {I18n} from '../../i18n'
import type {CurrentUserRole} from '../config'
import {formatList} from '../i18n'

/**
 * Why the user may not create documents, naming their roles: for one
 * option (`option`) or for every option, when the whole new-document button is disabled
 * (`button`).
 *
 * @example
 * ```ts
 * insufficientPermissionsMessage(i18n, [{name: 'viewer', title: 'Viewer'}], 'option')
 * // → 'Your role Viewer does not have permission to create this kind of document.'
 * ```
 */
export function insufficientPermissionsMessage(
  i18n: Pick<I18n, 't' | 'locale'>,
  roles: readonly CurrentUserRole[],
  scope: 'option' | 'button',
): string {
  if (roles.length === 0) return i18n.t('new-document.insufficient-permissions.no-roles')
  const titles = roles.map((role) => role.title || role.name)
  return i18n.t(`new-document.insufficient-permissions.${scope}`, {
    count: roles.length,
    roles: formatList(titles, i18n.locale),
  })
}

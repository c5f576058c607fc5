import type {DocumentBadgeComponent} from '../../studio'
import {useStructureTranslation} from '../i18n'

/**
 * 'Published' (success) while the document has a published version.
 * @public
 */
export const PublishedStatusBadge: DocumentBadgeComponent = function PublishedStatusBadge({published}) {
  const {t} = useStructureTranslation()
  return published
    ? {label: t('document.badge.published'), title: t('document.badge.published-title'), color: 'success'}
    : null
}
PublishedStatusBadge.displayName = 'PublishedStatusBadge'

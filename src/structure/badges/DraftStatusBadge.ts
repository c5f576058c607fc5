import type {DocumentBadgeComponent} from '../../studio'
import {useStructureTranslation} from '../i18n'

/**
 * 'Draft' (warning) while the document has a draft: changes not published yet.
 * @public
 */
export const DraftStatusBadge: DocumentBadgeComponent = function DraftStatusBadge({draft, liveEdit}) {
  const {t} = useStructureTranslation()
  return draft && !liveEdit
    ? {label: t('document.badge.draft'), title: t('document.badge.draft-title'), color: 'warning'}
    : null
}
DraftStatusBadge.displayName = 'DraftStatusBadge'

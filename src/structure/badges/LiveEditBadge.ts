import type {DocumentBadgeComponent} from '../../studio'
import {useStructureTranslation} from '../i18n'

/**
 * 'Live' (danger) for live-edit types: every change is published at once.
 * @public
 */
export const LiveEditBadge: DocumentBadgeComponent = function LiveEditBadge({liveEdit}) {
  const {t} = useStructureTranslation()
  return liveEdit ? {label: t('document.badge.live'), title: t('document.badge.live-title'), color: 'danger'} : null
}
LiveEditBadge.displayName = 'LiveEditBadge'

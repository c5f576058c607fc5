import type {DocumentActionComponent} from '../../studio'
import {useStructureTranslation} from '../i18n'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {usePairPermission} from '../services/usePairPermission'
import {UnpublishIcon} from './actionIcons'
import {useConfirmedOperation} from './useConfirmedOperation'

/**
 * Unpublish: deletes the published document and keeps its content as the
 * draft, after a confirm dialog. Disabled when the document is not published or the user may
 * not unpublish it; hidden for live-edit types, which have no drafts to fall back to.
 * @public
 */
export const UnpublishAction: DocumentActionComponent = function UnpublishAction(props) {
  const {id, type, draft, published, liveEdit, onComplete} = props
  const {t} = useStructureTranslation()
  const operations = useDocumentOperations(id, type)
  const permission = usePairPermission('unpublish', {id, type, draft, published})
  const description = useConfirmedOperation({
    label: t('document.action.unpublish.label'),
    runningLabel: t('document.action.unpublish.running'),
    icon: UnpublishIcon,
    tone: 'critical',
    confirm: t('document.action.unpublish.confirm'),
    reason: operations ? operations.unpublish.disabled : null,
    permission,
    execute: operations ? operations.unpublish.execute : null,
    messages: {success: t('document.action.unpublish.success'), failed: t('document.action.unpublish.failed')},
    onComplete,
  })
  return liveEdit ? null : description
}
UnpublishAction.action = 'unpublish'
UnpublishAction.displayName = 'UnpublishAction'

import type {DocumentActionComponent} from '../../studio'
import {useStructureTranslation} from '../i18n'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {usePairPermission} from '../services/usePairPermission'
import {DiscardChangesIcon} from './actionIcons'
import {useConfirmedOperation} from './useConfirmedOperation'

/**
 * Discard changes: deletes the draft, going back to the published
 * version, after a confirm dialog. Disabled without a draft (`NO_CHANGES`), without a
 * published version to go back to (`NOT_PUBLISHED`: delete the document instead), or when the
 * user may not discard it; hidden for live-edit types.
 * @public
 */
export const DiscardChangesAction: DocumentActionComponent = function DiscardChangesAction(props) {
  const {id, type, draft, published, liveEdit, onComplete} = props
  const {t} = useStructureTranslation()
  const operations = useDocumentOperations(id, type)
  const permission = usePairPermission('discardDraft', {id, type, draft, published})
  const description = useConfirmedOperation({
    label: t('document.action.discard.label'),
    runningLabel: t('document.action.discard.running'),
    icon: DiscardChangesIcon,
    tone: 'critical',
    confirm: t('document.action.discard.confirm'),
    reason: operations ? operations.discardChanges.disabled : null,
    permission,
    execute: operations ? operations.discardChanges.execute : null,
    messages: {success: t('document.action.discard.success'), failed: t('document.action.discard.failed')},
    onComplete,
  })
  return liveEdit ? null : description
}
DiscardChangesAction.action = 'discardChanges'
DiscardChangesAction.displayName = 'DiscardChangesAction'

import type {DocumentActionComponent} from '../../studio'
import {TrashIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useOptionalDocumentPane} from '../services/DocumentPaneContext'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {usePairPermission} from '../services/usePairPermission'
import {useConfirmedOperation} from './useConfirmedOperation'

/**
 * Delete: deletes the draft and the published document after a confirm
 * dialog, then a 'Deleted' toast, and closes the document pane: the user lands on the list the
 * document was opened from (the structure root for a document opened on its own). A pane
 * that cannot close stays, saying the document was deleted. Disabled when there is nothing to
 * delete or the user may not delete it.
 * @public
 */
export const DeleteAction: DocumentActionComponent = function DeleteAction(props) {
  const {id, type, draft, published, onComplete} = props
  const {t} = useStructureTranslation()
  const operations = useDocumentOperations(id, type)
  const permission = usePairPermission('delete', {id, type, draft, published})
  const closePane = useOptionalDocumentPane()?.closePane
  return useConfirmedOperation({
    label: t('document.action.delete.label'),
    runningLabel: t('document.action.delete.running'),
    icon: TrashIcon,
    tone: 'critical',
    confirm: t('document.action.delete.confirm'),
    reason: operations ? operations.delete.disabled : null,
    permission,
    execute: operations ? operations.delete.execute : null,
    messages: {success: t('document.action.delete.success'), failed: t('document.action.delete.failed')},
    onComplete,
    ...(closePane ? {onSuccess: closePane} : {}),
  })
}
DeleteAction.action = 'delete'
DeleteAction.displayName = 'DeleteAction'

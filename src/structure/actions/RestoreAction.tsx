import type {DocumentActionComponent} from '../../studio'
import {useStructureTranslation} from '../i18n'
import {useOptionalDocumentPane} from '../services/DocumentPaneContext'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {usePairPermission} from '../services/usePairPermission'
import {RestoreIcon} from './actionIcons'
import {useConfirmedOperation} from './useConfirmedOperation'

/**
 * Restore: restores the revision the history view has selected
 * (`selectedRevision` of the document pane) into the draft — the published document for
 * live-edit types — after a confirm dialog. Hidden while no revision is selected. One of
 * `DEFAULT_DOCUMENT_ACTIONS`.
 * @public
 */
export const RestoreAction: DocumentActionComponent = function RestoreAction(props) {
  const {id, type, draft, published, onComplete} = props
  const {t} = useStructureTranslation()
  const revision = useOptionalDocumentPane()?.selectedRevision
  const operations = useDocumentOperations(id, type)
  const permission = usePairPermission('update', {id, type, draft, published})
  const restore = operations?.restore
  const description = useConfirmedOperation({
    label: t('document.action.restore.label'),
    runningLabel: t('document.action.restore.running'),
    icon: RestoreIcon,
    tone: 'caution',
    confirm: t('document.action.restore.confirm'),
    reason: restore ? restore.disabled : null,
    permission,
    execute: restore && revision ? () => restore.execute(revision) : null,
    messages: {success: t('document.action.restore.success'), failed: t('document.action.restore.failed')},
    onComplete,
  })
  return revision ? description : null
}
RestoreAction.action = 'restore'
RestoreAction.displayName = 'RestoreAction'

import type {DocumentActionComponent} from '../../studio'
import {useRouter} from '../../studio'
import {CopyIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {newDocumentId} from '../router'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {usePairPermission} from '../services/usePairPermission'
import {useActionGuard} from './useActionGuard'
import {useOperationRunner} from './useOperationRunner'

/**
 * Duplicate: copies the draft (else the published version) to a new
 * document with a new random id — a draft, unless the type is live-edit — without its timestamps, then opens the
 * copy with the `edit` intent. Disabled when there is nothing to copy or the user may not
 * create the copy.
 * @public
 */
export const DuplicateAction: DocumentActionComponent = function DuplicateAction(props) {
  const {id, type, draft, published, onComplete} = props
  const {t} = useStructureTranslation()
  const router = useRouter()
  const operations = useDocumentOperations(id, type)
  const permission = usePairPermission('duplicate', {id, type, draft, published})
  const guard = useActionGuard(operations ? operations.duplicate.disabled : null, permission)
  const {running, run} = useOperationRunner(onComplete)
  return {
    label: running ? t('document.action.duplicate.running') : t('document.action.duplicate.label'),
    icon: CopyIcon,
    disabled: guard.disabled || running,
    title: guard.title,
    onHandle: () => {
      if (guard.disabled || running || !operations) return
      const duplicateId = newDocumentId()
      run(
        () => operations.duplicate.execute(duplicateId),
        {success: t('document.action.duplicate.success'), failed: t('document.action.duplicate.failed')},
        () => router.navigateIntent({intent: 'edit', params: {id: duplicateId, type}}),
      )
    },
  }
}
DuplicateAction.action = 'duplicate'
DuplicateAction.displayName = 'DuplicateAction'

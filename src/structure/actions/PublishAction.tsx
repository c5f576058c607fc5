import {useEffect, useState} from 'react'
import type {DocumentActionComponent} from '../../studio'
import {SuccessIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {usePairPermission} from '../services/usePairPermission'
import {useValidationStatus} from '../services/useValidationStatus'
import {useActionGuard} from './useActionGuard'
import {useOperationRunner} from './useOperationRunner'

/** The publish action's keyboard shortcut: Ctrl+Alt+P (⌘⌥P on a Mac). */
export const PUBLISH_SHORTCUT = 'Mod+Alt+P'

/**
 * Publish: copies the draft to the published document (strengthening weak references marked
 * to be strengthened on publish) and deletes the draft. Disabled with
 * the operation's reason (no draft: `NO_CHANGES` / `ALREADY_PUBLISHED`; live-edit types;
 * loading), when the user may not publish ('Insufficient permissions'), and while validation
 * errors remain. Chosen while validation runs, it waits for the run and publishes when no
 * error is left. Shows 'Publishing…' while the operation waits for the pair to be consistent
 * and commits, then a 'Published' toast (or the error).
 * @public
 */
export const PublishAction: DocumentActionComponent = function PublishAction(props) {
  const {id, type, draft, published, onComplete} = props
  const {t} = useStructureTranslation()
  const operations = useDocumentOperations(id, type)
  const {isValidating, validation} = useValidationStatus(id, type)
  const permission = usePairPermission('publish', {id, type, draft, published})
  const guard = useActionGuard(operations ? operations.publish.disabled : null, permission)
  const {running, run} = useOperationRunner(onComplete)
  const [scheduled, setScheduled] = useState(false)
  const hasErrors = validation.some((marker) => marker.level === 'error')
  const blocked = guard.disabled || hasErrors

  // A publish asked for while validating goes ahead once the run is over, if nothing blocks it.
  const ready = scheduled && !isValidating
  useEffect(() => {
    if (!ready) return
    setScheduled(false)
    if (!blocked && operations)
      run(() => operations.publish.execute(), {
        success: t('document.action.publish.success'),
        failed: t('document.action.publish.failed'),
      })
  }, [ready, blocked, operations, run, t])

  const title = guard.disabled
    ? guard.title
    : hasErrors
      ? t('document.action.publish.validation-errors')
      : scheduled
        ? t('document.action.publish.waiting')
        : undefined
  return {
    label: running || scheduled ? t('document.action.publish.running') : t('document.action.publish.label'),
    icon: SuccessIcon,
    tone: 'positive',
    shortcut: PUBLISH_SHORTCUT,
    disabled: blocked || running || scheduled,
    title,
    onHandle: () => {
      if (blocked || running || scheduled || !operations) return
      if (isValidating) setScheduled(true)
      else
        run(() => operations.publish.execute(), {
          success: t('document.action.publish.success'),
          failed: t('document.action.publish.failed'),
        })
    },
  }
}
PublishAction.action = 'publish'
PublishAction.displayName = 'PublishAction'

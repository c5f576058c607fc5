import type {ConsistencyState} from '../../store'
import {useStructureTranslation} from '../i18n'

/**
 * Whether the user's edits have reached the server: 'Saved', 'Saving…' while a commit is on
 * its way, and 'Not saved yet, retrying' (with the failure as its tooltip) while a commit
 * fails and is retried — nothing typed is lost meanwhile. 'Saving…' is text without a
 * spinner: edits are pending for most of the time someone types (the store commits at most
 * once a second), and a running animation would have the browser draw every frame, which
 * each keystroke then waits for.
 */
export function SyncIndicator({consistency}: {consistency: ConsistencyState}) {
  const {t} = useStructureTranslation()
  if (consistency.status === 'failing') {
    return (
      <span
        className="vellum-structure-document-sync"
        data-status="failing"
        role="status"
        title={t('document.sync.failing-title', {message: consistency.message})}
      >
        {t('document.sync.failing')}
      </span>
    )
  }
  return (
    <span className="vellum-structure-document-sync" data-status={consistency.status} role="status">
      {consistency.status === 'pending' ? t('document.sync.pending') : t('document.sync.in-sync')}
    </span>
  )
}

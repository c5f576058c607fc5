import type {ConsistencyState} from '../../store'
import {Spinner} from '../../ui'
import {useStructureTranslation} from '../i18n'

/**
 * Whether the user's edits have reached the server: 'Saved', 'Saving…' while a commit is on
 * its way, and 'Not saved yet, retrying' (with the failure as its tooltip) while a commit
 * fails and is retried — nothing typed is lost meanwhile.
 */
export function SyncIndicator({consistency}: {consistency: ConsistencyState}) {
  const {t} = useStructureTranslation()
  if (consistency.status === 'failing') {
    return (
      <span className="vellum-structure-document-sync" data-status="failing" role="status" title={t('document.sync.failing-title', {message: consistency.message})}>
        {t('document.sync.failing')}
      </span>
    )
  }
  return (
    <span className="vellum-structure-document-sync" data-status={consistency.status} role="status">
      {consistency.status === 'pending' ? (
        <>
          <Spinner size={12} delay={0} label={t('document.sync.pending')} /> {t('document.sync.pending')}
        </>
      ) : (
        t('document.sync.in-sync')
      )}
    </span>
  )
}

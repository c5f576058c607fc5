import {Button, Card, Text} from '../../ui'
import {RestoreIcon} from '../actions/actionIcons'
import {useStructureTranslation} from '../i18n'
import {formatChunkTime} from './HistoryMenu'

/** Props of {@link HistoryBanner}. */
export interface HistoryBannerProps {
  /** When the revision shown was made (ISO). */
  timestamp: string
  /** Restores the revision into the draft; left out when the user may not edit the document. */
  onRestore?: () => void
  /** Whether a restore is running. */
  restoring?: boolean
  /** Goes back to the current version. */
  onClose: () => void
  /** Opens review changes on what changed since this revision (up to the current version). */
  onCompare?: () => void
}

/** Says the form shows a read-only past version, with Restore and a way back to the current version. */
export function HistoryBanner({timestamp, onRestore, restoring = false, onClose, onCompare}: HistoryBannerProps) {
  const {t} = useStructureTranslation()
  return (
    <Card className="vellum-history-banner" tone="primary" padding={3} role="status">
      <Text size={1}>{t('history.banner', {time: formatChunkTime(timestamp)})}</Text>
      <div className="vellum-history-banner-buttons">
        <Button mode="bleed" text={t('history.banner.close')} onClick={onClose} />
        {onCompare ? <Button mode="ghost" text={t('history.compare-since')} onClick={onCompare} /> : null}
        {onRestore ? (
          <Button
            tone="caution"
            icon={<RestoreIcon />}
            text={t(restoring ? 'document.action.restore.running' : 'document.action.restore.label')}
            loading={restoring}
            disabled={restoring}
            onClick={onRestore}
          />
        ) : null}
      </div>
    </Card>
  )
}

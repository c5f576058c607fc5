import {useEffect, useState} from 'react'
import {Button, Spinner, WarningIcon} from '../../ui'
import {useTranslation} from '../i18n'

/**
 * The connection to the server, as the store's connection status reports it (its
 * `ConnectionStatus` fits): connecting (`attemptNo` failed attempts so far), connected, or
 * failed with when the next attempt is due and whether the browser is offline.
 */
export type ConnectionStatusLike =
  | {type: 'connecting'; attemptNo: number}
  | {type: 'connected'}
  | {type: 'error'; retryAt: Date; isOffline: boolean; attemptNo: number}

/** Props of {@link ConnectionStatusBanner}. */
export interface ConnectionStatusBannerProps {
  status: ConnectionStatusLike
  /** Tries again at once; the 'Retry now' button shows only with it. */
  onRetry?: () => void
}

/**
 * Says so while the server cannot be reached: offline, or unreachable
 * with a countdown to the next attempt and its number, then 'Reconnecting…' while a retry
 * runs. Renders nothing while connected and during the first connection.
 */
export function ConnectionStatusBanner({status, onRetry}: ConnectionStatusBannerProps) {
  const {t} = useTranslation()
  if (status.type === 'connected' || (status.type === 'connecting' && status.attemptNo === 0)) return null
  if (status.type === 'connecting') {
    return (
      <div role="status" className="vellum-connection-banner" data-state="connecting">
        {/* The text says it; the spinner is decoration. */}
        <Spinner size={15} delay={0} aria-hidden />
        <span className="vellum-connection-banner-title">{t('connection.reconnecting')}</span>
      </div>
    )
  }
  return (
    <div role="status" className="vellum-connection-banner" data-state={status.isOffline ? 'offline' : 'error'}>
      <WarningIcon className="vellum-connection-banner-icon" />
      <span className="vellum-connection-banner-text">
        <span className="vellum-connection-banner-title">
          {status.isOffline ? t('connection.offline.title') : t('connection.error.title')}
        </span>{' '}
        {status.isOffline ? (
          <span>{t('connection.offline.description')}</span>
        ) : (
          <RetryCountdown retryAt={status.retryAt} attemptNo={status.attemptNo} />
        )}
      </span>
      {onRetry && <Button mode="ghost" text={t('connection.retry-now')} onClick={onRetry} />}
    </div>
  )
}

/** 'Trying again in N seconds (attempt M).', counted down every second. */
function RetryCountdown({retryAt, attemptNo}: {retryAt: Date; attemptNo: number}) {
  const {t} = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const remaining = retryAt.getTime() - now
  const seconds = Math.max(0, Math.ceil(remaining / 1000))
  useEffect(() => {
    if (remaining <= 0) return
    // Wake up when the whole number of seconds left changes.
    const timer = setTimeout(() => setNow(Date.now()), remaining % 1000 || 1000)
    return () => clearTimeout(timer)
  }, [remaining])
  // Counting down is not news: keep it out of the live region's announcements.
  return (
    <span aria-live="off">
      {seconds === 0
        ? t('connection.error.retrying', {attempt: attemptNo})
        : t('connection.error.retry-in', {count: seconds, attempt: attemptNo})}
    </span>
  )
}

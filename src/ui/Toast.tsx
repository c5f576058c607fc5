import {type HTMLAttributes, type ReactNode} from 'react'
import {cx} from './cx'
import {IconButton} from './IconButton'
import {CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon} from './icons'
import {type Tone} from './theme'

/**
 * How a toast reads: neutral news, a success, a warning or an error.
 * @public
 */
export type ToastStatus = 'info' | 'success' | 'warning' | 'error'

const toneOfStatus: Record<ToastStatus, Tone> = {
  info: 'primary',
  success: 'positive',
  warning: 'caution',
  error: 'critical',
}
const iconOfStatus: Record<ToastStatus, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
}

/** Props of {@link Toast}. */
export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status?: ToastStatus
  title: ReactNode
  description?: ReactNode
  /** Show a close button. */
  closable?: boolean
  /** Called by the close button. */
  onClose?: () => void
  /** Accessible name of the close button. */
  closeLabel?: string
}

/**
 * One notification card. Warnings and errors are alerts (read out at once), info and success
 * are status messages (read out when the reader is idle). Usually shown through `useToast`,
 * which also closes it after a while.
 */
export function Toast({
  status = 'info',
  title,
  description,
  closable = false,
  onClose,
  closeLabel = 'Close',
  className,
  ...rest
}: ToastProps) {
  return (
    <div
      role={status === 'error' || status === 'warning' ? 'alert' : 'status'}
      {...rest}
      className={cx('vellum-toast', className)}
      data-status={status}
      data-tone={toneOfStatus[status]}
    >
      <span className="vellum-toast-icon">{iconOfStatus[status]}</span>
      <div className="vellum-toast-text">
        <div className="vellum-toast-title">{title}</div>
        {description !== undefined && description !== null && (
          <div className="vellum-toast-description">{description}</div>
        )}
      </div>
      {closable && (
        <IconButton icon={<CloseIcon />} label={closeLabel} onClick={onClose} className="vellum-toast-close" />
      )}
    </div>
  )
}

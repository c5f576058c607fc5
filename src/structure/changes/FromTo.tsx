import type {ReactNode} from 'react'
import {useStructureTranslation} from '../i18n'

/** Props of {@link FromTo}. */
export interface FromToProps {
  /** The older value as shown; absent when there was none. */
  from: ReactNode | undefined
  /** The newer value as shown; absent when there is none any more. */
  to: ReactNode | undefined
  /** Side by side (images) rather than one line with an arrow. */
  layout?: 'inline' | 'grid'
}

/** A value's change as its old value struck through, an arrow, and its new value. */
export function FromTo({from, to, layout = 'inline'}: FromToProps) {
  const {t} = useStructureTranslation()
  return (
    <div className="vellum-changes-from-to" data-layout={layout}>
      {from === undefined ? null : (
        <div className="vellum-changes-from" aria-label={t('changes.from')}>
          {from}
        </div>
      )}
      {from === undefined || to === undefined ? null : (
        <span className="vellum-changes-arrow" aria-hidden="true">
          →
        </span>
      )}
      {to === undefined ? null : (
        <div className="vellum-changes-to" aria-label={t('changes.to')}>
          {to}
        </div>
      )}
    </div>
  )
}

/** A primitive value as text: dates and date-times in the reader's locale, booleans as ✓/✗ words. */
export function formatValue(value: unknown, kind?: 'date' | 'datetime'): string {
  if (value === null) return 'null'
  if (kind === 'datetime' && typeof value === 'string') {
    const time = Date.parse(value)
    return Number.isNaN(time) ? value : new Date(time).toLocaleString()
  }
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

import {useStructureTranslation} from '../../i18n'
import type {DocumentStatus} from './createDocumentListStore'

/** A dot telling a document's status: published (green), edited (amber, with a draft), unpublished (grey, a draft only). */
export function DocumentStatusDot({status}: {status: DocumentStatus}) {
  const {t} = useStructureTranslation()
  const label = t(`document-list.status.${status}`)
  return (
    <span className="vellum-structure-status-dot" data-status={status} role="img" aria-label={label} title={label} />
  )
}

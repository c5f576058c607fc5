import {RelativeTime} from '../../studio'
import type {ContentDocument} from '../../types'
import {useStructureTranslation} from '../i18n'

/** Props of {@link DocumentStatus}. */
export interface DocumentStatusProps {
  draft: ContentDocument | null
  published: ContentDocument | null
  liveEdit: boolean
}

/**
 * Where the document stands: 'Published 5 minutes ago' (published
 * only), 'Edited …' (published with a draft), 'Unpublished' with the draft's last edit (draft
 * only), 'Not created yet' (neither).
 */
export function DocumentStatus({draft, published, liveEdit}: DocumentStatusProps) {
  const {t} = useStructureTranslation()
  const [status, time] = liveEdit
    ? published
      ? (['published', published._updatedAt] as const)
      : (['new', undefined] as const)
    : draft
      ? ([published ? 'edited' : 'unpublished', draft._updatedAt] as const)
      : published
        ? (['published', published._updatedAt] as const)
        : (['new', undefined] as const)
  return (
    <span className="vellum-structure-document-status" data-status={status}>
      <span className="vellum-structure-document-status-dot" aria-hidden="true" />
      {t(`document.status.${status}`)}
      {time ? (
        <>
          {' '}
          <RelativeTime time={time} />
        </>
      ) : null}
    </span>
  )
}

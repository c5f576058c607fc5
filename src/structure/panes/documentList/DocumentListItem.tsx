import {memo, useMemo} from 'react'
import {getDraftId} from '../../../document'
import {isPreviewImageSource, PreviewImage} from '../../../form'
import type {PreviewState, PreviewStore} from '../../../store'
import {StateLink} from '../../../studio'
import type {SchemaType} from '../../../types'
import {useStructureTranslation} from '../../i18n'
import type {StructureRouterState} from '../../router'
import {useObservableState} from '../../services/useObservableState'
import {documentStatus, type DocumentListRow} from './createDocumentListStore'
import {DocumentStatusDot} from './DocumentStatusDot'

const LOADING: PreviewState = {snapshot: null, isLoading: true}

/** Props of {@link DocumentListItem}. */
export interface DocumentListItemProps {
  row: DocumentListRow
  /** The row's schema type; without one the row shows the document id. */
  schemaType: SchemaType | undefined
  previewStore: PreviewStore
  /** Where the row's link goes: its document opened to the right of the list. */
  state: StructureRouterState
  selected: boolean
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null

/**
 * One document of a list: its preview (the draft's when there is one), live through the
 * preview store — the image its preview selects as a thumbnail (the form's `PreviewImage`,
 * with the services `DocumentListPane` provides), its title and subtitle — and its status dot; a link that opens the document to the right.
 */
export const DocumentListItem = memo(function DocumentListItem({
  row,
  schemaType,
  previewStore,
  state,
  selected,
}: DocumentListItemProps) {
  const {t} = useStructureTranslation()
  const previewId = row.hasDraft ? getDraftId(row.id) : row.id
  const preview$ = useMemo(
    () => (schemaType ? previewStore.observeForPreview({_id: previewId, _type: row.type}, schemaType) : null),
    [previewStore, previewId, row.type, schemaType],
  )
  const {value: preview} = useObservableState(preview$, LOADING)
  const loading = schemaType !== undefined && preview.snapshot === null && preview.isLoading === true
  let title: string
  if (!schemaType) title = row.id
  else if (loading) title = t('document-list.row-loading')
  else title = text(preview.snapshot?.title) ?? t('document-list.untitled')
  const subtitle = text(preview.snapshot?.subtitle)
  return (
    <StateLink
      state={state}
      className="vellum-structure-document-row"
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
      data-document-id={row.id}
      aria-busy={loading || undefined}
    >
      {isPreviewImageSource(preview.snapshot?.media) ? (
        <span className="vellum-structure-document-row-media">
          <PreviewImage source={preview.snapshot?.media} layout="default" />
        </span>
      ) : null}
      <span className="vellum-structure-document-row-text">
        <span className="vellum-structure-document-row-title">{title}</span>
        {subtitle ? <span className="vellum-structure-document-row-subtitle">{subtitle}</span> : null}
      </span>
      <DocumentStatusDot status={documentStatus(row)} />
    </StateLink>
  )
})

import {useCallback, useMemo} from 'react'
import type {AnnotationSource} from '../../diff'
import {displayedDocument, type Chunk} from '../../store'
import type {ContentDocument, ObjectSchemaType, Patch} from '../../types'
import {Spinner, Text} from '../../ui'
import {ReviewChangesPanel} from '../changes/ReviewChangesPanel'
import {ErrorCard} from '../changes/DiffView'
import {useStructureTranslation} from '../i18n'
import {CompareWithMenu} from './CompareWithMenu'
import {formatChunkTime} from './HistoryMenu'
import {annotationsBetween, annotationsSinceLastPublish} from './rangeAnnotations'
import type {TimelineHandle} from './useTimeline'

/** Props of {@link DocumentReviewChanges}. */
export interface DocumentReviewChangesProps {
  documentId: string
  schemaType: ObjectSchemaType
  draft: ContentDocument | null
  published: ContentDocument | null
  liveEdit: boolean
  /** The user may not edit the document: no revert. */
  readOnly: boolean
  /** The pane's timeline (its selection follows `since` and `rev`). */
  timeline: TimelineHandle
  /** The `since` param: the time id the range starts at. */
  since: string | undefined
  /** The `rev` param: the revision shown, where the range ends (the current version when undefined). */
  rev: string | undefined
  /** Selects a range: `since` null compares with the published version again. */
  onRangeChange: (since: string | null, rev: string | null) => void
  onRevert: (patches: Patch[]) => void
  onClose: () => void
}

/**
 * The review-changes panel of a document pane: by default the published version against the
 * draft; with a range (`since`, from the panel's 'Compare with' menu or a past revision's
 * 'Compare changes since this version') the version after the range's start against the
 * revision shown, or the current version. A live-edit document, whose published version is
 * the current one, asks for a version to compare with. Revert is offered only when the
 * comparison ends at the current version and the user may edit the document.
 */
export function DocumentReviewChanges(props: DocumentReviewChangesProps) {
  const {documentId, schemaType, draft, published, liveEdit, readOnly, timeline, since, rev} = props
  const {onRangeChange, onRevert, onClose} = props
  const {t} = useStructureTranslation()
  const {controller, state} = timeline
  const current = liveEdit ? published : (draft ?? published)
  const selection = since === undefined ? undefined : state?.selection
  const range = selection?.state === 'range' ? selection : undefined
  const errorMessage = state?.error?.message
  const selectionState = selection?.state

  const comparison = useMemo(():
    | {kind: 'ready'; from: ContentDocument | null; to: ContentDocument | null; description: string}
    | {kind: 'loading' | 'choose'}
    | {kind: 'error'; message: string} => {
    if (since === undefined) {
      if (liveEdit) return {kind: 'choose'}
      return {kind: 'ready', from: published, to: current, description: t('changes.since-published')}
    }
    if (errorMessage !== undefined) return {kind: 'error', message: errorMessage}
    if (selectionState === 'invalid') return {kind: 'error', message: t('history.revision-failed')}
    if (!range) return {kind: 'loading'}
    const fromTime = formatChunkTime(range.since.endTimestamp)
    return {
      kind: 'ready',
      from: displayedDocument(range.sinceDocuments),
      to: rev === undefined ? current : displayedDocument(range.revDocuments),
      description:
        rev === undefined
          ? t('changes.since-revision', {time: fromTime})
          : t('changes.since-range', {from: fromTime, to: formatChunkTime(range.rev.endTimestamp)}),
    }
  }, [since, liveEdit, published, current, errorMessage, selectionState, range, rev, t])

  const chunks = state?.chunks
  const annotations = useMemo((): AnnotationSource | undefined => {
    if (!controller || !chunks || state?.error) return undefined
    if (range) return annotationsBetween(controller.timeline, chunks, range.since.index, range.rev.index)
    if (since === undefined && rev === undefined && !liveEdit)
      return annotationsSinceLastPublish(controller.timeline, chunks)
    return undefined
  }, [controller, chunks, state?.error, range, since, rev, liveEdit])

  // Versions that may start the range: those older than the one it ends at.
  const shown = state?.selection
  const endIndex =
    rev === undefined
      ? (chunks?.length ?? 0) - 1
      : shown?.state === 'rev' || shown?.state === 'range'
        ? shown.rev.index
        : undefined
  const older = useMemo(
    () => (chunks && endIndex !== undefined ? chunks.filter((chunk) => chunk.index < endIndex) : []),
    [chunks, endIndex],
  )
  const selectSince = useCallback(
    (chunk: Chunk) => {
      if (!controller) return
      const [nextSince, nextRev] = controller.findRangeForNewSince(chunk)
      onRangeChange(nextSince, nextRev)
    },
    [controller, onRangeChange],
  )
  const picker = (
    <CompareWithMenu
      chunks={older}
      selectedChunkId={range?.since.id ?? null}
      offerPublished={!liveEdit}
      canLoadMore={Boolean(state && !state.reachedEarliestEntry && !state.error)}
      loading={state?.loading ?? true}
      onSelect={selectSince}
      onSelectPublished={() => onRangeChange(null, rev ?? null)}
      onLoadMore={() => void controller?.loadMore()}
    />
  )

  let placeholder
  if (comparison.kind === 'loading') {
    placeholder = (
      <div className="vellum-changes-empty">
        <Spinner label={t('changes.loading')} />
      </div>
    )
  } else if (comparison.kind === 'choose') {
    placeholder = (
      <div className="vellum-changes-empty" role="status">
        <Text weight="semibold">{t('changes.choose-revision.title')}</Text>
        <Text size={1} muted>
          {t('changes.choose-revision.description')}
        </Text>
      </div>
    )
  } else if (comparison.kind === 'error') {
    placeholder = <ErrorCard title={t('history.revision-failed')} message={comparison.message} />
  }
  const ready = comparison.kind === 'ready' ? comparison : undefined
  // Reverting writes into the current version: only a comparison that ends there may revert.
  const mayRevert = !readOnly && rev === undefined
  return (
    <ReviewChangesPanel
      documentId={documentId}
      schemaType={schemaType}
      from={ready?.from ?? null}
      to={ready?.to ?? null}
      {...(ready ? {description: ready.description} : {})}
      {...(annotations ? {annotations} : {})}
      picker={picker}
      {...(placeholder ? {placeholder} : {})}
      onClose={onClose}
      {...(mayRevert ? {onRevert} : {})}
    />
  )
}

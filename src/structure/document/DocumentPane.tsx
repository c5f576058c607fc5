import {
  createElement,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react'
import {getDraftId} from '../../document'
import {preloadPortableTextEditorFor, type PatchEvent} from '../../form'
import {isDocumentSchemaType} from '../../schema'
import {
  useWorkspace,
  type DocumentActionDescription,
  type DocumentActionProps,
  type DocumentBadgeDescription,
  type DocumentBadgeProps,
} from '../../studio'
import type {ContentDocument, ObjectSchemaType, Patch, Path, ValidationMarker} from '../../types'
import {Button, createPreloadable, Spinner, useToast} from '../../ui'
import {errorMessage} from '../actions/useOperationRunner'
import {REVIEW_CHANGES_INSPECTOR} from '../changes/reviewChanges'
import {ReviewChangesToggle} from '../changes/ReviewChangesToggle'
import {HistoryBanner} from '../history/HistoryBanner'
import {DocumentHistoryMenu} from '../history/HistoryMenu'
import {REV_PARAM, SINCE_PARAM} from '../history/historyParams'
import {useTimeline} from '../history/useTimeline'
import {useStructureTranslation} from '../i18n'
import {INSPECT_PARAM} from '../router'
import {DocumentPaneContext, type DocumentPaneContextValue} from '../services/DocumentPaneContext'
import {useConsistency} from '../services/useConsistency'
import {displayedDocument, type Chunk, type EditState} from '../../store'
import {useDocumentOperations} from '../services/useDocumentOperations'
import {useDocumentPresence} from '../services/useDocumentPresence'
import {useEditState} from '../services/useEditState'
import {usePairPermission} from '../services/usePairPermission'
import {SETTLE_MAX_WAIT_MS, SETTLE_QUIET_MS, useSettledValue} from '../services/useSettledValue'
import {useValidationStatus} from '../services/useValidationStatus'
import {DocumentActionsFooter} from './DocumentActionsFooter'
import {DocumentBadges} from './DocumentBadges'
import {DocumentForm} from './DocumentForm'
import {DocumentPaneHeader} from './DocumentPaneHeader'
import {HookCollection} from './HookCollection'
import {InspectorToggles} from './InspectorToggles'
import {DocumentPaneMessage} from './DocumentPaneMessage'
import {ReadOnlyBanner} from './ReadOnlyBanner'
import {useDocumentPreview} from './useDocumentPreview'
import {useInitialValue} from './useInitialValue'

// The review-changes panel (with the diff layer) is its own chunk, loaded when it first opens:
// the toggle loads it and then opens it, since React would hold a suspended panel back 300 ms;
// a link that opens the pane with the panel open suspends on it.
const reviewChanges = createPreloadable(() =>
  import('../history/DocumentReviewChanges').then((module) => module.DocumentReviewChanges),
)
const DocumentReviewChanges = reviewChanges.Component

/**
 * Props of {@link DocumentPane}: which document pair to edit and how it was opened.
 * @public
 */
export interface DocumentPaneProps {
  /** The published id of the document (never a `drafts.` id). */
  documentId: string
  /** The schema type name of the document. */
  documentType: string
  /** Template to take the initial value from when the document does not exist yet (the `create` intent's). */
  template?: string
  /** Parameters for the template's initial value. */
  templateParams?: Record<string, unknown>
  /** Narrow layout: shown as a back button in the header when given. */
  onBack?: () => void
  /** The pane's key in the pane layout (used for element ids). */
  paneKey?: string
  /**
   * Closes the pane: the pane layout shows the pane it was opened from (the structure root
   * for a document opened on its own). Called once the Delete action has deleted the
   * document. Without it the pane stays, saying the document was deleted.
   */
  onClose?: () => void
  /**
   * The params of the pane's URL segment, when the pane layout keeps them (with
   * `onParamsChange`): the open inspector is their {@link INSPECT_PARAM}. Without
   * `onParamsChange` the pane keeps them itself, starting from these.
   */
  params?: Readonly<Record<string, string>>
  /**
   * Called with the params the pane's URL segment should have now (an inspector opened or
   * closed, after the inspector's own `onOpen`/`onClose` had their say).
   */
  onParamsChange?: (params: Readonly<Record<string, string>>) => void
}

const NO_PARAMS: Readonly<Record<string, string>> = {}
const NO_VALIDATION: readonly ValidationMarker[] = []
const ignorePatches = () => {}
const ignorePath = () => {}

/**
 * The document pane: everything about one document pair, filling its container (a flex
 * column). The header shows the preview title, the status, the save state, who else is here,
 * the badges and the inspector toggles; the form edits the draft (the published document for
 * live-edit types) through the store's buffered document, with validation and presence; the
 * footer holds the document actions. It is read-only, saying why, when the user may not edit
 * the document. A document that does not exist is opened with its template's initial value
 * (created by the first edit), or shown as missing with a way to create it.
 *
 * @example
 * ```tsx
 * <DocumentPane documentId="post-1" documentType="post" />
 * <DocumentPane documentId={newId} documentType="post" template="post-by-author" templateParams={{authorId}} />
 * ```
 * @public
 */
export function DocumentPane(props: DocumentPaneProps): ReactElement {
  const {schema} = useWorkspace()
  const {t} = useStructureTranslation()
  const schemaType = schema.get(props.documentType)
  if (!schemaType || !isDocumentSchemaType(schemaType)) {
    return (
      <section className="vellum-structure-document-pane" aria-label={t('document.unknown-type.title')}>
        <DocumentPaneMessage
          tone="critical"
          title={t('document.unknown-type.title')}
          description={t('document.unknown-type.description', {type: props.documentType, id: props.documentId})}
        />
      </section>
    )
  }
  // Another document is another pane: nothing (focus, dialogs, initial value) carries over.
  return <DocumentPaneBody key={`${props.documentType}\u0000${props.documentId}`} {...props} schemaType={schemaType} />
}

/**
 * Whether the pane's chrome may show `next` after a pause in typing: only an edit of the
 * document it shows (the draft, or the published document of a live-edit type) — never the
 * document loading, being created, published or discarded.
 */
function isEditOfShownDocument(shown: EditState, next: EditState): boolean {
  if (!shown.ready || !next.ready || shown.liveEdit !== next.liveEdit) return false
  return next.liveEdit
    ? shown.draft === next.draft && shown.published !== null && next.published !== null
    : shown.published === next.published && shown.draft !== null && next.draft !== null
}

function DocumentPaneBody(props: DocumentPaneProps & {schemaType: ObjectSchemaType}) {
  const {documentId, documentType, template, templateParams, onBack, paneKey, onClose, onParamsChange, schemaType} =
    props
  const {t} = useStructureTranslation()
  const workspace = useWorkspace()
  const toast = useToast()
  const titleId = useId()
  const paneRef = useRef<HTMLElement>(null)
  // A rich-text field's editor loads while the document does, not after it has arrived.
  useEffect(() => preloadPortableTextEditorFor(schemaType), [schemaType])
  const {value: editState, error} = useEditState(documentId, documentType)
  const {draft, published, liveEdit, ready} = editState
  // The chrome around the form (header, badges, actions, permission, the pane's context) follows
  // the edit state once typing pauses: a keystroke renders the form and nothing else.
  const settled = useSettledValue(editState, SETTLE_QUIET_MS, SETTLE_MAX_WAIT_MS, isEditOfShownDocument)
  const operations = useDocumentOperations(documentId, documentType)
  const validationStatus = useValidationStatus(documentId, documentType)
  const consistency = useConsistency(documentId)
  const presence = useDocumentPresence(documentId)

  // Whether the document existed while open: once gone, it was deleted (no template applies).
  const exists = Boolean(draft || published)
  const [existed, setExisted] = useState(false)
  if (exists && !existed) setExisted(true)
  const [createRequested, setCreateRequested] = useState(false)
  const missing = ready && !exists
  const defaultTemplate =
    workspace.templates.find((each) => each.id === documentType && each.schemaType === documentType) ??
    workspace.templates.find((each) => each.schemaType === documentType)
  // Parameters without a template are for the type's default template.
  const requestedTemplate = template ?? (templateParams ? defaultTemplate?.id : undefined)
  const templateId = createRequested
    ? (requestedTemplate ?? defaultTemplate?.id)
    : existed
      ? undefined
      : requestedTemplate
  const initial = useInitialValue({
    templateId,
    templateParams,
    enabled: missing,
    typeTitle: schemaType.title ?? documentType,
    toastId: `initial-value:${documentId}`,
  })
  const resolvedValue = initial.status === 'resolved' ? initial.value : undefined
  const initialValue = useMemo(
    () => resolvedValue ?? (createRequested && templateId === undefined ? {_type: documentType} : undefined),
    [resolvedValue, createRequested, templateId, documentType],
  )

  const value = useShownDocument(draft, published, liveEdit, initialValue, documentId, documentType)
  const settledValue = useShownDocument(
    settled.draft,
    settled.published,
    settled.liveEdit,
    initialValue,
    documentId,
    documentType,
  )
  const permission = usePairPermission('update', {
    id: documentId,
    type: documentType,
    draft: settled.draft,
    published: settled.published,
    ...(initialValue ? {initialValue} : {}),
  })
  const readOnly = permission !== null && !permission.granted
  const {title, media} = useDocumentPreview(settledValue, schemaType)

  const [focusPath, setFocusPath] = useState<Path | undefined>(undefined)
  const onPathBlur = useCallback(() => setFocusPath(undefined), [])
  // The form's edits and review changes' reverts go to the document the same way.
  const applyPatches = useCallback(
    (patches: readonly Patch[]) => {
      if (!operations || readOnly) return
      try {
        operations.patch.execute(patches, initialValue)
      } catch (patchError) {
        toast.push({
          status: 'error',
          title: t('document.edit-failed'),
          description: errorMessage(patchError),
          closable: true,
        })
      }
    },
    [operations, readOnly, initialValue, toast, t],
  )
  const onChange = useCallback((event: PatchEvent) => applyPatches(event.patches), [applyPatches])

  const actions = useMemo(
    () => workspace.document.actions({documentId, schemaType: documentType}),
    [workspace, documentId, documentType],
  )
  const badges = useMemo(
    () => workspace.document.badges({documentId, schemaType: documentType}),
    [workspace, documentId, documentType],
  )
  const inspectors = useMemo(
    () => workspace.document.inspectors({documentId, schemaType: documentType}),
    [workspace, documentId, documentType],
  )
  const [actionsKey, setActionsKey] = useState(0)
  const onComplete = useCallback(() => setActionsKey((key) => key + 1), [])
  const actionProps = useMemo(
    (): DocumentActionProps => ({
      id: documentId,
      type: documentType,
      draft: settled.draft,
      published: settled.published,
      liveEdit,
      onComplete,
    }),
    [documentId, documentType, settled.draft, settled.published, liveEdit, onComplete],
  )
  // What badges get is what actions get, without the completion callback.
  const badgeProps = useMemo((): DocumentBadgeProps => {
    const {onComplete: _onComplete, ...props} = actionProps
    return props
  }, [actionProps])

  // The open inspector lives in the segment params: the URL's when the layout keeps them.
  const [ownParams, setOwnParams] = useState(props.params ?? NO_PARAMS)
  const params = onParamsChange ? (props.params ?? NO_PARAMS) : ownParams
  const changeParams = onParamsChange ?? setOwnParams
  // An unknown name (an old link, a removed plugin) opens nothing.
  const inspector = inspectors.find((each) => each.name === params[INSPECT_PARAM])
  const setInspector = useCallback(
    (name: string | null) => {
      const {[INSPECT_PARAM]: _open, ...others} = params
      let next: Record<string, string> = others
      if (inspector?.onClose) next = {...inspector.onClose({params: next}).params}
      const opening = name === null ? undefined : inspectors.find((each) => each.name === name)
      if (opening) {
        next = {...next, [INSPECT_PARAM]: opening.name}
        if (opening.onOpen) next = {...opening.onOpen({params: next}).params}
      }
      changeParams(next)
    },
    [params, inspector, inspectors, changeParams],
  )
  const toggleInspector = useCallback(
    (name: string) => setInspector(inspector?.name === name ? null : name),
    [inspector, setInspector],
  )
  // Review changes is the pane's own inspector: `inspect=changes` opens it (and closes another).
  const changesOpen = params[INSPECT_PARAM] === REVIEW_CHANGES_INSPECTOR
  const toggleChangesNow = useCallback(() => {
    // Closing review changes ends its range too.
    const {[INSPECT_PARAM]: _open, [SINCE_PARAM]: _since, ...others} = params
    let next: Record<string, string> = others
    if (inspector?.onClose) next = {...inspector.onClose({params: next}).params}
    changeParams(changesOpen ? next : {...next, [INSPECT_PARAM]: REVIEW_CHANGES_INSPECTOR})
  }, [params, inspector, changesOpen, changeParams])
  // Opening before the panel's chunk has loaded waits for it, then opens with the params of
  // that moment, unless the panel opened meanwhile or the pane has gone.
  const openChangesOnLoad = useRef<(() => void) | null>(null)
  useEffect(() => {
    openChangesOnLoad.current = changesOpen ? null : toggleChangesNow
    return () => {
      openChangesOnLoad.current = null
    }
  }, [changesOpen, toggleChangesNow])
  const toggleChanges = useCallback(() => {
    const openNow = () => openChangesOnLoad.current?.()
    if (changesOpen || reviewChanges.loaded()) toggleChangesNow()
    // A failed load opens all the same: the panel throws its error to the error boundary, as before.
    else void reviewChanges.preload().then(openNow, openNow)
  }, [changesOpen, toggleChangesNow])

  // History: the menu's timeline, and the past revision the `rev` param shows (read-only).
  const revParam = params[REV_PARAM]
  const sinceParam = params[SINCE_PARAM]
  const [historyOpen, setHistoryOpen] = useState(false)
  const [historyGeneration, setHistoryGeneration] = useState(0)
  // Review changes credits authors from the timeline: a fresh one for each settled draft.
  const changesGeneration =
    changesOpen && revParam === undefined ? ((liveEdit ? settled.published : settled.draft)?._rev ?? '') : ''
  // The open history menu follows the document: an edit, a publish (anyone's) starts a fresh
  // timeline with it at the top.
  const historyRevisions =
    historyOpen && revParam === undefined ? `${settled.draft?._rev ?? ''}:${settled.published?._rev ?? ''}` : ''
  const timeline = useTimeline(
    documentId,
    historyOpen || changesOpen || revParam !== undefined,
    `${historyGeneration}:${changesGeneration}:${historyRevisions}`,
  )
  const timelineController = timeline.controller
  useEffect(
    () => timelineController?.setRange(sinceParam ?? null, revParam ?? null),
    [timelineController, sinceParam, revParam],
  )
  const onHistoryOpenChange = useCallback(
    (open: boolean) => {
      // Reopened on the current version, the menu starts a fresh timeline with the edits since.
      if (open && !historyOpen && revParam === undefined) setHistoryGeneration((generation) => generation + 1)
      setHistoryOpen(open)
    },
    [historyOpen, revParam],
  )
  const setRevision = useCallback(
    (rev: string | null) => {
      const {[REV_PARAM]: _rev, ...others} = params
      changeParams(rev === null ? others : {...others, [REV_PARAM]: rev})
    },
    [params, changeParams],
  )
  // A range of changes is shown in review changes: choosing one opens it.
  const setRange = useCallback(
    (since: string | null, rev: string | null) => {
      const {[REV_PARAM]: _rev, [SINCE_PARAM]: _since, ...others} = params
      changeParams({
        ...others,
        [INSPECT_PARAM]: REVIEW_CHANGES_INSPECTOR,
        ...(since === null ? {} : {[SINCE_PARAM]: since}),
        ...(rev === null ? {} : {[REV_PARAM]: rev}),
      })
    },
    [params, changeParams],
  )
  const selectChunk = useCallback(
    (chunk: Chunk) => {
      if (!timelineController) return
      const latest = timelineController.timeline.isLatestChunk(chunk)
      setRevision(latest ? null : timelineController.timeline.createTimeId(chunk))
    },
    [timelineController, setRevision],
  )
  const loadMoreHistory = useCallback(() => void timelineController?.loadMore(), [timelineController])
  const selection = revParam === undefined ? undefined : timeline.state?.selection
  // With a range, the revision shown is where the range ends.
  const shownRevision = useMemo(
    () =>
      selection?.state === 'rev'
        ? selection
        : selection?.state === 'range'
          ? {rev: selection.rev, documents: selection.revDocuments}
          : undefined,
    [selection],
  )
  const [restoring, setRestoring] = useState(false)
  const restoreRevision = useCallback(() => {
    if (!operations || !shownRevision) return
    setRestoring(true)
    operations.restore.execute(shownRevision.rev.id).then(
      () => {
        setRestoring(false)
        toast.push({status: 'success', title: t('document.action.restore.success')})
        setRevision(null)
      },
      (restoreError: unknown) => {
        setRestoring(false)
        toast.push({
          status: 'error',
          title: t('document.action.restore.failed'),
          description: errorMessage(restoreError),
          closable: true,
        })
      },
    )
  }, [operations, shownRevision, toast, t, setRevision])

  const paneContext = useMemo(
    (): DocumentPaneContextValue => ({
      documentId,
      documentType,
      schemaType,
      value: settledValue,
      validation: validationStatus.validation,
      focusPath,
      focusField: setFocusPath,
      readOnly,
      selectedRevision: shownRevision?.rev.id,
      ...(onClose ? {closePane: onClose} : {}),
    }),
    [
      documentId,
      documentType,
      schemaType,
      settledValue,
      validationStatus.validation,
      focusPath,
      readOnly,
      onClose,
      shownRevision,
    ],
  )

  // The same elements while none of what they show changed: React skips them when the form's
  // value is all that did.
  const openInspector = inspector?.name ?? null
  const header = useMemo(
    () => (
      <DocumentPaneHeader
        title={title}
        media={media}
        titleId={titleId}
        draft={settled.draft}
        published={settled.published}
        liveEdit={liveEdit}
        consistency={consistency}
        presence={presence}
        onBack={onBack}
        badges={
          <HookCollection<DocumentBadgeProps, DocumentBadgeDescription | null> hooks={badges} args={badgeProps}>
            {(results) => <DocumentBadges badges={results} />}
          </HookCollection>
        }
        history={
          <>
            <DocumentHistoryMenu
              state={timeline.state}
              selectedChunkId={revParam === undefined ? null : (shownRevision?.rev.id ?? null)}
              open={historyOpen}
              onOpenChange={onHistoryOpenChange}
              onSelect={selectChunk}
              onLoadMore={loadMoreHistory}
            />
            <ReviewChangesToggle open={changesOpen} onToggle={toggleChanges} />
          </>
        }
        inspectors={
          <InspectorToggles
            inspectors={inspectors}
            documentId={documentId}
            documentType={documentType}
            open={openInspector}
            onToggle={toggleInspector}
          />
        }
      />
    ),
    [
      title,
      media,
      titleId,
      settled.draft,
      settled.published,
      liveEdit,
      consistency,
      presence,
      onBack,
      badges,
      badgeProps,
      inspectors,
      documentId,
      documentType,
      openInspector,
      toggleInspector,
      changesOpen,
      toggleChanges,
      timeline.state,
      revParam,
      shownRevision,
      historyOpen,
      onHistoryOpenChange,
      selectChunk,
      loadMoreHistory,
    ],
  )
  const footer = useMemo(
    () =>
      ready ? (
        <HookCollection<DocumentActionProps, DocumentActionDescription | null>
          key={actionsKey}
          hooks={actions}
          args={actionProps}
        >
          {(results) => <DocumentActionsFooter descriptions={results} shortcutTarget={paneRef} />}
        </HookCollection>
      ) : null,
    [ready, actionsKey, actions, actionProps],
  )

  let content: ReactElement
  const pastDocument = shownRevision ? displayedDocument(shownRevision.documents) : null
  if (revParam !== undefined && error === undefined) {
    if (timeline.state?.error || selection?.state === 'invalid') {
      content = (
        <DocumentPaneMessage
          tone="critical"
          title={t('history.revision-failed')}
          description={timeline.state?.error?.message}
        >
          <Button text={t('history.banner.close')} onClick={() => setRevision(null)} />
        </DocumentPaneMessage>
      )
    } else if (!shownRevision) {
      content = (
        <div className="vellum-structure-document-loading">
          <Spinner label={t('history.loading')} />
        </div>
      )
    } else {
      content = (
        <>
          <HistoryBanner
            timestamp={shownRevision.rev.endTimestamp}
            restoring={restoring}
            onClose={() => setRevision(null)}
            onCompare={() => setRange(revParam ?? null, null)}
            {...(readOnly || !pastDocument ? {} : {onRestore: restoreRevision})}
          />
          {pastDocument ? (
            <DocumentForm
              key={`rev:${shownRevision.rev.id}`}
              documentId={documentId}
              schemaType={schemaType}
              value={pastDocument}
              onChange={ignorePatches}
              validation={NO_VALIDATION}
              presence={presence}
              focusPath={undefined}
              onPathFocus={ignorePath}
              onPathBlur={onPathBlur}
              readOnly
            />
          ) : (
            <DocumentPaneMessage
              title={t('history.revision-failed')}
              description={t('history.restore-missing', {id: documentId, revision: shownRevision.rev.id})}
            />
          )}
        </>
      )
    }
  } else if (error !== undefined) {
    content = (
      <DocumentPaneMessage tone="critical" title={t('document.load-failed.title')} description={errorMessage(error)} />
    )
  } else if (!ready || initial.status === 'resolving') {
    content = (
      <div className="vellum-structure-document-loading">
        <Spinner label={t('document.loading')} />
      </div>
    )
  } else if (value) {
    content = (
      <DocumentForm
        documentId={documentId}
        schemaType={schemaType}
        value={value}
        onChange={onChange}
        validation={validationStatus.validation}
        presence={presence}
        focusPath={focusPath}
        onPathFocus={setFocusPath}
        onPathBlur={onPathBlur}
        readOnly={readOnly}
        {...(paneKey === undefined ? {} : {id: `vellum-structure-form-${paneKey}`})}
      />
    )
  } else if (initial.status === 'failed') {
    content = (
      <DocumentPaneMessage tone="critical" title={t('document.initial-value.failed')} description={initial.message} />
    )
  } else {
    const kind = existed ? 'deleted' : 'not-found'
    content = (
      <DocumentPaneMessage
        title={t(`document.${kind}.title`)}
        description={t(`document.${kind}.description`, {type: schemaType.title ?? documentType, id: documentId})}
      >
        {readOnly ? null : (
          <Button
            tone="primary"
            text={t(existed ? 'document.deleted.create' : 'document.not-found.create')}
            onClick={() => setCreateRequested(true)}
          />
        )}
      </DocumentPaneMessage>
    )
  }

  return (
    <DocumentPaneContext.Provider value={paneContext}>
      <section
        ref={paneRef}
        className="vellum-structure-document-pane"
        aria-labelledby={titleId}
        data-document-id={documentId}
        {...(paneKey === undefined ? {} : {id: `vellum-structure-document-${paneKey}`})}
      >
        {header}
        <div className="vellum-structure-document-body">
          <div className="vellum-structure-document-content">
            {ready && readOnly && permission ? <ReadOnlyBanner reason={permission.reason} /> : null}
            {content}
          </div>
          {changesOpen && ready ? (
            <Suspense fallback={<aside className="vellum-changes-panel" aria-busy="true" />}>
              <DocumentReviewChanges
                documentId={documentId}
                schemaType={schemaType}
                draft={draft}
                published={published}
                liveEdit={liveEdit}
                readOnly={readOnly}
                timeline={timeline}
                since={sinceParam}
                rev={revParam}
                onRangeChange={setRange}
                onRevert={applyPatches}
                onClose={toggleChanges}
              />
            </Suspense>
          ) : inspector ? (
            <aside className="vellum-structure-document-inspector">
              {createElement(inspector.component, {documentId, documentType, onClose: () => setInspector(null)})}
            </aside>
          ) : null}
        </div>
        {footer}
      </section>
    </DocumentPaneContext.Provider>
  )
}

/**
 * The document the pane shows of a pair: the published one for live-edit types, else the
 * draft or, without one, the published one; for a document not stored yet, the initial value
 * under the id it will be created with.
 */
function useShownDocument(
  draft: ContentDocument | null,
  published: ContentDocument | null,
  liveEdit: boolean,
  initialValue: Record<string, unknown> | undefined,
  documentId: string,
  documentType: string,
): ContentDocument | undefined {
  const stored = liveEdit ? published : (draft ?? published)
  return useMemo(
    (): ContentDocument | undefined =>
      stored ??
      (initialValue
        ? ({
            ...initialValue,
            _id: liveEdit ? documentId : getDraftId(documentId),
            _type: documentType,
          } as ContentDocument)
        : undefined),
    [stored, initialValue, liveEdit, documentId, documentType],
  )
}

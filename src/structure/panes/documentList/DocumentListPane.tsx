import {forwardRef, useCallback, useEffect, useMemo, useState, useSyncExternalStore} from 'react'
import {Virtuoso, type ItemProps, type ListProps, type ListRange} from 'react-virtuoso'
import {useClient, useCurrentUser, useRouter, useWorkspace} from '../../../studio'
import {FormServicesProvider} from '../../../form'
import {Button, IconButton, SearchIcon, Spinner, TextInput, TrashIcon} from '../../../ui'
import type {DocumentListPaneNode, OrderingField} from '../../builder'
import {useStructureTranslation} from '../../i18n'
import {REV_PARAM} from '../../history/historyParams'
import {newDocumentId, type PaneSegment, type StructureRouterState} from '../../router'
import {useDocumentServices} from '../../services/useDocumentServices'
import {Pane} from '../Pane'
import {childState} from '../paneChain'
import {STRUCTURE_API_VERSION} from '../structureApiVersion'
import {CreateDocumentButton} from './CreateDocumentButton'
import {DeletedDocumentList, type DeletedListEntry} from './DeletedDocumentList'
import {createDocumentListStore, rowAt, type DocumentListRow} from './createDocumentListStore'
import {DocumentListItem} from './DocumentListItem'
import {documentListOrderings, documentListSearchFields} from './documentListOrderings'
import {OrderingMenu} from './OrderingMenu'
import {useCreateOptions, type CreateOption} from './useCreateOptions'
import {useDebouncedValue} from './useDebouncedValue'
import {usePreviewMediaServices} from './usePreviewMediaServices'
import {useDocumentListOrdering} from './useDocumentListOrdering'

/** The height of one document row, in pixels (fixed, so 10,000 rows scroll without measuring). */
export const DOCUMENT_LIST_ROW_HEIGHT = 51

/** How long the filter box waits for typing to pause before it searches, in ms. */
export const DOCUMENT_LIST_SEARCH_DEBOUNCE_MS = 300

/** Props of {@link DocumentListPane}. */
export interface DocumentListPaneProps {
  pane: DocumentListPaneNode
  /** Its place in the layout (0 is the root). */
  index: number
  /** The whole pane chain of the URL. */
  panes: readonly PaneSegment[]
  backState?: StructureRouterState | null
}

/**
 * A document list pane: the documents of its filter, live (documents appear, disappear and
 * update as they change), each with its preview and a draft/published status dot. The list is
 * virtualised and paged, so only the rows on screen are fetched and previewed. The header
 * holds the orderings menu (the schema type's orderings, 'Last edited' and 'Created'; the
 * choice is remembered per list), a create button (one per template of the type, checked
 * against the user's grants) and, for a list of one type, a 'Recently deleted' toggle that
 * shows the type's deleted documents instead (see `DeletedDocumentList`); a filter box
 * narrows the list by the type's text fields.
 */
export function DocumentListPane({pane, index, panes, backState}: DocumentListPaneProps) {
  const {t} = useStructureTranslation()
  const workspace = useWorkspace()
  const {schema} = workspace
  const client = useClient({apiVersion: STRUCTURE_API_VERSION})
  const router = useRouter()
  const user = useCurrentUser()
  // The document panes' preview store: one listener and one batch of preview fetches for both.
  const documentServices = useDocumentServices()
  const previewStore = documentServices.previews
  const mediaServices = usePreviewMediaServices(workspace, documentServices.client)
  const schemaType = pane.schemaType ? schema.get(pane.schemaType) : undefined

  const orderings = useMemo(() => documentListOrderings(schemaType, t), [schemaType, t])
  const ordering = useDocumentListOrdering(pane.schemaType ?? pane.id, orderings, pane.defaultOrdering)
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), DOCUMENT_LIST_SEARCH_DEBOUNCE_MS)
  const searchFields = useMemo(() => documentListSearchFields(schemaType), [schemaType])

  // One store per list: a new ordering or search changes its query, and the rows shown stay
  // until the new ones arrive. The key keeps new arrays of the same query from restarting it.
  const store = useMemo(() => createDocumentListStore({client}), [client])
  const queryKey = JSON.stringify([pane.filter, pane.params, ordering.by, search, searchFields])
  useEffect(() => {
    if (!ordering.ready) return
    const [filter, params, by, text, fields] = JSON.parse(queryKey) as [
      string,
      Record<string, unknown>,
      OrderingField[],
      string,
      string[],
    ]
    store.setQuery({filter, params, ordering: by, searchText: text, searchFields: fields})
  }, [store, queryKey, ordering.ready])
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)

  const createOptions = useCreateOptions(pane.schemaType)
  const create = useCallback(
    ({item}: CreateOption) => {
      const params: Record<string, string> = {template: item.templateId}
      if (item.schemaType !== pane.schemaType) params.type = item.schemaType
      const segment: PaneSegment = {
        id: item.initialDocumentId ?? newDocumentId(),
        params,
        ...(item.parameters ? {payload: item.parameters} : {}),
      }
      router.navigateState({toolState: childState(panes, index, segment)})
    },
    [router, panes, index, pane.schemaType],
  )

  const selectedId = panes[index]?.id
  const rowState = useCallback(
    (row: DocumentListRow) =>
      childState(panes, index, row.type === pane.schemaType ? {id: row.id} : {id: row.id, params: {type: row.type}}),
    [panes, index, pane.schemaType],
  )
  // The type's recently deleted documents, in place of the list; a row opens its last version.
  const [showDeleted, setShowDeleted] = useState(false)
  const deletedRowState = useCallback(
    (entry: DeletedListEntry, timeId: string) =>
      childState(panes, index, {
        id: entry.id,
        params:
          entry.deleted.type === pane.schemaType
            ? {[REV_PARAM]: timeId}
            : {[REV_PARAM]: timeId, type: entry.deleted.type},
      }),
    [panes, index, pane.schemaType],
  )
  const rangeChanged = useCallback(
    (range: ListRange) => store.setVisibleRange(range.startIndex, range.endIndex),
    [store],
  )

  let content
  if (showDeleted && schemaType?.jsonType === 'object') {
    content = <DeletedDocumentList schemaType={schemaType} rowState={deletedRowState} />
  } else if (snapshot.error) {
    content = (
      <div className="vellum-structure-pane-message" data-tone="critical" role="alert">
        <p className="vellum-structure-pane-message-title">{t('document-list.error.title')}</p>
        <p>{snapshot.error instanceof Error ? snapshot.error.message : String(snapshot.error)}</p>
        <Button text={t('document-list.error.retry')} onClick={() => store.retry()} />
      </div>
    )
  } else if (snapshot.total === null) {
    content = (
      <div className="vellum-structure-pane-message">
        <Spinner label={t('document-list.loading')} />
      </div>
    )
  } else if (snapshot.total === 0) {
    const empty =
      search !== ''
        ? t('document-list.no-matches', {query: search})
        : pane.schemaType
          ? t('document-list.empty')
          : t('document-list.empty-filtered-list')
    content = <p className="vellum-structure-pane-message">{empty}</p>
  } else {
    content = (
      <Virtuoso
        className="vellum-structure-document-list"
        totalCount={snapshot.total}
        fixedItemHeight={DOCUMENT_LIST_ROW_HEIGHT}
        increaseViewportBy={DOCUMENT_LIST_ROW_HEIGHT * 5}
        rangeChanged={rangeChanged}
        components={{List: DocumentListElement, Item: DocumentListItemElement}}
        computeItemKey={(at) => rowAt(snapshot, at)?.id ?? `row-${at}`}
        itemContent={(at) => {
          const row = rowAt(snapshot, at)
          if (!row)
            return (
              <div
                className="vellum-structure-document-row"
                data-placeholder
                aria-busy="true"
                aria-label={t('document-list.row-loading')}
              />
            )
          return (
            <DocumentListItem
              row={row}
              schemaType={schema.get(row.type)}
              previewStore={previewStore}
              state={rowState(row)}
              selected={row.id === selectedId}
            />
          )
        }}
        context={{label: pane.title}}
      />
    )
  }

  return (
    <Pane
      title={pane.title}
      kind="documentList"
      backState={backState}
      actions={
        <>
          {schemaType?.jsonType === 'object' ? (
            <IconButton
              icon={<TrashIcon />}
              label={t('document-list.deleted.show')}
              selected={showDeleted}
              onClick={() => setShowDeleted((shown) => !shown)}
            />
          ) : null}
          <OrderingMenu orderings={orderings} selected={ordering.selected} onSelect={ordering.choose} />
          <CreateDocumentButton options={createOptions} roles={user.roles} onCreate={create} />
        </>
      }
    >
      <div className="vellum-structure-document-list-filter" hidden={showDeleted}>
        <TextInput
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          icon={<SearchIcon />}
          placeholder={t('document-list.filter.placeholder')}
          aria-label={t('document-list.filter.label')}
          clearButton
          clearLabel={t('document-list.filter.clear')}
          loading={snapshot.pending || search !== searchText.trim()}
          loadingLabel={t('document-list.loading')}
          onClear={() => setSearchText('')}
        />
      </div>
      <div className="vellum-structure-document-list-body" aria-busy={snapshot.pending || undefined}>
        <FormServicesProvider services={mediaServices}>{content}</FormServicesProvider>
      </div>
    </Pane>
  )
}

/** What the list's elements get from Virtuoso's `context`: the name of the list. */
interface ListContext {
  label: string
}

// The list and its items as a list for assistive technology (Virtuoso renders divs).
const DocumentListElement = forwardRef<HTMLDivElement, Omit<ListProps, 'ref'> & {context?: ListContext}>(
  function DocumentListElement({context, ...props}, ref) {
    return <div {...props} ref={ref} role="list" aria-label={context?.label} />
  },
)

function DocumentListItemElement({
  context: _context,
  item: _item,
  ...props
}: ItemProps<unknown> & {context?: ListContext}) {
  return <div {...props} role="listitem" />
}

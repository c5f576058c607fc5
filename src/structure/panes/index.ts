// The structure tool's screen: the pane layout, its panes and the document list.
export {StructureTool, STRUCTURE_NARROW_BREAKPOINT} from './StructureTool'
export {structureToolRuntime, type DocumentPaneViewProps, type StructureToolRuntime} from './StructureToolRuntime'
export {resolvePaneChain, type ResolvedPane, type ResolvePaneChainOptions} from './resolvePaneChain'
export {childState, paneParamsState, paneState} from './paneChain'
export {Pane, type PaneProps} from './Pane'
export {ListPane, type ListPaneProps} from './ListPane'
export {ComponentPane, type ComponentPaneViewProps} from './ComponentPane'
export {PaneMessage, type PaneMessageProps} from './PaneMessage'
export {STRUCTURE_API_VERSION} from './structureApiVersion'
export {
  DocumentListPane,
  DOCUMENT_LIST_ROW_HEIGHT,
  DOCUMENT_LIST_SEARCH_DEBOUNCE_MS,
  type DocumentListPaneProps,
} from './documentList/DocumentListPane'
export {
  createDocumentListStore,
  documentStatus,
  rowAt,
  DOCUMENT_LIST_PAGE_SIZE,
  DOCUMENT_LIST_TAG,
  type DocumentListRow,
  type DocumentListSnapshot,
  type DocumentListStore,
  type DocumentListStoreOptions,
  type DocumentStatus,
} from './documentList/createDocumentListStore'
export {
  documentListQueries,
  searchTerms,
  SEARCH_PARAM,
  type DocumentListQueries,
  type DocumentListQuery,
} from './documentList/documentListQuery'
export {
  documentListOrderings,
  documentListSearchFields,
  CREATED_ORDERING,
  LAST_EDITED_ORDERING,
  type DocumentListOrdering,
} from './documentList/documentListOrderings'
export {orderingStorageKey} from './documentList/useDocumentListOrdering'

// Public face of the structure layer (entry `vellum/structure`): the structure tool plugin, the
// structure builder `S` and its pane definitions, the pane router, the panes, the document
// pane and the default document actions, badges and inspector.
export {
  structureTool,
  structureDocumentParts,
  createStructureTool,
  STRUCTURE_TOOL_NAME,
  type StructureResolver,
  type StructureResolverContext,
  type StructureToolOptions,
} from './structureTool'
export {
  createStructureBuilder,
  DEFAULT_STRUCTURE_ID,
  DETACHED_DOCUMENT_PREFIX,
  StructureError,
  ListBuilder,
  ListItemBuilder,
  DividerBuilder,
  DocumentListBuilder,
  DocumentBuilder,
  ComponentBuilder,
  documentTypeNames,
  createDocumentNodeResolver,
  resolveChild,
  type ChildRequest,
  type ChildResult,
  type DocumentNodeRequest,
  type DocumentNodeResolver,
  type StructureBuilder,
  type ListEntry,
  type ListItemSerializeOptions,
  type ChildResolver,
  type ChildResolverContext,
  type ComponentPaneNode,
  type ComponentPaneProps,
  type DefaultDocumentNodeContext,
  type DefaultDocumentNodeResolver,
  type DividerNode,
  type DocumentListPaneNode,
  type DocumentPaneNode,
  type ListEntryNode,
  type ListItemNode,
  type ListPaneNode,
  type OrderingField,
  type PaneChild,
  type PaneNode,
  type PaneNodeSource,
  type PaneNodeType,
  type SerializablePane,
  type SerializeOptions,
} from './builder'
export {
  structureRouter,
  encodePanePath,
  decodePanePath,
  INSPECT_PARAM,
  newDocumentId,
  createStructureIntents,
  type PaneSegment,
  type StructureRouterState,
  type StructureIntentOptions,
  type StructureIntents,
} from './router'
export {
  StructureTool,
  STRUCTURE_NARROW_BREAKPOINT,
  DocumentListPane,
  DOCUMENT_LIST_PAGE_SIZE,
  DOCUMENT_LIST_ROW_HEIGHT,
  createDocumentListStore,
  documentStatus,
  rowAt,
  type DocumentListPaneProps,
  type DocumentListRow,
  type DocumentListSnapshot,
  type DocumentListStore,
  type DocumentListStoreOptions,
  type DocumentStatus,
} from './panes'
export {structureLocaleBundle, useStructureTranslation, type StructureTranslate} from './i18n'
// The document pane and its defaults (the document part of the layer).
export {DocumentPane, type DocumentPaneProps} from './document/DocumentPane'
export {DEFAULT_DOCUMENT_ACTIONS} from './actions/defaultDocumentActions'
export {DEFAULT_DOCUMENT_BADGES} from './badges/defaultDocumentBadges'
export {validationInspector} from './inspectors/validationInspector'
// Review changes and history: the change list, its panel, and their URL params.
export {ChangeList, type ChangeListProps} from './changes/ChangeList'
export type {ChangeAuthor} from './changes/ChangeListContext'
export {ReviewChangesPanel, type ReviewChangesPanelProps} from './changes/ReviewChangesPanel'
export {REVIEW_CHANGES_INSPECTOR} from './changes/reviewChanges'
export {REV_PARAM} from './history/historyParams'
// The built-in actions and badges, for plugins that reorder, wrap or replace them.
export {PublishAction, PUBLISH_SHORTCUT} from './actions/PublishAction'
export {UnpublishAction} from './actions/UnpublishAction'
export {DiscardChangesAction} from './actions/DiscardChangesAction'
export {DuplicateAction} from './actions/DuplicateAction'
export {DeleteAction} from './actions/DeleteAction'
export {RestoreAction} from './actions/RestoreAction'
export {PublishedStatusBadge} from './badges/PublishedStatusBadge'
export {DraftStatusBadge} from './badges/DraftStatusBadge'
export {LiveEditBadge} from './badges/LiveEditBadge'
export {INITIAL_VALUE_RESOLVED_TOAST_MS, INITIAL_VALUE_TOAST_DELAY_MS} from './document/useInitialValue'
// The document services a plugin's actions and inspectors read the pane's document through.
export {DocumentServicesProvider, type DocumentServicesProviderProps} from './services/DocumentServicesProvider'
export {
  createDocumentServices,
  DOCUMENT_API_VERSION,
  type DocumentServices,
  type DocumentServicesOptions,
} from './services/createDocumentServices'
export {PAIR_LINGER_MS} from './services/createPairLeases'
export {useDocumentServices} from './services/useDocumentServices'
export {useDocumentPane, type DocumentPaneContextValue} from './services/DocumentPaneContext'
export {useDocumentOperations} from './services/useDocumentOperations'
export {useValidationStatus} from './services/useValidationStatus'
export {useEditState} from './services/useEditState'
export type {ObservableState} from './services/useObservableState'
export {
  usePairPermission,
  type PairPermissionName,
  type PairPermissionTarget,
  type PermissionResult,
} from './services/usePairPermission'
export {useConsistency} from './services/useConsistency'
export {useDocumentPresence} from './services/useDocumentPresence'

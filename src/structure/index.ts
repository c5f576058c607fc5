// Public face of the structure layer (entry `vellum/structure`): the structure tool plugin, the
// structure builder `S` and its pane definitions, the pane router, the panes, the document
// pane and the default document actions, badges and inspector.
export {structureTool, createStructureTool, STRUCTURE_TOOL_NAME, type StructureResolver, type StructureResolverContext, type StructureToolOptions} from './structureTool'
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

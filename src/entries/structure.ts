// Public API of `vellum/structure`: the structure tool plugin, the structure builder `S` its
// resolver is given and the panes it describes, the document pane with its default actions,
// badges and inspector, and the hooks actions and inspectors read the open document with.
// The panes' internals, the pane router and tuning constants are not part of it; see
// api/vellum-structure.api.md.

// ---------------------------------------------------------------------------------------------
// The structure tool
// ---------------------------------------------------------------------------------------------
export {
  structureTool,
  structureDocumentParts,
  StructureError,
  type StructureToolOptions,
  type StructureResolver,
  type StructureResolverContext,
} from '../structure'

// ---------------------------------------------------------------------------------------------
// The structure builder `S` and the panes it describes
// ---------------------------------------------------------------------------------------------
export type {
  StructureBuilder,
  ListBuilder,
  ListItemBuilder,
  DividerBuilder,
  DocumentListBuilder,
  DocumentBuilder,
  ComponentBuilder,
  ListEntry,
  ListItemSerializeOptions,
  PaneNodeSource,
  PaneNode,
  PaneNodeType,
  PaneChild,
  ListPaneNode,
  ListEntryNode,
  ListItemNode,
  DividerNode,
  DocumentListPaneNode,
  DocumentPaneNode,
  ComponentPaneNode,
  ComponentPaneProps,
  OrderingField,
  ChildResolver,
  ChildResolverContext,
  SerializablePane,
  SerializeOptions,
  DefaultDocumentNodeResolver,
  DefaultDocumentNodeContext,
} from '../structure'

// ---------------------------------------------------------------------------------------------
// The document pane and its defaults: actions, badges and the validation inspector
// ---------------------------------------------------------------------------------------------
export {
  DocumentPane,
  DEFAULT_DOCUMENT_ACTIONS,
  DEFAULT_DOCUMENT_BADGES,
  PublishAction,
  UnpublishAction,
  DiscardChangesAction,
  DuplicateAction,
  DeleteAction,
  RestoreAction,
  PublishedStatusBadge,
  DraftStatusBadge,
  LiveEditBadge,
  validationInspector,
  type DocumentPaneProps,
} from '../structure'

// ---------------------------------------------------------------------------------------------
// Hooks document actions, badges and inspectors use
// ---------------------------------------------------------------------------------------------
export {
  useDocumentPane,
  useDocumentOperations,
  useEditState,
  useValidationStatus,
  useConsistency,
  useDocumentPresence,
  usePairPermission,
  type DocumentPaneContextValue,
  type ObservableState,
  type PairPermissionName,
  type PairPermissionTarget,
  type PermissionResult,
} from '../structure'

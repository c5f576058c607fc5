// The structure builder `S`: immutable builders of panes and what they serialize to.
export {createStructureBuilder, DEFAULT_STRUCTURE_ID, type StructureBuilder} from './createStructureBuilder'
export type {BuilderContext} from './BuilderContext'
export {ListBuilder, type ListEntry} from './ListBuilder'
export {ListItemBuilder, type ListItemSerializeOptions} from './ListItemBuilder'
export {DividerBuilder} from './DividerBuilder'
export {DocumentListBuilder} from './DocumentListBuilder'
export {DocumentBuilder} from './DocumentBuilder'
export {ComponentBuilder} from './ComponentBuilder'
export {documentTypeNames, isDocumentTypeName} from './documentTypeNames'
export {checkOrdering, ORDERING_FIELD_PATTERN} from './orderingField'
export {isPaneNodeSource, serializePaneSource} from './serializePaneSource'
export {checkId, DETACHED_DOCUMENT_PREFIX, describePath, StructureError} from './StructureError'
export type {
  ChildResolver,
  ChildResolverContext,
  ComponentPaneNode,
  ComponentPaneProps,
  DividerNode,
  DocumentListPaneNode,
  DocumentPaneNode,
  ListEntryNode,
  ListItemNode,
  ListPaneNode,
  OrderingField,
  PaneChild,
  PaneNode,
  PaneNodeSource,
  PaneNodeType,
  SerializablePane,
  SerializeOptions,
} from './PaneNode'
export {
  documentPaneNode,
  resolveChild,
  type ChildRequest,
  type ChildResult,
  type DocumentNodeRequest,
  type DocumentNodeResolver,
  type ResolveChildOptions,
} from './resolveChild'
export {
  createDocumentNodeResolver,
  type DefaultDocumentNodeContext,
  type DefaultDocumentNodeResolver,
} from './createDocumentNodeResolver'

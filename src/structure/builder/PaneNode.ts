import type {ComponentType} from 'react'

/**
 * A pane of the structure tool as plain data: what a builder's `serialize()` returns and what
 * the pane layout renders. Every pane has an `id` (its segment in the URL when it is opened from
 * a list) and a `title` (its header).
 * @public
 */
export type PaneNode = ListPaneNode | DocumentListPaneNode | DocumentPaneNode | ComponentPaneNode

/**
 * The kinds of {@link PaneNode}.
 * @public
 */
export type PaneNodeType = PaneNode['type']

/**
 * A list of items leading to further panes, with dividers between groups.
 * @public
 */
export interface ListPaneNode {
  /** Tells this pane from the other kinds. */
  type: 'list'
  /** The pane's id: its segment in the studio URL. */
  id: string
  /** The title in the pane's header. */
  title: string
  /** The items and dividers, in order. */
  items: ListEntryNode[]
}

/**
 * An entry of a list pane.
 * @public
 */
export type ListEntryNode = ListItemNode | DividerNode

/**
 * A divider between groups of list items; its id is generated (`divider-<index>`).
 * @public
 */
export interface DividerNode {
  /** Tells a divider from an item. */
  type: 'divider'
  /** The generated id, `divider-<index>`. */
  id: string
}

/**
 * One item of a list pane: a link to its child pane.
 * @public
 */
export interface ListItemNode {
  /** Tells an item from a divider. */
  type: 'listItem'
  /** The item's id: its segment in the URL when opened, unique in its list. */
  id: string
  /** The title shown in the list (and, by default, in the child pane's header). */
  title: string
  /** The icon shown before the title. */
  icon?: ComponentType
  /**
   * The document type the item leads to, when it does (a document type list or a singleton):
   * edit and create intents for that type prefer the chain through this item.
   */
  schemaType?: string
  /** The pane the item opens: already serialized, or resolved when the item is opened. */
  child: PaneChild
}

/**
 * A child pane as a list item holds it: a pane, or a function that makes one when opened.
 * @public
 */
export type PaneChild = PaneNode | ChildResolver

/**
 * What a {@link ChildResolver} is called with.
 * @public
 */
export interface ChildResolverContext {
  /** The pane the child is opened from. */
  parent: PaneNode
  /** Where the child opens: the ids of the panes from the root to it, its own id last. */
  path: readonly string[]
  /** The params of the child's URL segment, e.g. `{type: 'post'}`. */
  params: Readonly<Record<string, string>>
  /** The payload of the child's URL segment (e.g. template parameters), if any. */
  payload?: unknown
}

/**
 * Makes a child pane when its item is opened, so large or data-dependent structures are built
 * lazily. Returns a builder or a pane; null or undefined means there is nothing to open
 * ('Pane not found'). It must return synchronously.
 * @public
 */
export type ChildResolver = (id: string, context: ChildResolverContext) => PaneNodeSource | null | undefined

/**
 * Anything that serializes to a pane: a builder (see `S`) or a pane already serialized.
 * @public
 */
export type PaneNodeSource = PaneNode | SerializablePane

/**
 * Where a builder is serialized, for defaults and error messages.
 * @public
 */
export interface SerializeOptions {
  /** The ids of the panes above it, from the root (empty at the root). */
  path?: readonly string[]
  /** The id it gets when it has none of its own: the id of the list item that opens it. */
  defaultId?: string
  /** The title it gets when it has none: the title of the list item that opens it. */
  defaultTitle?: string
}

/**
 * A builder of a pane: anything with a `serialize` that returns a {@link PaneNode}.
 * @public
 */
export interface SerializablePane {
  /**
   * The pane as plain data, ids and titles it lacks taken from `options` (the opening item's); throws a
   * `StructureError` for a mistake in the builder.
   */
  serialize(options?: SerializeOptions): PaneNode
}

/**
 * One field of a sort order, as GROQ `order()` takes it.
 * @public
 */
export interface OrderingField {
  /** A field path such as `title`, `publishedAt` or `author->name`. */
  field: string
  /** `asc` ascending or `desc` descending. */
  direction: 'asc' | 'desc'
}

/**
 * A list of the documents a GROQ filter selects.
 * @public
 */
export interface DocumentListPaneNode {
  /** Tells this pane from the other kinds. */
  type: 'documentList'
  /** The pane's id: its segment in the studio URL. */
  id: string
  /** The title in the pane's header. */
  title: string
  /**
   * A GROQ filter (what goes inside `*[…]`). It runs in the drafts perspective: each document
   * once, under its published id, with its draft's values when it has one.
   */
  filter: string
  /** Parameters of the filter, e.g. `{type: 'post'}` for `_type == $type`. */
  params: Record<string, unknown>
  /** The schema type of every document listed, when the list has one: it gives the list its orderings, previews and create button. */
  schemaType?: string
  /** The order before the user picks one; 'Last edited' when left out. */
  defaultOrdering?: OrderingField[]
}

/**
 * A document editor for one document (a singleton, or a document opened from a list).
 * @public
 */
export interface DocumentPaneNode {
  /** Tells this pane from the other kinds. */
  type: 'document'
  /** The pane's id: its segment in the studio URL. */
  id: string
  /** The title in the pane's header until the document's own title is known. */
  title: string
  /** The published id of the document. */
  documentId: string
  /** The name of the document's schema type. */
  schemaType: string
  /** The template a new document takes its initial value from. */
  template?: string
  /** Parameters of that template. */
  templateParams?: Record<string, unknown>
}

/**
 * Props a custom component pane is rendered with.
 * @public
 */
export interface ComponentPaneProps {
  /** The pane as configured. */
  pane: ComponentPaneNode
  /** Where it is: the ids of the panes from the root to it. */
  path: readonly string[]
  /** Opens a child pane to the right (when the pane has a `child`), as a list item link would. */
  openChild: (id: string, params?: Readonly<Record<string, string>>) => void
  /** The id of the child pane open to the right, if any. */
  childId?: string
}

/**
 * A pane showing a custom React component.
 * @public
 */
export interface ComponentPaneNode {
  /** Tells this pane from the other kinds. */
  type: 'component'
  /** The pane's id: its segment in the studio URL. */
  id: string
  /** The title in the pane's header. */
  title: string
  /** The React component rendered as the pane's content. */
  component: ComponentType<ComponentPaneProps>
  /** Anything the component wants; read it from `props.pane.options`. */
  options?: unknown
  /** What the component's links open to its right, if anything. */
  child?: PaneChild
}

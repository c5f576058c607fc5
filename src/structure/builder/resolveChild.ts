import {getPublishedId} from '../../document'
import type {ChildResolver, DocumentPaneNode, PaneChild, PaneNode} from './PaneNode'
import {serializePaneSource} from './serializePaneSource'
import {DETACHED_DOCUMENT_PREFIX, describePath, StructureError} from './StructureError'

/** The child to open: an id with the params and payload of its URL segment. */
export interface ChildRequest {
  id: string
  params?: Readonly<Record<string, string>>
  payload?: unknown
}

/** What a document pane is made from: the document, and the template a new one starts from. */
export interface DocumentNodeRequest {
  /** The pane's id: its URL segment's id, or the document id for a document opened outside the structure. */
  id: string
  /** The published id. */
  documentId: string
  schemaType: string
  template?: string
  templateParams?: Record<string, unknown>
  /** The ids of the panes from the root to the one the document opens from. */
  path: readonly string[]
}

/** Makes the pane a document opens in (see `structureTool`'s `defaultDocumentNode`). */
export type DocumentNodeResolver = (request: DocumentNodeRequest) => PaneNode

/**
 * What opening a child gives:
 * - `pane`: the child pane;
 * - `itemNotFound`: the list has no item with that id;
 * - `paneNotFound`: the pane has nothing to open (no children, or its child function gave nothing);
 * - `documentType`: a document whose type is not in the URL nor given by the list, to be
 *   looked up before it can open.
 */
export type ChildResult =
  | {type: 'pane'; node: PaneNode}
  | {type: 'itemNotFound'}
  | {type: 'paneNotFound'}
  | {type: 'documentType'; documentId: string}

/** Options of {@link resolveChild}. */
export interface ResolveChildOptions {
  /** The ids of the panes from the root to `parent`, its own id last. */
  path: readonly string[]
  /** Makes a document's pane; the plain document pane by default. */
  resolveDocument?: DocumentNodeResolver
  /** Document types already looked up, by published id. */
  documentTypes?: ReadonlyMap<string, string>
}

/** The plain document pane of a request. */
export function documentPaneNode(request: DocumentNodeRequest, title: string): DocumentPaneNode {
  const {id, documentId, schemaType, template, templateParams} = request
  return {
    type: 'document',
    id,
    title,
    documentId,
    schemaType,
    ...(template === undefined ? {} : {template}),
    ...(isPlainObject(templateParams) ? {templateParams} : {}),
  }
}

/**
 * Opens a child of a pane, as a URL segment asks: a list's item by id (calling its child
 * function if it has one), a document of a document list (type from the segment's `type`
 * param, else the list's schema type), or a component pane's child. A segment whose id starts
 * with `__edit__` opens that document whatever the pane, as intents do for documents the
 * structure does not list.
 *
 * @throws StructureError when a child function throws or returns something that is not a pane.
 */
export function resolveChild(parent: PaneNode, request: ChildRequest, options: ResolveChildOptions): ChildResult {
  const {path} = options
  const params = request.params ?? {}
  const resolveDocument: DocumentNodeResolver =
    options.resolveDocument ?? ((document) => documentPaneNode(document, document.schemaType))
  const template = params.template
  const templateParams = isPlainObject(request.payload) ? request.payload : undefined

  const openDocument = (paneId: string, rawId: string, listType: string | undefined): ChildResult => {
    const documentId = getPublishedId(rawId)
    const schemaType = params.type ?? listType ?? options.documentTypes?.get(documentId)
    if (schemaType === undefined) return {type: 'documentType', documentId}
    return {type: 'pane', node: resolveDocument({id: paneId, documentId, schemaType, template, templateParams, path})}
  }

  if (request.id.startsWith(DETACHED_DOCUMENT_PREFIX) && request.id.length > DETACHED_DOCUMENT_PREFIX.length) {
    // The pane is the document's: its id is the document id, the prefix only marks the URL.
    const documentId = request.id.slice(DETACHED_DOCUMENT_PREFIX.length)
    return openDocument(getPublishedId(documentId), documentId, undefined)
  }
  switch (parent.type) {
    case 'list': {
      const item = parent.items.find((entry) => entry.type === 'listItem' && entry.id === request.id)
      if (!item || item.type !== 'listItem') return {type: 'itemNotFound'}
      return openChild(item.child, parent, request, path, item.title)
    }
    case 'documentList':
      return openDocument(request.id, request.id, parent.schemaType)
    case 'component':
      return parent.child === undefined
        ? {type: 'paneNotFound'}
        : openChild(parent.child, parent, request, path, undefined)
    case 'document':
      return {type: 'paneNotFound'}
  }
}

function openChild(
  child: PaneChild,
  parent: PaneNode,
  request: ChildRequest,
  path: readonly string[],
  title: string | undefined,
): ChildResult {
  if (typeof child !== 'function') return {type: 'pane', node: child}
  const resolver: ChildResolver = child
  const childPath = [...path, request.id]
  let source: unknown
  try {
    source = resolver(request.id, {parent, path: childPath, params: request.params ?? {}, payload: request.payload})
  } catch (error) {
    if (error instanceof StructureError) throw error
    throw new StructureError(
      `the child function of ${describePath(childPath)} threw: ${error instanceof Error ? error.message : String(error)}`,
      childPath,
    )
  }
  if (source === null || source === undefined) return {type: 'paneNotFound'}
  if (typeof (source as Promise<unknown>).then === 'function') {
    throw new StructureError(
      `the child function of ${describePath(childPath)} returned a promise: child functions must return a pane (or a builder) synchronously`,
      childPath,
    )
  }
  return {
    type: 'pane',
    node: serializePaneSource(source, `what the child function of ${describePath(childPath)} returned`, {
      path,
      defaultId: request.id,
      defaultTitle: title,
    }),
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

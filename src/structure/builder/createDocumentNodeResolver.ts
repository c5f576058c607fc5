import type {Schema} from '../../types'
import type {StructureBuilder} from './createStructureBuilder'
import {DocumentBuilder} from './DocumentBuilder'
import type {PaneNode, PaneNodeSource} from './PaneNode'
import {documentPaneNode, type DocumentNodeRequest, type DocumentNodeResolver} from './resolveChild'
import {serializePaneSource} from './serializePaneSource'
import {describePath} from './StructureError'

/**
 * What a `defaultDocumentNode` function is asked about: the document being opened.
 * @public
 */
export interface DefaultDocumentNodeContext {
  /** The published id. */
  documentId: string
  /** The name of the document's schema type. */
  schemaType: string
}

/**
 * Decides the pane a document opens in from a document list or an intent: return
 * `S.document()` (its id and type are filled in), a component pane to show something else for
 * some types, or nothing for the plain document pane.
 *
 * @example
 * ```ts
 * const defaultDocumentNode: DefaultDocumentNodeResolver = (S, {schemaType}) =>
 *   schemaType === 'report' ? S.component(ReportPreview).title('Report') : undefined
 * ```
 * @public
 */
export type DefaultDocumentNodeResolver = (
  S: StructureBuilder,
  context: DefaultDocumentNodeContext,
) => PaneNodeSource | null | undefined

/**
 * Makes the document pane resolver of a structure tool: the plain document pane, or what
 * `defaultDocumentNode` returns for the document. A `S.document()` without a document id or
 * type gets the requested ones, and the request's template.
 */
export function createDocumentNodeResolver(
  S: StructureBuilder,
  schema: Pick<Schema, 'get'>,
  defaultDocumentNode?: DefaultDocumentNodeResolver,
): DocumentNodeResolver {
  const titleOf = (schemaType: string) => schema.get(schemaType)?.title ?? schemaType
  return (request: DocumentNodeRequest): PaneNode => {
    const plain = documentPaneNode(request, titleOf(request.schemaType))
    if (!defaultDocumentNode) return plain
    let source: PaneNodeSource | null | undefined = defaultDocumentNode(S, {
      documentId: request.documentId,
      schemaType: request.schemaType,
    })
    if (source === null || source === undefined) return plain
    if (source instanceof DocumentBuilder) {
      let document: DocumentBuilder = source
      if (document.getDocumentId() === undefined) document = document.documentId(request.documentId)
      if (document.getSchemaType() === undefined) document = document.schemaType(request.schemaType)
      if (request.template !== undefined)
        document = document.initialValueTemplate(request.template, request.templateParams)
      source = document
    }
    return serializePaneSource(
      source,
      `what defaultDocumentNode returned for "${request.documentId}" in ${describePath(request.path)}`,
      {
        path: request.path,
        defaultId: request.id,
        defaultTitle: titleOf(request.schemaType),
      },
    )
  }
}

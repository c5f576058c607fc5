import type {BuilderContext} from './BuilderContext'
import {isDocumentTypeName} from './documentTypeNames'
import type {DocumentPaneNode, SerializablePane, SerializeOptions} from './PaneNode'
import {checkId, checkTitle, describePath, StructureError} from './StructureError'

interface DocumentSpec {
  id?: string
  title?: string
  documentId?: string
  schemaType?: string
  template?: string
  templateParams?: Record<string, unknown>
}

/**
 * Builds a document pane: the editor of one document, such as a singleton. Immutable: every
 * setter returns a new builder.
 *
 * @example
 * ```ts
 * S.listItem().id('settings').title('Settings').child(S.document().documentId('settings').schemaType('settings'))
 * ```
 * @public
 */
export class DocumentBuilder implements SerializablePane {
  /**
   * Builders are made by `S` (the structure builder), never directly.
   * @internal
   */
  constructor(
    private readonly context: BuilderContext,
    private readonly spec: DocumentSpec = {},
  ) {}

  /** Sets the pane id; by default the opening item's id, else the document id. */
  id(id: string): DocumentBuilder {
    return new DocumentBuilder(this.context, {...this.spec, id})
  }

  /** Sets the header title used until the document's own title is known. */
  title(title: string): DocumentBuilder {
    return new DocumentBuilder(this.context, {...this.spec, title})
  }

  /** Sets the published id of the document to edit (a `drafts.` id is read as its published id). */
  documentId(documentId: string): DocumentBuilder {
    return new DocumentBuilder(this.context, {...this.spec, documentId})
  }

  /** Sets the document's schema type. */
  schemaType(schemaType: string): DocumentBuilder {
    return new DocumentBuilder(this.context, {...this.spec, schemaType})
  }

  /** Sets the template a document that does not exist yet starts from, and its parameters. */
  initialValueTemplate(template: string, templateParams?: Record<string, unknown>): DocumentBuilder {
    return new DocumentBuilder(this.context, {...this.spec, template, templateParams})
  }

  /** The published id set with `documentId()`; undefined when none was set. */
  getDocumentId(): string | undefined {
    return this.spec.documentId
  }

  /** The schema type set with `schemaType()`; undefined when none was set. */
  getSchemaType(): string | undefined {
    return this.spec.schemaType
  }

  /**
   * The pane as plain data.
   *
   * @throws StructureError for a missing document id or schema type, or an unknown schema type.
   */
  serialize(options: SerializeOptions = {}): DocumentPaneNode {
    const parentPath = options.path ?? []
    const {documentId: rawId, schemaType, template, templateParams} = this.spec
    const where = `document pane in ${describePath(parentPath)}`
    if (typeof rawId !== 'string' || rawId === '')
      throw new StructureError(`${where} has no document id: give it one with .documentId('…')`, parentPath)
    const documentId = rawId.startsWith('drafts.') ? rawId.slice('drafts.'.length) : rawId
    const id = checkId(this.spec.id ?? options.defaultId ?? documentId, where, parentPath)
    const path = [...parentPath, id]
    const what = `document pane ${describePath(path)}`
    if (typeof schemaType !== 'string' || schemaType === '')
      throw new StructureError(`${what} has no schema type: give it one with .schemaType('…')`, path)
    if (!isDocumentTypeName(this.context.schema, schemaType))
      throw new StructureError(
        `${what} names the unknown schema type "${schemaType}" (not a document type of the schema)`,
        path,
      )
    const typeTitle = this.context.schema.get(schemaType)?.title
    const title = checkTitle(this.spec.title, options.defaultTitle ?? typeTitle, what, path) ?? schemaType
    return {
      type: 'document',
      id,
      title,
      documentId,
      schemaType,
      ...(template === undefined ? {} : {template}),
      ...(templateParams === undefined ? {} : {templateParams}),
    }
  }
}

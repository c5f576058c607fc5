import {isRecord} from '../../document'
import type {BuilderContext} from './BuilderContext'
import {isDocumentTypeName} from './documentTypeNames'
import {checkOrdering} from './orderingField'
import type {DocumentListPaneNode, OrderingField, SerializablePane, SerializeOptions} from './PaneNode'
import {checkId, checkTitle, describePath, StructureError} from './StructureError'

interface DocumentListSpec {
  id?: string
  title?: string
  filter?: string
  params?: Record<string, unknown>
  schemaType?: string
  defaultOrdering?: OrderingField[]
}

/**
 * Builds a document list pane: the documents a GROQ filter selects, live, each opening its
 * document pane. Immutable: every setter returns a new builder.
 *
 * @example
 * ```ts
 * S.documentList()
 *   .id('drafts')
 *   .title('Posts by Ada')
 *   .filter('_type == "post" && author._ref == $author')
 *   .params({author: 'ada'})
 *   .schemaType('post')
 *   .defaultOrdering([{field: 'publishedAt', direction: 'desc'}])
 * ```
 * @public
 */
export class DocumentListBuilder implements SerializablePane {
  /**
   * Builders are made by `S` (the structure builder), never directly.
   * @internal
   */
  constructor(
    private readonly context: BuilderContext,
    private readonly spec: DocumentListSpec = {},
  ) {}

  /** Sets the id; a list opened from an item takes the item's id by default. */
  id(id: string): DocumentListBuilder {
    return new DocumentListBuilder(this.context, {...this.spec, id})
  }

  /** Sets the header title; by default the opening item's title, else the schema type's. */
  title(title: string): DocumentListBuilder {
    return new DocumentListBuilder(this.context, {...this.spec, title})
  }

  /**
   * Sets the GROQ filter, what goes inside `*[…]`. It runs in the drafts perspective: each
   * document once, under its published id, with its draft's values when it has one.
   */
  filter(filter: string): DocumentListBuilder {
    return new DocumentListBuilder(this.context, {...this.spec, filter})
  }

  /** Sets the filter's parameters (`$name` in the filter). */
  params(params: Record<string, unknown>): DocumentListBuilder {
    return new DocumentListBuilder(this.context, {...this.spec, params})
  }

  /** Names the schema type of the documents listed: it brings orderings, previews and the create button. */
  schemaType(schemaType: string): DocumentListBuilder {
    return new DocumentListBuilder(this.context, {...this.spec, schemaType})
  }

  /** Sets the order before the user picks one ('Last edited' when not set). */
  defaultOrdering(ordering: OrderingField[]): DocumentListBuilder {
    return new DocumentListBuilder(this.context, {...this.spec, defaultOrdering: ordering})
  }

  /** The id set with `id()`; undefined when none was set. */
  getId(): string | undefined {
    return this.spec.id
  }

  /** The title set with `title()`; undefined when none was set. */
  getTitle(): string | undefined {
    return this.spec.title
  }

  /** The GROQ filter set with `filter()`; undefined when none was set. */
  getFilter(): string | undefined {
    return this.spec.filter
  }

  /** The filter's parameters set with `params()`; empty when none were set. */
  getParams(): Record<string, unknown> {
    return this.spec.params ?? {}
  }

  /** The schema type set with `schemaType()`; undefined when none was set. */
  getSchemaType(): string | undefined {
    return this.spec.schemaType
  }

  /** The order set with `defaultOrdering()`; undefined when none was set ('Last edited'). */
  getDefaultOrdering(): OrderingField[] | undefined {
    return this.spec.defaultOrdering
  }

  /**
   * The list as plain data.
   *
   * @throws StructureError for a missing id or filter, params that are not an object, an
   *   unknown schema type, or a malformed sort order.
   */
  serialize(options: SerializeOptions = {}): DocumentListPaneNode {
    const parentPath = options.path ?? []
    const id = checkId(this.spec.id ?? options.defaultId, `document list in ${describePath(parentPath)}`, parentPath)
    const path = [...parentPath, id]
    const what = `document list ${describePath(path)}`
    const {filter, params = {}, schemaType, defaultOrdering} = this.spec
    if (typeof filter !== 'string' || filter.trim() === '')
      throw new StructureError(`${what} has no filter: give it one with .filter('_type == "post"')`, path)
    if (!isRecord(params) || Array.isArray(params))
      throw new StructureError(`${what} has params that are not an object`, path)
    if (schemaType !== undefined && !isDocumentTypeName(this.context.schema, schemaType)) {
      throw new StructureError(
        `${what} names the unknown schema type "${schemaType}" (not a document type of the schema)`,
        path,
      )
    }
    const typeTitle = schemaType === undefined ? undefined : this.context.schema.get(schemaType)?.title
    const title = checkTitle(this.spec.title, options.defaultTitle ?? typeTitle, what, path) ?? id
    return {
      type: 'documentList',
      id,
      title,
      filter,
      params: {...params},
      ...(schemaType === undefined ? {} : {schemaType}),
      ...(defaultOrdering === undefined ? {} : {defaultOrdering: checkOrdering(defaultOrdering, what, path)}),
    }
  }
}

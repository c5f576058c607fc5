import type {ComponentType} from 'react'
import type {BuilderContext} from './BuilderContext'
import {isDocumentTypeName} from './documentTypeNames'
import type {ChildResolver, ListItemNode, PaneChild, PaneNodeSource} from './PaneNode'
import {serializePaneSource} from './serializePaneSource'
import {checkId, checkTitle, describePath, StructureError} from './StructureError'

/**
 * Where a list item is serialized: the list's path (its own id last) and the item's index.
 * @public
 */
export interface ListItemSerializeOptions {
  /** The ids of the panes from the root to the list holding the item, the list's own id last. */
  path?: readonly string[]
  /** The item's index in the list. */
  index?: number
}

interface ListItemSpec {
  id?: string
  title?: string
  icon?: ComponentType
  schemaType?: string
  child?: PaneNodeSource | ChildResolver
}

/**
 * Builds an item of a list pane: a link with a title and an icon that opens its child pane.
 * Immutable: every setter returns a new builder.
 *
 * @example
 * ```ts
 * S.listItem().id('settings').title('Settings').child(S.document().documentId('settings').schemaType('settings'))
 * ```
 * @public
 */
export class ListItemBuilder {
  /**
   * Builders are made by `S` (the structure builder), never directly.
   * @internal
   */
  constructor(
    private readonly context: BuilderContext,
    private readonly spec: ListItemSpec = {},
  ) {}

  /** Sets the id: the item's segment in the URL, unique in its list. */
  id(id: string): ListItemBuilder {
    return new ListItemBuilder(this.context, {...this.spec, id})
  }

  /** Sets the title shown in the list (and, by default, in the child pane's header). */
  title(title: string): ListItemBuilder {
    return new ListItemBuilder(this.context, {...this.spec, title})
  }

  /** Sets the icon shown before the title. */
  icon(icon: ComponentType): ListItemBuilder {
    return new ListItemBuilder(this.context, {...this.spec, icon})
  }

  /** Names the document type the item leads to, so edit and create intents for it open through this item. */
  schemaType(schemaType: string): ListItemBuilder {
    return new ListItemBuilder(this.context, {...this.spec, schemaType})
  }

  /** Sets the pane the item opens: a builder, a serialized pane, or a function making one when the item is opened. */
  child(child: PaneNodeSource | ChildResolver): ListItemBuilder {
    return new ListItemBuilder(this.context, {...this.spec, child})
  }

  /** The id set with `id()`; undefined when none was set. */
  getId(): string | undefined {
    return this.spec.id
  }

  /** The title set with `title()`; undefined when none was set. */
  getTitle(): string | undefined {
    return this.spec.title
  }

  /** The document type the item leads to, when set with `schemaType()`. */
  getSchemaType(): string | undefined {
    return this.spec.schemaType
  }

  /**
   * The item as plain data. A child builder is serialized too (its id defaults to the item's);
   * a child function is kept, to be called when the item is opened.
   *
   * @throws StructureError for a missing id, title or child, an unknown schema type, or a mistake in the child.
   */
  serialize(options: ListItemSerializeOptions = {}): ListItemNode {
    const path = options.path ?? []
    const at =
      options.index === undefined
        ? `list item in ${describePath(path)}`
        : `list item at index ${options.index} of ${describePath(path)}`
    const id = checkId(this.spec.id, at, path)
    const what = `list item "${id}"${options.index === undefined ? '' : ` (index ${options.index})`} of ${describePath(path)}`
    const title = checkTitle(this.spec.title, undefined, what, path)
    if (title === undefined) throw new StructureError(`${what} has no title`, path)
    const {icon, schemaType, child} = this.spec
    if (icon !== undefined && typeof icon !== 'function' && typeof icon !== 'object')
      throw new StructureError(`${what} has an icon that is not a component`, path)
    if (schemaType !== undefined && !isDocumentTypeName(this.context.schema, schemaType)) {
      throw new StructureError(
        `${what} names the unknown schema type "${schemaType}" (not a document type of the schema)`,
        path,
      )
    }
    if (child === undefined || child === null)
      throw new StructureError(`${what} has no child: give it one with .child(…)`, path)
    const serializedChild: PaneChild =
      typeof child === 'function'
        ? child
        : serializePaneSource(child, `the child of ${what}`, {path, defaultId: id, defaultTitle: title})
    return {
      type: 'listItem',
      id,
      title,
      ...(icon ? {icon} : {}),
      ...(schemaType ? {schemaType} : {}),
      child: serializedChild,
    }
  }
}

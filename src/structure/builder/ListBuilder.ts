import {isRecord} from '../../document'
import type {BuilderContext} from './BuilderContext'
import {DividerBuilder} from './DividerBuilder'
import {ListItemBuilder} from './ListItemBuilder'
import type {
  DividerNode,
  ListEntryNode,
  ListItemNode,
  ListPaneNode,
  SerializablePane,
  SerializeOptions,
} from './PaneNode'
import {checkId, checkTitle, describePath, StructureError} from './StructureError'

/**
 * An entry a list takes: a list item or divider, as a builder or already serialized.
 * @public
 */
export type ListEntry = ListItemBuilder | DividerBuilder | ListItemNode | DividerNode

interface ListSpec {
  id?: string
  title?: string
  items?: readonly ListEntry[]
}

/**
 * Builds a list pane: items that open further panes, with dividers between groups.
 * Immutable: every setter returns a new builder.
 *
 * @example
 * ```ts
 * S.list().id('content').title('Content').items([S.documentTypeListItem('post'), S.divider(), S.documentTypeListItem('author')])
 * ```
 * @public
 */
export class ListBuilder implements SerializablePane {
  /**
   * Builders are made by `S` (the structure builder), never directly.
   * @internal
   */
  constructor(
    private readonly context: BuilderContext,
    private readonly spec: ListSpec = {},
  ) {}

  /** Sets the id; a list opened from an item takes the item's id by default. */
  id(id: string): ListBuilder {
    return new ListBuilder(this.context, {...this.spec, id})
  }

  /** Sets the header title; a list opened from an item takes the item's title by default. */
  title(title: string): ListBuilder {
    return new ListBuilder(this.context, {...this.spec, title})
  }

  /** Sets the items, in order. */
  items(items: readonly ListEntry[]): ListBuilder {
    return new ListBuilder(this.context, {...this.spec, items})
  }

  /** The id set with `id()`; undefined when none was set. */
  getId(): string | undefined {
    return this.spec.id
  }

  /** The title set with `title()`; undefined when none was set. */
  getTitle(): string | undefined {
    return this.spec.title
  }

  /** The items set with `items()`, in order; empty when none were set. */
  getItems(): readonly ListEntry[] {
    return this.spec.items ?? []
  }

  /**
   * The list as plain data, its items serialized.
   *
   * @throws StructureError for a missing id, items that are not an array, an entry that is not
   *   a list item or divider, two items with one id, or a mistake in an item.
   */
  serialize(options: SerializeOptions = {}): ListPaneNode {
    const parentPath = options.path ?? []
    const id = checkId(this.spec.id ?? options.defaultId, `list in ${describePath(parentPath)}`, parentPath)
    const path = [...parentPath, id]
    const title = checkTitle(this.spec.title, options.defaultTitle, `list ${describePath(path)}`, path) ?? id
    const entries: unknown = this.spec.items ?? []
    if (!Array.isArray(entries))
      throw new StructureError(`the items of list ${describePath(path)} are not an array`, path)

    const seen = new Map<string, number>()
    const items = entries.map((entry: unknown, index): ListEntryNode => {
      const node = serializeEntry(entry, index, path)
      if (node.type === 'divider') return node
      const earlier = seen.get(node.id)
      if (earlier !== undefined)
        throw new StructureError(
          `list ${describePath(path)} has two items with the id "${node.id}" (at index ${earlier} and ${index})`,
          path,
        )
      seen.set(node.id, index)
      return node
    })
    return {type: 'list', id, title, items}
  }
}

function serializeEntry(entry: unknown, index: number, path: readonly string[]): ListEntryNode {
  if (entry instanceof ListItemBuilder || entry instanceof DividerBuilder) return entry.serialize({path, index})
  if (isRecord(entry) && entry.type === 'divider') return {type: 'divider', id: `divider-${index}`}
  if (isRecord(entry) && entry.type === 'listItem') {
    checkId(entry.id, `list item at index ${index} of ${describePath(path)}`, path)
    if (typeof entry.title !== 'string')
      throw new StructureError(`list item "${entry.id}" (index ${index}) of ${describePath(path)} has no title`, path)
    if (entry.child === undefined || entry.child === null)
      throw new StructureError(`list item "${entry.id}" (index ${index}) of ${describePath(path)} has no child`, path)
    return entry as unknown as ListItemNode
  }
  const got = entry === null ? 'null' : Array.isArray(entry) ? 'an array' : typeof entry
  throw new StructureError(
    `the entry at index ${index} of ${describePath(path)} is not a list item or a divider (got ${got}): use S.listItem() or S.divider()`,
    path,
  )
}

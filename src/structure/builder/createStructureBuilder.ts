import type {ComponentType} from 'react'
import {createI18n} from '../../i18n'
import {DocumentIcon} from '../../ui'
import {createStructureTranslate} from '../i18n'
import type {BuilderContext} from './BuilderContext'
import {ComponentBuilder} from './ComponentBuilder'
import {DividerBuilder} from './DividerBuilder'
import {DocumentBuilder} from './DocumentBuilder'
import {DocumentListBuilder} from './DocumentListBuilder'
import {documentTypeNames, isDocumentTypeName} from './documentTypeNames'
import {ListBuilder} from './ListBuilder'
import {ListItemBuilder} from './ListItemBuilder'
import type {ComponentPaneProps} from './PaneNode'
import {StructureError} from './StructureError'

/** The id of the default structure's root list. */
export const DEFAULT_STRUCTURE_ID = 'content'

/**
 * The structure builder, `S`: small immutable builders that serialize to plain pane
 * definitions. A `structure` function given to `structureTool` gets one for the workspace's
 * schema.
 *
 * @example
 * ```ts
 * structureTool({
 *   structure: (S) =>
 *     S.list()
 *       .id('content')
 *       .title('Content')
 *       .items([
 *         S.listItem().id('settings').title('Settings').child(S.document().documentId('settings').schemaType('settings')),
 *         S.divider(),
 *         ...S.documentTypeListItems().filter((item) => item.getId() !== 'settings'),
 *       ]),
 * })
 * ```
 * @public
 */
export interface StructureBuilder {
  /** A list pane. */
  list(): ListBuilder
  /** An item of a list pane. */
  listItem(): ListItemBuilder
  /** A divider between groups of list items. */
  divider(): DividerBuilder
  /** A list of every document of a type: id and title from the type, filter `_type == $type`. @throws StructureError for an unknown type. */
  documentTypeList(typeName: string): DocumentListBuilder
  /** A list item opening {@link StructureBuilder.documentTypeList}. @throws StructureError for an unknown type. */
  documentTypeListItem(typeName: string): ListItemBuilder
  /** {@link StructureBuilder.documentTypeListItem} for every document type of the schema (built-in and `sanity.*` types left out). */
  documentTypeListItems(): ListItemBuilder[]
  /** A list of the documents a GROQ filter selects. */
  documentList(): DocumentListBuilder
  /** The editor of one document (a singleton). */
  document(): DocumentBuilder
  /** A pane rendering a custom component. */
  component(component?: ComponentType<ComponentPaneProps>): ComponentBuilder
  /** The default structure: a list 'Content' of every document type. */
  defaults(): ListBuilder
}

/**
 * Creates the structure builder `S` for a schema.
 *
 * @param context - The workspace's schema, and its translator for the default titles.
 */
export function createStructureBuilder(context: BuilderContext): StructureBuilder {
  const t = createStructureTranslate(context.i18n ?? createI18n())
  const typeTitle = (name: string) => context.schema.get(name)?.title ?? name

  const checkType = (call: string, typeName: unknown): string => {
    if (typeof typeName !== 'string' || !isDocumentTypeName(context.schema, typeName)) {
      const known = documentTypeNames(context.schema)
      throw new StructureError(
        `${call}(${JSON.stringify(typeName)}): unknown schema type${known.length > 0 ? `; the document types are ${known.map((name) => `"${name}"`).join(', ')}` : ''}`,
      )
    }
    return typeName
  }

  const documentTypeList = (typeName: string) => {
    const name = checkType('S.documentTypeList', typeName)
    return new DocumentListBuilder(context, {
      id: name,
      title: typeTitle(name),
      filter: '_type == $type',
      params: {type: name},
      schemaType: name,
    })
  }
  const documentTypeListItem = (typeName: string) => {
    const name = checkType('S.documentTypeListItem', typeName)
    return new ListItemBuilder(context, {
      id: name,
      title: typeTitle(name),
      icon: DocumentIcon,
      schemaType: name,
      child: documentTypeList(name),
    })
  }
  const documentTypeListItems = () => documentTypeNames(context.schema).map(documentTypeListItem)

  return {
    list: () => new ListBuilder(context),
    listItem: () => new ListItemBuilder(context),
    divider: () => new DividerBuilder(),
    documentTypeList,
    documentTypeListItem,
    documentTypeListItems,
    documentList: () => new DocumentListBuilder(context),
    document: () => new DocumentBuilder(context),
    component: (component) => new ComponentBuilder(context, component ? {component} : {}),
    defaults: () =>
      new ListBuilder(context, {
        id: DEFAULT_STRUCTURE_ID,
        title: t('default-structure.title'),
        items: documentTypeListItems(),
      }),
  }
}

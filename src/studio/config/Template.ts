import type {ComponentType} from 'react'
import {
  defaultTemplatesForSchema,
  type StoreNewDocumentItem,
  type StoreNewDocumentOption,
  type StoreTemplate,
} from '../../store'
import type {Schema} from '../../types'

/**
 * An initial value template, as the studio configures it: the store's `StoreTemplate` (its checks
 * and resolution live there) with a React component as its icon.
 *
 * @example
 * ```ts
 * const postByAuthor: Template = {
 *   id: 'post-by-author',
 *   title: 'Post by author',
 *   schemaType: 'post',
 *   parameters: [{name: 'authorId', type: 'string'}],
 *   value: (params) => ({author: {_type: 'reference', _ref: params.authorId}}),
 * }
 * ```
 * @public
 */
export type Template = StoreTemplate<ComponentType>

/**
 * An entry in the new-document menus, as `document.newDocumentOptions` lists them: the store's `StoreNewDocumentOption` with a React icon.
 * @public
 */
export type NewDocumentOption = StoreNewDocumentOption<ComponentType>

/**
 * A checked new-document option, titles filled in: the store's `StoreNewDocumentItem` with a React icon.
 * @public
 */
export type NewDocumentItem = StoreNewDocumentItem<ComponentType>

/**
 * The templates a workspace starts with: one per document type of the schema (built-in
 * types such as the asset documents left out), in schema order, each with the type's name
 * as id and `{_type}` as value (the type's own initial values are added when a document is
 * created). The store's `defaultTemplatesForSchema`, typed for the studio.
 */
export const defaultTemplates: (schema: Schema) => Template[] = defaultTemplatesForSchema

/**
 * Where a new document is being created from: the navbar's global button, a document (e.g. a
 * reference field's "create new"), or a structure list of one schema type.
 * @public
 */
export type NewDocumentCreationContext =
  | {type: 'global'}
  | {type: 'document'; documentId: string; schemaType: string}
  | {type: 'structure'; schemaType?: string}

import type {ComponentType} from 'react'
import type {InitialValueProperty} from '../../types'

/** A parameter a template's value resolver accepts. */
export interface TemplateParameter {
  name: string
  /** A schema type name describing the parameter's value. */
  type: string
  title?: string
  description?: string
}

/**
 * An initial value template: how a new document of `schemaType` starts out. By default every
 * document type has one, with the type's name as its id and the type's `initialValue` (or
 * `{_type}`) as its value; `schema.templates` adds, changes or removes templates.
 *
 * `value` is a plain object or a resolver `(params, context) => object` (possibly async). An
 * empty object becomes `{_type}` only, and a `_type` in the value must match `schemaType`.
 *
 * @example
 * ```ts
 * const postByAuthor: Template = {
 *   id: 'post-by-author',
 *   title: 'Post by author',
 *   schemaType: 'post',
 *   parameters: [{name: 'authorId', type: 'string'}],
 *   value: (params) => ({author: {_type: 'reference', _ref: params?.authorId}}),
 * }
 * ```
 */
export interface Template {
  id: string
  schemaType: string
  title: string
  description?: string
  icon?: ComponentType
  value: InitialValueProperty<Record<string, unknown>>
  parameters?: TemplateParameter[]
}

/**
 * An entry in the new-document menus, as `document.newDocumentOptions` lists them. It names a
 * template; the other fields override what the template says.
 */
export interface NewDocumentOption {
  templateId: string
  /** When given, it must be the template's own schema type. */
  schemaType?: string
  title?: string
  subtitle?: string
  description?: string
  icon?: ComponentType
  /** The id the new document gets (a random one when left out). */
  initialDocumentId?: string
  /** Passed to the template's value resolver. */
  parameters?: Record<string, unknown>
}

/** A resolved new-document option: its template found, titles filled in. */
export interface NewDocumentItem {
  /** Unique in its list: `<templateId>-<index>`. */
  id: string
  templateId: string
  schemaType: string
  title: string
  subtitle?: string
  description?: string
  icon?: ComponentType
  initialDocumentId?: string
  parameters?: Record<string, unknown>
}

/**
 * Where a new document is being created from: the navbar's global button, a document (e.g. a
 * reference field's "create new"), or a structure list of one schema type.
 */
export type NewDocumentCreationContext =
  | {type: 'global'}
  | {type: 'document'; documentId: string; schemaType: string}
  | {type: 'structure'; schemaType?: string}

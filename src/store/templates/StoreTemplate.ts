import type {ComponentSlot, InitialValueContext, Schema} from '../../types'

/**
 * What initial-value resolvers receive besides the parameters: who creates the document, where, and the schema.
 * @public
 */
export interface InitialValueResolverContext extends InitialValueContext {
  /** The compiled schema of the workspace. */
  schema: Schema
}

/**
 * A template's value as a function: gets the template's parameters (those the new-document
 * option or reference input gives) and the context, and returns the initial value — a plain
 * object — or a promise of it.
 * @public
 */
export type TemplateValueResolver = (
  params: Record<string, unknown>,
  context: InitialValueResolverContext,
) => Record<string, unknown> | Promise<Record<string, unknown>>

/**
 * A parameter a template's value resolver accepts; `type` is the schema type describing its value.
 * @public
 */
export interface TemplateParameter {
  /** The parameter's key in the resolver's `params`. */
  name: string
  /** The name of the schema type describing its value, e.g. `string` or `reference`. */
  type: string
  /** The parameter's name for people. */
  title?: string
  /** A sentence on what the parameter is for. */
  description?: string
  /** Options of the parameter's schema type, as a field's `options`. */
  options?: Record<string, unknown>
}

/**
 * An initial value template as the document store takes it, its icon's type left open (the
 * studio's `Template`, in `vellum`, is this with a React component as icon): how to pre-fill a
 * new document of a schema type. Every document type has one by default
 * (`defaultTemplatesForSchema`: the type's name as id, `{_type}` as value); the studio's
 * `schema.templates` adds, changes or removes them.
 *
 * `value` is a plain object or a resolver `(params, context) => object` (possibly async).
 * It is laid over the schema type's own initial values; an empty object means `_type` only,
 * and a `_type` in the value must match `schemaType`.
 *
 * `TIcon` is what the icon is: the store never renders it, so the UI layer above names its
 * component type (the studio: React's `ComponentType`).
 *
 * @example
 * ```ts
 * const byAuthor: StoreTemplate = {
 *   id: 'post-by-author',
 *   title: 'Post by author',
 *   schemaType: 'post',
 *   parameters: [{name: 'authorId', type: 'string'}],
 *   value: (params) => ({author: {_type: 'reference', _ref: params.authorId}}),
 * }
 * ```
 * @public
 */
export interface StoreTemplate<TIcon = ComponentSlot> {
  /** Unique among the workspace's templates. */
  id: string
  /** The document type it creates. */
  schemaType: string
  /** The template's name in the create menus. */
  title: string
  /** A sentence on what the template pre-fills, shown under its title. */
  description?: string
  /** The icon of its create-menu entries. */
  icon?: TIcon
  /** A plain object, or a resolver of one; `{_type: schemaType}` when left out. */
  value?: Record<string, unknown> | TemplateValueResolver
  /** The parameters a resolver `value` accepts; new-document options and reference inputs give them. */
  parameters?: TemplateParameter[]
}

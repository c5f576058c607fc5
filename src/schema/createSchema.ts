import type {AnyDefinition} from '../types'
import {compileSchema, type NamedSchema} from './compileSchema'
import {SchemaError} from './SchemaError'

/**
 * Options of {@link createSchema}.
 * @public
 */
export interface CreateSchemaOptions {
  /** A name for the schema, e.g. the workspace's; `'default'` when not given. */
  name?: string
}

/**
 * Compiles a schema from type definitions. The intrinsic types (`string`, `object`,
 * `image`, `reference`, …) and the asset types (`sanity.imageAsset`, `sanity.fileAsset` and
 * their metadata objects) are always present.
 *
 * Every type is resolved down its chain to an intrinsic type; fields, array members and
 * reference targets are compiled types too, each compiled once (read them as immutable).
 * A type takes every property it does not set (description, validation, hidden, …) from
 * the type it extends; `options` and `components` merge per key. Titles default to the
 * humanised name: of the type for named types and named members, of the field for fields.
 * `getTypeNames()` lists the intrinsic types, then the built-in ones, then the user's in
 * definition order.
 *
 * Names: a type or member name starts with a letter or `_` and goes on with letters,
 * digits, `_`, `-` or `.` (namespaced plugin types such as `mux.video`); intrinsic names
 * and names starting with `sanity.` are reserved for built-in types. Field names follow the
 * same rule without dots, and must not be a system property (`_id`, `_type`, `_key`, `_rev`,
 * `_ref`, `_weak`, `_createdAt`, `_updatedAt`). See `schemaHelpId` for every problem.
 *
 * @param types - The schema author's type definitions.
 * @param options - The schema's name.
 * @returns The compiled schema; its `problems` are the warnings found.
 * @throws {@link SchemaError} when a problem of severity error is found; it lists every problem.
 * @example
 * ```ts
 * const schema = createSchema([
 *   defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
 *   defineType({
 *     name: 'post',
 *     type: 'document',
 *     fields: [defineField({name: 'author', type: 'reference', to: [{type: 'author'}]})],
 *   }),
 * ])
 * schema.get('post')?.jsonType // 'object'
 * ```
 * @public
 */
export function createSchema(types: readonly AnyDefinition[], options: CreateSchemaOptions = {}): NamedSchema {
  const {schema, problems} = compileSchema(types, options.name ?? 'default')
  if (problems.some((problem) => problem.severity === 'error')) throw new SchemaError(problems)
  return schema
}

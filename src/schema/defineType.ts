import type {AliasDefinition, IntrinsicDefinitions, IntrinsicTypeName} from '../types'

/**
 * The properties a definition of type `TType` may have besides `name` and `type`: the
 * intrinsic definition's for intrinsic types (so options and required properties are
 * checked), the loose {@link AliasDefinition} for types that extend a named type.
 * @public
 */
export type DefinitionBody<TType extends string> = TType extends IntrinsicTypeName
  ? Omit<IntrinsicDefinitions[TType], 'name' | 'type'>
  : Omit<AliasDefinition, 'name' | 'type'>

/**
 * What {@link defineType} accepts and returns: a named type definition of type `TType`.
 * @public
 */
export type TypeDefinitionOf<TType extends string, TName extends string> = {
  type: TType
  name: TName
} & DefinitionBody<TType>

/**
 * What {@link defineField} accepts and returns: a field of type `TType`, placed in a fieldset or groups.
 * @public
 */
export type FieldDefinitionOf<TType extends string, TName extends string> = {
  type: TType
  name: TName
  /** The fieldset the field is shown in. */
  fieldset?: string
  /** The group (tab) or groups the field is shown in. */
  group?: string | string[]
} & DefinitionBody<TType>

/**
 * What {@link defineArrayMember} accepts and returns: an array member of type `TType`, optionally named.
 * @public
 */
export type ArrayMemberDefinitionOf<TType extends string, TName extends string | undefined> = {
  type: TType
  /** The member's name, stored as the items' `_type`; defaults to the type name. */
  name?: TName
} & DefinitionBody<TType>

/**
 * Declares a schema type. Does nothing at runtime; it exists for the type checker, which
 * keeps the literal `name` and `type` and checks the rest against the intrinsic type's
 * definition (for example, `to` is required on a reference and `options.hotspot` is only
 * allowed on an image).
 *
 * @param definition - The type definition.
 * @returns The same definition.
 * @example
 * ```ts
 * export const post = defineType({
 *   name: 'post',
 *   type: 'document',
 *   fields: [
 *     defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
 *     defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
 *   ],
 * })
 * ```
 * @public
 */
export function defineType<const TType extends string, const TName extends string>(
  definition: TypeDefinitionOf<TType, TName>,
): TypeDefinitionOf<TType, TName> {
  return definition
}

/**
 * Declares a field of an object or document type. Like {@link defineType}, it is checked
 * against the field type's definition and returned unchanged.
 *
 * @param definition - The field definition.
 * @returns The same definition.
 * @example
 * ```ts
 * defineField({name: 'cover', type: 'image', options: {hotspot: true}, group: 'media'})
 * ```
 * @public
 */
export function defineField<const TType extends string, const TName extends string>(
  definition: FieldDefinitionOf<TType, TName>,
): FieldDefinitionOf<TType, TName> {
  return definition
}

/**
 * Declares a member type of an array (`of`) or a block's inline objects and annotations.
 * The name is optional and defaults to the type name; it is what items store as `_type`.
 *
 * @param definition - The member definition.
 * @returns The same definition.
 * @example
 * ```ts
 * defineField({
 *   name: 'body',
 *   type: 'array',
 *   of: [defineArrayMember({type: 'block'}), defineArrayMember({type: 'image', name: 'figure'})],
 * })
 * ```
 * @public
 */
export function defineArrayMember<const TType extends string, const TName extends string | undefined = undefined>(
  definition: ArrayMemberDefinitionOf<TType, TName>,
): ArrayMemberDefinitionOf<TType, TName> {
  return definition
}

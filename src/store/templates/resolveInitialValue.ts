import {isRecord} from '../../document'
import {deepAssign} from './deepAssign'
import {isPlainObject} from './isPlainObject'
import {resolveInitialValueForType} from './resolveInitialValueForType'
import type {InitialValueResolverContext, StoreTemplate} from './StoreTemplate'
import {TemplateError, unknownSchemaTypeError} from './TemplateError'
import {validateInitialValue} from './validateInitialValue'

/**
 * Resolves a template into the initial value of a new document: the template's value (an
 * object, or its resolver called with `params` and `context`; an empty object, or none,
 * means `{_type: schemaType}`) laid over the schema type's own initial values (see
 * {@link resolveInitialValueForType}), checked by {@link validateInitialValue}. The result is a
 * fresh plain object with `_type` set to the template's schema type and a `_key` on every
 * object item of an array.
 *
 * @param template - The template.
 * @param params - Its parameters (from the new-document option or the reference input).
 * @param context - The resolver context; its `schema` gives the type's initial values.
 * @throws TemplateError `invalidTemplate` (no id), `missingSchemaType` (none, or not in the
 * schema), `resolverFailed` (the value resolver threw; `templateId` and `parameters` are on
 * the error for logging), `invalidValue` (not a plain object), `invalidInitialValue`
 * (`_type` mismatch and the other rules of {@link validateInitialValue}); an Error naming
 * the type and path when a schema initial value resolver fails.
 * @example
 * ```ts
 * const value = await resolveInitialValue(template, {authorId: 'ada'}, {schema, currentUser})
 * // {_type: 'post', author: {_type: 'reference', _ref: 'ada'}, status: 'draft'}
 * ```
 * @beta
 */
export async function resolveInitialValue(
  template: StoreTemplate<unknown>,
  params: Record<string, unknown> = {},
  context: InitialValueResolverContext,
): Promise<Record<string, unknown>> {
  if (!isRecord(template) || typeof template.id !== 'string' || template.id === '') {
    throw new TemplateError('invalidTemplate', 'A template must be an object with a non-empty "id"')
  }
  const {id, schemaType: typeName} = template
  if (typeof typeName !== 'string' || typeName === '') {
    throw new TemplateError('missingSchemaType', `Template "${id}" has no "schemaType"`, {templateId: id})
  }
  const schemaType = context.schema.get(typeName)
  if (!schemaType) throw unknownSchemaTypeError(typeName, id)

  let value: unknown = template.value ?? {}
  if (typeof value === 'function') {
    try {
      value = await (value as Extract<StoreTemplate['value'], (...args: never[]) => unknown>)(params, context)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new TemplateError('resolverFailed', `Template "${id}" failed to resolve its initial value: ${reason}`, {
        templateId: id,
        parameters: params,
        cause: error,
      })
    }
  }
  if (!isPlainObject(value)) {
    throw new TemplateError(
      'invalidValue',
      `Template "${id}" has invalid "value" property - must be a plain object or a resolver function returning a plain object`,
      {
        templateId: id,
        parameters: params,
      },
    )
  }
  const own = validateInitialValue(Object.keys(value).length === 0 ? {_type: typeName} : value, template)
  const defaults = await resolveInitialValueForType(schemaType, params, context)
  const merged = deepAssign(isPlainObject(defaults) ? defaults : {}, own)
  return validateInitialValue({_type: typeName, ...merged}, template)
}

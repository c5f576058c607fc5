/**
 * Why a template could not be used:
 * - `notFound`: no template has the id asked for;
 * - `unknownTemplateId`: a new-document option names a template that does not exist;
 * - `invalidTemplate`: the template itself is malformed (not an object, no id or title,
 *   a duplicate id, bad parameters);
 * - `invalidValue`: its `value` property is not an object or a resolver, or resolved to
 *   something other than a plain object;
 * - `missingSchemaType`: it names no schema type, or one the schema does not have;
 * - `invalidInitialValue`: the resolved value breaks a rule (`_type` mismatch,
 *   multidimensional array, malformed reference, non-JSON data);
 * - `resolverFailed`: its value resolver threw.
 */
export type TemplateErrorKind = 'notFound' | 'unknownTemplateId' | 'invalidTemplate' | 'invalidValue' | 'missingSchemaType' | 'invalidInitialValue' | 'resolverFailed'

/** An error about an initial value template; the message says which template and what is wrong. */
export class TemplateError extends Error {
  override readonly name = 'TemplateError'
  readonly kind: TemplateErrorKind
  /** The template concerned, when known. */
  readonly templateId: string | undefined
  /** The parameters it was resolved with, for logging a resolver failure. */
  readonly parameters: Record<string, unknown> | undefined

  constructor(kind: TemplateErrorKind, message: string, details: {templateId?: string; parameters?: Record<string, unknown>; cause?: unknown} = {}) {
    super(message, details.cause === undefined ? undefined : {cause: details.cause})
    this.kind = kind
    this.templateId = details.templateId
    this.parameters = details.parameters
  }
}

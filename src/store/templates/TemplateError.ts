/**
 * Why a template or a new-document option could not be used:
 * - `notFound`: no template has the id asked for;
 * - `unknownTemplateId`: a new-document option names a template that does not exist;
 * - `invalidNewDocumentOption`: a new-document option is malformed (not an object, no
 *   `templateId`, bad `parameters` or `initialDocumentId`);
 * - `invalidTemplate`: the template itself is malformed (not an object, no id or title,
 *   a duplicate id, bad parameters);
 * - `invalidValue`: its `value` property is not an object or a resolver, or resolved to
 *   something other than a plain object;
 * - `missingSchemaType`: it names no schema type, or one the schema does not have;
 * - `invalidInitialValue`: the value breaks a rule (`_type` mismatch, multidimensional
 *   array, malformed reference, non-JSON data);
 * - `resolverFailed`: its value resolver threw.
 * @beta
 */
export type TemplateErrorKind =
  | 'notFound'
  | 'unknownTemplateId'
  | 'invalidNewDocumentOption'
  | 'invalidTemplate'
  | 'invalidValue'
  | 'missingSchemaType'
  | 'invalidInitialValue'
  | 'resolverFailed'

/**
 * An error about an initial value template; the message says which template and what is wrong.
 * @beta
 */
export class TemplateError extends Error {
  /** Always `TemplateError`, for messages and logs. */
  override readonly name = 'TemplateError'
  /** What is wrong; see {@link TemplateErrorKind}. */
  readonly kind: TemplateErrorKind
  /** The template concerned, when known. */
  readonly templateId: string | undefined
  /** The parameters it was resolved with, for logging a resolver failure. */
  readonly parameters: Record<string, unknown> | undefined

  constructor(
    kind: TemplateErrorKind,
    message: string,
    details: {templateId?: string; parameters?: Record<string, unknown>; cause?: unknown} = {},
  ) {
    super(message, details.cause === undefined ? undefined : {cause: details.cause})
    this.kind = kind
    this.templateId = details.templateId
    this.parameters = details.parameters
  }
}

/**
 * The `missingSchemaType` error for a schema type the schema does not have: one message
 * wherever it is found (checking templates, new-document options, resolving a value).
 */
export function unknownSchemaTypeError(schemaType: string, templateId: string): TemplateError {
  return new TemplateError(
    'missingSchemaType',
    `Could not find matching schema type \`${schemaType}\` for template \`${templateId}\``,
    {templateId},
  )
}

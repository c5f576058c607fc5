// Public API of `vellum/validation`: the rule builder and the document validators, for
// validating documents outside the studio (a host's import script, a server hook); see
// api/vellum-validation.api.md.
export {
  ValidationRule,
  validateDocument,
  createDocumentValidator,
  type ValidateDocumentOptions,
  type DocumentValidator,
  type DocumentValidatorOptions,
  type ValidateOptions,
  type SlugIsUniqueContext,
} from '../validation'
// The rule and marker types, also exported by `vellum` for schema authors: `Rule` is what a
// schema's `validation` callback gets (`ValidationRule` above implements it).
export type {
  Rule,
  ValidationBuilder,
  CustomValidator,
  CustomValidatorResult,
  FieldReference,
  RegexValidationOptions,
  UriValidationOptions,
  ValidationClient,
  ValidationContext,
  ValidationLevel,
  ValidationMarker,
  ValidationMessage,
} from '../types'

// Public API of `vellum/validation`: the rule builder and the document validators, for
// validating documents outside the studio (a host's import script, a server hook); see
// api/vellum-validation.api.md.
export {
  Rule,
  validateDocument,
  createDocumentValidator,
  type ValidateDocumentOptions,
  type DocumentValidator,
  type DocumentValidatorOptions,
  type ValidateOptions,
  type SlugIsUniqueContext,
} from '../validation'
// The rule and marker types, also exported by `vellum` for schema authors.
export type {
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

// Public API of `vellum/validation`: the rule builder and the document validators.
export {
  Rule,
  compareValidationMarkers,
  createDocumentValidator,
  inferRules,
  validateDocument,
  SLOW_VALIDATOR_MS,
  SLUG_API_VERSION,
  VALIDATION_CONCURRENCY,
  type DocumentValidator,
  type DocumentValidatorOptions,
  type SlugIsUniqueContext,
  type ValidateDocumentOptions,
  type ValidateOptions,
} from '../validation'
export type {
  CustomValidator,
  CustomValidatorResult,
  FieldReference,
  RegexValidationOptions,
  UriValidationOptions,
  ValidationBuilder,
  ValidationClient,
  ValidationContext,
  ValidationLevel,
  ValidationMarker,
  ValidationMessage,
} from '../types'

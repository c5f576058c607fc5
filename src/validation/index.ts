// Public face of the validation layer (`vellum/validation`).
export {ValidationRule, isFieldReference} from './ValidationRule'
export {inferRules} from './inferRules'
export {validateDocument, type ValidateDocumentOptions} from './validateDocument'
export {
  createDocumentValidator,
  type DocumentValidator,
  type DocumentValidatorOptions,
  type ValidateOptions,
} from './createDocumentValidator'
export {compareValidationMarkers} from './compareValidationMarkers'
export {VALIDATION_CONCURRENCY} from './ValidationPool'
export {SLOW_VALIDATOR_MS} from './evaluateRule'
export {SLUG_API_VERSION, type SlugIsUniqueContext} from './slugValidator'

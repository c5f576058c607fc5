// Public face of the store's initial value templates.
export {
  checkNewDocumentOptions,
  resolveNewDocumentOptions,
  type CheckedNewDocumentOptions,
} from './checkNewDocumentOptions'
export {checkTemplates, prepareTemplates, type CheckedTemplates} from './checkTemplates'
export {defaultNewDocumentOptions} from './defaultNewDocumentOptions'
export {defaultTemplateForType, defaultTemplatesForSchema} from './defaultTemplatesForSchema'
export {getTemplateById} from './getTemplateById'
export {initialValueErrorMessage} from './initialValueErrorMessage'
export type {StoreNewDocumentItem, StoreNewDocumentOption} from './StoreNewDocumentOption'
export {resolveInitialValue} from './resolveInitialValue'
export {INITIAL_VALUE_MAX_DEPTH, resolveInitialValueForType} from './resolveInitialValueForType'
export type {
  InitialValueResolverContext,
  StoreTemplate,
  TemplateParameter,
  TemplateValueResolver,
} from './StoreTemplate'
export {TemplateError, type TemplateErrorKind} from './TemplateError'
export {validateInitialValue} from './validateInitialValue'

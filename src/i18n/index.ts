// Public face of the i18n layer: translators, bundles and the built-in en-US resources.
export {createI18n, i18n, DEFAULT_LOCALE, DEFAULT_NAMESPACE} from './createI18n'
export type {I18n, I18nOptions, TranslationParams} from './createI18n'
export {defineLocaleResourceBundle} from './defineLocaleResourceBundle'
export type {LocaleResourceBundle, LocaleResources} from './defineLocaleResourceBundle'
export {validationLocaleBundle} from './validationLocaleBundle'

// The studio's translations: its locale bundles, the provider and hook the shell's parts
// translate with, and relative times that refresh as they age.
export {studioLocaleBundle} from './studioLocaleBundle'
export {studioLocaleBundleNbNO} from './studioLocaleBundleNbNO'
export {searchLocaleBundle} from './searchLocaleBundle'
export {createStudioI18n, STUDIO_LOCALE_BUNDLES, type StudioI18nOptions} from './createStudioI18n'
export {StudioI18nContext} from './StudioI18nContext'
export {StudioI18nProvider, type StudioI18nProviderProps} from './StudioI18nProvider'
export {useTranslation} from './useTranslation'
export {Translate, type TranslateProps} from './Translate'
export {formatList} from './formatList'
export {
  formatRelativeTime,
  JUST_NOW_MS,
  RELATIVE_TIME_REFRESH_MS,
  type FormattedRelativeTime,
  type RelativeTimeOptions,
} from './formatRelativeTime'
export {useRelativeTime} from './useRelativeTime'
export {RelativeTime, type RelativeTimeProps} from './RelativeTime'

import {createI18n, type I18n, type LocaleResourceBundle} from '../../i18n'
import {searchLocaleBundle} from './searchLocaleBundle'
import {studioLocaleBundle} from './studioLocaleBundle'
import {studioLocaleBundleNbNO} from './studioLocaleBundleNbNO'

/** The studio's own bundles, which every studio translator starts with. */
export const STUDIO_LOCALE_BUNDLES: readonly LocaleResourceBundle[] = Object.freeze([
  studioLocaleBundle,
  studioLocaleBundleNbNO,
  searchLocaleBundle,
])

/** Options of {@link createStudioI18n}. */
export interface StudioI18nOptions {
  /** The locale to show, e.g. `nb-NO`; en-US by default. */
  locale?: string
  /**
   * Bundles added after the studio's own (a workspace's `i18n.bundles`), so configuration can
   * override any studio message or add a locale.
   */
  bundles?: readonly LocaleResourceBundle[]
}

/**
 * Creates the translator the studio shell renders with: the built-in validation bundles, the
 * studio's own bundles ({@link STUDIO_LOCALE_BUNDLES}), then `bundles`. A key missing in the
 * locale falls back to its language, then en-US.
 *
 * @example
 * ```ts
 * const i18n = createStudioI18n({locale: 'nb-NO', bundles: workspace.i18n.bundles})
 * i18n.t('workspace-not-found.go-to-default') // 'Gå til standard arbeidsområde'
 * ```
 */
export function createStudioI18n(options: StudioI18nOptions = {}): I18n {
  return createI18n({locale: options.locale, bundles: [...STUDIO_LOCALE_BUNDLES, ...(options.bundles ?? [])]})
}

import {DEFAULT_LOCALE, type LocaleResourceBundle} from '../../i18n'

/**
 * How a locale lays out weeks; days are numbered 1 (Monday) to 7 (Sunday).
 * @public
 */
export interface LocaleWeekInfo {
  /** The first day of the week: 1 (Monday) to 7 (Sunday). */
  firstDay: 1 | 2 | 3 | 4 | 5 | 6 | 7
  /** Days of the first week that must fall in the new year. */
  minimalDays: number
  /** The days of the weekend, 1 (Monday) to 7 (Sunday). */
  weekend: number[]
}

/**
 * A resource bundle inside a locale definition: its `locale` may be left out (it is the locale's id).
 * @public
 */
export type LocaleBundleInput = Omit<LocaleResourceBundle, 'locale'> & {locale?: string}

/**
 * A locale the studio can be shown in (`i18n.locales`), with the bundles that translate it.
 *
 * @example
 * ```ts
 * const norwegian: LocaleDefinition = {
 *   id: 'nb-NO',
 *   title: 'Norsk (bokmål)',
 *   weekInfo: {firstDay: 1, minimalDays: 4, weekend: [6, 7]},
 *   bundles: [{namespace: 'validation', resources: {'generic.required': 'Påkrevd'}}],
 * }
 * ```
 * @public
 */
export interface LocaleDefinition {
  /** A BCP 47 locale id such as `en-US`. */
  id: string
  /** The locale's name in the locale menu, in its own language, e.g. `Norsk (bokmål)`. */
  title: string
  /** How the locale lays out weeks (date pickers); when left out, en-US's: Sunday first, weekend Saturday and Sunday. */
  weekInfo?: LocaleWeekInfo
  /** The translations of the locale; their `locale` defaults to `id`. */
  bundles?: LocaleBundleInput[]
}

/**
 * A resolved locale: its bundles moved to the workspace's bundle list.
 * @public
 */
export interface Locale {
  /** A BCP 47 locale id such as `en-US`. */
  id: string
  /** The locale's name in the locale menu. */
  title: string
  /** How the locale lays out weeks. */
  weekInfo: LocaleWeekInfo
}

/** en-US's week: starts on Sunday, weekend on Saturday and Sunday. */
export const DEFAULT_WEEK_INFO: LocaleWeekInfo = Object.freeze({
  firstDay: 7,
  minimalDays: 1,
  weekend: [6, 7],
}) as LocaleWeekInfo

/** The locale every workspace starts with. */
export const defaultLocale: LocaleDefinition = Object.freeze({
  id: DEFAULT_LOCALE,
  title: 'English (US)',
  weekInfo: DEFAULT_WEEK_INFO,
})

import type {LocaleResourceBundle} from './defineLocaleResourceBundle'
import {validationLocaleBundle} from './validationLocaleBundle'

/** The locale every lookup falls back to. */
export const DEFAULT_LOCALE = 'en-US'

/** The namespace used when a key carries no `namespace:` prefix. */
export const DEFAULT_NAMESPACE = 'studio'

/**
 * Parameters of a message: interpolated into `{{name}}` placeholders; `count` picks a plural form.
 * @public
 */
export type TranslationParams = Record<string, unknown> & {count?: number}

/**
 * A set of registered bundles, fixed to one locale.
 * @public
 */
export interface I18n {
  /** The locale messages are produced in. */
  readonly locale: string
  /**
   * Looks up `key` (`'validation:generic.required'`, or a bare key in the default namespace),
   * picks a plural form when `params.count` is a number, and interpolates `{{param}}`s.
   * Tries the locale, its language (`nb` for `nb-NO`), then en-US; a missing key returns the
   * key itself.
   */
  t(key: string, params?: TranslationParams): string
  /** Whether `key` resolves in this locale or a fallback (any plural form counts). */
  exists(key: string): boolean
  /** The same bundles, fixed to another locale. */
  withLocale(locale: string): I18n
}

/**
 * Options of {@link createI18n}.
 * @public
 */
export interface I18nOptions {
  /** Defaults to en-US. */
  locale?: string
  /** Bundles added to the built-in en-US ones; a later bundle overrides earlier keys. */
  bundles?: LocaleResourceBundle[]
}

/** The bundles every instance starts with. */
const BUILT_IN_BUNDLES: LocaleResourceBundle[] = [validationLocaleBundle]

// locale -> namespace -> key -> message
type ResourceTable = Map<string, Map<string, Map<string, string>>>

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g
const pluralRulesCache = new Map<string, Intl.PluralRules>()

/**
 * Creates a translator over the built-in bundles plus `bundles`.
 *
 * @example
 * ```ts
 * const i18n = createI18n({locale: 'nb-NO', bundles: [norwegianValidation]})
 * i18n.t('validation:string.minimum-length', {minLength: 3})
 * ```
 * @public
 */
export function createI18n(options: I18nOptions = {}): I18n {
  const table: ResourceTable = new Map()
  for (const bundle of [...BUILT_IN_BUNDLES, ...(options.bundles ?? [])]) {
    let namespaces = table.get(bundle.locale)
    if (!namespaces) table.set(bundle.locale, (namespaces = new Map()))
    let messages = namespaces.get(bundle.namespace)
    if (!messages) namespaces.set(bundle.namespace, (messages = new Map()))
    for (const [key, message] of Object.entries(bundle.resources)) messages.set(key, message)
  }
  return instanceFor(table, options.locale ?? DEFAULT_LOCALE)
}

function instanceFor(table: ResourceTable, locale: string): I18n {
  const chain = localeChain(locale).filter((id) => table.has(id))
  const pluralRules = getPluralRules(locale)

  const lookup = (namespace: string, key: string): string | undefined => {
    for (const id of chain) {
      const message = table.get(id)?.get(namespace)?.get(key)
      if (message !== undefined) return message
    }
    return undefined
  }

  const resolve = (fullKey: string, count: unknown): string | undefined => {
    const split = fullKey.indexOf(':')
    const namespace = split === -1 ? DEFAULT_NAMESPACE : fullKey.slice(0, split)
    const key = split === -1 ? fullKey : fullKey.slice(split + 1)
    if (typeof count === 'number') {
      const form = pluralRules?.select(count)
      const plural = (form && lookup(namespace, `${key}_${form}`)) ?? lookup(namespace, `${key}_other`)
      if (plural !== undefined) return plural
    }
    return lookup(namespace, key)
  }

  const instance: I18n = {
    locale,
    t(key, params) {
      const message = resolve(key, params?.count)
      if (message === undefined) return key
      return params ? interpolate(message, params) : message
    },
    exists(key) {
      return resolve(key, 1) !== undefined || resolve(key, undefined) !== undefined
    },
    withLocale(next) {
      return next === locale ? instance : instanceFor(table, next)
    },
  }
  return instance
}

/** `nb-NO` → `['nb-NO', 'nb', 'en-US']`, without repeats. */
function localeChain(locale: string): string[] {
  const language = locale.split('-')[0] ?? locale
  return [...new Set([locale, language, DEFAULT_LOCALE])]
}

function getPluralRules(locale: string): Intl.PluralRules | undefined {
  let rules = pluralRulesCache.get(locale)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale)
    } catch {
      // An invalid locale id: fall back to English plural rules.
      rules = new Intl.PluralRules(DEFAULT_LOCALE)
    }
    pluralRulesCache.set(locale, rules)
  }
  return rules
}

/** Replaces `{{name}}` with `params.name`; unknown placeholders stay visible so they get noticed. */
function interpolate(message: string, params: TranslationParams): string {
  if (!message.includes('{{')) return message
  return message.replace(PLACEHOLDER, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}

/** The shared en-US instance with the built-in bundles. */
export const i18n: I18n = createI18n()

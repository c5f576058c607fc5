/**
 * A flat map of message keys to messages, e.g. `{'generic.required': 'Required'}`.
 * @public
 */
export type LocaleResources = Readonly<Record<string, string>>

/**
 * The messages of one namespace (`validation`, `studio`, `structure`, …) in one locale.
 * Messages may hold `{{param}}` placeholders; plural forms use `_one` / `_other` (and the other
 * CLDR categories: `_zero`, `_two`, `_few`, `_many`) suffixed keys selected by a `count` param.
 * @public
 */
export interface LocaleResourceBundle {
  /** A BCP 47 locale id such as `en-US` or `nb-NO`. */
  readonly locale: string
  /** The namespace of the messages, e.g. `validation` (keys are then `validation:…`); it may not contain `:`. */
  readonly namespace: string
  /** The messages, by key. */
  readonly resources: LocaleResources
}

/**
 * Declares a resource bundle. It only checks and freezes its input; register the bundle with
 * `createI18n({bundles})`.
 *
 * @example
 * ```ts
 * const nb = defineLocaleResourceBundle({
 *   locale: 'nb-NO',
 *   namespace: 'validation',
 *   resources: {'generic.required': 'Påkrevd'},
 * })
 * ```
 * @public
 */
export function defineLocaleResourceBundle(bundle: LocaleResourceBundle): LocaleResourceBundle {
  if (!bundle.locale) throw new TypeError('A locale resource bundle needs a locale')
  if (!bundle.namespace || bundle.namespace.includes(':')) {
    throw new TypeError(`Invalid namespace "${bundle.namespace}" in a locale resource bundle`)
  }
  return Object.freeze({
    locale: bundle.locale,
    namespace: bundle.namespace,
    resources: Object.freeze({...bundle.resources}),
  })
}

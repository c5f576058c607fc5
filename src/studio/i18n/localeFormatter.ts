const formatters = new Map<string, unknown>()

/**
 * An `Intl` formatter for a locale, made once per kind and locale (making one is slow) and
 * made for en-US when the locale is unknown. `kind` names the formatter and its options.
 *
 * @example
 * localeFormatter('list', 'nb-NO', (locale) => new Intl.ListFormat(locale, {type: 'conjunction'})).format(['a', 'b'])
 */
export function localeFormatter<T>(kind: string, locale: string, make: (locale: string) => T): T {
  const key = `${kind}\u0000${locale}`
  if (formatters.has(key)) return formatters.get(key) as T
  let formatter: T
  try {
    formatter = make(locale)
  } catch {
    formatter = make('en-US')
  }
  formatters.set(key, formatter)
  return formatter
}

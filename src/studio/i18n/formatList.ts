const formatters = new Map<string, Intl.ListFormat>()

/**
 * Joins items as a sentence does in `locale`: `Editor, Viewer and Writer` in en-US,
 * `Editor, Viewer og Writer` in nb-NO. An unknown locale falls back to en-US.
 */
export function formatList(items: readonly string[], locale: string): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    try {
      formatter = new Intl.ListFormat(locale, {style: 'long', type: 'conjunction'})
    } catch {
      formatter = new Intl.ListFormat('en-US', {style: 'long', type: 'conjunction'})
    }
    formatters.set(locale, formatter)
  }
  return formatter.format(items)
}

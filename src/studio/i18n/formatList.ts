import {localeFormatter} from './localeFormatter'

/**
 * Joins items as a sentence does in `locale`: `Editor, Viewer and Writer` in en-US,
 * `Editor, Viewer og Writer` in nb-NO. An unknown locale falls back to en-US.
 */
export function formatList(items: readonly string[], locale: string): string {
  return localeFormatter(
    'list',
    locale,
    (each) => new Intl.ListFormat(each, {style: 'long', type: 'conjunction'}),
  ).format(items)
}

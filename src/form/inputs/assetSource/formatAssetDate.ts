/** When an asset was added, as the asset dialog shows it: the locale's medium date; '–' when unknown. */
export function formatAssetDate(iso: string | undefined, locale = 'en-US'): string {
  if (!iso) return '–'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '–'
  return new Intl.DateTimeFormat(locale, {dateStyle: 'medium'}).format(date)
}

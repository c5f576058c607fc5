/** The units of file sizes in the asset dialog and their sizes, in steps of 1000. */
const UNITS: ReadonlyArray<{unit: string; size: number}> = [
  {unit: 'terabyte', size: 1e12},
  {unit: 'gigabyte', size: 1e9},
  {unit: 'megabyte', size: 1e6},
  {unit: 'kilobyte', size: 1e3},
]

/**
 * A file size as the asset dialog shows it: bytes, kilobytes, megabytes,
 * gigabytes or terabytes at 1e3, 1e6, 1e9 and 1e12, with at most one decimal, in the locale's
 * short unit names.
 *
 * @example
 * formatAssetSize(1_234_567, 'en-US') // '1.2 MB'
 */
export function formatAssetSize(bytes: number | undefined, locale = 'en-US'): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '–'
  const {unit, size} = UNITS.find((candidate) => bytes >= candidate.size) ?? {unit: 'byte', size: 1}
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size)
}

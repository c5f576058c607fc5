const BINARY_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']

/**
 * A file size for people, in 1024 steps from Bytes to YB with at most 2 decimals: the size
 * on file cards and elsewhere outside the asset dialog.
 *
 * @example
 * formatFileSize(1536) // '1.5 KB'
 * formatFileSize(0) // '0 Bytes'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const exponent = Math.min(BINARY_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  const value = bytes / 1024 ** exponent
  return `${parseFloat(value.toFixed(2))} ${BINARY_UNITS[exponent]}`
}

const DECIMAL_UNITS: ReadonlyArray<[number, string]> = [
  [1e12, 'terabyte'],
  [1e9, 'gigabyte'],
  [1e6, 'megabyte'],
  [1e3, 'kilobyte'],
]

/**
 * A file size in the asset dialog's units: byte, kilobyte, megabyte,
 * gigabyte and terabyte at 1e3, 1e6, 1e9 and 1e12, with `Intl` unit formatting in the locale.
 *
 * @example
 * formatDecimalFileSize(2_500_000, 'en-US') // '2.5 MB'
 */
export function formatDecimalFileSize(bytes: number, locale = 'en-US'): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  const [divisor, unit] = DECIMAL_UNITS.find(([step]) => safe >= step) ?? [1, 'byte']
  return new Intl.NumberFormat(locale, {style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1}).format(
    safe / divisor,
  )
}

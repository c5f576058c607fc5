/**
 * Names the type of a configuration value for an error message: `null`, `array`, or what
 * `typeof` says (`string`, `number`, `object`, `function`, …).
 *
 * @param value - Any value.
 * @returns A short type name.
 */
export function getPrintableType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

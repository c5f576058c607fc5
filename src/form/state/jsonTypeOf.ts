/** The JSON type of a value as schema types name them (`string`, `number`, `boolean`, `object`, `array`), or `null` / `undefined`. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * A string that two JSON values share exactly when they are deeply equal, ignoring `_key`
 * (array items that differ only by key count as the same value) and object key order.
 * @internal
 */
export function valueFingerprint(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // Tag primitives so the string "1" and the number 1 differ.
    return value === undefined
      ? 'u'
      : typeof value === 'string'
        ? JSON.stringify(value)
        : `${typeof value}:${String(value)}`
  }
  if (Array.isArray(value)) return `[${value.map(valueFingerprint).join(',')}]`
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
    .filter((key) => key !== '_key' && record[key] !== undefined)
    .sort()
  return `{${keys.map((key) => `${JSON.stringify(key)}:${valueFingerprint(record[key])}`).join(',')}}`
}

/** Deep equality of JSON values, ignoring `_key`. @internal */
export function valuesAreEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return valueFingerprint(a) === valueFingerprint(b)
}

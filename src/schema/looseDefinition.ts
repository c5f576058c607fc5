/**
 * A definition as the compiler and the problem checks read it: any object. Schemas come
 * from configuration files and plugins, so nothing about their shape is trusted.
 */
export type LooseDefinition = Record<string, unknown>

/** Tells whether a value is a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

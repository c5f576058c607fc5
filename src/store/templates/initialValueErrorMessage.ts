/**
 * The error toast's text when a new document's initial value cannot be resolved:
 * `Unable to resolve initial value for type {name}: {message}`.
 */
export function initialValueErrorMessage(typeName: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return `Unable to resolve initial value for type ${typeName}: ${message}`
}

/** Joins class names, skipping the empty ones; components use it to add a caller's `className`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}

/** What accept matching reads of a file: its name and MIME type. */
export interface FileDescription {
  name: string
  type: string
}

/**
 * Whether a file matches an `accept` list, as `<input accept>` reads it:
 * comma-separated extensions (`.pdf`), exact MIME types (`application/pdf`) and wildcards
 * (`image/*`, `audio/*`, `video/*`). No list, an empty list or `*` / `*\/*` accepts every file.
 * Case does not matter.
 *
 * @example
 * acceptsFile('image/*,.pdf', {name: 'cat.png', type: 'image/png'}) // true
 * acceptsFile('.pdf', {name: 'cat.png', type: 'image/png'}) // false
 */
export function acceptsFile(accept: string | undefined, file: FileDescription): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean)
  if (patterns.length === 0) return true
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return patterns.some((pattern) => {
    if (pattern === '*' || pattern === '*/*') return true
    if (pattern.startsWith('.')) return name.endsWith(pattern)
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1))
    return type === pattern
  })
}

// Small path helpers shared by the route functions. Paths here are URL pathnames: they start
// with '/', are still percent-encoded, and carry no query or hash.

/**
 * Normalises a prefix such as a basePath or the studio's root path: `''`, `'/'` and `'/a/'`
 * become `''`, `''` and `'/a'`, so joining never doubles a slash.
 */
export function normalizePrefix(prefix: string): string {
  return prefix.replace(/\/+$/, '')
}

/**
 * The rest of `pathname` below `prefix` (compared case-insensitively, whole segments only):
 * `('/Blog/x', '/blog')` → `'/x'`, `('/blog', '/blog')` → `''`, `('/blogger', '/blog')` → null.
 */
export function stripPathPrefix(pathname: string, prefix: string): string | null {
  const normalized = normalizePrefix(prefix)
  if (normalized === '') return pathname
  const head = pathname.slice(0, normalized.length)
  if (head.toLowerCase() !== normalized.toLowerCase()) return null
  const rest = pathname.slice(normalized.length)
  return rest === '' || rest.startsWith('/') ? rest : null
}

/** Joins a prefix and a relative path with exactly one `/` between them: `('/blog', 'vision')` → `/blog/vision`. */
export function joinPath(prefix: string, path: string): string {
  const relative = path.replace(/^\/+/, '')
  return `${normalizePrefix(prefix)}/${relative}`
}

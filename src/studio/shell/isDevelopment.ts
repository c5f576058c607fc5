/**
 * Whether the studio runs in a development build, where it shows development-only help such
 * as the 'Configuration issues' button. Bundlers (Vite, webpack, esbuild) replace
 * `process.env.NODE_ENV` at build time, as for React itself; where nothing replaced it and
 * there is no `process` (a browser loading the package unbundled) it counts as production.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}

import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {gzipSync} from 'node:zlib'

/** Gzipped sizes of a Vite build's JavaScript: what the first page load fetches, and every chunk. */
export interface BundleSizes {
  /** The entry script and the chunks index.html preloads, gzipped, in bytes. */
  firstLoadGzip: number
  /** Every JavaScript chunk of the build, gzipped, in bytes. */
  allJsGzip: number
  /** The first-load files, relative to the build folder. */
  firstLoadFiles: string[]
}

/**
 * Measures a Vite build in `outDir`: the scripts its index.html loads or preloads count as the
 * first load (chunks loaded later, on demand, do not), each gzipped on its own as a server
 * would send it.
 * @throws Error when the build has no entry script
 */
export function bundleSizes(outDir: string): BundleSizes {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const firstLoad = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g))
    firstLoad.add(match[1]!.replace(/^\//, ''))
  if (firstLoad.size === 0) throw new Error('The build has no entry script')
  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file))).length
  const allChunks = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
  return {
    firstLoadGzip: [...firstLoad].reduce((sum, file) => sum + gzipped(file), 0),
    allJsGzip: allChunks.reduce((sum, file) => sum + gzipped(file), 0),
    firstLoadFiles: [...firstLoad],
  }
}

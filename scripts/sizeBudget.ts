// `npm run check:size`: builds the example app (examples/blog) for production and fails when
// the JavaScript its first page load fetches is over the budget, gzipped. Chunks loaded on
// demand (the image dialogs, for instance) do not count.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {build} from 'vite'
import {bundleSizes} from './firstLoadSize'

/** The first-load budget: 350 KB gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 350 * 1024

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'vellum-size-'))
  try {
    await build({
      configFile: fileURLToPath(new URL('../examples/blog/vite.config.ts', import.meta.url)),
      logLevel: 'error',
      mode: 'production',
      build: {outDir, emptyOutDir: true},
    })
    const sizes = bundleSizes(outDir)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(
      `First-load JavaScript of examples/blog, gzipped: ${kb(sizes.firstLoadGzip)} of ${kb(FIRST_LOAD_BUDGET_BYTES)} (${sizes.firstLoadFiles.length} files); all chunks: ${kb(sizes.allJsGzip)}`,
    )
    if (sizes.firstLoadGzip > FIRST_LOAD_BUDGET_BYTES) {
      console.error(
        `Over the size budget by ${kb(sizes.firstLoadGzip - FIRST_LOAD_BUDGET_BYTES)}: load the new code on demand (React.lazy) or make it smaller.`,
      )
      process.exitCode = 1
    }
  } finally {
    rmSync(outDir, {recursive: true, force: true})
  }
}

await main()

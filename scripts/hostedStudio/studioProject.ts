// The hosted-lake studio (the `sanity` package) as a minimal Vite app in a temporary folder:
// its packages are installed there with `npm install --prefix`, never into this project's
// node_modules, and nothing in src/ imports them.
import {spawn} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

/** The packages the studio needs, pinned where the issue pins them. */
export const STUDIO_PACKAGES = ['sanity@4.9.0', 'react@19', 'react-dom@19', 'styled-components@6', 'vite@7']

/** The project and dataset the studio's workspace names; the server serves exactly these. */
export const PROJECT_ID = 'local'
export const DATASET = 'production'

/** Whether `dir` already holds an install of the pinned sanity version (a reused folder). */
export function hasStudioPackages(dir: string): boolean {
  const manifest = join(dir, 'node_modules', 'sanity', 'package.json')
  if (!existsSync(manifest)) return false
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version === '4.9.0'
}

/** Installs {@link STUDIO_PACKAGES} into `dir` with npm; rejects with npm's output when it fails. */
export async function installStudioPackages(dir: string): Promise<void> {
  mkdirSync(dir, {recursive: true})
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({name: 'vellum-hosted-studio-check', private: true, type: 'module'}, null, 2)}\n`,
  )
  const args = ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', ...STUDIO_PACKAGES]
  const output: string[] = []
  const child = spawn('npm', args, {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']})
  child.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)))
  child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${code}):\n${output.join('')}`)
}

/**
 * The local-storage key the studio reads its `apiHost` from: the server's port differs from
 * run to run, and reading it at load time lets one build serve every run (a rebuild takes a
 * minute). The check sets it before the studio's scripts run.
 */
export const API_HOST_STORAGE_KEY = 'vellum-hosted-studio-api-host'

/** The studio's source files, by name. */
function studioSources(): Record<string, string> {
  return {
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Hosted studio on Vellum</title></head>
  <body><div id="sanity" style="height: 100vh"></div><script type="module" src="/main.js"></script></body>
</html>
`,
    'main.js': `import {renderStudio} from 'sanity'
import config from './sanity.config.js'

renderStudio(document.getElementById('sanity'), config)
`,
    'sanity.config.js': `import {defineConfig, defineField, defineType} from 'sanity'
import {structureTool} from 'sanity/structure'

const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [defineField({name: 'name', title: 'Name', type: 'string'})],
})

const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string'}),
    defineField({name: 'author', title: 'Author', type: 'reference', to: [{type: 'author'}]}),
  ],
})

export default defineConfig({
  name: 'default',
  title: 'Hosted studio on Vellum',
  projectId: ${JSON.stringify(PROJECT_ID)},
  dataset: ${JSON.stringify(DATASET)},
  apiHost: window.localStorage.getItem(${JSON.stringify(API_HOST_STORAGE_KEY)}),
  plugins: [structureTool()],
  schema: {types: [author, post]},
})
`,
    'vite.config.js': `export default {
  // Its dependencies' "use client" directives warn by the hundred; only errors matter here.
  logLevel: 'error',
  build: {outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 20000, reportCompressedSize: false},
  // The studio reads a few build-time variables the sanity CLI would define.
  define: {'process.env.SANITY_STUDIO_API_HOST': 'undefined'},
}
`,
  }
}

/** Where a build records the sources it was built from. */
const BUILT_FROM = join('dist', '.built-from.json')

/**
 * Writes the studio: one workspace whose only server setting is `apiHost` (read from local
 * storage, see {@link API_HOST_STORAGE_KEY}; its client then calls
 * `https://local.localhost:PORT`), the structure tool, and two document types.
 */
export function writeStudioSources(dir: string): void {
  for (const [name, text] of Object.entries(studioSources())) writeFileSync(join(dir, name), text)
}

/** Whether `<dir>/dist` was built from the current sources (a reused folder skips the build). */
export function isStudioBuilt(dir: string): boolean {
  const stamp = join(dir, BUILT_FROM)
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === JSON.stringify(studioSources())
}

/** The parts of Vite's JavaScript API the check uses. */
interface ViteApi {
  build(config: {root: string; logLevel?: string}): Promise<unknown>
  preview(config: {
    root: string
    logLevel?: string
    preview: {host: string; port: number; strictPort: boolean}
  }): Promise<{resolvedUrls: {local: string[]} | null; close(): Promise<void>}>
}

/** Vite as installed in the studio folder. */
async function loadVite(dir: string): Promise<ViteApi> {
  return (await import(pathToFileURL(join(dir, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href)) as ViteApi
}

/** Builds the studio with Vite into `<dir>/dist`. */
export async function buildStudio(dir: string): Promise<void> {
  const vite = await loadVite(dir)
  await vite.build({root: dir, logLevel: 'error'})
  writeFileSync(join(dir, BUILT_FROM), JSON.stringify(studioSources()))
}

/**
 * Serves the built studio with Vite's preview server on 127.0.0.1 (every path falls back to
 * index.html, as the studio's router needs), at a free port.
 */
export async function serveStudio(dir: string): Promise<{port: number; close(): Promise<void>}> {
  const vite = await loadVite(dir)
  const server = await vite.preview({
    root: dir,
    logLevel: 'error',
    preview: {host: '127.0.0.1', port: 0, strictPort: false},
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('Vite preview did not say where it listens')
  return {port: Number(new URL(url).port), close: () => server.close()}
}

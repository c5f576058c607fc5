import {fileURLToPath} from 'node:url'
import {defineConfig} from 'vite'

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/**
 * The example host app, built against the repository's sources: `vellum` resolves to
 * src/entries (no build needed) and `vellum/style.css` to the studio's stylesheets.
 * `VELLUM_API_HOST` names the content server (`npm run dev` sets it).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      {find: /^vellum\/style\.css$/, replacement: fileURLToPath(new URL('./vellum-style.css', import.meta.url))},
      {find: /^vellum\/(validation|lake|store|form|structure)$/, replacement: repo('src/entries/$1.ts')},
      {find: /^vellum$/, replacement: repo('src/entries/index.ts')},
    ],
  },
  define: {
    'import.meta.env.VELLUM_API_HOST': JSON.stringify(process.env.VELLUM_API_HOST ?? 'http://127.0.0.1:3400'),
  },
  // The sources the alias points at live outside the example's folder.
  server: {host: '127.0.0.1', port: 5173, strictPort: false, fs: {allow: [repo('')]}},
})

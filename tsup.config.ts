import {readFile, writeFile} from 'node:fs/promises'
import {defineConfig} from 'tsup'

/**
 * One ESM bundle and one .d.ts per public entry point; each maps 1:1 to an entry of
 * package.json#exports. Shared code is split into chunks so entries don't duplicate it.
 */
export default defineConfig({
  entry: {
    index: 'src/entries/index.ts',
    validation: 'src/entries/validation.ts',
    lake: 'src/entries/lake.ts',
    server: 'src/entries/server.ts',
    store: 'src/entries/store.ts',
    form: 'src/entries/form.ts',
    structure: 'src/entries/structure.ts',
    // The `vellum` executable (package.json#bin); tsup keeps its shebang.
    cli: 'src/server/cli/bin.ts',
  },
  format: ['esm'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Dependencies stay external, so the platform only decides how Node built-ins resolve; the
  // lint rules keep them out of every layer but src/server, so browser entries stay clean.
  platform: 'node',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  treeshake: true,
  // `vellum/style.css`: one stylesheet, the UI kit's (tokens and component styles), the
  // form's, the studio's and its search's, then the structure tool's; every selector is under `.vellum-`.
  async onSuccess() {
    const css = await Promise.all(
      [
        'src/ui/style.css',
        'src/form/form.css',
        'src/studio/studio.css',
        'src/studio/search/search.css',
        'src/structure/structure.css',
      ].map((file) => readFile(file, 'utf8')),
    )
    await writeFile('dist/style.css', css.join('\n'))
  },
})

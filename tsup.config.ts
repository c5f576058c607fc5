import {defineConfig} from 'tsup'

/**
 * One ESM bundle and one .d.ts per public entry point; each maps 1:1 to an entry of
 * package.json#exports. Shared code is split into chunks so entries don't duplicate it.
 */
export default defineConfig({
  entry: {
    index: 'src/entries/index.ts',
    validation: 'src/entries/validation.ts',
  },
  format: ['esm'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  treeshake: true,
})

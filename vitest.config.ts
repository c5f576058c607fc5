import {defineConfig} from 'vitest/config'

/**
 * Framework-free layers run in plain Node; React layers (ui, form, studio, structure) and
 * stories run in happy-dom. Browser tests under test/e2e have their own runner config.
 */
export default defineConfig({
  test: {
    // Each project names its own files: with `extends: true` a root `include` would be
    // merged into every project's list, running DOM tests in Node too.
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: [
            'test/{entries,types,document,mutations,schema,validation,diff,i18n,lake,server,client,store,lint}/**/*.test.ts',
          ],
          environment: 'node',
          // Benchmarks measure the framework-free layers, so only this project runs them.
          benchmark: {include: ['bench/**/*.bench.ts']},
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['test/{ui,form,studio,structure}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setupDom.ts'],
          benchmark: {include: []},
        },
      },
    ],
  },
})

import {defineConfig} from 'vitest/config'

/** Browser tests: real Chromium (Debian's) driven by playwright-core; one file at a time. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})

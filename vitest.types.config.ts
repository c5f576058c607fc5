import {defineConfig} from 'vitest/config'

/**
 * The type tests (`npm run test:types`): test/types/*.test-d.ts, checked by tsc through the
 * public entry points (`vellum`, `vellum/form`, …) with vitest's typecheck mode; nothing runs.
 * Kept out of `npm test` because tsc takes its time; CI runs both.
 */
export default defineConfig({
  test: {
    include: [],
    typecheck: {
      enabled: true,
      only: true,
      include: ['test/types/**/*.test-d.ts'],
      tsconfig: 'test/types/tsconfig.json',
    },
  },
})

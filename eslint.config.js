// ESLint flat config. Besides typescript-eslint and react-hooks, `no-restricted-imports`
// keeps the layer rules of ../shared/ARCHITECTURE.md: framework-free layers import no React
// and no DOM UI layer, Node built-ins stay in src/server, and layers meet only at index.ts.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const frameworkFree = ['types', 'document', 'mutations', 'schema', 'validation', 'diff', 'i18n', 'lake', 'server', 'client', 'store']
const reactLayers = ['ui', 'form', 'studio', 'structure']
const allLayers = [...frameworkFree, ...reactLayers]

const reactPatterns = [
  {group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Framework-free layers must not import React.'},
  {group: ['@floating-ui/react', '@dnd-kit/*', 'react-virtuoso'], message: 'Framework-free layers must not import React UI libraries.'},
  {group: reactLayers.map((layer) => `**/${layer}`).concat(reactLayers.map((layer) => `**/${layer}/*`)), message: 'Framework-free layers must not import UI layers.'},
]
const nodePatterns = [
  {group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'child_process', 'better-sqlite3', 'sharp'], message: 'Node built-ins belong in src/server only.'},
  {group: ['**/server', '**/server/*'], message: 'Only the CLI and tests may import src/server.'},
]
// Another layer's internals are reached only through its index.ts.
const deepImportPattern = {
  regex: `^(\\.\\./)+(${allLayers.join('|')})/.+`,
  message: "Import another layer through its index.ts, not its internals.",
}

export default tseslint.config(
  {ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'coverage/**', '.vellum/**', '.tmp/**']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  ...frameworkFree
    .filter((layer) => layer !== 'server')
    .map((layer) => ({
      files: [`src/${layer}/**/*.ts`],
      rules: {'no-restricted-imports': ['error', {patterns: [...reactPatterns, ...nodePatterns, deepImportPattern]}]},
    })),
  {
    files: ['src/server/**/*.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: [...reactPatterns, deepImportPattern]}]},
  },
  ...reactLayers.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {'no-restricted-imports': ['error', {patterns: [...nodePatterns, deepImportPattern]}]},
  })),
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
)

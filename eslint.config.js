// ESLint flat config: typescript-eslint, react-hooks, and the layer rules of docs/ARCHITECTURE.md.
//
// Layer rules (src/ only), all matched on resolved file paths, so `../store`, `../../store/x`
// and `./../store/index.ts` are the same import:
// - `boundaries/dependencies` (eslint-plugin-boundaries) holds the table of `layerImports`
//   below: a layer imports only the layers it lists, and only through their `index.ts`;
//   imports inside one layer (across its subfolders too) are free.
// - `import-x/no-cycle` refuses runtime import cycles between files. Type-only imports are
//   erased by the compiler and are not followed. Real recursive module groups are allowed
//   where they are, by an `eslint-disable-next-line import-x/no-cycle -- why` on the import.
// - `no-restricted-imports` keeps React and DOM UI libraries out of the framework-free layers
//   and Node built-ins inside src/server (these are package names, not paths).
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import {createNodeResolver, importX} from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers under src/, bottom to top, and the layers each may import: the table of
 * docs/ARCHITECTURE.md, which must say the same (test/lint/layerRules.test.ts compares them).
 * `diff` is the framework-free document diff and revert layer (src/diff).
 */
export const layerImports = {
  types: [],
  i18n: [],
  document: ['types'],
  mutations: ['types', 'document'],
  schema: ['types', 'document'],
  validation: ['types', 'document', 'mutations', 'schema', 'i18n'],
  diff: ['types', 'document', 'mutations', 'schema'],
  lake: ['types', 'document', 'mutations'],
  server: ['types', 'document', 'mutations', 'lake'],
  client: ['types', 'document', 'mutations', 'lake'],
  store: ['types', 'document', 'mutations', 'schema', 'validation', 'diff', 'lake', 'client'],
  ui: [],
  form: ['types', 'document', 'mutations', 'schema', 'validation', 'i18n', 'ui'],
  studio: ['types', 'document', 'mutations', 'schema', 'validation', 'i18n', 'lake', 'client', 'store', 'ui', 'form'],
  structure: ['types', 'document', 'schema', 'diff', 'i18n', 'client', 'store', 'ui', 'form', 'studio'],
}
const layers = Object.keys(layerImports)
const frameworkFree = [
  'types',
  'i18n',
  'document',
  'mutations',
  'schema',
  'validation',
  'diff',
  'lake',
  'server',
  'client',
  'store',
]
const reactLayers = ['ui', 'form', 'studio', 'structure']
/** Where the `layerImports` table is explained; every layer-rule message points there. */
const tableDoc = 'docs/ARCHITECTURE.md'

// src/entries/*.ts are the package's entry points (`vellum`, `vellum/lake`, ...): they may
// re-export any layer, through its index.ts like everyone else.
const boundaryElements = [
  ...layers.map((layer) => ({type: layer, pattern: `src/${layer}`, partialMatch: false})),
  {type: 'entries', pattern: 'src/entries', partialMatch: false},
]

const deepImportPolicy = {
  disallow: {to: {element: {type: layers, fileInternalPath: '!index.ts'}}},
  message: `Deep import into another layer: src/{{from.type}} may reach src/{{to.type}} only through src/{{to.type}}/index.ts, not {{to.internalPath}} (layer rule, ${tableDoc}).`,
}
/** One policy per layer: the layers it may import (at their index.ts) and a message naming the rest. */
function layerPolicy(layer) {
  const allowed = layerImports[layer]
  const refused = layers.filter((other) => other !== layer && !allowed.includes(other))
  const allowedText = allowed.length > 0 ? allowed.join(', ') : 'no other layer'
  return {
    from: {element: {type: layer}},
    ...(refused.length > 0 ? {disallow: {to: {element: {type: refused}}}} : {}),
    ...(allowed.length > 0 ? {allow: {to: {element: {type: allowed, fileInternalPath: 'index.ts'}}}} : {}),
    message: `Layer rule: src/${layer} may not import src/{{to.type}} (src/${layer} may import ${allowedText}; see ${tableDoc}).`,
  }
}
const entriesPolicy = {
  from: {element: {type: 'entries'}},
  allow: {to: {element: {type: layers, fileInternalPath: 'index.ts'}}},
}

const resolvableExtensions = ['.ts', '.tsx', '.js', '.json']

const reactPatterns = [
  {group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Framework-free layers must not import React.'},
  {
    group: ['@floating-ui/react', '@dnd-kit/*', 'react-virtuoso'],
    message: 'Framework-free layers must not import React UI libraries.',
  },
]
const nodePatterns = [
  {
    group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'child_process', 'better-sqlite3', 'sharp'],
    message: 'Node built-ins belong in src/server only.',
  },
]

export default tseslint.config(
  {ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'coverage/**', '.vellum/**', '.tmp/**']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {boundaries, 'import-x': importX},
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': {node: {extensions: resolvableExtensions}},
      'import-x/resolver-next': [createNodeResolver({extensions: resolvableExtensions})],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx']},
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {default: 'disallow', policies: [deepImportPolicy, ...layers.map(layerPolicy), entriesPolicy]},
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: frameworkFree.filter((layer) => layer !== 'server').map((layer) => `src/${layer}/**/*.ts`),
    rules: {'no-restricted-imports': ['error', {patterns: [...reactPatterns, ...nodePatterns]}]},
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: reactPatterns}]},
  },
  {
    files: reactLayers.map((layer) => `src/${layer}/**/*.{ts,tsx}`),
    rules: {'no-restricted-imports': ['error', {patterns: nodePatterns}]},
  },
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
)

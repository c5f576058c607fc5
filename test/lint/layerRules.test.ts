import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'
import {ESLint, type Linter} from 'eslint'
import {describe, expect, it} from 'vitest'

// The layer rules of docs/ARCHITECTURE.md, run through ESLint's Node API on probe sources
// placed at (mostly virtual) paths under src/. Imports resolve against the real tree, so the
// probes import layers' real index.ts files and a few real files inside layers.

const root = join(import.meta.dirname, '../..')
const LAYER_RULE = 'boundaries/dependencies'
const CYCLE_RULE = 'import-x/no-cycle'

/** Each run keeps only the rule under test, so a probe is judged by that rule alone. */
const layerLint = new ESLint({cwd: root, ruleFilter: ({ruleId}) => ruleId === LAYER_RULE})
const cycleLint = new ESLint({cwd: root, ruleFilter: ({ruleId}) => ruleId === CYCLE_RULE})

/** The table of eslint.config.js: each layer, bottom to top, with the layers it may import. */
const {layerImports} = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as {
  layerImports: Record<string, string[]>
}

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

async function lint(eslint: ESLint, filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, {filePath: join(root, filePath)})
  return result!.messages
}

/** The messages of one line of a probe, as `rule: message`. */
function onLine(messages: Linter.LintMessage[], line: number): string[] {
  return messages.filter((message) => message.line === line).map((message) => `${message.ruleId}: ${message.message}`)
}

function importLines(specifiers: string[]): string {
  return specifiers.map((specifier, index) => `import {probe${index}} from '${specifier}'\n`).join('')
}

/** One non-index source file of a layer, for deep-import probes. */
function fileInside(layer: string): string {
  const file = readdirSync(join(root, 'src', layer)).find((name) => name.endsWith('.ts') && name !== 'index.ts')
  if (!file) throw new Error(`src/${layer} has no file besides index.ts`)
  return file.replace(/\.ts$/, '')
}

describe('layer rules', {timeout: 60_000}, () => {
  it('docs/ARCHITECTURE.md lists the same layers, in the same order, with the same imports as eslint.config.js', () => {
    const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8')
    const rows = doc
      .split('\n')
      .filter((line) => /^\| `\w+\/` \|/.test(line))
      .map((line) => {
        const cells = line.split(' | ')
        const layer = /`(\w+)\/`/.exec(cells[0]!)![1]!
        const mayImport = [...cells[2]!.matchAll(/`(\w+)`/g)].map((match) => match[1]!)
        return [layer, mayImport] as const
      })
    expect(rows.map(([layer]) => layer)).toEqual(Object.keys(layerImports))
    expect(Object.fromEntries(rows)).toEqual(layerImports)
  })

  it.each(frameworkFree)('an upward import from src/%s fails, naming the rule and both layers', async (layer) => {
    const refused = Object.keys(layerImports).filter(
      (other) => other !== layer && !layerImports[layer]!.includes(other),
    )
    expect(refused.length).toBeGreaterThan(0)
    const messages = await lint(layerLint, `src/${layer}/probe.ts`, importLines(refused.map((other) => `../${other}`)))
    refused.forEach((other, index) => {
      expect(onLine(messages, index + 1), `src/${layer} importing ../${other}`).toEqual([
        expect.stringMatching(new RegExp(`^${LAYER_RULE}: Layer rule: src/${layer} may not import src/${other} \\(`)),
      ])
    })
    expect(messages).toHaveLength(refused.length)
  })

  it("the issue's examples fail: src/lake importing ../store and ../validation, src/form importing ../structure", async () => {
    const lake = await lint(layerLint, 'src/lake/probe.ts', importLines(['../store', '../validation']))
    expect(onLine(lake, 1)).toEqual([expect.stringContaining('src/lake may not import src/store')])
    expect(onLine(lake, 2)).toEqual([expect.stringContaining('src/lake may not import src/validation')])
    const form = await lint(layerLint, 'src/form/probe.ts', importLines(['../structure']))
    expect(onLine(form, 1)).toEqual([
      expect.stringContaining(`${LAYER_RULE}: Layer rule: src/form may not import src/structure`),
    ])
  })

  it('an upward import is caught however its path is spelt', async () => {
    const spellings = [
      '../../../store',
      '../../../../src/store/index',
      './../../../store/index.ts',
      '../../../store/document/DocumentPair',
    ]
    const messages = await lint(layerLint, 'src/lake/inner/deeper/probe.ts', importLines(spellings))
    spellings.forEach((spelling, index) => {
      expect(onLine(messages, index + 1), spelling).toEqual([
        expect.stringContaining('src/lake may not import src/store'),
      ])
    })
  })

  it.each(Object.keys(layerImports))(
    'every layer on the row of src/%s may be imported through its index.ts',
    async (layer) => {
      const allowed = layerImports[layer]!
      const messages = await lint(
        layerLint,
        `src/${layer}/probe.ts`,
        importLines(allowed.map((other) => `../${other}`)),
      )
      expect(messages).toEqual([])
    },
  )

  it('a deep import into a layer on the row fails: only src/<layer>/index.ts is its face', async () => {
    const file = fileInside('mutations')
    const messages = await lint(
      layerLint,
      'src/lake/probe.ts',
      importLines([`../mutations/${file}`, '../mutations', '../mutations/index']),
    )
    expect(onLine(messages, 1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${LAYER_RULE}: Deep import into another layer: src/lake may reach src/mutations only through src/mutations/index.ts, not ${file}.ts`,
        ),
      ),
    ])
    expect(messages).toHaveLength(1)
  })

  it('the entries re-export layers through their index.ts only', async () => {
    const layers = Object.keys(layerImports)
    const faces = await lint(layerLint, 'src/entries/probe.ts', importLines(layers.map((layer) => `../${layer}`)))
    expect(faces).toEqual([])
    const deep = await lint(layerLint, 'src/entries/probe.ts', importLines([`../lake/${fileInside('lake')}`]))
    expect(onLine(deep, 1)).toEqual([
      expect.stringContaining(
        'Deep import into another layer: src/entries may reach src/lake only through src/lake/index.ts',
      ),
    ])
  })

  it('same-layer imports pass, across subfolders too', async () => {
    const probes: Array<[string, string]> = [
      ['src/structure/panes/probe.ts', '../document/DocumentPane'],
      ['src/structure/panes/documentList/probe.ts', '../../document/DocumentPane'],
      ['src/store/operations/probe.ts', '../document/DocumentPair'],
      ['src/studio/navbar/probe.ts', '../i18n/useTranslation'],
      ['src/lake/probe.ts', './createLake'],
    ]
    for (const [filePath, specifier] of probes) {
      expect(
        existsSync(join(root, filePath, '..', `${specifier}.ts`)) ||
          existsSync(join(root, filePath, '..', `${specifier}.tsx`)),
        `${specifier} from ${filePath}`,
      ).toBe(true)
      expect(await lint(layerLint, filePath, importLines([specifier])), `${specifier} from ${filePath}`).toEqual([])
    }
  })

  it('an import cycle between files fails; a type-only one does not', async () => {
    // A file that src/document/index.ts re-exports (as a value), importing the index back.
    const index = readFileSync(join(root, 'src/document/index.ts'), 'utf8')
    const reexported = /^export \{(?!\s*type\b)[^}]*\} from '\.\/(\w+)'/m.exec(index)?.[1]
    expect(reexported).toBeDefined()
    const filePath = `src/document/${reexported}.ts`
    const cyclic = await lint(
      cycleLint,
      filePath,
      "import * as documentLayer from './index'\nexport const probe = documentLayer\n",
    )
    expect(onLine(cyclic, 1)).toEqual([`${CYCLE_RULE}: Dependency cycle detected`])
    const typeOnly = await lint(
      cycleLint,
      filePath,
      "import type * as documentLayer from './index'\nexport type Probe = typeof documentLayer\n",
    )
    expect(typeOnly).toEqual([])
  })
})

// The API reports of the package's entry points: one api/<entry>.api.md per entry point, written
// by API Extractor from the built declarations (dist/*.d.ts), so every change to the public
// surface shows up in review.
//
//   npm run api:update   builds, then writes the reports (commit them with the change)
//   npm run check:api    compares dist/ with the checked-in reports; fails when they differ
//
// One TypeScript program serves all entries (they share declaration chunks), so a run takes
// seconds. API Extractor's messages are collected here rather than printed as they come:
// missing release tags, release tags that do not match and types that no entry exports are
// errors; the rest (TSDoc style, links) is not this check's business.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join, relative, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  type IConfigFile,
} from '@microsoft/api-extractor'
import type ts from 'typescript'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
// The program API Extractor builds comes from its own TypeScript; its syntax kinds are that
// version's, so the nodes are walked with the same module.
const extractorTs = createRequire(createRequire(import.meta.url).resolve('@microsoft/api-extractor'))(
  'typescript',
) as typeof ts

/** Each public entry point with types (package.json#exports), its declarations and its report. */
const ENTRIES = entryPoints()

/** Messages that fail the run: the public surface must be tagged, consistent and importable. */
const FAILING_MESSAGES = new Set([
  'ae-missing-release-tag',
  'ae-extra-release-tag',
  'ae-incompatible-release-tags',
  'ae-internal-missing-underscore',
  'ae-different-release-tags',
])

type Mode = 'update' | 'check'

function main(): number {
  const mode: Mode = process.argv.includes('--update') ? 'update' : 'check'
  for (const entry of ENTRIES) {
    if (!existsSync(join(root, entry.dts))) {
      console.error(
        `${entry.dts} is missing: run \`npm run build\` first (\`npm run api:update\` builds and writes the reports).`,
      )
      return 1
    }
  }
  // What the build's declarations say now is written here and compared with api/.
  const tempFolder = mkdtempSync(join(tmpdir(), 'vellum-api-reports-'))
  mkdirSync(join(root, 'api'), {recursive: true})
  try {
    return run(mode, tempFolder)
  } finally {
    rmSync(tempFolder, {recursive: true, force: true})
  }
}

function run(mode: Mode, tempFolder: string): number {
  const configs = ENTRIES.map((entry) => prepareConfig(entry.dts, entry.report, tempFolder))
  const compilerState = CompilerState.create(configs[0]!, {
    additionalEntryPoints: ENTRIES.map((entry) => join(root, entry.dts)),
  })

  const program = compilerState.program as ts.Program
  const exported = ENTRIES.map((entry) => exportedDeclarations(program, join(root, entry.dts)))
  const exportedAnywhere = new Set(exported.flatMap((declarations) => [...declarations]))

  const problems = new Set<string>()
  const changed: string[] = []
  const diffs: string[] = []
  for (const [index, entry] of ENTRIES.entries()) {
    const messages: ExtractorMessage[] = []
    const result = Extractor.invoke(configs[index]!, {
      compilerState,
      localBuild: mode === 'update',
      printApiReportDiff: mode === 'check',
      messageCallback: (message) => {
        messages.push(message)
        message.handled = true
      },
    })
    for (const message of messages) {
      if (message.messageId === 'console-api-report-diff') {
        diffs.push(`${entry.specifier}: ${message.text}`)
        continue
      }
      // API Extractor looks at one entry point at a time, so a type another entry exports counts
      // as forgotten; unexportedTypes() below checks across all entries instead.
      if (message.messageId === 'ae-forgotten-export') continue
      if (FAILING_MESSAGES.has(message.messageId)) problems.add(`${entry.specifier}: ${describe(message)}`)
      else if (message.logLevel === ExtractorLogLevel.Error) problems.add(`${entry.specifier}: ${describe(message)}`)
    }
    if (result.apiReportChanged) changed.push(`api/${entry.report}.api.md`)
    for (const type of unexportedTypes(program, exported[index]!, exportedAnywhere)) {
      problems.add(`${entry.specifier}: ${type} is used by its public API but exported by no entry point`)
    }
  }

  if (problems.size > 0) {
    console.error(`The public API has ${problems.size} problem(s):\n`)
    for (const problem of problems) console.error(`  ${problem}`)
    console.error(
      '\nTag every exported declaration @public, @beta or @internal (a @public one may only use @public types), and export every type the public surface uses.',
    )
  }
  if (mode === 'update') {
    console.log(changed.length > 0 ? `Updated ${changed.join(', ')}.` : 'The API reports were already up to date.')
    return problems.size > 0 ? 1 : 0
  }
  if (changed.length > 0) {
    for (const diff of diffs) console.error(`\n${diff}`)
    console.error(`\nThe public API differs from the checked-in report(s): ${changed.join(', ')}.`)
    console.error(
      'Run `npm run api:update` and commit the updated api/*.api.md with the change (the diff is the API change to review).',
    )
  }
  if (problems.size > 0 || changed.length > 0) return 1
  console.log(`The public API matches api/*.api.md (${ENTRIES.length} entry points).`)
  return 0
}

function prepareConfig(dts: string, reportName: string, tempFolder: string): ExtractorConfig {
  const configObject: IConfigFile = {
    projectFolder: root,
    mainEntryPointFilePath: join(root, dts),
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          types: ['node'],
          skipLibCheck: true,
        },
        files: ENTRIES.map((entry) => entry.dts),
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: reportName,
      reportFolder: join(root, 'api'),
      reportTempFolder: tempFolder,
      includeForgottenExports: false,
    },
    docModel: {enabled: false},
    dtsRollup: {enabled: false},
    tsdocMetadata: {enabled: false},
    messages: {
      // Declarations that do not compile are an error; doc comment style is not this check's.
      compilerMessageReporting: {default: {logLevel: ExtractorLogLevel.Error}},
      extractorMessageReporting: {default: {logLevel: ExtractorLogLevel.Warning, addToApiReportFile: false}},
      tsdocMessageReporting: {default: {logLevel: ExtractorLogLevel.None}},
    },
  }
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  })
}

function describe(message: ExtractorMessage): string {
  return `[${message.messageId}] ${message.text}${message.sourceFilePath ? ` (${where(message)})` : ''}`
}

function where(message: ExtractorMessage): string {
  return `${relative(root, message.sourceFilePath ?? '')}:${message.sourceFileLine}`
}

/** The declarations an entry point's module exports, aliases followed. */
function exportedDeclarations(program: ts.Program, dtsPath: string): Set<ts.Node> {
  const checker = program.getTypeChecker()
  const sourceFile = program.getSourceFile(dtsPath)
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile)
  if (!moduleSymbol) throw new Error(`${dtsPath} is not a module`)
  const declarations = new Set<ts.Node>()
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    for (const declaration of resolveAlias(checker, symbol).declarations ?? []) declarations.add(declaration)
  }
  return declarations
}

/**
 * The package's own top-level declarations that an entry's public declarations use but that no
 * entry point exports: a user could not name them. Members tagged `@internal` and private
 * members are skipped (they may use internal types); a declaration another entry exports is
 * that entry's to check.
 */
function unexportedTypes(program: ts.Program, ownExports: Set<ts.Node>, exportedAnywhere: Set<ts.Node>): string[] {
  const checker = program.getTypeChecker()
  const missing = new Map<string, string>()
  const visited = new Set<ts.Node>()
  const visitDeclaration = (declaration: ts.Node): void => {
    if (visited.has(declaration)) return
    visited.add(declaration)
    visit(declaration)
  }
  const visit = (node: ts.Node): void => {
    if (isInternal(node) || isPrivate(node)) return
    if (extractorTs.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node)
      for (const declaration of (symbol && resolveAlias(checker, symbol).declarations) ?? []) {
        if (!isPackageTopLevel(declaration) || exportedAnywhere.has(declaration)) continue
        const name = extractorTs.getNameOfDeclaration(declaration as ts.Declaration)?.getText() ?? node.text
        if (!missing.has(name))
          missing.set(
            name,
            `${relative(root, declaration.getSourceFile().fileName)}:${declaration.getSourceFile().getLineAndCharacterOfPosition(declaration.getStart()).line + 1}`,
          )
        visitDeclaration(declaration)
      }
    }
    extractorTs.forEachChild(node, visit)
  }
  for (const declaration of ownExports) visitDeclaration(declaration)
  return [...missing].map(([name, where]) => `${name.replace(/\$\d+$/, '')} (${where})`)
}

function isPrivate(node: ts.Node): boolean {
  return (
    extractorTs.canHaveModifiers(node) &&
    (extractorTs.getModifiers(node) ?? []).some((modifier) => modifier.kind === extractorTs.SyntaxKind.PrivateKeyword)
  )
}

function isInternal(node: ts.Node): boolean {
  for (
    let current: ts.Node | undefined = node;
    current && !extractorTs.isSourceFile(current);
    current = current.parent
  ) {
    if (extractorTs.getJSDocTags(current).some((tag) => tag.tagName.text === 'internal')) return true
  }
  return false
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & extractorTs.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
}

/** A declaration at the top level of one of the package's own declaration files. */
function isPackageTopLevel(declaration: ts.Node): boolean {
  const fileName = declaration.getSourceFile().fileName
  if (!fileName.startsWith(join(root, 'dist'))) return false
  let statement: ts.Node = declaration
  if (extractorTs.isVariableDeclaration(statement)) statement = statement.parent.parent
  return extractorTs.isSourceFile(statement.parent)
}

/** `vellum` → dist/index.d.ts → api/vellum.api.md; `vellum/store` → … → api/vellum-store.api.md. */
function entryPoints(): Array<{specifier: string; dts: string; report: string}> {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string
    exports: Record<string, string | {types?: string}>
  }
  return Object.entries(packageJson.exports).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || !target.types) return []
    const specifier = subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.replace(/^\.\//, '')}`
    return [{specifier, dts: target.types.replace(/^\.\//, ''), report: specifier.replace(/\//g, '-')}]
  })
}

process.exitCode = main()

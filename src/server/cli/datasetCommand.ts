import {createReadStream} from 'node:fs'
import {stat} from 'node:fs/promises'
import {assertDatasetName, createLake, LakeError} from '../../lake'
import {exportDataset} from './exportDataset'
import {formatImportSummary, importDataset, type ImportMode} from './importDataset'
import {DEFAULT_DATA_DIR, openDataDir} from './openDataDir'
import {ProgressBar} from './ProgressBar'
import {CommandError, EXIT, expectPositionals, HELP, parseCommandArgs, UsageError, type CliIO} from './usage'

/**
 * `vellum dataset create <dataset>`, `vellum dataset list`, `vellum dataset export <dataset>
 * <file>` and `vellum dataset import <file> <dataset>`. Datasets come into being only
 * explicitly — `create`, or an `import` into a dataset that does not exist yet — never by
 * writing to a name with a typo in it. Everything a command can check without touching the
 * data (dataset name, input file, flags) is checked first, so a mistake writes nothing.
 * @returns the exit code
 */
export async function datasetCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args
  if (sub === '--help' || sub === '-h') {
    io.stdout.write(HELP.dataset)
    return EXIT.ok
  }
  if (sub === 'create') return createCommand(rest, io)
  if (sub === 'list') return listCommand(rest, io)
  if (sub === 'export') return exportCommand(rest, io)
  if (sub === 'import') return importCommand(rest, io)
  throw new UsageError(
    sub === undefined
      ? 'Missing subcommand: create, list, export or import'
      : `Unknown dataset subcommand "${sub}": use create, list, export or import`,
    HELP.dataset,
  )
}

/** A dataset name check that reports as a command error (exit 1), not an HTTP-style one. */
function checkDatasetName(name: string): void {
  try {
    assertDatasetName(name)
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error))
  }
}

/** `vellum dataset create <dataset>`: creates an empty dataset; one that exists is left as it is. */
function createCommand(args: string[], io: CliIO): number {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.dataset)
  if (values.help) {
    io.stdout.write(HELP.dataset)
    return EXIT.ok
  }
  const [dataset] = expectPositionals(positionals, ['dataset'], HELP.dataset) as [string]
  checkDatasetName(dataset)
  const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, true)
  try {
    const existed = storage.hasDataset(dataset)
    storage.ensureDataset(dataset)
    io.stdout.write(existed ? `Dataset "${dataset}" already exists\n` : `Created dataset "${dataset}"\n`)
  } finally {
    storage.close()
  }
  return EXIT.ok
}

/** `vellum dataset list`: the datasets of the data directory, one per line. */
function listCommand(args: string[], io: CliIO): number {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.dataset)
  if (values.help) {
    io.stdout.write(HELP.dataset)
    return EXIT.ok
  }
  expectPositionals(positionals, [], HELP.dataset)
  const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, false)
  try {
    for (const name of storage.listDatasets()) io.stdout.write(`${name}\n`)
  } finally {
    storage.close()
  }
  return EXIT.ok
}

async function exportCommand(args: string[], io: CliIO): Promise<number> {
  const {values, positionals} = parseCommandArgs(args, {data: {type: 'string'}}, HELP.dataset)
  if (values.help) {
    io.stdout.write(HELP.dataset)
    return EXIT.ok
  }
  const [dataset, file] = expectPositionals(positionals, ['dataset', 'file.ndjson'], HELP.dataset) as [string, string]
  checkDatasetName(dataset)
  const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, false)
  const progress = new ProgressBar(io, `Exporting ${dataset}`)
  try {
    const started = performance.now()
    const summary = await exportDataset({
      storage,
      dataset,
      file,
      onProgress: (written, total) =>
        progress.update(total > 0 ? written / total : undefined, `${written}/${total} documents`),
    })
    progress.done()
    const seconds = (performance.now() - started) / 1000
    io.stdout.write(
      `Exported ${summary.documents} document${summary.documents === 1 ? '' : 's'} from "${dataset}" to ${file} (${formatBytes(summary.bytes)}) in ${seconds.toFixed(2)} s\n`,
    )
  } finally {
    progress.done()
    storage.close()
  }
  return EXIT.ok
}

async function importCommand(args: string[], io: CliIO): Promise<number> {
  const {values, positionals} = parseCommandArgs(
    args,
    {data: {type: 'string'}, replace: {type: 'boolean'}, missing: {type: 'boolean'}, 'batch-size': {type: 'string'}},
    HELP.dataset,
  )
  if (values.help) {
    io.stdout.write(HELP.dataset)
    return EXIT.ok
  }
  const [file, dataset] = expectPositionals(positionals, ['file.ndjson', 'dataset'], HELP.dataset) as [string, string]
  if (values.replace && values.missing) throw new UsageError('--replace and --missing exclude each other', HELP.dataset)
  const mode: ImportMode = values.replace ? 'replace' : values.missing ? 'missing' : 'create'
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size'])
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    throw new UsageError(`--batch-size must be a positive integer, got "${values['batch-size']}"`, HELP.dataset)
  }
  checkDatasetName(dataset)
  const info = await stat(file).catch(() => undefined)
  if (!info) throw new CommandError(`Cannot read ${file}: no such file`)
  if (!info.isFile()) throw new CommandError(`Cannot read ${file}: not a file`)
  const size = info.size

  const storage = openDataDir(values.data ?? DEFAULT_DATA_DIR, true)
  // Naming a dataset to import into is asking for it: the one command besides `create` that makes one.
  if (!storage.hasDataset(dataset)) {
    storage.ensureDataset(dataset)
    io.stdout.write(`Created dataset "${dataset}"\n`)
  }
  const lake = createLake({storage})
  const progress = new ProgressBar(io, `Importing into ${dataset}`)
  try {
    const summary = await importDataset({
      lake,
      dataset,
      mode,
      batchSize,
      source: createReadStream(file, {highWaterMark: 1 << 20}),
      onProgress: (bytesRead, imported) =>
        progress.update(size > 0 ? bytesRead / size : undefined, `${imported} documents`),
    })
    progress.done()
    io.stdout.write(formatImportSummary(summary, dataset))
  } catch (error) {
    if (error instanceof LakeError) throw new CommandError(error.message)
    throw error
  } finally {
    progress.done()
    lake.close()
  }
  return EXIT.ok
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

import {once} from 'node:events'
import {createWriteStream} from 'node:fs'
import {rename, rm} from 'node:fs/promises'
import {assertDatasetName} from '../../lake'
import {NdjsonWriter} from '../ndjson'
import type {SqliteStorage} from '../sqliteStorage'
import {CommandError} from './usage'

/** Options of {@link exportDataset}. */
export interface ExportDatasetOptions {
  storage: SqliteStorage
  dataset: string
  /** The NDJSON file to write; replaced atomically once the export is complete. */
  file: string
  /** Called as documents are written; `total` is the dataset's size when the export began. */
  onProgress?: (written: number, total: number) => void
}

/** What an export wrote. */
export interface ExportSummary {
  documents: number
  /** Bytes written to the file. */
  bytes: number
}

/**
 * Writes every document of a dataset to an NDJSON file, one per line, ordered by `_id`: the
 * format hosted content lakes export (documents as stored, with `_rev`, `_createdAt` and
 * `_updatedAt`; drafts included).
 *
 * Streaming: rows are read one at a time by a single SQLite statement, whose read
 * transaction also makes the export a consistent snapshot while a server keeps writing, and
 * stored bodies are written as they are, without parsing. The file appears only when the
 * export succeeded (it is written beside it and renamed), so a failure leaves nothing
 * half-written.
 *
 * @throws CommandError for an invalid or unknown dataset
 */
export async function exportDataset(options: ExportDatasetOptions): Promise<ExportSummary> {
  const {storage, dataset, file} = options
  assertDatasetName(dataset)
  if (!storage.listDatasets().includes(dataset)) {
    throw new CommandError(
      `Dataset "${dataset}" does not exist (datasets: ${storage.listDatasets().join(', ') || 'none'})`,
    )
  }
  const total = storage.countDocuments(dataset)
  const partial = `${file}.${process.pid}.partial`
  const stream = createWriteStream(partial, {flags: 'wx'})
  const writer = new NdjsonWriter(stream)
  let documents = 0
  let bytes = 0
  try {
    await once(stream, 'open')
    // Reading the table directly is this server's own storage; it avoids materialising the
    // whole dataset the way LakeStorage.findDocuments would.
    const rows = storage.db
      .prepare<[string], {body: string}>('SELECT body FROM documents WHERE dataset = ? ORDER BY id')
      .iterate(dataset)
    for (const {body} of rows) {
      await writer.writeLine(body)
      documents++
      bytes += Buffer.byteLength(body) + 1
      if (documents % 200 === 0) options.onProgress?.(documents, total)
    }
    await writer.end()
    await rename(partial, file)
  } catch (error) {
    stream.destroy()
    await rm(partial, {force: true})
    throw new CommandError(`Export to ${file} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  options.onProgress?.(documents, total)
  return {documents, bytes}
}

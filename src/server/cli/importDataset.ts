import {assertDatasetName, LakeError, type Lake} from '../../lake'
import type {ContentDocument, Mutation} from '../../types'
import {readNdjsonLines} from '../ndjson'

/**
 * How an import treats a document whose `_id` already exists:
 * - `create` (default): skip it and report it, as hosted `create` would refuse it;
 * - `replace`: overwrite it (`createOrReplace`);
 * - `missing`: keep the existing one, silently (`createIfNotExists`).
 */
export type ImportMode = 'create' | 'replace' | 'missing'

/** Options of {@link importDataset}. */
export interface ImportDatasetOptions {
  lake: Lake
  dataset: string
  /** The NDJSON text, e.g. `fs.createReadStream(file)`. */
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>
  mode?: ImportMode
  /** Documents per transaction; 500 by default. */
  batchSize?: number
  /** Recorded as the author of the import's transactions. */
  author?: string
  /** Called after each batch with the bytes read so far and the documents imported. */
  onProgress?: (bytesRead: number, imported: number) => void
}

/** A line or document an import left out, and why. */
export interface SkippedLine {
  lineNumber: number
  /** The document id, when the line had one. */
  id?: string
  reason: string
}

/** What an import did. */
export interface ImportSummary {
  /** Documents written (created, or replaced with `--replace`). */
  imported: number
  /** Documents that already existed and were kept (`--missing`). */
  unchanged: number
  /** Number of lines skipped; {@link ImportSummary.skippedLines} lists the first ones. */
  skipped: number
  /** The first {@link MAX_REPORTED_SKIPS} skipped lines, with reasons. */
  skippedLines: SkippedLine[]
  /** Transactions committed. */
  transactions: number
  /** Wall-clock duration in milliseconds. */
  durationMs: number
}

/** Skipped lines kept for the report; a file of millions of bad lines must not fill memory. */
export const MAX_REPORTED_SKIPS = 1000
const DEFAULT_BATCH_SIZE = 500

interface PendingDocument {
  lineNumber: number
  document: ContentDocument
}

/** Parses one line into a document, or returns why it is not one. */
function parseDocument(text: string): ContentDocument | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return `invalid JSON (${error instanceof Error ? error.message : String(error)})`
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `not a JSON object (${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value})`
  }
  const {_id, _type} = value as Record<string, unknown>
  if (typeof _id !== 'string' || _id === '') return 'missing _id (a non-empty string)'
  if (typeof _type !== 'string' || _type === '') return 'missing _type (a non-empty string)'
  return value as ContentDocument
}

const MUTATION_KIND = {create: 'create', replace: 'createOrReplace', missing: 'createIfNotExists'} as const

function toMutation(mode: ImportMode, document: ContentDocument): Mutation {
  return {[MUTATION_KIND[mode]]: document} as unknown as Mutation
}

/**
 * Reads NDJSON documents (one JSON object per line, as hosted content lakes export them) into
 * a dataset, streaming, one lake transaction per batch.
 *
 * Bad lines never abort the import: invalid JSON, values that are not objects, and objects
 * without a string `_id` and `_type` are skipped and reported with their line number.
 *
 * Existing ids in the default `create` mode are skipped and reported too, instead of failing
 * the whole batch (and the import): each batch first looks up which of its ids exist and
 * leaves those out, as well as a second occurrence of an id within the file. Should a batch
 * still fail (another writer created one of its ids meanwhile, or the lake rejects a
 * document), that batch is retried one document per transaction, so only the offending
 * documents are skipped, each with the lake's reason. Errors other than a rejected mutation
 * (a broken disk, a closed database) stop the import; batches committed before stay.
 *
 * @throws LakeError for an invalid dataset name, before anything is read
 * @example
 * ```ts
 * const summary = await importDataset({lake, dataset: 'staging', source: createReadStream('prod.ndjson'), mode: 'replace'})
 * ```
 */
export async function importDataset(options: ImportDatasetOptions): Promise<ImportSummary> {
  const {lake, dataset} = options
  const mode = options.mode ?? 'create'
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE)
  assertDatasetName(dataset)
  const started = performance.now()
  const summary: ImportSummary = {
    imported: 0,
    unchanged: 0,
    skipped: 0,
    skippedLines: [],
    transactions: 0,
    durationMs: 0,
  }
  // Ids of the current batch, for the default mode: a repeated id is reported against its
  // first line. Earlier batches are committed by then, so the existence check catches those;
  // keeping only one batch of ids bounds memory for files of any size.
  const firstLineOfId = mode === 'create' ? new Map<string, number>() : undefined

  const skip = (entry: SkippedLine) => {
    summary.skipped++
    if (summary.skippedLines.length < MAX_REPORTED_SKIPS) summary.skippedLines.push(entry)
  }

  const commit = async (batch: PendingDocument[]): Promise<void> => {
    const outcome = await lake.mutate(
      dataset,
      batch.map(({document}) => toMutation(mode, document)),
      {author: options.author ?? 'vellum-import'},
    )
    if (outcome.results.some((result) => result.operation !== 'none')) summary.transactions++
    for (const result of outcome.results) {
      if (result.operation === 'none') summary.unchanged++
      else summary.imported++
    }
  }

  const flush = async (batch: PendingDocument[]): Promise<void> => {
    let pending = batch
    if (mode === 'create') {
      const existing = lake.getDocuments(
        dataset,
        pending.map(({document}) => document._id),
      )
      pending = pending.filter(({lineNumber, document}, index) => {
        if (existing[index] === null) return true
        skip({
          lineNumber,
          id: document._id,
          reason: `document "${document._id}" already exists (use --replace or --missing)`,
        })
        return false
      })
    }
    if (pending.length === 0) return
    try {
      await commit(pending)
    } catch (error) {
      if (!(error instanceof LakeError)) throw error
      // One document per transaction now, so one bad document costs only itself.
      for (const item of pending) {
        try {
          await commit([item])
        } catch (single) {
          if (!(single instanceof LakeError)) throw single
          skip({lineNumber: item.lineNumber, id: item.document._id, reason: single.message})
        }
      }
    }
  }

  let batch: PendingDocument[] = []
  let bytesRead = 0
  for await (const line of readNdjsonLines(options.source)) {
    bytesRead = line.bytesRead
    const parsed = parseDocument(line.text)
    if (typeof parsed === 'string') {
      skip({lineNumber: line.lineNumber, reason: parsed})
      continue
    }
    if (firstLineOfId) {
      const first = firstLineOfId.get(parsed._id)
      if (first !== undefined) {
        skip({
          lineNumber: line.lineNumber,
          id: parsed._id,
          reason: `duplicate _id "${parsed._id}" (first on line ${first})`,
        })
        continue
      }
      firstLineOfId.set(parsed._id, line.lineNumber)
    }
    batch.push({lineNumber: line.lineNumber, document: parsed})
    if (batch.length >= batchSize) {
      await flush(batch)
      batch = []
      firstLineOfId?.clear()
      options.onProgress?.(bytesRead, summary.imported)
    }
  }
  await flush(batch)
  options.onProgress?.(bytesRead, summary.imported)
  summary.durationMs = performance.now() - started
  return summary
}

/** The summary as the CLI prints it: counts, timing, then the skipped lines with reasons. */
export function formatImportSummary(summary: ImportSummary, dataset: string): string {
  const seconds = summary.durationMs / 1000
  const rate = seconds > 0 ? Math.round(summary.imported / seconds) : summary.imported
  const lines = [
    `Imported ${summary.imported} document${summary.imported === 1 ? '' : 's'} into "${dataset}" in ${seconds.toFixed(2)} s (${rate} docs/s, ${summary.transactions} transaction${summary.transactions === 1 ? '' : 's'})`,
  ]
  if (summary.unchanged > 0)
    lines.push(`Kept ${summary.unchanged} existing document${summary.unchanged === 1 ? '' : 's'} unchanged (--missing)`)
  lines.push(`Skipped ${summary.skipped} line${summary.skipped === 1 ? '' : 's'}${summary.skipped > 0 ? ':' : ''}`)
  for (const entry of summary.skippedLines) lines.push(`  line ${entry.lineNumber}: ${entry.reason}`)
  if (summary.skipped > summary.skippedLines.length)
    lines.push(`  ... and ${summary.skipped - summary.skippedLines.length} more`)
  return `${lines.join('\n')}\n`
}

import {createAnnotationSource, type AnnotatedVersion, type AnnotationSource} from '../../diff'
import {displayedDocument, type Chunk, type Timeline} from '../../store'

/**
 * Who made the changes of the draft since the last publish, from a loaded timeline: starting
 * at the last chunk after which there was no draft (a publish, a discard, a document created
 * published), the version after each later chunk (the draft, else the published document) is
 * compared with the one before, and what changed is credited to every author of that chunk
 * (edits within 5 minutes are one chunk). Chunks whose versions the timeline cannot rebuild yet are left out; undefined when
 * no chunk can be used.
 */
export function annotationsSinceLastPublish(
  timeline: Timeline,
  chunks: readonly Chunk[],
): AnnotationSource | undefined {
  // The draft is compared with the published document: its changes are those made since the
  // last time there was no draft (a publish, a discard, or a document created published).
  let start = -1
  for (let index = chunks.length - 1; index >= 0; index--) {
    if (chunks[index]!.draftState === 'missing') {
      start = index
      break
    }
  }
  // With no such chunk loaded, the draft is older than the loaded history: its start is unknown.
  if (start < 0 && !timeline.reachedEarliestEntry) return undefined
  return annotationsBetween(timeline, chunks, start, chunks.length - 1)
}

/**
 * Who made the changes between two chunks of a loaded timeline (a range of review changes):
 * the version after each chunk from `startIndex + 1` to `endIndex` (the draft, else the
 * published document) is compared with the one before it, starting from the version after
 * `startIndex` (nothing, for -1), and what changed is credited to every author of that chunk.
 * Chunks whose versions the timeline cannot rebuild yet are left out; undefined when no chunk
 * can be used.
 *
 * @param chunks - the timeline's chunks, oldest first; the indices are positions in it
 */
export function annotationsBetween(
  timeline: Timeline,
  chunks: readonly Chunk[],
  startIndex: number,
  endIndex: number,
): AnnotationSource | undefined {
  const versionAfter = (chunk: Chunk) => {
    const reconstruction = timeline.documentsAt(chunk)
    return reconstruction.ready ? {value: displayedDocument(reconstruction.documents)} : undefined
  }
  const base = startIndex >= 0 ? versionAfter(chunks[startIndex]!) : {value: null}
  if (!base) return undefined
  const versions: AnnotatedVersion[] = []
  const authorsByChunk = new Map<string, readonly string[]>()
  for (const chunk of chunks.slice(startIndex + 1, endIndex + 1)) {
    const version = versionAfter(chunk)
    if (!version) continue
    authorsByChunk.set(chunk.id, chunk.authors)
    versions.push({
      value: version.value,
      annotation: {author: chunk.authors[0] ?? '', timestamp: chunk.endTimestamp, transactionId: chunk.id},
    })
  }
  if (versions.length === 0) return undefined
  const byChunk = createAnnotationSource(base.value, versions)
  return (path) =>
    byChunk(path).flatMap((annotation) =>
      (authorsByChunk.get(annotation.transactionId ?? '') ?? [annotation.author]).map((author) => ({
        ...annotation,
        author,
      })),
    )
}

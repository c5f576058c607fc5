/**
 * What a chunk of history did to the document pair:
 * - `initial`: the oldest chunk, once the whole history is loaded (the document's first version);
 * - `create`: the pair came into being (no draft and no published version before);
 * - `editDraft` / `editLive`: the draft, or the published version directly (live edit), changed;
 * - `publish`: the draft became the published version;
 * - `unpublish`: the published version was removed while a draft remains (or was recreated);
 * - `discardDraft`: the draft was removed while the published version remains;
 * - `delete`: the last remaining version was removed.
 * @beta
 */
export type ChunkType =
  'initial' | 'create' | 'editDraft' | 'editLive' | 'publish' | 'unpublish' | 'discardDraft' | 'delete'

/**
 * Whether a version exists after a chunk; `unknown` until history that touches it is loaded.
 * @beta
 */
export type VersionState = 'present' | 'missing' | 'unknown'

/**
 * A chunk of a document pair's history: one transaction, or consecutive edits of the same
 * kind at most {@link CHUNK_MERGE_WINDOW_MS} apart, merged. Chunks are plain frozen data;
 * a {@link Timeline} rebuilds them whenever it learns more, so compare chunks by `id`, not by
 * identity, across updates.
 * @beta
 */
export interface Chunk {
  /** Position in the timeline's chunk list, oldest first (changes as older history loads). */
  index: number
  /** Id of the chunk's last transaction: a time id names a chunk by it. */
  id: string
  /** What the chunk did to the pair; see {@link ChunkType}. */
  type: ChunkType
  /**
   * Position of the chunk's first transaction in the timeline. Positions stay the same for the
   * life of the timeline: older pages get lower (possibly negative) ones.
   */
  start: number
  /** Position just past the chunk's last transaction. */
  end: number
  /** When the first transaction was committed (ISO). */
  startTimestamp: string
  /** When the last transaction was committed (ISO). */
  endTimestamp: string
  /** Everyone who committed a transaction of the chunk, in order of first appearance. */
  authors: readonly string[]
  /** Whether the draft exists after the chunk. */
  draftState: VersionState
  /** Whether the published version exists after the chunk. */
  publishedState: VersionState
}

/** Edits of the same kind at most this far apart (5 minutes) merge into one chunk. */
export const CHUNK_MERGE_WINDOW_MS = 5 * 60 * 1000

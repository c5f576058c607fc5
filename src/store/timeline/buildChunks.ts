import {CHUNK_MERGE_WINDOW_MS, type Chunk, type ChunkType, type VersionState} from './Chunk'
import type {MendozaEffectPair} from './HistoryTransaction'
import type {TimelineTransaction} from './TimelineTransaction'
import {isDeletePatch} from './wholeValuePatch'

/** Whether one version exists before and after each transaction. */
interface Presence {
  before: VersionState[]
  after: VersionState[]
}

/**
 * Follows one version through the transactions. Before the first transaction that touches it,
 * its state is read off that transaction's `revert` patch (a deletion there means it did not
 * exist), so only a version no loaded transaction touches stays `unknown` — and not even then
 * once the whole history is loaded.
 */
function presence(effects: ReadonlyArray<MendozaEffectPair | undefined>, reachedEarliest: boolean): Presence {
  const first = effects.find((effect) => effect !== undefined)
  let state: VersionState = first
    ? isDeletePatch(first.revert)
      ? 'missing'
      : 'present'
    : reachedEarliest
      ? 'missing'
      : 'unknown'
  const before: VersionState[] = []
  const after: VersionState[] = []
  for (const effect of effects) {
    before.push(state)
    if (effect) state = isDeletePatch(effect.apply) ? 'missing' : 'present'
    after.push(state)
  }
  return {before, after}
}

interface Versions {
  touched: boolean
  before: VersionState
  after: VersionState
}

/**
 * The kind of one transaction, from what it did to each version and whether each existed
 * before and after. Where a state is still unknown the plainer reading wins (`delete` over
 * `discardDraft`, an edit over `create`); loading older history settles it.
 */
function classify(draft: Versions, published: Versions): Exclude<ChunkType, 'initial'> {
  const pairWasAbsent = draft.before === 'missing' && published.before === 'missing'
  if (published.touched) {
    if (published.after === 'missing') return draft.after === 'present' ? 'unpublish' : 'delete'
    if (draft.touched && draft.after === 'missing') return 'publish'
    return pairWasAbsent ? 'create' : 'editLive'
  }
  if (draft.after === 'missing') return published.after === 'present' ? 'discardDraft' : 'delete'
  return pairWasAbsent ? 'create' : 'editDraft'
}

/** The edit kind a chunk continues: a `create` goes on as edits of the version it created. */
function editKind(chunk: Chunk): ChunkType {
  if (chunk.type !== 'create') return chunk.type
  return chunk.draftState === 'present' ? 'editDraft' : 'editLive'
}

function canMerge(left: Chunk, right: Chunk): boolean {
  if (right.type !== 'editDraft' && right.type !== 'editLive') return false
  if (editKind(left) !== right.type) return false
  return Date.parse(right.startTimestamp) - Date.parse(left.endTimestamp) <= CHUNK_MERGE_WINDOW_MS
}

/**
 * Groups a pair's transactions (oldest first, contiguous positions) into chunks: each
 * transaction is classified, then edits of the same kind at most
 * {@link CHUNK_MERGE_WINDOW_MS} apart merge (a `create` absorbs the edits that follow it). Once
 * the whole history is loaded the oldest chunk is the `initial` one.
 *
 * @returns frozen chunks, oldest first, `index` numbering them from 0
 */
export function buildChunks(transactions: readonly TimelineTransaction[], reachedEarliest: boolean): Chunk[] {
  const draft = presence(
    transactions.map((transaction) => transaction.draftEffect),
    reachedEarliest,
  )
  const published = presence(
    transactions.map((transaction) => transaction.publishedEffect),
    reachedEarliest,
  )
  const chunks: Chunk[] = []
  transactions.forEach((transaction, i) => {
    const type = classify(
      {touched: transaction.draftEffect !== undefined, before: draft.before[i]!, after: draft.after[i]!},
      {touched: transaction.publishedEffect !== undefined, before: published.before[i]!, after: published.after[i]!},
    )
    const chunk: Chunk = {
      index: chunks.length,
      id: transaction.id,
      type,
      start: transaction.position,
      end: transaction.position + 1,
      startTimestamp: transaction.timestamp,
      endTimestamp: transaction.timestamp,
      authors: [transaction.author],
      draftState: draft.after[i]!,
      publishedState: published.after[i]!,
    }
    const last = chunks.at(-1)
    if (last && canMerge(last, chunk)) {
      chunks[chunks.length - 1] = {
        ...last,
        id: chunk.id,
        end: chunk.end,
        endTimestamp: chunk.endTimestamp,
        authors: last.authors.includes(transaction.author) ? last.authors : [...last.authors, transaction.author],
        draftState: chunk.draftState,
        publishedState: chunk.publishedState,
      }
    } else {
      chunks.push(chunk)
    }
  })
  if (reachedEarliest && chunks[0]) chunks[0] = {...chunks[0], type: 'initial'}
  for (const chunk of chunks) {
    Object.freeze(chunk.authors)
    Object.freeze(chunk)
  }
  return chunks
}

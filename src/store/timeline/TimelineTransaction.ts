import type {MendozaEffectPair} from './HistoryTransaction'

/**
 * A transaction as a {@link Timeline} keeps it: where it sits, who made it, and its effects on the pair.
 * @beta
 */
export interface TimelineTransaction {
  /** Its place in the timeline; see {@link Chunk.start}. */
  readonly position: number
  /** The transaction id; also the `_rev` of every document it wrote. */
  readonly id: string
  /** ISO time the transaction was committed. */
  readonly timestamp: string
  /** Id of the user or token that committed it. */
  readonly author: string
  /** What it did to the draft; absent when it left the draft alone. */
  readonly draftEffect?: MendozaEffectPair
  /** What it did to the published version; absent when it left it alone. */
  readonly publishedEffect?: MendozaEffectPair
}

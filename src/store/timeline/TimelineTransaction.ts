import type {MendozaEffectPair} from './HistoryTransaction'

/**
 * A transaction as a {@link Timeline} keeps it: where it sits, who made it, and its effects on the pair.
 * @beta
 */
export interface TimelineTransaction {
  /** Its place in the timeline; see {@link Chunk.start}. */
  readonly position: number
  readonly id: string
  readonly timestamp: string
  readonly author: string
  /** What it did to the draft; absent when it left the draft alone. */
  readonly draftEffect?: MendozaEffectPair
  /** What it did to the published version; absent when it left it alone. */
  readonly publishedEffect?: MendozaEffectPair
}

// Public face of the store's history timeline: chunks, reconstruction, selection, controller.
export {CHUNK_MERGE_WINDOW_MS, type Chunk, type ChunkType, type VersionState} from './Chunk'
export {
  createTimelineController,
  type RemoteMutation,
  type TimelineController,
  type TimelineControllerOptions,
  type TimelineState,
} from './createTimelineController'
export {getDocumentAtRevision, type FetchDocumentsAt} from './getDocumentAtRevision'
export {
  HISTORY_PAGE_SIZE,
  historyDocumentsPath,
  historyTransactionsPath,
  type TransactionPageRequest,
} from './historyPaths'
export {parseHistoryTransaction, type HistoryTransaction, type MendozaEffectPair} from './HistoryTransaction'
export {LAST_PUBLISHED} from './resolveSelection'
export {
  TIME_ID_VALIDITY_MS,
  Timeline,
  type OlderTransactionsOptions,
  type PairReconstruction,
  type ParsedTimeId,
} from './Timeline'
export {
  displayedDocument,
  type PairDocuments,
  type SelectionState,
  type TimelineDocumentRequest,
  type TimelineNeed,
  type TimelineSelection,
} from './TimelineSelection'
export type {TimelineTransaction} from './TimelineTransaction'

// Public face of the store's previews: live document paths, prepared previews, document types.
export {createPreviewStore, type PreviewStore, type PreviewStoreOptions} from './createPreviewStore'
export {
  createDocumentTypeResolver,
  type DocumentTypeResolver,
  type DocumentTypeResolverOptions,
} from './createDocumentTypeResolver'
export {createBatchedRequest, type BatchRunner} from './createBatchedRequest'
export type {ObservePaths, PreviewTarget} from './createPathObserver'
export type {PreviewLogger} from './createPreviewPreparer'
export type {FieldSnapshot} from './fetchPreviewFields'
export {defaultPreviewConfig} from './defaultPreviewConfig'
export type {PreviewPath} from './PreviewPath'
export type {PreviewPrimitive, PreviewSnapshot, PreviewState} from './PreviewSnapshot'
export {
  DOCUMENT_TYPE_BATCH_MS,
  INVALID_PREVIEW_CONFIG_MESSAGE,
  MISSING_DOCUMENT_MESSAGE,
  PREVIEW_FAST_BATCH_MS,
  PREVIEW_LISTEN_QUERY,
  PREVIEW_OBSERVER_LINGER_MS,
  PREVIEW_REQUEST_TAGS,
  PREVIEW_SLOW_BATCH_MS,
} from './previewConstants'

import type {CrossDatasetReferenceSchemaType} from '../../../types'
import type {Subscribable} from '../upload/FormAssetServices'
import type {
  ReferenceAvailability,
  ReferencePreviewState,
  ReferenceSearchHit,
  ReferenceSearchRequest,
} from '../reference/FormReferenceServices'

/**
 * Where a cross-dataset reference points: the other dataset, and its project when that is not
 * the workspace's own.
 * @beta
 */
export interface CrossDatasetTarget {
  /** The other dataset's name. */
  dataset: string
  /** The other project's id; absent for the workspace's own project. */
  projectId?: string
}

/**
 * What the cross-dataset reference input needs from the host (`FormReferenceServices.crossDataset`):
 * whether the project has the feature, and search, previews and availability in another
 * dataset. Targets are published documents only: a cross-dataset reference cannot follow a
 * draft in a dataset whose form is not open here. The studio's document pane gives one built
 * on its client and stores (`src/structure/document/formCrossDatasetReferenceServices.ts`).
 * @beta
 */
export interface FormCrossDatasetReferenceServices {
  /**
   * Whether cross-dataset references are enabled for the project (the server's `GET /features`
   * lists `crossDatasetReferences`). While unknown it emits nothing; an error counts as disabled.
   */
  observeEnabled(): Subscribable<boolean>
  /**
   * Searches the target dataset's published documents of the types for the words (the text
   * search of that dataset, API version 2023-11-13, at most 100 hits, with the field's filter).
   * @throws (rejects) with the server's error, for example a GROQ error of a bad filter
   */
  search(target: CrossDatasetTarget, request: ReferenceSearchRequest): Promise<ReferenceSearchHit[]>
  /**
   * The live preview of the document `id` of the target dataset, as the field type's
   * `to[].preview` for its type prepares it.
   */
  observePreview(
    target: CrossDatasetTarget,
    id: string,
    schemaType: CrossDatasetReferenceSchemaType,
  ): Subscribable<ReferencePreviewState>
  /**
   * Whether the document `id` exists in the target dataset and may be read: the other dataset's
   * document endpoint with `excludeContent=true`, cached 30 minutes, at most 10 requests at once.
   */
  observeAvailability(target: CrossDatasetTarget, id: string): Subscribable<ReferenceAvailability>
}

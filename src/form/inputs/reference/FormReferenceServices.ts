import type {SchemaType} from '../../../types'
import type {FormCrossDatasetReferenceServices} from '../crossDatasetReference/FormCrossDatasetReferenceServices'
import type {Subscribable} from '../upload/FormAssetServices'

/**
 * One document a reference search found: its published id (a draft-only document too is
 * named by the id its published version will have), its type, and which versions exist.
 * @beta
 */
export interface ReferenceSearchHit {
  /** The published id, never a `drafts.` id. */
  id: string
  /** The document's type name (one of the field's target types). */
  type: string
  /** Whether a published version exists: picking it makes a strong reference. */
  published: boolean
  /**
   * Whether the search found the draft (alone: the document is unpublished). The text search may
   * find an edited document by its published id only: previews tell the live status.
   */
  draft: boolean
}

/**
 * What a reference search asks for: the words, the target types and the field's filter.
 * @beta
 */
export interface ReferenceSearchRequest {
  /** The text typed; words match as prefixes. Empty text finds every document of the types. */
  query: string
  /** The names of the target document types. */
  types: readonly string[]
  /** A GROQ filter (the field's `options.filter`, resolved) the documents must also match. */
  filter?: string
  /** Its parameters (the field's `filterParams`, or what a filter function returned). */
  params?: Record<string, unknown>
}

/**
 * Whether a referenced document can be shown: it can be read, the user may not read it, or it
 * does not exist (neither its draft nor its published version).
 * @beta
 */
export type ReferenceAvailability = 'READABLE' | 'PERMISSION_DENIED' | 'NOT_FOUND'

/**
 * The preview of a referenced document, live: its prepared fields (of the draft when there is
 * one, else of the published version) and which versions exist.
 * @beta
 */
export interface ReferencePreviewState {
  /** True until the first answer. */
  loading: boolean
  /** The prepared fields; null while loading and when the document is missing or unreadable. */
  preview: {
    title?: string | number | boolean | null
    subtitle?: string | number | boolean | null
    description?: string | number | boolean | null
    media?: unknown
    imageUrl?: string | number | boolean | null
  } | null
  /** The document's type, once known. */
  type?: string
  /** Whether the document has a published version. */
  published: boolean
  /** Whether the document has a draft (with `published` false: it was never published). */
  draft: boolean
}

/**
 * A template the reference input's create-new menu offers for a target type, and whether the
 * user may create a document from it.
 * @beta
 */
export interface ReferenceTemplateOption {
  /** The template's id. */
  id: string
  /** The menu item's text: the template's title, else its type's. */
  title: string
  /** The document type it creates. */
  schemaType: string
  /** Parameters the template's value resolver is given. */
  params?: Record<string, unknown>
  /** Whether the user's grants allow creating it. */
  granted: boolean
  /** Why not, when not granted (shown as the disabled item's tooltip). */
  reason?: string
}

/**
 * Where to open a referenced document: in a pane beside the current one (the new document a
 * create-new choice made), or in a new browser tab through the edit intent.
 * @beta
 */
export interface ReferenceOpenRequest {
  /** The published id. */
  id: string
  /** The document's type name, which decides the pane's form. */
  type: string
  /** The template a new document is created from. */
  template?: {id: string; params?: Record<string, unknown>}
}

/**
 * What the reference input needs from the host (`FormServices.references`): search through the
 * server's text search, live previews that follow references, availability, the templates the
 * user may create, and opening documents. The studio's document pane gives one built on its
 * client and stores (`src/structure/document/formReferenceServices.ts`); without it reference
 * fields show their values as ids and cannot search.
 * @beta
 */
export interface FormReferenceServices {
  /**
   * Searches the target types for the words (the server's text search, at most 100 hits),
   * one hit per draft/published pair, best first.
   * @throws (rejects) with the server's error, for example a GROQ error of a bad filter
   */
  search(request: ReferenceSearchRequest): Promise<ReferenceSearchHit[]>
  /**
   * The preview of the document `id` (a published id) points to, live: the fields the target
   * type's `preview.select` names, following references (`author.name`), prepared by its
   * `preview.prepare`, with its draft/published status.
   * @param referenceType - the reference field's compiled type, whose `to` types preview the target
   */
  observePreview(id: string, referenceType: SchemaType): Subscribable<ReferencePreviewState>
  /** Whether the document `id` (a published id; its draft counts too) exists and may be read. */
  observeAvailability(id: string): Subscribable<ReferenceAvailability>
  /** The templates of these document types the create-new menu offers, with the user's permission. */
  observeTemplates(types: readonly string[]): Subscribable<ReferenceTemplateOption[]>
  /** Opens a document in a pane beside the current one (the structure tool's pane layout). */
  openDocument(request: ReferenceOpenRequest): void
  /** The URL of the edit intent of a document, opened in a new tab by 'Open in new tab'. */
  editIntentUrl(request: {id: string; type: string}): string
  /** Whether a document type is live-edit (the `_strengthenOnPublish` notice shows on those). */
  isLiveEdit?(typeName: string): boolean
  /**
   * Search, previews and availability in other datasets, and whether the project has the
   * feature, for `crossDatasetReference` fields. Without it those fields show their values as
   * ids and cannot search.
   */
  crossDataset?: FormCrossDatasetReferenceServices
}

import {defer, firstValueFrom, type Observable} from 'rxjs'
import type {VellumClient} from '../../client'
import {getDraftId, getPublishedId} from '../../document'
import {createBatchedRequest} from './createBatchedRequest'
import {DOCUMENT_TYPE_BATCH_MS, PREVIEW_REQUEST_TAGS} from './previewConstants'

/**
 * Finds the `_type` of documents by id.
 * @beta
 */
export interface DocumentTypeResolver {
  /**
   * The type of the document with this id, found by its published or draft id (so a draft-only
   * document has a type too); null when neither exists or may be read.
   *
   * @throws TypeError (as a rejection) for an id that is not a non-empty string
   */
  resolveType(id: string): Promise<string | null>
  /** {@link resolveType} as an observable: emits the type once and completes. */
  observeType(id: string): Observable<string | null>
  /** Forgets the cached type of one document (any of its ids), or of every document. */
  forget(id?: string): void
}

/**
 * Options of {@link createDocumentTypeResolver}.
 * @beta
 */
export interface DocumentTypeResolverOptions {
  /** How long lookups are collected into one query; {@link DOCUMENT_TYPE_BATCH_MS} by default. */
  batchWindowMs?: number
}

/**
 * Creates a resolver of document types: a query finds a document's type from its published or
 * draft id. Lookups made within the batch window go out as one query
 * for the published and draft ids of them all; found types are cached per document, since a
 * document keeps its type. Documents not found are asked again next time, as they may be
 * created meanwhile.
 *
 * @example
 * const types = createDocumentTypeResolver(client)
 * const [a, b] = await Promise.all([types.resolveType('post-1'), types.resolveType('drafts.author-7')]) // one query
 * @beta
 */
export function createDocumentTypeResolver(
  client: VellumClient,
  options: DocumentTypeResolverOptions = {},
): DocumentTypeResolver {
  const cache = new Map<string, string>()
  const inFlight = new Map<string, Promise<string | null>>()

  const lookup = createBatchedRequest<string, string | null>(async (publishedIds, signal) => {
    const ids = [...new Set(publishedIds.flatMap((id) => [id, getDraftId(id)]))]
    const found = await client.fetch<Array<{_id: string; _type: string}>>(
      '*[_id in $ids]{_id, _type}',
      {ids},
      {perspective: 'raw', tag: PREVIEW_REQUEST_TAGS.documentType, signal},
    )
    const typeOf = new Map(found.map((document) => [document._id, document._type]))
    return publishedIds.map((id) => typeOf.get(id) ?? typeOf.get(getDraftId(id)) ?? null)
  }, options.batchWindowMs ?? DOCUMENT_TYPE_BATCH_MS)

  const resolveType = async (id: string): Promise<string | null> => {
    if (typeof id !== 'string' || id === '')
      throw new TypeError(`A document id must be a non-empty string, not ${JSON.stringify(id)}`)
    const publishedId = getPublishedId(id)
    const cached = cache.get(publishedId)
    if (cached !== undefined) return cached
    let pending = inFlight.get(publishedId)
    if (!pending) {
      pending = firstValueFrom(lookup(publishedId)).then(
        (type) => {
          inFlight.delete(publishedId)
          if (type !== null) cache.set(publishedId, type)
          return type
        },
        (error: unknown) => {
          inFlight.delete(publishedId)
          throw error
        },
      )
      inFlight.set(publishedId, pending)
    }
    return pending
  }

  return {
    resolveType,
    observeType: (id) => defer(() => resolveType(id)),
    forget: (id) => {
      if (id === undefined) cache.clear()
      else cache.delete(getPublishedId(id))
    },
  }
}

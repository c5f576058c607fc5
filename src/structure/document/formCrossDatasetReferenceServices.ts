import {catchError, defer, distinctUntilChanged, from, map, of, shareReplay, type Observable} from 'rxjs'
import type {VellumClient} from '../../client'
import {isDraftId} from '../../document'
import type {
  FormReferenceServices,
  ReferenceAvailability,
  ReferencePreviewState,
  ReferenceSearchHit,
  Subscribable,
} from '../../form'
import {createAvailabilityStore, type AvailabilityStore, type PreviewStore} from '../../store'

/** The form's cross-dataset services (`FormReferenceServices.crossDataset`). */
type CrossDatasetServices = NonNullable<FormReferenceServices['crossDataset']>
type CrossDatasetTarget = Parameters<CrossDatasetServices['search']>[0]

/** The project feature that switches cross-dataset references on, as `GET /features` lists it. */
export const CROSS_DATASET_REFERENCES_FEATURE = 'crossDatasetReferences'

/** The most hits one cross-dataset search asks for: as for same-dataset references, the picker lists at most 100. */
export const CROSS_DATASET_SEARCH_LIMIT = 100

/** The API version cross-dataset searches are made with, as the content lake expects for them. */
export const CROSS_DATASET_SEARCH_API_VERSION = '2023-11-13'

/** Options of {@link createFormCrossDatasetReferenceServices}. */
export interface FormCrossDatasetReferenceServicesOptions {
  /** The workspace's client; other datasets are reached with `withConfig({dataset})`. */
  client: VellumClient
  /** The workspace's preview store: it previews cross-dataset references in their dataset. */
  previews: PreviewStore
}

/** The features of a client's project, asked once per client and shared. */
const featuresByClient = new WeakMap<VellumClient, Observable<readonly string[]>>()
/** The availability stores of a client's datasets: one per dataset, so its 30-minute cache is shared. */
const availabilityByClient = new WeakMap<VellumClient, Map<string, AvailabilityStore>>()

/** The search hits as the form takes them: published documents, once each, best first. */
function publishedHits(hits: ReadonlyArray<{id: string; type: string}>): ReferenceSearchHit[] {
  const seen = new Set<string>()
  const found: ReferenceSearchHit[] = []
  for (const hit of hits) {
    if (isDraftId(hit.id) || seen.has(hit.id)) continue
    seen.add(hit.id)
    found.push({id: hit.id, type: hit.type, published: true, draft: false})
  }
  return found
}

function featuresOf(client: VellumClient): Observable<readonly string[]> {
  let features = featuresByClient.get(client)
  if (!features) {
    features = defer(() => from(client.features())).pipe(shareReplay({bufferSize: 1, refCount: false}))
    featuresByClient.set(client, features)
  }
  return features
}

function availabilityFor(client: VellumClient, dataset: string): AvailabilityStore {
  let stores = availabilityByClient.get(client)
  if (!stores) availabilityByClient.set(client, (stores = new Map()))
  let store = stores.get(dataset)
  if (!store) stores.set(dataset, (store = createAvailabilityStore(client.withConfig({dataset}))))
  return store
}

/**
 * The client of a target's dataset.
 * @throws Error when the target names another project: this server serves one project.
 */
function clientOf(client: VellumClient, target: CrossDatasetTarget, apiVersion?: string): VellumClient {
  const own = client.config.projectId
  if (target.projectId !== undefined && target.projectId !== own)
    throw new Error(
      `Cross-dataset references to project "${target.projectId}" cannot be followed: this server serves project "${own}"`,
    )
  return client.withConfig({dataset: target.dataset, ...(apiVersion === undefined ? {} : {apiVersion})})
}

/**
 * The form's cross-dataset reference services of a workspace (`FormReferenceServices.crossDataset`):
 * - `observeEnabled`: whether the project's features (`client.features()`, asked once per
 *   client) list {@link CROSS_DATASET_REFERENCES_FEATURE}; a failed request counts as off;
 * - `search`: the other dataset's text search with API version
 *   {@link CROSS_DATASET_SEARCH_API_VERSION}, published documents of the types only, with the
 *   field's filter and params, at most {@link CROSS_DATASET_SEARCH_LIMIT} hits;
 * - `observePreview`: the preview store's preview of the reference (`_dataset`), prepared by
 *   the field's `to[].preview`;
 * - `observeAvailability`: an availability store per dataset (the document endpoint with
 *   `excludeContent`, cached 30 minutes, at most 10 requests at once).
 *
 * A target in another project than the client's is refused with an error saying so.
 *
 * @example
 * const references = {...createFormReferenceServices(options), crossDataset: createFormCrossDatasetReferenceServices({client, previews})}
 */
export function createFormCrossDatasetReferenceServices(
  options: FormCrossDatasetReferenceServicesOptions,
): CrossDatasetServices {
  const {client, previews} = options
  return {
    observeEnabled: () =>
      featuresOf(client).pipe(
        map((features) => features.includes(CROSS_DATASET_REFERENCES_FEATURE)),
        catchError(() => of(false)),
        distinctUntilChanged(),
      ) as Subscribable<boolean>,
    async search(target, {query, types, filter, params}) {
      const other = clientOf(client, target, CROSS_DATASET_SEARCH_API_VERSION)
      if (types.length === 0) return []
      const published = '_type in $__types && !(_id in path("drafts.**")) && !(_id in path("versions.**"))'
      const result = await other.textSearch({
        query: {string: query},
        filter: filter ? `${published} && (${filter})` : published,
        params: {...params, __types: [...types]},
        includeAttributes: ['_id', '_type'],
        limit: CROSS_DATASET_SEARCH_LIMIT,
      })
      return publishedHits(result.hits)
    },
    // Deferred, so a target in another project is an error of the observable (the card shows it), not a throw.
    observePreview: (target, id, schemaType) =>
      defer(() => {
        clientOf(client, target)
        const value = {
          _type: schemaType.name,
          _ref: id,
          _dataset: target.dataset,
          ...(target.projectId === undefined ? {} : {_projectId: target.projectId}),
        }
        return previews.observeForPreview(value, schemaType)
      }).pipe(
        map((state): ReferencePreviewState => ({
          loading: state.isLoading === true,
          preview: state.snapshot,
          ...(typeof state.snapshot?._type === 'string' ? {type: state.snapshot._type} : {}),
          // Only published documents are offered; what the card shows is the document, not a status.
          published: true,
          draft: false,
        })),
      ) as Subscribable<ReferencePreviewState>,
    observeAvailability: (target, id) =>
      defer(() => {
        clientOf(client, target)
        return availabilityFor(client, target.dataset).observeDocumentAvailability(id)
      }).pipe(map((availability): ReferenceAvailability => availability.reason)) as Subscribable<ReferenceAvailability>,
  }
}

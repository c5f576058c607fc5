import {defer, from, switchMap, type Observable} from 'rxjs'
import {createInProcessClient} from '../../src/client'
import type {FormReferenceServices, Subscribable} from '../../src/form'
import {checkPermission, compileGrants, createLake, memoryStorage} from '../../src/lake'
import {
  createAvailabilityStore,
  createPermissionsStore,
  createPreviewStore,
  defaultTemplatesForSchema,
} from '../../src/store'
import {createFormCrossDatasetReferenceServices} from '../../src/structure/document/formCrossDatasetReferenceServices'
import {createFormReferenceServices} from '../../src/structure/document/formReferenceServices'
import type {Grant, Schema} from '../../src/types'

/** The dataset the stories' cross-dataset references point into. */
export const STORY_SHOP_DATASET = 'shop'

/** The products of the `shop` dataset: two published kettles, a teapot, and a draft-only mug. */
export const STORY_SHOP_DOCUMENTS = [
  {_id: 'kettle-1', _type: 'product', name: 'Steel kettle', sku: 'K-1'},
  {_id: 'kettle-2', _type: 'product', name: 'Copper kettle', sku: 'K-2'},
  {_id: 'teapot', _type: 'product', name: 'Stone teapot', sku: 'T-1'},
  {_id: 'drafts.mug', _type: 'product', name: 'Steel mug', sku: 'M-1'},
  {_id: 'price-list', _type: 'priceList', name: 'Prices 2026'},
]

/** Options of {@link storyCrossDatasetServices}. */
export interface StoryCrossDatasetOptions {
  /** The grants of the story's user (default: everything). */
  grants?: Grant[]
  /** The project's features (default: those of a server without settings, cross-dataset references on). */
  features?: string[]
}

/**
 * The form's reference services, cross-dataset ones included, over an in-process lake with the
 * form's `production` dataset and a `shop` dataset seeded with {@link STORY_SHOP_DOCUMENTS},
 * built as the studio builds them: the feature flag, search, previews and availability are real.
 */
export function storyCrossDatasetServices(
  schema: Schema,
  options: StoryCrossDatasetOptions = {},
): FormReferenceServices {
  const lake = createLake({storage: memoryStorage()})
  lake.ensureDataset(STORY_SHOP_DATASET)
  const seeded = lake.mutate(
    STORY_SHOP_DATASET,
    STORY_SHOP_DOCUMENTS.map((document) => ({create: document})),
  )
  const client = createInProcessClient({
    lake,
    projectId: 'stories',
    dataset: 'production',
    apiVersion: '2025-02-19',
    ...(options.grants ? {access: {grants: compileGrants(options.grants), checkPermission}} : {}),
    ...(options.features ? {features: options.features} : {}),
  })
  const previews = createPreviewStore({client, schema})
  const references = createFormReferenceServices({
    client,
    schema,
    previews,
    permissions: createPermissionsStore({client, schema}),
    availability: createAvailabilityStore(client),
    templates: defaultTemplatesForSchema(schema),
    navigation: {
      openDocument: (request) => console.info('Open document', request),
      editIntentUrl: ({id, type}) => `#/intent/edit/id=${id};type=${type}`,
    },
  })
  const crossDataset = createFormCrossDatasetReferenceServices({client, previews})
  // Everything waits for the seed, so the first answers already hold the documents.
  const afterSeed = <T>(make: () => Subscribable<T>): Subscribable<T> =>
    from(seeded).pipe(switchMap(() => defer(() => make() as Observable<T>)))
  return {
    ...references,
    crossDataset: {
      observeEnabled: () => afterSeed(() => crossDataset.observeEnabled()),
      search: (target, request) => seeded.then(() => crossDataset.search(target, request)),
      observePreview: (target, id, type) => afterSeed(() => crossDataset.observePreview(target, id, type)),
      observeAvailability: (target, id) => afterSeed(() => crossDataset.observeAvailability(target, id)),
    },
  }
}

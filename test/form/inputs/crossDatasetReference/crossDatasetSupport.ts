import {createInProcessClient, type VellumClient} from '../../../../src/client'
import type {FormReferenceServices, ReferenceSearchRequest} from '../../../../src/form'
import {checkPermission, compileGrants, createLake, memoryStorage, type Lake} from '../../../../src/lake'
import {createSchema} from '../../../../src/schema'
import {
  createAvailabilityStore,
  createPermissionsStore,
  createPreviewStore,
  defaultTemplatesForSchema,
} from '../../../../src/store'
import {createFormCrossDatasetReferenceServices} from '../../../../src/structure/document/formCrossDatasetReferenceServices'
import {createFormReferenceServices} from '../../../../src/structure/document/formReferenceServices'
import type {AnyDefinition, Grant, ObjectSchemaType, Schema} from '../../../../src/types'

/**
 * A post in `production` with a product from the `shop` dataset, a weak one, one filtered to
 * kettles, and an array of them.
 */
export const shopTypes: AnyDefinition[] = [
  {
    name: 'post',
    title: 'Post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', title: 'Title'},
      {
        name: 'product',
        type: 'crossDatasetReference',
        title: 'Product',
        dataset: 'shop',
        to: [{type: 'product', title: 'Product', preview: {select: {title: 'name', subtitle: 'sku'}}}],
      },
      {
        name: 'kettle',
        type: 'crossDatasetReference',
        title: 'Kettle',
        dataset: 'shop',
        weak: true,
        to: [{type: 'product', preview: {select: {title: 'name'}}}],
        options: {filter: 'kind == $kind', filterParams: {kind: 'kettle'}},
      },
      {
        name: 'products',
        type: 'array',
        title: 'Products',
        of: [
          {
            type: 'crossDatasetReference',
            name: 'productRef',
            dataset: 'shop',
            to: [{type: 'product', preview: {select: {title: 'name'}}}],
          },
        ],
      },
    ],
  },
] as AnyDefinition[]

/** The shop: two published kettles, a teapot, a draft-only product, and a shop page (another type). */
export const shopDocuments = [
  {_id: 'kettle-1', _type: 'product', name: 'Steel kettle', sku: 'K-1', kind: 'kettle'},
  {_id: 'kettle-2', _type: 'product', name: 'Copper kettle', sku: 'K-2', kind: 'kettle'},
  {_id: 'teapot', _type: 'product', name: 'Stone teapot', sku: 'T-1', kind: 'teapot'},
  {_id: 'drafts.mug', _type: 'product', name: 'Steel mug', sku: 'M-1', kind: 'mug'},
  {_id: 'about', _type: 'page', name: 'Steel and copper'},
]

/** What {@link lakeCrossDataset} gives. */
export interface LakeCrossDataset {
  references: FormReferenceServices
  client: VellumClient
  lake: Lake
  schema: Schema
  /** The cross-dataset searches asked, with their target. */
  searches: Array<{dataset: string; request: ReferenceSearchRequest}>
  type(name: string): ObjectSchemaType
}

/**
 * The form's services over a real in-process lake with two datasets — `production` (the
 * form's) and `shop` (seeded with {@link shopDocuments}) — built as the studio builds them
 * (`createFormCrossDatasetReferenceServices` over the workspace's client and preview store).
 * `grants` restrict the user; `features` are the project's features (default: the server's).
 */
export async function lakeCrossDataset(
  options: {grants?: Grant[]; features?: string[]} = {},
): Promise<LakeCrossDataset> {
  const lake = createLake({storage: memoryStorage()})
  lake.ensureDataset('production')
  lake.ensureDataset('shop')
  await lake.mutate('shop', shopDocuments.map((document) => ({create: document})) as never)
  const access = options.grants ? {grants: compileGrants(options.grants), checkPermission} : undefined
  const client = createInProcessClient({
    lake,
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
    ...(access ? {access} : {}),
    ...(options.features ? {features: options.features} : {}),
  })
  const schema = createSchema(shopTypes)
  const previews = createPreviewStore({client, schema})
  const crossDataset = createFormCrossDatasetReferenceServices({client, previews})
  const searches: LakeCrossDataset['searches'] = []
  const references: FormReferenceServices = {
    ...createFormReferenceServices({
      client,
      schema,
      previews,
      permissions: createPermissionsStore({client, schema}),
      availability: createAvailabilityStore(client),
      templates: defaultTemplatesForSchema(schema),
      navigation: {openDocument: () => {}, editIntentUrl: ({id, type}) => `/intent/edit/id=${id};type=${type}`},
    }),
    crossDataset: {
      ...crossDataset,
      search: (target, request) => {
        searches.push({dataset: target.dataset, request})
        return crossDataset.search(target, request)
      },
    },
  }
  return {references, client, lake, schema, searches, type: (name) => schema.get(name) as ObjectSchemaType}
}

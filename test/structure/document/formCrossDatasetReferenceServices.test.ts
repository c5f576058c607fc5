// The cross-dataset reference services against a real server over HTTP (SQLite), through
// happy-dom's fetch: the form's dataset is production, the references point into shop.
import {filter, firstValueFrom, type Observable} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createClient, type VellumClient} from '../../../src/client'
import type {ReferencePreviewState} from '../../../src/form'
import {createSchema} from '../../../src/schema'
import {createPreviewStore} from '../../../src/store'
import {
  CROSS_DATASET_SEARCH_API_VERSION,
  createFormCrossDatasetReferenceServices,
} from '../../../src/structure/document/formCrossDatasetReferenceServices'
import type {CrossDatasetReferenceSchemaType} from '../../../src/types'
import {startTestServer, type TestServer} from '../../server/support/startTestServer'

const PAGE_ORIGIN = 'http://localhost:3000'
const SHOP = {dataset: 'shop'}

const schema = createSchema([
  {
    name: 'post',
    type: 'document',
    fields: [
      {
        name: 'product',
        type: 'crossDatasetReference',
        dataset: 'shop',
        to: [{type: 'product', preview: {select: {title: 'name', subtitle: 'sku'}}}],
      },
    ],
  },
] as never)
const productType = (schema.get('post') as {fields: Array<{type: unknown}>}).fields[0]!
  .type as CrossDatasetReferenceSchemaType

let server: TestServer
let client: VellumClient

const first = <T>(source: unknown, until: (value: T) => boolean = () => true) =>
  firstValueFrom((source as Observable<T>).pipe(filter(until)))

beforeAll(async () => {
  server = await startTestServer()
  server.server.cors.add(PAGE_ORIGIN, {allowCredentials: false})
  server.server.lake.ensureDataset('shop')
  await server.server.lake.mutate('shop', [
    {create: {_id: 'kettle-1', _type: 'product', name: 'Steel kettle', sku: 'K-1'}},
    {create: {_id: 'drafts.mug', _type: 'product', name: 'Steel mug', sku: 'M-1'}},
    {create: {_id: 'about', _type: 'page', name: 'Steel and copper'}},
  ])
  client = createClient({
    apiHost: server.url,
    token: server.token,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
})
afterAll(() => server.close())

const services = () => createFormCrossDatasetReferenceServices({client, previews: createPreviewStore({client, schema})})

describe('createFormCrossDatasetReferenceServices over HTTP', () => {
  it('is enabled on a server without settings', async () => {
    expect(await first(services().observeEnabled())).toBe(true)
  })

  it('searches the other dataset’s published documents of the types, with API version 2023-11-13', async () => {
    const versions: string[] = []
    const withConfig = client.withConfig.bind(client)
    const spied = {
      ...client,
      withConfig: (overrides: Parameters<VellumClient['withConfig']>[0]) => {
        const other = withConfig(overrides)
        versions.push(other.config.apiVersion)
        return other
      },
    } as VellumClient
    const search = createFormCrossDatasetReferenceServices({
      client: spied,
      previews: createPreviewStore({client, schema}),
    })
    const hits = await search.search(SHOP, {query: 'steel', types: ['product']})
    expect(hits).toEqual([{id: 'kettle-1', type: 'product', published: true, draft: false}])
    expect(versions).toEqual([CROSS_DATASET_SEARCH_API_VERSION])
  })

  it('previews a document of the other dataset with the field’s to[].preview', async () => {
    const state = await first<ReferencePreviewState>(
      services().observePreview(SHOP, 'kettle-1', productType),
      (value) => !value.loading,
    )
    expect(state.preview).toMatchObject({title: 'Steel kettle', subtitle: 'K-1'})
    expect(state.type).toBe('product')
  })

  it('tells readable from missing documents through the other dataset’s document endpoint', async () => {
    const cross = services()
    expect(await first(cross.observeAvailability(SHOP, 'kettle-1'))).toBe('READABLE')
    expect(await first(cross.observeAvailability(SHOP, 'gone'))).toBe('NOT_FOUND')
    // kettle-1 does not exist in production: the dataset of the target is asked, not the form's.
    expect(await first(cross.observeAvailability({dataset: 'production'}, 'kettle-1'))).toBe('NOT_FOUND')
  })

  it('refuses targets in another project with an error naming both', async () => {
    const cross = services()
    await expect(
      cross.search({dataset: 'shop', projectId: 'elsewhere'}, {query: 'a', types: ['product']}),
    ).rejects.toThrow(
      'Cross-dataset references to project "elsewhere" cannot be followed: this server serves project "local"',
    )
    await expect(
      first(cross.observeAvailability({dataset: 'shop', projectId: 'elsewhere'}, 'kettle-1')),
    ).rejects.toThrow(/project "elsewhere"/)
  })
})

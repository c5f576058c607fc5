import {firstValueFrom, takeWhile, toArray} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {createSchema} from '../../../src/schema'
import {acceptConditions, assetListQuery, createAssetBrowserStore, createPreviewStore} from '../../../src/store'
import {assetLake, fileAsset, imageAsset, seed} from '../../form/inputs/assetSource/assetLake'
import {recordTags} from '../support'

// The asset browser's data over a real in-process lake: the list query (accept filter, newest
// first, pages), live updates, referring documents and deletes.

const idsOf = (assets: Array<{_id: string}>) => assets.map((asset) => asset._id)

describe('assetListQuery', () => {
  it('turns accept entries into parameters, never into query text', () => {
    expect(acceptConditions('image/*, .PDF, application/json, "] || true')).toEqual({
      conditions: ['string::startsWith(mimeType, $accept0)', 'extension == $accept1', 'mimeType == $accept2'],
      params: {accept0: 'image/', accept1: 'pdf', accept2: 'application/json'},
    })
    expect(assetListQuery({assetType: 'file', limit: 200}).fetch).toContain('[0...200]')
  })

  it('refuses a limit that is not a positive integer', () => {
    expect(() => assetListQuery({assetType: 'image', limit: 0})).toThrow(RangeError)
    expect(() => assetListQuery({assetType: 'image', limit: 1.5})).toThrow(RangeError)
  })
})

describe('createAssetBrowserStore', () => {
  it('lists the assets of a kind newest first, filtered by accept', async () => {
    const {client, browser} = assetLake()
    await seed(client, [
      imageAsset(1),
      imageAsset(2, {mimeType: 'image/png'}),
      fileAsset(3),
      imageAsset(4, {mimeType: 'image/gif'}),
    ])
    const all = await firstValueFrom(browser.listAssets({assetType: 'image', limit: 200}))
    expect(idsOf(all)).toEqual([
      imageAsset(4, {mimeType: 'image/gif'})._id,
      imageAsset(2, {mimeType: 'image/png'})._id,
      imageAsset(1)._id,
    ])
    const png = await firstValueFrom(browser.listAssets({assetType: 'image', accept: 'image/png, .gif', limit: 200}))
    expect(idsOf(png)).toEqual([imageAsset(4, {mimeType: 'image/gif'})._id, imageAsset(2, {mimeType: 'image/png'})._id])
    const files = await firstValueFrom(browser.listAssets({assetType: 'file', accept: '.pdf', limit: 200}))
    expect(idsOf(files)).toEqual([fileAsset(3)._id])
    // The fields the browser shows, and no more.
    expect(Object.keys(files[0]!).sort()).toEqual([
      '_createdAt',
      '_id',
      '_type',
      '_updatedAt',
      'extension',
      'metadata',
      'mimeType',
      'originalFilename',
      'size',
      'url',
    ])
  })

  it('answers the first limit assets only', async () => {
    const {client, browser} = assetLake()
    await client.mutate(Array.from({length: 5}, (_, n) => ({createOrReplace: imageAsset(n + 1)})))
    expect(await firstValueFrom(browser.listAssets({assetType: 'image', limit: 3}))).toHaveLength(3)
  })

  it('lists a new asset once it is added', async () => {
    const {client, browser} = assetLake()
    await seed(client, [imageAsset(1)])
    // Every answer until the one with both.
    const lists = firstValueFrom(
      browser.listAssets({assetType: 'image', limit: 200}).pipe(
        takeWhile((assets) => assets.length < 2, true),
        toArray(),
      ),
    )
    // The first answer arrives, then the upload.
    await new Promise((resolve) => setTimeout(resolve, 50))
    await seed(client, [imageAsset(2)])
    const answers = await lists
    expect(answers[0]).toHaveLength(1)
    expect(idsOf(answers.at(-1)!)).toEqual([imageAsset(2)._id, imageAsset(1)._id])
  }, 10_000)

  it('finds the documents referring to an asset, drafts included', async () => {
    const {client, browser} = assetLake()
    const asset = imageAsset(1)
    await seed(client, [
      asset,
      {_id: 'post-1', _type: 'post', image: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}},
    ])
    await seed(client, [
      {_id: 'drafts.post-2', _type: 'post', image: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}},
      {_id: 'post-3', _type: 'post'},
    ])
    expect(idsOf(await browser.referringDocuments(asset._id)).sort()).toEqual(['drafts.post-2', 'post-1'])
  })

  it('tags the list’s fetch and listener asset.image-list or asset.file-list, the referrers use-referring-documents', async () => {
    const {client} = assetLake()
    const tags = recordTags(client)
    const browser = createAssetBrowserStore({client})
    await firstValueFrom(browser.listAssets({assetType: 'image', limit: 200}))
    await firstValueFrom(browser.listAssets({assetType: 'file', limit: 200}))
    await browser.referringDocuments(imageAsset(1)._id)
    expect(new Set(tags)).toEqual(
      new Set([
        'fetch asset.image-list',
        'listen asset.image-list',
        'fetch asset.file-list',
        'listen asset.file-list',
        'fetch use-referring-documents',
      ]),
    )
  })

  it('deletes an unused asset, and is refused one in use with the server’s reason', async () => {
    const {client, browser} = assetLake()
    const used = imageAsset(1)
    const unused = imageAsset(2)
    await seed(client, [
      used,
      unused,
      {_id: 'post-1', _type: 'post', image: {_type: 'image', asset: {_type: 'reference', _ref: used._id}}},
    ])
    await browser.deleteAsset(unused._id)
    expect(await client.getDocument(unused._id)).toBeNull()
    const refused = await browser.deleteAsset(used._id).then(
      () => undefined,
      (error: Error) => error,
    )
    // The server's reason, naming the document that uses it; the 409 is the cause.
    expect(refused?.message).toContain('post-1')
    expect(refused?.cause).toMatchObject({statusCode: 409})
    expect(await client.getDocument(used._id)).not.toBeNull()
  })

  it('titles referring documents with their previews when given a preview store', async () => {
    const {client} = assetLake()
    const schema = createSchema([{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}])
    const browser = createAssetBrowserStore({client, previews: createPreviewStore({client, schema})})
    const asset = imageAsset(1)
    await seed(client, [
      asset,
      {
        _id: 'post-1',
        _type: 'post',
        title: 'Hello',
        image: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}},
      },
    ])
    expect(await browser.referringDocuments(asset._id)).toEqual([{_id: 'post-1', _type: 'post', title: 'Hello'}])
  })
})

import {describe, expect, it} from 'vitest'
import {createAssetStore} from '../../../src/store'
import {assetLake, fileAsset, hashOf, imageAsset, seed} from '../../form/inputs/assetSource/assetLake'
import {recordTags} from '../support'

// The asset calls the form's uploads make, over a real in-process lake.

describe('createAssetStore', () => {
  it('finds an asset of the kind by its SHA-1, asking with the tag asset.find-duplicate', async () => {
    const {client} = assetLake()
    await seed(client, [imageAsset(1), fileAsset(2)])
    const tags = recordTags(client)
    const assets = createAssetStore(client)
    expect((await assets.findDuplicate('image', hashOf(1)))?._id).toBe(imageAsset(1)._id)
    expect(await assets.findDuplicate('image', hashOf(2))).toBeNull()
    expect((await assets.findDuplicate('file', hashOf(2)))?._id).toBe(fileAsset(2)._id)
    expect(tags).toEqual(['fetch asset.find-duplicate', 'fetch asset.find-duplicate', 'fetch asset.find-duplicate'])
  })
})

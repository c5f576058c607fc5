import type {BrowsedAsset} from './AssetBrowserServices'

/** What the browser calls an asset: its original file name, else its id. */
export function assetName(asset: Pick<BrowsedAsset, '_id' | 'originalFilename'>): string {
  return asset.originalFilename?.trim() || asset._id
}

// The asset browser's data: asset lists, referring documents, deletes.
export {
  acceptConditions,
  ASSET_LIST_PAGE_SIZE,
  assetListQuery,
  type AssetListQuery,
  type AssetListQueryRequest,
} from './assetListQuery'
export {
  createAssetBrowserStore,
  REFERRING_DOCUMENTS_CAP,
  type AssetBrowserStore,
  type AssetBrowserStoreOptions,
  type AssetReferrer,
  type ListedAsset,
} from './createAssetBrowserStore'

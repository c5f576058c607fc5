// Public face of the store's asset calls: uploads, the duplicate check and asset lookups.
export {
  ASSET_LOOKUP_PROJECTION,
  ASSET_LOOKUP_TAG,
  createAssetStore,
  type AssetStore,
  type AssetStoreUploadOptions,
  type AssetStoreUploadEvent,
} from './createAssetStore'

import type {VellumClient} from '../../client'
import type {AssetDocument, AssetUploadEvent, FormAssetServices, FormAssetSource, Subscribable} from '../../form'
import {createAssetStore, type AssetStoreUploadOptions} from '../../store'

/** The workspace's asset settings the form needs (`form.image` and `form.file` of a resolved workspace). */
export interface AssetSettings {
  image: {assetSources: readonly FormAssetSource[]; directUploads: boolean}
  file: {assetSources: readonly FormAssetSource[]; directUploads: boolean}
}

const byClient = new WeakMap<VellumClient, FormAssetServices>()

/**
 * The form's asset services of a workspace client (`FormServices.assets`): uploads, the
 * duplicate check and asset lookups through the store's `createAssetStore`, with the
 * workspace's `directUploads` and asset sources. One object per client, so every document pane
 * of the workspace shares its upload queue (at most 4 uploads at a time) and its asset cache.
 */
export function formAssetServicesFor(client: VellumClient, settings: AssetSettings): FormAssetServices {
  const existing = byClient.get(client)
  if (existing) return existing
  const store = createAssetStore(client)
  const services: FormAssetServices = {
    // The server refuses unknown metadata kinds with a 400, which the upload reports.
    upload: (kind, file, options) =>
      store.upload(kind, file, options as AssetStoreUploadOptions) as Subscribable<AssetUploadEvent>,
    findDuplicate: (kind, sha1) => store.findDuplicate(kind, sha1) as Promise<AssetDocument | null>,
    getAsset: (id) => store.getAsset(id) as Promise<AssetDocument | null>,
    directUploads: {image: settings.image.directUploads, file: settings.file.directUploads},
    sources: {image: settings.image.assetSources, file: settings.file.assetSources},
  }
  byClient.set(client, services)
  return services
}

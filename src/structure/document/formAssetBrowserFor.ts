import type {VellumClient} from '../../client'
import type {AssetBrowserServices, BrowsedAsset, Subscribable} from '../../form'
import {createAssetBrowserStore, type PreviewStore} from '../../store'

const byClient = new WeakMap<VellumClient, AssetBrowserServices>()

/**
 * The asset browser's services of a workspace client (`FormServices.assetBrowser`): the asset
 * list as a listen query, the documents using an asset (titled by the preview store) and
 * deletes, through the store's `createAssetBrowserStore`. One object per client, so every
 * document pane of the workspace shares it.
 */
export function formAssetBrowserFor(client: VellumClient, previews: PreviewStore): AssetBrowserServices {
  const existing = byClient.get(client)
  if (existing) return existing
  const store = createAssetBrowserStore({client, previews})
  const services: AssetBrowserServices = {
    listAssets: (request) => store.listAssets(request) as Subscribable<BrowsedAsset[]>,
    referringDocuments: (assetId) => store.referringDocuments(assetId),
    deleteAsset: (assetId) => store.deleteAsset(assetId),
  }
  byClient.set(client, services)
  return services
}

import {useEffect, useState} from 'react'
import type {AssetDocument, FormAssetServices} from './FormAssetServices'

/** An asset document as an input waits for it. */
export type AssetDocumentState =
  | {status: 'none'}
  | {status: 'loading'}
  | {status: 'loaded'; document: AssetDocument}
  /** The reference points at nothing readable: a deleted asset, or one the user may not read. */
  | {status: 'missing'}
  | {status: 'error'; error: unknown}

const caches = new WeakMap<FormAssetServices, Map<string, Promise<AssetDocument | null>>>()

/** Reads an asset once per services object: an asset document does not change its `url` or metadata. */
function readAsset(assets: FormAssetServices, id: string): Promise<AssetDocument | null> {
  let cache = caches.get(assets)
  if (!cache) {
    cache = new Map()
    caches.set(assets, cache)
  }
  let found = cache.get(id)
  if (!found) {
    found = assets.getAsset(id)
    // Missing and failed reads are asked again next time: the asset may be uploaded or readable by then.
    found.then(
      (document) => (document ? undefined : cache.delete(id)),
      () => cache.delete(id),
    )
    cache.set(id, found)
  }
  return found
}

/** The asset document a file or image value refers to, loaded by its id (`asset._ref`). */
export function useAssetDocument(assets: FormAssetServices | undefined, id: string | undefined): AssetDocumentState {
  const [state, setState] = useState<{id: string | undefined; state: AssetDocumentState}>({
    id: undefined,
    state: {status: 'none'},
  })
  useEffect(() => {
    if (!assets || !id) return
    let current = true
    readAsset(assets, id).then(
      (document) => current && setState({id, state: document ? {status: 'loaded', document} : {status: 'missing'}}),
      (error: unknown) => current && setState({id, state: {status: 'error', error}}),
    )
    return () => {
      current = false
    }
  }, [assets, id])
  if (!id || !assets) return {status: 'none'}
  return state.id === id ? state.state : {status: 'loading'}
}

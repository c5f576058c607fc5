import {useCallback, useEffect, useState} from 'react'
import type {AssetKind} from '../upload/FormAssetServices'
import {ASSET_PAGE_SIZE, type AssetBrowserServices, type BrowsedAsset} from './AssetBrowserServices'

/** The asset list as the browser shows it. */
export interface AssetListState {
  /** `loading` until the first answer (and while a next page loads), then `loaded`, or `error`. */
  status: 'loading' | 'loaded' | 'error'
  assets: BrowsedAsset[]
  /** Whether 'Load more' is offered: the last answer filled its page. */
  hasMore: boolean
  error?: unknown
  /** Asks for the next page of {@link ASSET_PAGE_SIZE}. */
  loadMore: () => void
}

/**
 * The assets of a kind accepted by `accept`, newest first and live, a page of 200 at a time:
 * 'Load more' asks for one more page; it is hidden once an answer holds
 * fewer assets than were asked for. While a next page loads, the assets already shown stay.
 */
export function useAssetList(
  browser: AssetBrowserServices | undefined,
  assetType: AssetKind,
  accept: string | undefined,
): AssetListState {
  const [pages, setPages] = useState(1)
  const [answer, setAnswer] = useState<{key: string; assets: BrowsedAsset[]; error?: unknown} | null>(null)
  const limit = pages * ASSET_PAGE_SIZE
  const key = `${assetType}\n${accept ?? ''}\n${limit}`

  useEffect(() => {
    if (!browser) return
    const subscription = browser.listAssets({assetType, ...(accept ? {accept} : {}), limit}).subscribe({
      next: (assets) => setAnswer({key, assets}),
      error: (error: unknown) => setAnswer((previous) => ({key, assets: previous?.assets ?? [], error})),
    })
    return () => subscription.unsubscribe()
  }, [browser, assetType, accept, limit, key])

  const loadMore = useCallback(() => setPages((count) => count + 1), [])
  const current = answer?.key === key
  const assets = answer?.assets ?? []
  if (answer?.error !== undefined && current)
    return {status: 'error', assets, hasMore: false, error: answer.error, loadMore}
  return {status: current ? 'loaded' : 'loading', assets, hasMore: current && assets.length >= limit, loadMore}
}

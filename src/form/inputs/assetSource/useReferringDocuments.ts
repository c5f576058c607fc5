import {useEffect, useState} from 'react'
import type {AssetBrowserServices, ReferringDocument} from './AssetBrowserServices'

/** The documents using an asset, as the usage and delete dialogs read them. */
export type ReferringDocumentsState =
  {status: 'loading'} | {status: 'loaded'; documents: ReferringDocument[]} | {status: 'error'; error: unknown}

/** Reads the documents referring to `assetId` once the dialog opens (at most 101, drafts included). */
export function useReferringDocuments(browser: AssetBrowserServices, assetId: string): ReferringDocumentsState {
  const [state, setState] = useState<{assetId: string; state: ReferringDocumentsState} | null>(null)
  useEffect(() => {
    let current = true
    browser.referringDocuments(assetId).then(
      (documents) => current && setState({assetId, state: {status: 'loaded', documents}}),
      (error: unknown) => current && setState({assetId, state: {status: 'error', error}}),
    )
    return () => {
      current = false
    }
  }, [browser, assetId])
  return state?.assetId === assetId ? state.state : {status: 'loading'}
}

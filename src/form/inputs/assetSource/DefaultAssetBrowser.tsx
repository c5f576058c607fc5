import {useMemo, useRef, useState} from 'react'
import {Button, Card, Spinner, Text} from '../../../ui'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {AssetKind} from '../upload/FormAssetServices'
import {useNarrowerThan} from '../useElementWidth'
import type {AssetBrowserServices, BrowsedAsset} from './AssetBrowserServices'
import {AssetDeleteDialog} from './AssetDeleteDialog'
import {AssetDetailsDialog} from './AssetDetailsDialog'
import {AssetGrid} from './AssetGrid'
import {AssetTable} from './AssetTable'
import {AssetUsageDialog} from './AssetUsageDialog'
import {useAssetList} from './useAssetList'

/** Below this width the file list collapses to one row per file, in px. */
export const NARROW_LAYOUT_WIDTH = 480

/** Props of {@link DefaultAssetBrowser}. */
export interface DefaultAssetBrowserProps {
  browser: AssetBrowserServices
  assetType: AssetKind
  accept?: string
  selectedIds: ReadonlySet<string>
  onSelect: (asset: BrowsedAsset) => void
}

type OpenDialog = {kind: 'details' | 'usage' | 'delete'; asset: BrowsedAsset} | null

/** Whether the field's `accept` narrows the list beyond the kind (`image/*` for images says nothing new). */
const narrowsList = (assetType: AssetKind, accept: string | undefined) => {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length > 0 && !(assetType === 'image' && entries.every((entry) => entry === 'image/*'))
}

/**
 * The built-in asset browser: the project's uploaded images as a grid of thumbnails, or files
 * as a table, of the types the field accepts (with a notice saying so), newest first, live,
 * 200 at a time with 'Load more'; each asset's details, the documents using it and deleting it
 * in dialogs over the browser.
 */
export function DefaultAssetBrowser({browser, assetType, accept, selectedIds, onSelect}: DefaultAssetBrowserProps) {
  const t = useFormTranslation()
  const services = useFormServices()
  const locale = services.locale?.id ?? 'en-US'
  const list = useAssetList(browser, assetType, accept)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  // Deleted assets leave the list at once; the live query confirms it a moment later.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set())
  const assets = useMemo(
    () => (deleted.size === 0 ? list.assets : list.assets.filter((asset) => !deleted.has(asset._id))),
    [list.assets, deleted],
  )
  const frame = useRef<HTMLDivElement>(null)
  const narrow = useNarrowerThan(frame, NARROW_LAYOUT_WIDTH)

  const actions = {
    onSelect,
    onDetails: (asset: BrowsedAsset) => setDialog({kind: 'details', asset}),
    onUsage: (asset: BrowsedAsset) => setDialog({kind: 'usage', asset}),
    onDelete: (asset: BrowsedAsset) => setDialog({kind: 'delete', asset}),
  }
  const footer =
    list.hasMore || (list.status === 'loading' && list.assets.length > 0) ? (
      <div className="vellum-form-asset-load-more">
        <Button
          text={t('asset-source.load-more')}
          mode="ghost"
          loading={list.status === 'loading'}
          disabled={list.status === 'loading'}
          onClick={list.loadMore}
        />
      </div>
    ) : null

  let content
  if (list.status === 'error') {
    const message = list.error instanceof Error ? list.error.message : String(list.error)
    content = (
      <Card tone="critical" border>
        <Text>{t('asset-source.load-failed', {message})}</Text>
      </Card>
    )
  } else if (list.status === 'loading' && list.assets.length === 0) {
    content = (
      <div className="vellum-form-asset-loading">
        <Spinner label={t('asset-source.loading')} />
      </div>
    )
  } else if (assets.length === 0) {
    content = <Text muted>{t(assetType === 'image' ? 'asset-source.no-images' : 'asset-source.no-files')}</Text>
  } else if (assetType === 'image') {
    content = <AssetGrid assets={assets} selectedIds={selectedIds} footer={footer} t={t} {...actions} />
  } else {
    content = (
      <AssetTable
        assets={assets}
        selectedIds={selectedIds}
        narrow={narrow}
        locale={locale}
        footer={footer}
        t={t}
        {...actions}
      />
    )
  }

  const close = () => setDialog(null)
  return (
    <div
      className="vellum-form-asset-browser"
      ref={frame}
      data-asset-type={assetType}
      data-status={list.status}
      data-count={assets.length}
    >
      {narrowsList(assetType, accept) ? (
        <Card tone="primary" border padding={2} className="vellum-form-asset-accept-notice">
          <Text size={1}>{t('asset-source.accept-notice', {types: accept})}</Text>
        </Card>
      ) : null}
      {content}
      {dialog?.kind === 'details' ? (
        <AssetDetailsDialog asset={dialog.asset} locale={locale} onClose={close} t={t} />
      ) : null}
      {dialog?.kind === 'usage' ? (
        <AssetUsageDialog asset={dialog.asset} browser={browser} onClose={close} t={t} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <AssetDeleteDialog
          asset={dialog.asset}
          assetType={assetType}
          browser={browser}
          {...(services.toast ? {toast: services.toast} : {})}
          onDeleted={(asset) => setDeleted((previous) => new Set([...previous, asset._id]))}
          onClose={close}
          t={t}
        />
      ) : null}
    </div>
  )
}

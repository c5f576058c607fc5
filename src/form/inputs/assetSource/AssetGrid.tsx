import {memo, type ComponentPropsWithRef, type ReactNode} from 'react'
import {VirtuosoGrid} from 'react-virtuoso'
import {CheckmarkIcon} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {BrowsedAsset} from './AssetBrowserServices'
import {AssetMenu} from './AssetMenu'
import {assetName} from './assetName'
import {AssetThumbnail} from './AssetThumbnail'

/** The narrowest column of the image grid, in px. */
export const ASSET_GRID_MIN_COLUMN = 120

/** The grid scrolls inside the dialog: at most 560 px or 60% of the window high. */
const GRID_HEIGHT = {height: 'min(60vh, 560px)'}

/** How many cells are rendered before the grid has measured itself (and in DOM tests, which have no layout). */
const INITIAL_CELLS = 60

/** What the grid and the table do with an asset. */
export interface AssetActions {
  onSelect: (asset: BrowsedAsset) => void
  onDetails: (asset: BrowsedAsset) => void
  onUsage: (asset: BrowsedAsset) => void
  onDelete: (asset: BrowsedAsset) => void
}

/** Props of {@link AssetGrid}. */
export interface AssetGridProps extends AssetActions {
  assets: BrowsedAsset[]
  selectedIds: ReadonlySet<string>
  /** Rendered after the last cell: the 'Load more' button. */
  footer?: ReactNode
  t: FormTranslate
}

/**
 * The image browser's grid: columns of at least 120 px, virtualised with react-virtuoso (only
 * the cells in view are rendered, so thousands of images scroll without loading them all), each
 * cell a thumbnail that selects the image and a menu of its actions.
 */
export function AssetGrid({assets, selectedIds, footer, t, ...actions}: AssetGridProps) {
  return (
    <VirtuosoGrid
      className="vellum-form-asset-grid-scroller"
      // Virtuoso sets its own height (100%) inline; the dialog has no height to fill, so the grid sets one.
      style={GRID_HEIGHT}
      totalCount={assets.length}
      initialItemCount={Math.min(assets.length, INITIAL_CELLS)}
      computeItemKey={(index) => assets[index]?._id ?? index}
      listClassName="vellum-form-asset-grid"
      itemClassName="vellum-form-asset-grid-cell"
      components={{List: GridList, Footer: () => <>{footer}</>}}
      itemContent={(index) => {
        const asset = assets[index]
        return asset ? <AssetGridItem asset={asset} selected={selectedIds.has(asset._id)} t={t} {...actions} /> : null
      }}
    />
  )
}

function GridList({
  children,
  style,
  className,
  ref,
  'data-testid': testId,
}: ComponentPropsWithRef<'div'> & {'data-testid'?: string}) {
  return (
    <div ref={ref} style={style} className={className} data-testid={testId} role="list">
      {children}
    </div>
  )
}

interface AssetGridItemProps extends AssetActions {
  asset: BrowsedAsset
  selected: boolean
  t: FormTranslate
}

const AssetGridItem = memo(function AssetGridItem({
  asset,
  selected,
  t,
  onSelect,
  onDetails,
  onUsage,
  onDelete,
}: AssetGridItemProps) {
  const name = assetName(asset)
  return (
    <div
      role="listitem"
      className="vellum-form-asset-grid-item"
      data-id={asset._id}
      data-selected={selected || undefined}
    >
      <button
        type="button"
        className="vellum-form-asset-grid-select"
        aria-label={t('asset-source.select', {name})}
        aria-pressed={selected}
        title={name}
        onClick={() => onSelect(asset)}
      >
        <AssetThumbnail asset={asset} errorLabel={t('preview.image-error')} />
      </button>
      {selected ? (
        <span className="vellum-form-asset-grid-selected" title={t('asset-source.selected')}>
          <CheckmarkIcon aria-hidden="true" />
        </span>
      ) : null}
      <span className="vellum-form-asset-grid-menu">
        <AssetMenu
          name={name}
          t={t}
          onDetails={() => onDetails(asset)}
          onUsage={() => onUsage(asset)}
          onDelete={() => onDelete(asset)}
        />
      </span>
    </div>
  )
})

import {memo, useState, type ReactNode} from 'react'
import {ChevronDownIcon, ChevronRightIcon, IconButton} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {BrowsedAsset} from './AssetBrowserServices'
import type {AssetActions} from './AssetGrid'
import {AssetMenu} from './AssetMenu'
import {assetName} from './assetName'
import {formatAssetDate} from './formatAssetDate'
import {formatAssetSize} from './formatAssetSize'
import {mimeTypeLabel} from './mimeTypeLabel'

/** File names longer than this get a tooltip with the whole name. */
export const FILENAME_TOOLTIP_LENGTH = 37

/** Props of {@link AssetTable}. */
export interface AssetTableProps extends AssetActions {
  assets: BrowsedAsset[]
  selectedIds: ReadonlySet<string>
  /** The narrow layout (below 480 px): one collapsible row per file. */
  narrow: boolean
  locale: string
  footer?: ReactNode
  t: FormTranslate
}

/**
 * The file browser's table: file name, size, type, date added and a menu
 * per row; on narrow screens each file is one row that expands to show the rest (and its menu,
 * whose delete is disabled for the file currently selected in the field).
 */
export function AssetTable({assets, selectedIds, narrow, locale, footer, t, ...actions}: AssetTableProps) {
  const Row = narrow ? NarrowRow : WideRow
  return (
    <div className="vellum-form-asset-table-scroller">
      <table className="vellum-form-asset-table" data-narrow={narrow || undefined}>
        <thead>
          <tr>
            {narrow ? <th scope="col" aria-label={t('asset-source.column.actions')} /> : null}
            <th scope="col">{t('asset-source.column.filename')}</th>
            {narrow ? null : (
              <>
                <th scope="col">{t('asset-source.column.size')}</th>
                <th scope="col">{t('asset-source.column.type')}</th>
                <th scope="col">{t('asset-source.column.date-added')}</th>
                <th scope="col">
                  <span className="vellum-form-asset-visually-hidden">{t('asset-source.column.actions')}</span>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <Row
              key={asset._id}
              asset={asset}
              selected={selectedIds.has(asset._id)}
              locale={locale}
              t={t}
              {...actions}
            />
          ))}
        </tbody>
      </table>
      {footer}
    </div>
  )
}

interface RowProps extends AssetActions {
  asset: BrowsedAsset
  selected: boolean
  locale: string
  t: FormTranslate
}

function FileName({asset, selected, onSelect, t}: Pick<RowProps, 'asset' | 'selected' | 'onSelect' | 't'>) {
  const name = assetName(asset)
  return (
    <button
      type="button"
      className="vellum-form-asset-table-select"
      aria-label={t('asset-source.select', {name})}
      aria-pressed={selected}
      title={name.length > FILENAME_TOOLTIP_LENGTH ? name : undefined}
      onClick={() => onSelect(asset)}
    >
      {name}
    </button>
  )
}

const WideRow = memo(function WideRow({asset, selected, locale, t, ...actions}: RowProps) {
  return (
    <tr data-id={asset._id} data-selected={selected || undefined}>
      <td>
        <FileName asset={asset} selected={selected} onSelect={actions.onSelect} t={t} />
      </td>
      <td>{formatAssetSize(asset.size, locale)}</td>
      <td>{mimeTypeLabel(asset.mimeType, t)}</td>
      <td>{formatAssetDate(asset._createdAt, locale)}</td>
      <td className="vellum-form-asset-table-menu">
        <AssetMenu
          name={assetName(asset)}
          t={t}
          onDetails={() => actions.onDetails(asset)}
          onUsage={() => actions.onUsage(asset)}
          onDelete={() => actions.onDelete(asset)}
        />
      </td>
    </tr>
  )
})

const NarrowRow = memo(function NarrowRow({asset, selected, locale, t, ...actions}: RowProps) {
  const [open, setOpen] = useState(false)
  const name = assetName(asset)
  const detailsId = `vellum-asset-row-${asset._id}`
  return (
    <>
      <tr data-id={asset._id} data-selected={selected || undefined}>
        <td className="vellum-form-asset-table-toggle">
          <IconButton
            icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
            label={t(open ? 'asset-source.collapse-row' : 'asset-source.expand-row', {name})}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          />
        </td>
        <td>
          <FileName asset={asset} selected={selected} onSelect={actions.onSelect} t={t} />
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className="vellum-form-asset-table-details">
          <td />
          <td>
            <dl className="vellum-form-asset-details">
              <dt>{t('asset-source.details.size')}</dt>
              <dd>{formatAssetSize(asset.size, locale)}</dd>
              <dt>{t('asset-source.details.type')}</dt>
              <dd>{mimeTypeLabel(asset.mimeType, t)}</dd>
              <dt>{t('asset-source.details.date-added')}</dt>
              <dd>{formatAssetDate(asset._createdAt, locale)}</dd>
            </dl>
            <AssetMenu
              name={name}
              t={t}
              deleteDisabled={selected}
              onDetails={() => actions.onDetails(asset)}
              onUsage={() => actions.onUsage(asset)}
              onDelete={() => actions.onDelete(asset)}
            />
          </td>
        </tr>
      ) : null}
    </>
  )
})

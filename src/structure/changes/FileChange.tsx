import type {FileDiff} from '../../diff'
import {FormServicesProvider, PreviewImage} from '../../form'
import {Badge} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useChangeList} from './ChangeListContext'
import {FromTo} from './FromTo'

/**
 * An image's or file's change: images side by side (the old one, the new one), files by
 * asset; what changed besides the asset (crop, hotspot) and the file size change.
 */
export function FileChange({diff}: {diff: FileDiff}) {
  const {t} = useStructureTranslation()
  const {imageServices} = useChangeList()
  const side = (value: Record<string, unknown> | undefined, asset: string | undefined) => {
    if (value === undefined || asset === undefined) return undefined
    if (diff.fileType === 'image')
      return (
        <span className="vellum-changes-image" data-asset={asset}>
          <PreviewImage source={value} layout="media" />
        </span>
      )
    return (
      <span className="vellum-changes-file" data-asset={asset}>
        {asset}
      </span>
    )
  }
  const from = side(diff.fromValue, diff.fromAsset)
  const to = side(diff.toValue, diff.toAsset)
  const notes = [
    diff.cropChanged ? t('changes.image.crop-changed') : null,
    diff.hotspotChanged ? t('changes.image.hotspot-changed') : null,
    diff.sizeChange ? t('changes.image.size-change', {label: diff.sizeChange.label}) : null,
  ].filter((note): note is string => note !== null)
  const body = (
    <div className="vellum-changes-file-change">
      {from === undefined && to === undefined ? (
        <span className="vellum-changes-empty-value">{t('changes.file.none')}</span>
      ) : (
        <FromTo from={from} to={to} layout={diff.fileType === 'image' ? 'grid' : 'inline'} />
      )}
      {notes.length > 0 ? (
        <div className="vellum-changes-notes">
          {notes.map((note) => (
            <Badge key={note}>{note}</Badge>
          ))}
        </div>
      ) : null}
    </div>
  )
  return imageServices ? <FormServicesProvider services={imageServices}>{body}</FormServicesProvider> : body
}

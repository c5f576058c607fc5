import type {ArrayDiff, ArrayItemDiff} from '../../diff'
import {pathToString} from '../../document'
import {Badge} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useChangeList} from './ChangeListContext'

/**
 * An array's change item by item: only the items that were added, removed, changed or moved,
 * each with a marker ('Added', 'Removed', 'Moved', 'Changed') and its own diff. Portable text
 * reads block by block.
 */
export function ArrayChange({diff}: {diff: ArrayDiff}) {
  const shown = diff.items.filter((item) => item.diff.isChanged || item.hasMoved)
  return (
    <ol className="vellum-changes-array" data-array-type={diff.arrayType}>
      {shown.map((item, index) => (
        <ArrayItemChange key={item.key ?? `${item.fromIndex}:${item.toIndex}:${index}`} item={item} diff={diff} />
      ))}
    </ol>
  )
}

function ArrayItemChange({item, diff}: {item: ArrayItemDiff; diff: ArrayDiff}) {
  const {t} = useStructureTranslation()
  const {DiffView} = useChangeList()
  const position = (item.toIndex ?? item.fromIndex ?? 0) + 1
  const label = t(diff.arrayType === 'portableText' ? 'changes.block' : 'changes.item', {index: position})
  const action = item.diff.action
  const markers: Array<{text: string; tone: 'positive' | 'critical' | 'caution' | 'primary'}> = []
  if (action === 'added') markers.push({text: t('changes.added'), tone: 'positive'})
  else if (action === 'removed') markers.push({text: t('changes.removed'), tone: 'critical'})
  else if (action === 'changed') markers.push({text: t('changes.changed'), tone: 'caution'})
  if (item.hasMoved) markers.push({text: t('changes.moved'), tone: 'primary'})
  return (
    <li
      className="vellum-changes-array-item"
      data-path={pathToString(item.diff.path)}
      data-action={action}
      data-moved={item.hasMoved || undefined}
      aria-label={`${label}: ${markers.map((marker) => marker.text).join(', ')}`}
    >
      <div className="vellum-changes-array-item-header">
        <span className="vellum-changes-array-item-label">{label}</span>
        {markers.map((marker) => (
          <Badge key={marker.text} tone={marker.tone}>
            {marker.text}
          </Badge>
        ))}
      </div>
      {action === 'unchanged' ? null : (
        <div className="vellum-changes-array-item-body">
          <DiffView diff={item.diff} />
        </div>
      )}
    </li>
  )
}

import type {ArrayItemDiff, Diff} from '../../diff'
import {pathToString} from '../../document'
import {CloseIcon, IconButton, Text} from '../../ui'
import {useStructureTranslation} from '../i18n'

/**
 * One change the inspector can show: its diff and, for an array item, the item's place in
 * both arrays.
 */
export interface InspectedChange {
  diff: Diff
  item?: ArrayItemDiff
}

/**
 * Every change of a diff that the change list renders (fields, array items, and what is
 * inside them) by its path string (`data-path` of its element), for the inspector.
 */
export function indexChanges(root: Diff): Map<string, InspectedChange> {
  const found = new Map<string, InspectedChange>()
  const visit = (diff: Diff, item?: ArrayItemDiff) => {
    found.set(pathToString(diff.path), item ? {diff, item} : {diff})
    if ('fields' in diff) for (const child of Object.values(diff.fields)) visit(child)
    if (diff.type === 'array') for (const each of diff.items) visit(each.diff, each)
  }
  visit(root)
  return found
}

/** A value as the inspector shows it: indented JSON, `undefined` for a value that is not there. */
function json(value: unknown): string {
  return value === undefined ? 'undefined' : JSON.stringify(value, null, 2)
}

/** Props of {@link ChangeInspector}. */
export interface ChangeInspectorProps {
  change: InspectedChange
  onClose: () => void
}

/**
 * The change inspector of the change list (opened with mod+i over a change): the change's
 * path, its from and to index and whether it moved (array items), its action, whether it
 * changed, and its from and to values as JSON — for plugin authors and for reports of a
 * diff that reads wrong.
 */
export function ChangeInspector({change, onClose}: ChangeInspectorProps) {
  const {t} = useStructureTranslation()
  const {diff, item} = change
  const rows: Array<[string, string]> = [
    [t('changes.inspector.path'), pathToString(diff.path) || '(root)'],
    [t('changes.inspector.from-index'), item?.fromIndex === undefined ? '–' : String(item.fromIndex)],
    [t('changes.inspector.to-index'), item?.toIndex === undefined ? '–' : String(item.toIndex)],
    [t('changes.inspector.has-moved'), item ? String(item.hasMoved) : '–'],
    [t('changes.inspector.action'), diff.action],
    [t('changes.inspector.is-changed'), String(diff.isChanged)],
  ]
  return (
    <section className="vellum-changes-inspector" role="region" aria-label={t('changes.inspector.title')}>
      <header className="vellum-changes-inspector-header">
        <Text size={1} weight="semibold">
          {t('changes.inspector.title')}
        </Text>
        <IconButton icon={<CloseIcon />} label={t('changes.inspector.close')} onClick={onClose} />
      </header>
      <dl className="vellum-changes-inspector-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="vellum-changes-inspector-values">
        <div>
          <Text size={1} muted>
            {t('changes.inspector.from-value')}
          </Text>
          <pre aria-label={t('changes.inspector.from-value')}>{json(diff.fromValue)}</pre>
        </div>
        <div>
          <Text size={1} muted>
            {t('changes.inspector.to-value')}
          </Text>
          <pre aria-label={t('changes.inspector.to-value')}>{json(diff.toValue)}</pre>
        </div>
      </div>
    </section>
  )
}

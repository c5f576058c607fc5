import {useCallback, type ReactNode} from 'react'
import {pathToString} from '../../document'
import {revertField, revertGroup, type Diff, type DiffAnnotation} from '../../diff'
import {Text} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {ChangeAuthors} from './ChangeAuthors'
import {ChangeErrorBoundary} from './ChangeErrorBoundary'
import {useChangeList} from './ChangeListContext'
import {RevertButton} from './RevertButton'

/** Props of {@link FieldChange}. */
export interface FieldChangeProps {
  /** The field's diff (a changed one). */
  diff: Diff
  /** The field's title. */
  title: string
  /** The field is read-only: no revert for it. */
  readOnly?: boolean
}

/**
 * One changed field: its title, who changed it, a revert button (with its confirmation) when
 * the list may revert and the field is not read-only, and the change rendered by its type. An
 * object field is a group of its changed fields, with a grouped revert. A change that fails to
 * render shows 'Rendering the changes to this field caused an error' in its place.
 */
export function FieldChange({diff, title, readOnly = false}: FieldChangeProps) {
  const {t} = useStructureTranslation()
  const {DiffView, onRevert, rootDiff} = useChangeList()
  const revert = useCallback(() => onRevert?.(revertField(rootDiff, diff.path)), [onRevert, rootDiff, diff.path])
  if (diff.type === 'object') {
    return (
      <ChangeGroup title={title} diffs={Object.values(diff.fields)} readOnly={readOnly}>
        <ChangeErrorBoundary title={t('changes.error.render')}>
          <DiffView diff={diff} />
        </ChangeErrorBoundary>
      </ChangeGroup>
    )
  }
  return (
    <section
      className="vellum-changes-field"
      aria-label={title}
      data-path={pathToString(diff.path)}
      data-action={diff.action}
    >
      <header className="vellum-changes-field-header">
        <Text size={1} weight="semibold" className="vellum-changes-field-title">
          {title}
        </Text>
        <ChangeAuthors annotations={collectAnnotations(diff)} />
        {onRevert && !readOnly ? (
          <RevertButton
            text={t('changes.revert')}
            label={t('changes.revert-field', {field: title})}
            onConfirm={revert}
          />
        ) : null}
      </header>
      <div className="vellum-changes-field-body">
        <ChangeErrorBoundary title={t('changes.error.render')}>
          <DiffView diff={diff} />
        </ChangeErrorBoundary>
      </div>
    </section>
  )
}

/** Props of {@link ChangeGroup}. */
export interface ChangeGroupProps {
  /** The group's title (a fieldset's, an object field's). */
  title: string
  /** The diffs of the group's fields; the changed ones are what its revert undoes. */
  diffs: readonly Diff[]
  /** Every field of the group is read-only: no revert. */
  readOnly?: boolean
  children: ReactNode
}

/** A group of changes (a fieldset, an object field) under one title, with a grouped revert. */
export function ChangeGroup({title, diffs, readOnly = false, children}: ChangeGroupProps) {
  const {t} = useStructureTranslation()
  const {onRevert, rootDiff} = useChangeList()
  const changed = diffs.filter((diff) => diff.isChanged)
  const annotations = changed.flatMap((diff): readonly DiffAnnotation[] => collectAnnotations(diff))
  const revert = () =>
    onRevert?.(
      revertGroup(
        rootDiff,
        changed.map((diff) => diff.path),
      ),
    )
  return (
    <section className="vellum-changes-group" aria-label={title}>
      <header className="vellum-changes-field-header">
        <Text size={1} weight="semibold" className="vellum-changes-field-title">
          {title}
        </Text>
        <ChangeAuthors annotations={annotations} />
        {onRevert && !readOnly && changed.length > 0 ? (
          <RevertButton
            text={t('changes.revert-group')}
            label={t('changes.revert-field', {field: title})}
            onConfirm={revert}
          />
        ) : null}
      </header>
      <div className="vellum-changes-group-body">{children}</div>
    </section>
  )
}

/** Every annotation of a diff and the diffs inside it. */
export function collectAnnotations(diff: Diff): DiffAnnotation[] {
  const own = [...diff.annotations]
  if ('fields' in diff) for (const child of Object.values(diff.fields)) own.push(...collectAnnotations(child))
  if (diff.type === 'array') for (const item of diff.items) own.push(...collectAnnotations(item.diff))
  return own
}

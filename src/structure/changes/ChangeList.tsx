import {useMemo} from 'react'
import {revertAll, type ObjectDiff} from '../../diff'
import type {FormServices} from '../../form'
import type {PreviewStore} from '../../store'
import type {Patch} from '../../types'
import {Text} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {ChangeListContext, type ChangeAuthor, type ChangeListContextValue} from './ChangeListContext'
import {DiffView} from './DiffView'
import {ObjectFieldChanges} from './ObjectFieldChanges'
import {RevertButton} from './RevertButton'

/**
 * Props of {@link ChangeList}.
 * @public
 */
export interface ChangeListProps {
  /** The document's diff (`diffDocuments(from, to, {schemaType})`), with its schema type for titles and order. */
  diff: ObjectDiff
  /**
   * Reverts: called with the patches of a field's, a group's or every change (`revertField`,
   * `revertGroup`, `revertAll` of `diff`), for the document's `patch` operation. Leave it out
   * where the list is read-only — no update permission, or a comparison that does not end at
   * the current version — and no revert button is shown.
   */
  onRevert?: (patches: Patch[]) => void
  /** The name and picture of an author id, for the avatars of each change. */
  resolveAuthor?: (id: string) => ChangeAuthor | undefined
  /** Previews of referenced documents (the document services' `previews`); without it, ids. */
  previews?: PreviewStore
  /** Image URLs and asset lookups for the images of image changes. */
  imageServices?: FormServices
}

const noAuthor = () => undefined

/**
 * The change list of review changes: the fields that changed between two versions of a
 * document, field by field in schema order, each rendered by its type — text with inline
 * added and removed pieces; numbers, booleans and dates from → to; arrays with added, removed
 * and moved items; images side by side; references as previews; portable text block by block
 * — with the avatars of who changed it and, unless read-only, a revert button with a
 * confirmation; groups (fieldsets, object fields) revert together, and 'Revert all changes'
 * undoes everything. Each field renders inside its own error boundary, so a change that
 * cannot be shown shows an error card and never takes the pane down. With nothing changed it
 * shows an empty state.
 *
 * @example
 * ```tsx
 * const diff = diffDocuments(published, draft, {schemaType})
 * <ChangeList diff={diff} onRevert={(patches) => operations.patch.execute(patches)} />
 * ```
 * @public
 */
export function ChangeList({diff, onRevert, resolveAuthor = noAuthor, previews, imageServices}: ChangeListProps) {
  const {t} = useStructureTranslation()
  const context = useMemo(
    (): ChangeListContextValue => ({rootDiff: diff, onRevert, resolveAuthor, previews, imageServices, DiffView}),
    [diff, onRevert, resolveAuthor, previews, imageServices],
  )
  if (!diff.isChanged) {
    return (
      <div className="vellum-changes-empty" role="status">
        <Text weight="semibold">{t('changes.empty.title')}</Text>
        <Text size={1} muted>
          {t('changes.empty.description')}
        </Text>
      </div>
    )
  }
  return (
    <ChangeListContext.Provider value={context}>
      <div className="vellum-changes-list" role="region" aria-label={t('changes.list-label')}>
        <ObjectFieldChanges diff={diff} />
        {onRevert ? (
          <div className="vellum-changes-revert-all">
            <RevertButton text={t('changes.revert-all')} onConfirm={() => onRevert(revertAll(diff))} />
          </div>
        ) : null}
      </div>
    </ChangeListContext.Provider>
  )
}

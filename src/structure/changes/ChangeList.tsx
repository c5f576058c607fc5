import {useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent} from 'react'
import {revertAll, type ObjectDiff} from '../../diff'
import type {FormServices} from '../../form'
import type {PreviewStore} from '../../store'
import type {Patch} from '../../types'
import {Text} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {ChangeInspector, indexChanges, type InspectedChange} from './ChangeInspector'
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
 * undoes everything. Pressing mod+i (Cmd or Ctrl + I) while hovering or focusing a change
 * toggles the change inspector: its path, from and to index, has-moved, action, is-changed,
 * and its from and to values as JSON. Each field renders inside its own error boundary, so a change that
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
  const inspector = useChangeInspector(diff)
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
      <div
        className="vellum-changes-list"
        role="region"
        aria-label={t('changes.list-label')}
        onMouseOver={inspector.onPoint}
        onFocus={inspector.onPoint}
        onMouseLeave={inspector.onLeave}
        onBlur={inspector.onLeave}
      >
        <ObjectFieldChanges diff={diff} />
        {onRevert ? (
          <div className="vellum-changes-revert-all">
            <RevertButton text={t('changes.revert-all')} onConfirm={() => onRevert(revertAll(diff))} />
          </div>
        ) : null}
        {inspector.shown ? <ChangeInspector change={inspector.shown} onClose={inspector.close} /> : null}
      </div>
    </ChangeListContext.Provider>
  )
}

/**
 * The change inspector's state: the change under the pointer or focus (its closest element
 * with a `data-path`), and the one shown, toggled by mod+i while a change is pointed at.
 */
function useChangeInspector(diff: ObjectDiff) {
  const changes = useMemo(() => indexChanges(diff), [diff])
  const pointed = useRef<string | null>(null)
  const [shownPath, setShownPath] = useState<string | null>(null)
  const onPoint = useCallback((event: SyntheticEvent) => {
    const element = (event.target as Element).closest?.('[data-path]')
    pointed.current = element?.getAttribute('data-path') ?? null
  }, [])
  const onLeave = useCallback(() => {
    pointed.current = null
  }, [])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.key.toLowerCase() !== 'i') return
      const path = pointed.current
      if (path === null || !changes.has(path)) return
      event.preventDefault()
      setShownPath((shown) => (shown === path ? null : path))
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [changes])
  const shown: InspectedChange | undefined = shownPath === null ? undefined : changes.get(shownPath)
  const close = useCallback(() => setShownPath(null), [])
  return {onPoint, onLeave, shown, close}
}

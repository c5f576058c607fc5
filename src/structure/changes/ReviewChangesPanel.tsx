import {useCallback, useMemo, type ReactNode} from 'react'
import {diffDocuments, type AnnotationSource, type ObjectDiff} from '../../diff'
import type {ContentDocument, ObjectSchemaType, Patch} from '../../types'
import {CloseIcon, IconButton, Text} from '../../ui'
import {useWorkspace} from '../../studio'
import {errorMessage} from '../actions/useOperationRunner'
import {useStructureTranslation} from '../i18n'
import {usePreviewMediaServices} from '../panes/documentList/usePreviewMediaServices'
import {useDocumentServices} from '../services/useDocumentServices'
import {useUsers} from '../history/useUsers'
import {ChangeList} from './ChangeList'
import {collectAnnotations} from './FieldChange'
import {ErrorCard} from './DiffView'

/**
 * Props of {@link ReviewChangesPanel}.
 * @public
 */
export interface ReviewChangesPanelProps {
  documentId: string
  schemaType: ObjectSchemaType
  /** The older version (the published document; a range's start); null when there was none. */
  from: ContentDocument | null
  /** The newer version (the draft; a range's end); null when there is none. */
  to: ContentDocument | null
  /** Who changed what between them, when the timeline knows. */
  annotations?: AnnotationSource
  /** What the comparison is, shown under the title ('Changes since the published version'). */
  description?: string
  /**
   * Applies revert patches to the document; left out when the user may not update it or the
   * comparison does not end at the current version (no revert buttons then).
   */
  onRevert?: (patches: Patch[]) => void
  /** Shown under the title: the document pane's choice of the version to compare with. */
  picker?: ReactNode
  /**
   * Shown instead of the change list while there is nothing to compare yet (the versions
   * loading, or a live-edit document waiting for a version to compare with).
   */
  placeholder?: ReactNode
  onClose: () => void
}

/**
 * The review-changes panel beside the form: the change list of two versions of the document
 * (the published one and the draft, or a range the timeline chose), with the authors of each
 * change and — when allowed — revert buttons.
 * @public
 */
export function ReviewChangesPanel(props: ReviewChangesPanelProps) {
  const {documentId, schemaType, from, to, annotations, description, onRevert, picker, placeholder, onClose} = props
  const {t} = useStructureTranslation()
  const services = useDocumentServices()
  const imageServices = usePreviewMediaServices(useWorkspace(), services.client)
  const result = useMemo((): {diff: ObjectDiff} | {error: string} => {
    // A version that is missing compares as an empty document of the type.
    const empty = {_id: documentId, _type: schemaType.name}
    try {
      return {
        diff: diffDocuments(from ?? empty, to ?? empty, {schemaType, ...(annotations ? {annotations} : {})}),
      }
    } catch (error) {
      return {error: errorMessage(error)}
    }
  }, [documentId, schemaType, from, to, annotations])
  const authorIds = useMemo(
    () => ('diff' in result ? collectAnnotations(result.diff).map((annotation) => annotation.author) : []),
    [result],
  )
  const users = useUsers(authorIds)
  const resolveAuthor = useCallback((id: string) => users.get(id), [users])
  const revert = useCallback((patches: Patch[]) => onRevert?.(patches), [onRevert])
  return (
    <aside className="vellum-changes-panel" aria-label={t('changes.title')}>
      <div className="vellum-changes-panel-header">
        <div>
          <Text weight="semibold">{t('changes.title')}</Text>
          {description ? (
            <Text size={1} muted>
              {description}
            </Text>
          ) : null}
        </div>
        <IconButton icon={<CloseIcon />} label={t('changes.close')} onClick={onClose} />
      </div>
      {picker ? <div className="vellum-changes-panel-picker">{picker}</div> : null}
      {placeholder ? (
        placeholder
      ) : 'error' in result ? (
        <ErrorCard title={t('changes.error.load', {message: result.error})} />
      ) : (
        <ChangeList
          diff={result.diff}
          resolveAuthor={resolveAuthor}
          previews={services.previews}
          imageServices={imageServices}
          {...(onRevert ? {onRevert: revert} : {})}
        />
      )}
    </aside>
  )
}

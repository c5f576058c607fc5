import {useMemo} from 'react'
import type {DocumentInspectorProps} from '../../studio'
import type {ValidationMarker} from '../../types'
import {CloseIcon, ErrorIcon, Heading, IconButton, InfoIcon, Text, WarningIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useDocumentPane} from '../services/DocumentPaneContext'
import {useValidationStatus} from '../services/useValidationStatus'
import {fieldTitlePath} from './fieldTitlePath'

const LEVEL_ICONS = {error: ErrorIcon, warning: WarningIcon, info: InfoIcon} as const
const LEVEL_ORDER = {error: 0, warning: 1, info: 2} as const

/**
 * The validation inspector's panel: every marker of the document — errors first — with its
 * level, the titles of the fields it is on and its message. Choosing one moves the form's focus
 * to that field (opening what hides it).
 */
export function ValidationInspectorPanel({documentId, documentType, onClose}: DocumentInspectorProps) {
  const {t} = useStructureTranslation()
  const pane = useDocumentPane()
  const {isValidating, validation} = useValidationStatus(documentId, documentType)
  const markers = useMemo(
    () => [...validation].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]),
    [validation],
  )
  return (
    <div className="vellum-structure-validation-inspector">
      <div className="vellum-structure-validation-inspector-header">
        <Heading level={3} size={1}>
          {t('document.validation.title')}
        </Heading>
        <IconButton icon={<CloseIcon />} label={t('document.inspector.close')} onClick={onClose} />
      </div>
      {markers.length === 0 ? (
        <Text muted size={1} className="vellum-structure-validation-inspector-empty">
          {isValidating ? t('document.validation.validating') : t('document.validation.empty')}
        </Text>
      ) : (
        <ul className="vellum-structure-validation-list" aria-label={t('document.validation.list-label')}>
          {markers.map((marker, index) => (
            <li key={`${index}:${marker.message}`}>
              <MarkerButton
                marker={marker}
                titles={fieldTitlePath(pane.schemaType, marker.path, pane.value)}
                onFocus={() => pane.focusField(marker.path)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function MarkerButton({marker, titles, onFocus}: {marker: ValidationMarker; titles: string[]; onFocus: () => void}) {
  const {t} = useStructureTranslation()
  const Icon = LEVEL_ICONS[marker.level]
  const where = titles.length > 0 ? titles.join(' › ') : t('document.validation.document-level')
  return (
    <button type="button" className="vellum-structure-validation-marker" data-level={marker.level} onClick={onFocus}>
      <Icon title={t(`document.validation.level.${marker.level}`)} />
      <span className="vellum-structure-validation-marker-text">
        <span className="vellum-structure-validation-marker-path">{where}</span>
        <span className="vellum-structure-validation-marker-message">{marker.message}</span>
      </span>
    </button>
  )
}

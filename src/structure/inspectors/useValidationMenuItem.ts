import type {DocumentInspectorMenuItem} from '../../studio'
import {ErrorIcon, SuccessIcon, WarningIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useValidationStatus} from '../services/useValidationStatus'

/**
 * The validation inspector's header button: 'Validation' while nothing is wrong, else the
 * counts ('2 errors, 1 warning'), in the tone of the worst level.
 */
export function useValidationMenuItem({
  documentId,
  documentType,
}: {
  documentId: string
  documentType: string
}): DocumentInspectorMenuItem {
  const {t} = useStructureTranslation()
  const {validation} = useValidationStatus(documentId, documentType)
  const errors = validation.filter((marker) => marker.level === 'error').length
  const warnings = validation.filter((marker) => marker.level === 'warning').length
  const counts = [
    errors > 0 ? t('document.validation.errors', {count: errors}) : '',
    warnings > 0 ? t('document.validation.warnings', {count: warnings}) : '',
  ].filter(Boolean)
  return {
    title: counts.length > 0 ? counts.join(', ') : t('document.validation.title'),
    icon: errors > 0 ? ErrorIcon : warnings > 0 ? WarningIcon : SuccessIcon,
    showAsAction: true,
    ...(errors > 0 ? {status: 'error' as const} : warnings > 0 ? {status: 'warning' as const} : {}),
  }
}

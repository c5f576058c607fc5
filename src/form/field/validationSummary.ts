import type {ValidationLevel} from '../../types'
import type {FormTranslate} from '../translation/useFormTranslation'
import type {FormNodeValidation} from '../state/FormNode'

/** How many markers of each level a list holds. */
export interface ValidationCounts {
  error: number
  warning: number
  info: number
}

/** Counts markers by level. */
export function countValidation(validation: readonly FormNodeValidation[]): ValidationCounts {
  const counts: ValidationCounts = {error: 0, warning: 0, info: 0}
  for (const marker of validation) counts[marker.level] += 1
  return counts
}

/** The most serious level among the markers, or undefined without markers. */
export function highestLevel(validation: readonly FormNodeValidation[]): ValidationLevel | undefined {
  const counts = countValidation(validation)
  return counts.error > 0 ? 'error' : counts.warning > 0 ? 'warning' : counts.info > 0 ? 'info' : undefined
}

/** The summary a field header gives: "2 errors, 1 warning" (notes only when nothing worse is there). */
export function validationSummary(validation: readonly FormNodeValidation[], t: FormTranslate): string {
  const counts = countValidation(validation)
  const parts: string[] = []
  if (counts.error > 0) parts.push(t('validation.errors', {count: counts.error}))
  if (counts.warning > 0) parts.push(t('validation.warnings', {count: counts.warning}))
  if (parts.length === 0 && counts.info > 0) parts.push(t('validation.info', {count: counts.info}))
  return parts.join(', ')
}

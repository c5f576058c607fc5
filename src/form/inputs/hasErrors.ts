import type {FormNodeValidation} from '../state/FormNode'

/** Whether markers include an error, which marks an input invalid (`aria-invalid`). */
export function hasErrors(validation: readonly FormNodeValidation[]): boolean {
  return validation.some((marker) => marker.level === 'error')
}

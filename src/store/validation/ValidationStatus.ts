import type {ValidationMarker} from '../../types'

/**
 * The validation of a document pair: the markers of the latest finished run, whether a run
 * for a newer version is under way, and the `_rev` of the version the markers are for
 * (`undefined` before the first run and when there is no document).
 * @beta
 */
export interface ValidationStatus {
  /** Whether a run for a newer version is under way (the markers may be stale meanwhile). */
  isValidating: boolean
  /** The markers of the latest finished run: errors, warnings and infos with their paths. */
  validation: ValidationMarker[]
  /** The `_rev` of the version the markers are for; undefined before the first run and when there is no document. */
  revision: string | undefined
}

/** The status before anything was validated: validating, no markers yet. */
export const INITIAL_VALIDATION_STATUS: ValidationStatus = Object.freeze({
  isValidating: true,
  validation: [],
  revision: undefined,
}) as ValidationStatus

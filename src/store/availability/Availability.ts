/**
 * Why a document can or cannot be shown: it can be read, the user may not read it, or it does not exist.
 * @beta
 */
export type AvailabilityReason = 'READABLE' | 'PERMISSION_DENIED' | 'NOT_FOUND'

/**
 * Whether a document exists and may be read by the current user, and why not.
 * @beta
 */
export interface Availability {
  /** Whether the document exists and the current user may read it. */
  available: boolean
  /** Why: `READABLE`, `PERMISSION_DENIED` or `NOT_FOUND`. */
  reason: AvailabilityReason
}

/**
 * The availability of a document's draft and published versions.
 * @beta
 */
export interface DocumentPairAvailability {
  /** The availability of the draft (`drafts.<id>`). */
  draft: Availability
  /** The availability of the published document. */
  published: Availability
}

/**
 * The document exists and may be read.
 * @beta
 */
export const AVAILABILITY_READABLE: Availability = Object.freeze({available: true, reason: 'READABLE'})

/**
 * The document exists, but the user's grants do not allow reading it.
 * @beta
 */
export const AVAILABILITY_PERMISSION_DENIED: Availability = Object.freeze({
  available: false,
  reason: 'PERMISSION_DENIED',
})

/**
 * The document does not exist.
 * @beta
 */
export const AVAILABILITY_NOT_FOUND: Availability = Object.freeze({available: false, reason: 'NOT_FOUND'})
